#pragma once
// Followers on a read tile: blobs of a player's colour, as large and solid as a meeple
// seen from above (standing or lying) or a round token, in the rectified cell. Their
// pixels are also what the structure reader must not see (a red meeple is no roof, a
// green one no field): the cell is inpainted there before it is read.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

struct FollowerBlob {
    std::string colour;
    cv::Point2d unit;  // centre in unit tile coordinates of the square (x right, y down)
};

struct CellFollowers {
    std::vector<FollowerBlob> blobs;
    cv::Mat mask;  // CV_8U, the square's size: 255 on follower pixels
};

// `square`: the cell rectified (BGR); `colours`: the names that may be followers
// (vision/camera/piece_colours; empty: the six standard ones).
[[nodiscard]] CellFollowers findFollowers(const cv::Mat& square, const std::vector<std::string>& colours);

}  // namespace carc::vision
