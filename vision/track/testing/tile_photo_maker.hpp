#pragma once
// Makes a photo-like picture of one tile from its reference image: the tile lies on
// a background, seen at an angle, turned by a known number of quarter turns (plus a
// small tilt), with the disturbances of the chosen condition.
#include <random>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision::testing {

struct PhotoConditions {
    std::string name = "clean";
    bool perspective = false;  // camera tilted up to 50 degrees, tile anywhere in the view
    bool blur = false;         // out of focus or moving
    bool glare = false;        // a specular highlight and uneven light
    bool noise = false;        // sensor noise and strong JPEG compression
    bool cast = false;         // colour cast and exposure
    bool background = false;   // textured backgrounds (wood, cloth, felt close to tile colours)
};

// "clean", "perspective", "blur", "glare", "noise", "cast", "background", "all".
std::vector<PhotoConditions> standardConditions();

struct TilePhoto {
    cv::Mat image;          // BGR
    int quarterTurns = 0;   // how the tile is turned clockwise relative to its reference
};

TilePhoto makeTilePhoto(const cv::Mat& referenceBgr, const PhotoConditions& conditions, std::mt19937& rng);

}  // namespace carc::vision::testing
