#include "vision/camera/camera_model.hpp"

#include <cmath>
#include <numbers>

#include "vision/camera/yaml_file.hpp"

namespace carc::vision {

CameraModel CameraModel::pinhole(cv::Size size, double horizontalFovDeg) {
    CameraModel camera;
    camera.imageSize = size;
    const double f = 0.5 * size.width / std::tan(0.5 * horizontalFovDeg * std::numbers::pi / 180.0);
    camera.matrix = cv::Matx33d(f, 0, 0.5 * (size.width - 1), 0, f, 0.5 * (size.height - 1), 0, 0, 1);
    return camera;
}

Expected<CameraModel> loadCameraModel(const std::string& path) {
    auto file = YamlMap::open(path);
    if (!file) return Error{file.error()};
    CameraModel camera;
    int width = 0, height = 0;
    cv::Mat matrix, distortion;
    // 20000 px: wider than any camera sensor the rig could carry.
    constexpr int kMaxSidePx = 20000;
    // Focal length and principal point in pixels: within a few image widths of the image.
    constexpr double kMaxMatrixPx = 1e6;
    // Real lenses' coefficients stay within tens, even in OpenCV's rational model.
    constexpr double kMaxDistortion = 1000;
    if (auto s = file->readInt("image_width", width, 1, kMaxSidePx); !s) return Error{s.error()};
    if (auto s = file->readInt("image_height", height, 1, kMaxSidePx); !s) return Error{s.error()};
    if (auto s = file->readMat("camera_matrix", matrix, 3, 3, -kMaxMatrixPx, kMaxMatrixPx); !s) return Error{s.error()};
    if (auto s = file->readMat("distortion_coefficients", distortion, -1, -1, -kMaxDistortion, kMaxDistortion); !s)
        return Error{s.error()};
    const cv::Mat row = distortion.reshape(1, 1);
    if (row.cols != 4 && row.cols != 5 && row.cols != 8 && row.cols != 12 && row.cols != 14)
        return Error{path + ": distortion_coefficients must have 4, 5, 8, 12 or 14 values, not " +
                     std::to_string(row.cols)};
    camera.imageSize = {width, height};
    camera.matrix = cv::Matx33d(matrix);
    if (camera.fx() <= 0 || camera.fy() <= 0) return Error{path + ": camera_matrix has a non-positive focal length"};
    camera.distortion = row.clone();
    return camera;
}

Status saveCameraModel(const CameraModel& camera, const std::string& path) {
    cv::FileStorage fs;
    try {
        if (!fs.open(path, cv::FileStorage::WRITE)) return Error{path + ": cannot write"};
        fs << "image_width" << camera.imageSize.width << "image_height" << camera.imageSize.height;
        fs << "camera_matrix" << cv::Mat(camera.matrix);
        fs << "distortion_coefficients" << camera.distortion;
    } catch (const cv::Exception& e) {
        return Error{path + ": " + e.msg};
    }
    return {};
}

}  // namespace carc::vision
