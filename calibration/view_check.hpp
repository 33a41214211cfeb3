#pragma once
// One photo of the calibration board: find the board, and say why a view is no good
// (no board, another board, too little of it, blurred, the same as an earlier view).
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::calibration {

struct BoardDetection {
    std::vector<std::vector<cv::Point2f>> markerCorners;
    std::vector<int> markerIds;
    std::vector<cv::Point2f> corners;  // ChArUco (inner chessboard) corners, refined
    std::vector<int> cornerIds;
    double sharpness = 0;  // see edgeSharpness()
};

struct ViewCheckOptions {
    int minCorners = 10;          // of 24; fewer constrain the lens too little
    double minSharpness = 0.16;   // edgeSharpness() below this is "blurred"
    double maxLayoutErrorMm = 3.0;  // marker corners vs the board's layout (wrong board)
};

struct ViewVerdict {
    bool ok = false;
    std::string reason;  // why not, for the user ("blurred: ..."), empty when ok
    BoardDetection detection;
};

// Finds the board (DICT_5X5_100 markers, interpolated ChArUco corners) and checks it.
ViewVerdict checkBoardView(const cv::Mat& image, const ViewCheckOptions& options = {});

// How sharp the edges in `region` of a grey image are, independent of contrast and
// robust to sensor noise: the 99th percentile of the gradient magnitude divided by the
// contrast (95th - 5th percentile of intensity). About 1 / edge width in pixels:
// ~0.3-0.5 for a focused view, < 0.15 for a visibly blurred one.
double edgeSharpness(const cv::Mat& grey, const cv::Rect& region);

// True when two detections show the board at nearly the same place in the image
// (common corners moved less than `fraction` of the image diagonal on average).
bool sameView(const BoardDetection& a, const BoardDetection& b, cv::Size imageSize, double fraction = 0.02);

}  // namespace carc::calibration
