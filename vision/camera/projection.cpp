#include "vision/camera/projection.hpp"

#include <cmath>

#include <opencv2/calib3d.hpp>

namespace carc::vision {

CameraPose CameraPose::lookAt(cv::Point3d position, cv::Point3d target) {
    // Camera axes in table coordinates: z forward (to the target), y down the image
    // (towards south as far as possible), x = y cross z (image right).
    cv::Vec3d forward = cv::Vec3d(target - position);
    forward /= cv::norm(forward);
    cv::Vec3d south(0, 1, 0);
    cv::Vec3d down = south - forward * south.dot(forward);
    if (cv::norm(down) < 1e-9) down = cv::Vec3d(0, 1, 0);  // looking exactly along y: unreachable for a rig
    down /= cv::norm(down);
    const cv::Vec3d right = down.cross(forward);
    const cv::Matx33d rotation(right[0], right[1], right[2], down[0], down[1], down[2], forward[0], forward[1],
                               forward[2]);  // rows: camera axes in table coordinates
    CameraPose pose;
    cv::Rodrigues(cv::Mat(rotation), pose.rvec);
    pose.tvec = -(rotation * cv::Vec3d(position.x, position.y, position.z));
    return pose;
}

cv::Point3d CameraPose::position() const {
    cv::Matx33d rotation;
    cv::Rodrigues(rvec, rotation);
    const cv::Vec3d c = -(rotation.t() * tvec);
    return {c[0], c[1], c[2]};
}

std::vector<cv::Point2d> projectPoints3d(const CameraModel& camera, const CameraPose& pose,
                                         const std::vector<cv::Point3d>& tableMm) {
    std::vector<cv::Point2d> image;
    if (tableMm.empty()) return image;
    cv::projectPoints(tableMm, pose.rvec, pose.tvec, cv::Mat(camera.matrix), camera.distortion, image);
    return image;
}

std::vector<cv::Point2d> projectTablePoints(const CameraModel& camera, const CameraPose& pose,
                                            const std::vector<cv::Point2d>& tableMm) {
    std::vector<cv::Point3d> points;
    points.reserve(tableMm.size());
    for (const cv::Point2d& p : tableMm) points.emplace_back(p.x, p.y, 0.0);
    return projectPoints3d(camera, pose, points);
}

cv::Matx33d tableToUndistortedImage(const CameraModel& camera, const CameraPose& pose) {
    cv::Matx33d rotation;
    cv::Rodrigues(pose.rvec, rotation);
    // For z = 0: [u v 1]^T ~ K [r1 r2 t] [x y 1]^T.
    const cv::Matx33d rt(rotation(0, 0), rotation(0, 1), pose.tvec[0], rotation(1, 0), rotation(1, 1), pose.tvec[1],
                         rotation(2, 0), rotation(2, 1), pose.tvec[2]);
    return camera.matrix * rt;
}

}  // namespace carc::vision
