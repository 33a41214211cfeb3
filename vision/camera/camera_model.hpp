#pragma once
// The camera's intrinsics as OpenCV's calibration samples write them (camera.yaml):
// image_width, image_height, camera_matrix (3x3), distortion_coefficients (1x5 or 1x8).
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

struct CameraModel {
    cv::Size imageSize;
    cv::Matx33d matrix = cv::Matx33d::eye();
    cv::Mat distortion = cv::Mat::zeros(1, 5, CV_64F);  // 1x5 or 1x8, CV_64F

    double fx() const { return matrix(0, 0); }
    double fy() const { return matrix(1, 1); }
    double cx() const { return matrix(0, 2); }
    double cy() const { return matrix(1, 2); }

    // A distortion-free camera of the given size whose horizontal field of view is fovDeg.
    static CameraModel pinhole(cv::Size size, double horizontalFovDeg);
};

// Reads camera.yaml; the error names the file and the missing or malformed key.
Expected<CameraModel> loadCameraModel(const std::string& path);
Status saveCameraModel(const CameraModel& camera, const std::string& path);

}  // namespace carc::vision
