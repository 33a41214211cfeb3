#pragma once
// Finds a follower on one tile. The cell as the camera sees it is compared with the
// tile's enrolled picture (aligned to the cell, its colours matched to the table's
// light); what the picture does not explain, shadows aside, is a follower when it is
// follower-sized. Its colour is the nearest of the colours in play, measured in the
// picture's light so that a warm lamp does not turn yellow into orange. Which feature
// it stands on is the caller's business (the tile's segment layout).
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "vision/track/follower_colours.hpp"

namespace carc::vision {

struct FollowerSighting {
    cv::Point2d unit;      // centre on the tile: unit coordinates, board orientation
    std::string colour;
    double areaMm2 = 0;    // what the follower covers, its shadow excluded
    double confidence = 0; // 0..1: 1 - the runner-up colour's core / this one's (cores: surely no art)
    double coreMm2 = 0;    // what surely is no art of it
};

// cellBgr: the square cell image; pictures: the tile's enrolled pictures (art variants)
// at the cell's size and rotation; pxPerMm: the cell image's scale; tilePose: how the
// tile lies on the cell when known (picture -> cell pixels, as the tile recogniser found
// it), else the pictures are aligned here; bridge: a bridge lying on the tile along that
// axis (its wood, near yellow, is no follower; a follower standing on it is).
std::optional<FollowerSighting> findFollower(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures,
                                             double pxPerMm, const std::vector<FollowerColour>& palette,
                                             const FollowerFinderOptions& options = {},
                                             const cv::Matx23d* tilePose = nullptr,
                                             std::optional<Axis> bridge = std::nullopt);

}  // namespace carc::vision
