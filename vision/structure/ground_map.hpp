#pragma once
// What each part of a rectified tile is made of, in the colours of this one picture:
// the picture's colours are clustered (Lab), and each cluster is named by where it
// lies relative to the others (greenish = field, brown/orange/tan/red = city, pale and
// grey = road, dark or blue = neither). No printing's palette is assumed beyond
// "grass is green, roads are pale, cities are earth-coloured".
#include <opencv2/core.hpp>

namespace carc::vision {

// Glare: a pale patch too broad to be a road (a lamp's reflection); unknown ground,
// left out of every share.
enum class Ground : unsigned char { Field = 0, City = 1, Road = 2, Other = 3, Glare = 4 };

// Side of the ground map (pixels): roads (a tenth of the tile) stay 9 px wide.
inline constexpr int kGroundSide = 96;

struct GroundMap {
    cv::Mat ground;  // CV_8U kGroundSide^2, a Ground per pixel
    cv::Mat shield;  // CV_8U kGroundSide^2, non-zero where blue meets white in a shield's shape (a pennant)
    cv::Mat shieldColours;  // CV_8U kGroundSide^2, non-zero where blue meets white, any shape (roofs by walls too)
    cv::Mat water;  // CV_8U kGroundSide^2, non-zero where the picture has the River's water (light blue-green)
    double meanLightness = 0;  // Lab L of the picture, 0..100
    double lightnessSpread = 0;  // standard deviation of L: ~0 for a blank picture
    double saturation = 1;  // the grass's chroma over the printed grass's (0.4-1): under 1 a washed-out photo

    // Share of `g` among the seen (not glare) pixels of a rectangle given in unit tile
    // coordinates ([0,1]^2, x east, y south); 0 when all of it is glare.
    [[nodiscard]] double share(Ground g, double x0, double y0, double x1, double y1) const;
    // Share of unknown (glare, hidden) pixels in the same kind of rectangle.
    [[nodiscard]] double unseenShare(double x0, double y0, double x1, double y1) const;
    // Share of shield pixels in the same kind of rectangle.
    [[nodiscard]] double shieldShare(double x0, double y0, double x1, double y1) const;
    // Share of water pixels in the same kind of rectangle.
    [[nodiscard]] double waterShare(double x0, double y0, double x1, double y1) const;
    // Share of shieldColours pixels in the same kind of rectangle.
    [[nodiscard]] double shieldColoursShare(double x0, double y0, double x1, double y1) const;
};

// The ground map of a square, top-down tile picture (BGR, any size).
[[nodiscard]] GroundMap mapGround(const cv::Mat& squareBgr);

// The map drawn for people (debugging): field green, city brown, road white, other
// black, glare grey, a pennant (its shield) blue, its colours without its shape light
// blue, water turquoise; kGroundSide square, BGR.
[[nodiscard]] cv::Mat paintGround(const GroundMap& map);

}  // namespace carc::vision
