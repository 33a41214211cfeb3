#pragma once
// "What differs from the background": the background's colour as a per-channel median
// (robust to the objects lying on it) and each pixel's Lab distance from it.
#include <opencv2/core.hpp>

namespace carc::calibration {

// Per-channel median of an 8-bit 3-channel image where `mask` is non-zero (all when empty).
cv::Vec3d medianColour(const cv::Mat& image8u3, const cv::Mat& mask = {});

// Euclidean distance of each pixel of an 8-bit Lab image from `reference`, CV_8UC1 (saturated).
cv::Mat distanceFrom(const cv::Mat& lab8u3, const cv::Vec3d& reference);

}  // namespace carc::calibration
