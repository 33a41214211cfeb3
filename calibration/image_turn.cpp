#include "calibration/image_turn.hpp"

namespace carc::calibration {

cv::Mat turnedClockwise(const cv::Mat& image, int quarterTurns) {
    // Always a new buffer: cv::rotate in place on a square image overwrites its own input.
    static constexpr cv::RotateFlags kTurn[] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    const int q = ((quarterTurns % 4) + 4) % 4;
    if (q == 0) return image.clone();
    cv::Mat out;
    cv::rotate(image, out, kTurn[q - 1]);
    return out;
}

}  // namespace carc::calibration
