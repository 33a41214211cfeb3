#pragma once
// The physical pieces drawn into the top-down table picture: followers (shaded meeple
// shapes, farmers lying down), bridges (wooden planks) and castles (wooden keep in the
// owner's colour). Drawn flat from above, their height showing only as a cast shadow, or
// (drawFigure) followers as solid figures seen through the camera with parallax.
#include <optional>
#include <string>

#include <opencv2/core.hpp>

namespace carc::sim {

// centre in picture pixels, pxPerMm the picture's scale, angle in radians (the piece's
// up direction turned clockwise from north).
void drawFollower(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool lying,
                  double angle);
// How the camera and the light see a piece standing on the table: a point `z` mm above
// table point P is seen where the ray through it meets the table, P + (P - nadir) z / (H - z)
// (H: the camera's height over the table; nadir: the table point under it, picture
// pixels), and its shadow falls `shadowPerMm` (picture pixels per mm of height) off it.
struct FigureView {
    cv::Point2d nadirPx;
    double cameraHeightMm = 1000;
    cv::Point2d shadowPerMm{0.6, 0.8};
};

// A follower as a solid figure: standing 16 mm tall (8 mm thick, arms 16 mm across), its
// upper parts displaced outward from the nadir (parallax), or a farmer lying on its back
// (8 mm high); a soft shadow cast away from the light; `paint` its colour lit from above.
void drawFigure(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& paint, bool lying,
                double angle, const FigureView& view);

// The paint of a follower colour as real pieces show it (drawFigure); none: unknown.
std::optional<cv::Scalar> figurePaint(const std::string& colour);

void drawBridge(cv::Mat& picture, cv::Point2d centre, double pxPerMm, bool northSouth, double angle);
void drawCastle(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool northSouth,
                double angle);

}  // namespace carc::sim
