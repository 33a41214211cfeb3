#pragma once
// Quarter turns of a (square) image: tiles laid turned, reference art in 4 rotations.
#include <opencv2/core.hpp>

namespace carc::calibration {

// `image` turned clockwise by quarterTurns (any integer) into a new buffer.
cv::Mat turnedClockwise(const cv::Mat& image, int quarterTurns);

}  // namespace carc::calibration
