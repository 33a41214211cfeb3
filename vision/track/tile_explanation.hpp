#pragma once
// How well a tile's enrolled picture explains what the camera shows in a cell: the
// picture is aligned to the cell (tiles lie a few millimetres and degrees off the grid)
// and put in the cell's light (the light's colour and strength per channel); what is
// left over is what the picture cannot explain. The follower finder looks at what is
// left over; the tile recogniser prefers the candidate that leaves least.
#include <limits>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

struct Explanation {
    cv::Mat fitted;           // CV_32FC3: the picture, aligned and in the cell's light
    cv::Mat distance;         // CV_32F: |cell - fitted| (BGR) per pixel
    cv::Mat residual;         // CV_32F: nearbyDistance(cell, fitted), what is left unexplained
    cv::Vec3d gain{1, 1, 1};  // per channel: cell = gain * picture
    cv::Matx23d warp{1, 0, 0, 0, 1, 0};  // picture pixels -> cell pixels (how the tile lies)
    // Mean of the residual over the cell's interior.
    double cost = std::numeric_limits<double>::max();
};

// Where the picture's centre lands in the cell, relative to the cell's centre (pixels).
cv::Point2d centreOffset(const Explanation& e, cv::Size cell);

// The cell without its outermost rim (which shows the neighbours and the gaps).
cv::Mat cellInterior(cv::Size cell);

// One picture (at the cell's size and rotation) aligned to the cell and put in its light.
// `start`: where to begin the alignment (another candidate's warp for the same tile);
// none: from the shift phase correlation finds.
Explanation explainPicture(const cv::Mat& cellBgr, const cv::Mat& picture, const cv::Matx23d* start = nullptr);

// The best explanation among a tile's pictures (art variants, at the cell's size and
// rotation). No pictures: an explanation of infinite cost.
Explanation explainCell(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const cv::Matx23d* start = nullptr);

// Per pixel, the distance to the nearest-coloured fitted picture pixel within 2 pixels.
cv::Mat nearbyDistance(const cv::Mat& cellBgr, const cv::Mat& fitted);

}  // namespace carc::vision
