#include "vision/camera/plane_warp.hpp"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace carc::vision {

PlaneWarp::PlaneWarp(const CameraModel& camera, const CameraPose& pose, const PlanePicture& picture)
    : picture_(picture) {
    // Camera pixel -> undistorted pixel (undistortPoints) -> table point through the
    // inverse of the table-to-image homography. undistortPoints is iterative and slow,
    // and the mapping is smooth, so it runs on a grid every kStep pixels and the full
    // map is interpolated from it (bicubic: well under 0.01 px from the exact map).
    constexpr int kStep = 8;
    const cv::Size size = camera.imageSize;
    const cv::Size grid((size.width - 1) / kStep + 2, (size.height - 1) / kStep + 2);
    std::vector<cv::Point2f> pixels;
    pixels.reserve(static_cast<std::size_t>(grid.area()));
    for (int gy = 0; gy < grid.height; ++gy)
        for (int gx = 0; gx < grid.width; ++gx)
            pixels.emplace_back(static_cast<float>(gx * kStep), static_cast<float>(gy * kStep));
    std::vector<cv::Point2f> undistorted;
    cv::undistortPoints(pixels, undistorted, cv::Mat(camera.matrix), camera.distortion, cv::noArray(),
                        cv::Mat(camera.matrix));
    const cv::Matx33d imageToTable = tableToUndistortedImage(camera, pose).inv();
    std::vector<cv::Point2f> table;
    cv::perspectiveTransform(undistorted, table, cv::Mat(imageToTable));
    const cv::Mat coarse = cv::Mat(table, true).reshape(2, grid.height);

    cv::Mat gridX(size, CV_32F), gridY(size, CV_32F);
    for (int x = 0; x < size.width; ++x) gridX.col(x).setTo(static_cast<float>(x) / kStep);
    for (int y = 0; y < size.height; ++y) gridY.row(y).setTo(static_cast<float>(y) / kStep);
    cv::remap(coarse, tableMm_, gridX, gridY, cv::INTER_CUBIC, cv::BORDER_REPLICATE);
}

cv::Mat PlaneWarp::render(const cv::Mat& topDown, const cv::Scalar& background) const {
    if (mappedFor_ != topDown.size() || mapX_.empty()) {
        // Table mm -> picture pixels; the maps depend only on the picture's scale.
        std::vector<cv::Mat> xy;
        cv::split(tableMm_, xy);
        const double s = 1.0 / picture_.mmPerPixel;
        xy[0].convertTo(mapX_, CV_32F, s, -picture_.originMm.x * s);
        xy[1].convertTo(mapY_, CV_32F, s, -picture_.originMm.y * s);
        cv::Mat fixedX, fixedY;
        cv::convertMaps(mapX_, mapY_, fixedX, fixedY, CV_16SC2);  // fixed-point maps remap faster
        mapX_ = fixedX;
        mapY_ = fixedY;
        mappedFor_ = topDown.size();
    }
    cv::Mat out;
    cv::remap(topDown, out, mapX_, mapY_, cv::INTER_LINEAR, cv::BORDER_CONSTANT, background);
    return out;
}

}  // namespace carc::vision
