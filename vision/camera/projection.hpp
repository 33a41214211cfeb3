#pragma once
// Where the camera is (its pose over the table) and where table points land in the
// image through the lens. Table frame: x east, y south, mm, table plane z = 0; being
// right-handed, z points down into the table, so the camera hangs at z < 0.
#include <vector>

#include <opencv2/core.hpp>

#include "vision/camera/camera_model.hpp"

namespace carc::vision {

// Rigid transform from table mm to camera coordinates (OpenCV's rvec/tvec).
struct CameraPose {
    cv::Vec3d rvec;
    cv::Vec3d tvec;

    // A camera at `position` (table mm, z < 0 is above the table) looking at `target`
    // on the table, with the image's up direction as close to north as possible.
    static CameraPose lookAt(cv::Point3d position, cv::Point3d target);
    cv::Point3d position() const;  // the camera centre in table mm
};

std::vector<cv::Point2d> projectTablePoints(const CameraModel& camera, const CameraPose& pose,
                                            const std::vector<cv::Point2d>& tableMm);
std::vector<cv::Point2d> projectPoints3d(const CameraModel& camera, const CameraPose& pose,
                                         const std::vector<cv::Point3d>& tableMm);

// The homography from table mm to undistorted pixels for a pose (useful for warps).
cv::Matx33d tableToUndistortedImage(const CameraModel& camera, const CameraPose& pose);

}  // namespace carc::vision
