#pragma once
// Renders a flat picture lying on the table (e.g. the whole table drawn top-down, or a
// printed calibration board) as the camera sees it, lens distortion included: one
// cv::remap per frame with maps computed once per camera pose. Used by the table
// simulator and by calibration's synthetic views.
#include <opencv2/core.hpp>

#include "vision/camera/projection.hpp"

namespace carc::vision {

// How a top-down picture maps to the table: picture pixel (u, v) shows table point
// origin + (u, v) * mmPerPixel (so the picture's x is east and y is south).
struct PlanePicture {
    cv::Point2d originMm;
    double mmPerPixel = 1.0;
};

class PlaneWarp {
public:
    PlaneWarp(const CameraModel& camera, const CameraPose& pose, const PlanePicture& picture);

    // The camera image of `topDown` (any type cv::remap takes); pixels that see no part
    // of the picture get `background`.
    cv::Mat render(const cv::Mat& topDown, const cv::Scalar& background = {}) const;
    // For each camera pixel, the table point it sees (mm), CV_32FC2.
    const cv::Mat& tablePointMap() const { return tableMm_; }

private:
    cv::Mat tableMm_;   // CV_32FC2, table mm per camera pixel
    PlanePicture picture_;
    mutable cv::Mat mapX_, mapY_;
    mutable cv::Size mappedFor_;
};

}  // namespace carc::vision
