#include "calibration/synthetic_views.hpp"

#include <cmath>
#include <numbers>

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/charuco_board.hpp"

namespace carc::calibration {

namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

// The same lens at k times the resolution (k may be < 1): pixel centres map by
// u' = k u + (k - 1) / 2, the convention of cv::resize and of averaging k x k blocks.
vision::CameraModel scaledCamera(const vision::CameraModel& camera, double k) {
    vision::CameraModel fine = camera;
    fine.imageSize = {static_cast<int>(std::lround(camera.imageSize.width * k)),
                      static_cast<int>(std::lround(camera.imageSize.height * k))};
    const double shift = (k - 1) / 2.0;
    fine.matrix = cv::Matx33d(camera.fx() * k, 0, camera.cx() * k + shift, 0, camera.fy() * k,
                              camera.cy() * k + shift, 0, 0, 1);
    return fine;
}

// The rotation that turns direction `from` into direction `to` (Rodrigues about their cross product).
cv::Matx33d rotationTaking(cv::Vec3d from, cv::Vec3d to) {
    from /= cv::norm(from);
    to /= cv::norm(to);
    const cv::Vec3d axis = from.cross(to);
    const double sine = cv::norm(axis);
    cv::Matx33d r = cv::Matx33d::eye();
    if (sine < 1e-12) return r;
    const double angle = std::atan2(sine, from.dot(to));
    cv::Rodrigues(axis * (angle / sine), r);
    return r;
}

// For each pixel, the table point (mm) it sees, CV_32FC2. Like vision::PlaneWarp's map
// but (1) computed on a grid 8 times coarser and interpolated (undistorting every pixel
// costs ~1 s per megapixel; the map is smooth, the interpolation error is far below
// 0.01 px) and (2) with the homography applied in double precision: float
// cv::perspectiveTransform on large arrays ripples by ~0.1 mm, which shows as wavy
// edges in strongly tilted views and spoils a sub-pixel calibration.
cv::Mat tablePointMap(const vision::CameraModel& camera, const vision::CameraPose& pose) {
    constexpr int kStep = 8;
    const cv::Size fine = camera.imageSize;
    const cv::Size coarse((fine.width + kStep - 1) / kStep + 1, (fine.height + kStep - 1) / kStep + 1);
    // Sample where cv::resize(INTER_LINEAR) will look: coarse i <-> fine (i + 0.5) * F / C - 0.5.
    const double sx = static_cast<double>(fine.width) / coarse.width;
    const double sy = static_cast<double>(fine.height) / coarse.height;
    std::vector<cv::Point2f> pixels, undistorted;
    for (int y = 0; y < coarse.height; ++y)
        for (int x = 0; x < coarse.width; ++x)
            pixels.emplace_back(static_cast<float>((x + 0.5) * sx - 0.5), static_cast<float>((y + 0.5) * sy - 0.5));
    cv::undistortPoints(pixels, undistorted, cv::Mat(camera.matrix), camera.distortion, cv::noArray(),
                        cv::Mat(camera.matrix), cv::TermCriteria(cv::TermCriteria::COUNT, 20, 0));
    const cv::Matx33d imageToTable = vision::tableToUndistortedImage(camera, pose).inv();
    cv::Mat map(coarse, CV_32FC2);
    for (int i = 0; i < coarse.area(); ++i) {
        const cv::Vec3d p = imageToTable * cv::Vec3d(undistorted[i].x, undistorted[i].y, 1.0);
        map.at<cv::Vec2f>(i / coarse.width, i % coarse.width) =
            cv::Vec2f(static_cast<float>(p[0] / p[2]), static_cast<float>(p[1] / p[2]));
    }
    cv::Mat full;
    cv::resize(map, full, fine, 0, 0, cv::INTER_LINEAR);
    return full;
}

}  // namespace

vision::CameraModel syntheticCamera() {
    vision::CameraModel camera;
    camera.imageSize = {1280, 960};
    camera.matrix = cv::Matx33d(1065.0, 0, 652.0, 0, 1063.0, 471.0, 0, 0, 1);
    camera.distortion = (cv::Mat_<double>(1, 5) << -0.21, 0.09, 0.0008, -0.0005, -0.015);
    return camera;
}

cv::Mat renderPlane(const vision::CameraModel& camera, const vision::CameraPose& pose, const cv::Mat& topDown,
                    const vision::PlanePicture& picture, const RenderOptions& options, std::mt19937& rng) {
    const int k = std::max(1, options.supersample);
    cv::Mat colour;
    if (topDown.channels() == 1)
        cv::cvtColor(topDown, colour, cv::COLOR_GRAY2BGR);
    else
        colour = topDown;
    const cv::Mat tableMm = tablePointMap(scaledCamera(camera, k), pose);
    std::vector<cv::Mat> xy;
    cv::split(tableMm, xy);
    const double s = 1.0 / picture.mmPerPixel;
    xy[0].convertTo(xy[0], CV_32F, s, -picture.originMm.x * s);
    xy[1].convertTo(xy[1], CV_32F, s, -picture.originMm.y * s);
    cv::Mat image;
    cv::remap(colour, image, xy[0], xy[1], cv::INTER_LINEAR, cv::BORDER_CONSTANT, options.background);
    if (k > 1) cv::resize(image, image, camera.imageSize, 0, 0, cv::INTER_AREA);
    if (options.blurSigma > 0) cv::GaussianBlur(image, image, {0, 0}, options.blurSigma);
    if (options.noiseSigma > 0) {
        cv::Mat noise(image.size(), CV_32FC3);
        cv::theRNG().state = rng();
        cv::randn(noise, 0.0, options.noiseSigma);
        cv::Mat sum;
        image.convertTo(sum, CV_32FC3);
        sum += noise;
        sum.convertTo(image, CV_8UC3);
    }
    return image;
}

BoardSheet boardSheet(const cv::Ptr<cv::aruco::CharucoBoard>& board, double pixelsPerMm) {
    constexpr double kMarginMm = 15.0;
    BoardSheet sheet;
    sheet.boardMm = boardSizeMm(board);
    const cv::Mat drawn = drawBoard(board, pixelsPerMm);
    const int margin = static_cast<int>(std::lround(kMarginMm * pixelsPerMm));
    cv::Mat paper(drawn.rows + 2 * margin, drawn.cols + 2 * margin, CV_8UC1, cv::Scalar(255));
    drawn.copyTo(paper(cv::Rect(margin, margin, drawn.cols, drawn.rows)));
    // Printed ink and paper under room light: neither pure black nor pure white.
    paper.convertTo(paper, CV_8UC1, (225.0 - 30.0) / 255.0, 30.0);
    cv::cvtColor(paper, sheet.image, cv::COLOR_GRAY2BGR);
    sheet.picture.mmPerPixel = 1.0 / pixelsPerMm;
    sheet.picture.originMm = {-paper.cols / 2.0 / pixelsPerMm, -paper.rows / 2.0 / pixelsPerMm};
    return sheet;
}

vision::CameraPose randomPose(const vision::CameraModel& camera, const std::vector<cv::Point2d>& mustSee,
                              const BoardViewOptions& options, std::mt19937& rng) {
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double margin = 12.0;
    vision::CameraPose pose;
    for (int attempt = 0; attempt < 500; ++attempt) {
        // Tilt uniform in angle (not in solid angle) so steep views are as common as flat ones.
        const double tilt = options.maxTiltDeg * unit(rng) * kDeg;
        const double azimuth = 2 * std::numbers::pi * unit(rng);
        const double distance = options.minDistanceMm + (options.maxDistanceMm - options.minDistanceMm) * unit(rng);
        const double roll = (unit(rng) - 0.5) * 60.0 * kDeg;
        const cv::Point3d target((unit(rng) - 0.5) * 40.0, (unit(rng) - 0.5) * 30.0, 0.0);
        const cv::Point3d position = target + distance * cv::Point3d(std::sin(tilt) * std::cos(azimuth),
                                                                    std::sin(tilt) * std::sin(azimuth),
                                                                    -std::cos(tilt));
        pose = vision::CameraPose::lookAt(position, target);
        // Roll about the optical axis, then pan so the target lands at a random place in
        // the image (coverage of the corners, where distortion is strongest).
        const cv::Matx33d rz(std::cos(roll), -std::sin(roll), 0, std::sin(roll), std::cos(roll), 0, 0, 0, 1);
        const cv::Vec3d want((unit(rng) - 0.5) * camera.imageSize.width / camera.fx(),
                             (unit(rng) - 0.5) * camera.imageSize.height / camera.fy(), 1.0);
        const cv::Matx33d pan = rotationTaking({0, 0, 1}, want);
        cv::Matx33d r;
        cv::Rodrigues(pose.rvec, r);
        cv::Rodrigues(cv::Mat(pan * rz * r), pose.rvec);
        pose.tvec = pan * rz * pose.tvec;
        bool inside = true;
        for (const cv::Point2d& p : vision::projectTablePoints(camera, pose, mustSee))
            inside = inside && p.x >= margin && p.y >= margin && p.x < camera.imageSize.width - margin &&
                     p.y < camera.imageSize.height - margin;
        if (inside) return pose;
    }
    return pose;  // unreachable with sane options; the caller's checks will reject the view
}

std::vector<SyntheticView> renderBoardViews(const vision::CameraModel& camera,
                                            const cv::Ptr<cv::aruco::CharucoBoard>& board,
                                            const BoardViewOptions& options) {
    std::mt19937 rng(options.seed);
    const BoardSheet sheet = boardSheet(board);
    const double w = sheet.boardMm.width / 2, h = sheet.boardMm.height / 2;
    const std::vector<cv::Point2d> corners{{-w, -h}, {w, -h}, {w, h}, {-w, h}};
    std::vector<SyntheticView> views;
    for (int i = 0; i < options.count; ++i) {
        SyntheticView view;
        view.pose = randomPose(camera, corners, options, rng);
        view.image = renderPlane(camera, view.pose, sheet.image, sheet.picture, options.render, rng);
        views.push_back(std::move(view));
    }
    return views;
}

const char* badViewName(BadView kind) {
    switch (kind) {
        case BadView::Blurred: return "blurred";
        case BadView::Partial: return "partial";
        case BadView::NoBoard: return "no-board";
        case BadView::TableMarkers: return "table-markers";
        case BadView::WrongBoard: return "wrong-board";
    }
    return "?";
}

cv::Mat renderBadView(const vision::CameraModel& camera, BadView kind, unsigned seed) {
    std::mt19937 rng(seed);
    BoardViewOptions options;
    options.maxTiltDeg = 25;
    const cv::Ptr<cv::aruco::CharucoBoard> ours = calibrationBoard();
    const cv::Ptr<cv::aruco::CharucoBoard> other = charucoBoard(5, 7, kBoardSquareMm, kBoardMarkerMm, kBoardDictionary);
    BoardSheet sheet = boardSheet(kind == BadView::WrongBoard ? other : ours);
    if (kind == BadView::NoBoard) sheet.image.setTo(cv::Scalar(200, 205, 210));  // a blank sheet of paper
    if (kind == BadView::TableMarkers) {
        // The four 40 mm table markers on the sheet instead of the board.
        sheet.image.setTo(cv::Scalar(225, 225, 225));
        const double pxPerMm = 1.0 / sheet.picture.mmPerPixel;
        const int side = static_cast<int>(std::lround(40 * pxPerMm));
        for (int id = 0; id < 4; ++id) {
            cv::Mat marker;
            cv::aruco::drawMarker(cv::aruco::getPredefinedDictionary(kTableDictionary), id, side, marker);
            cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
            const int x = (id == 1 || id == 2) ? sheet.image.cols - side - side / 2 : side / 2;
            const int y = id >= 2 ? sheet.image.rows - side - side / 2 : side / 2;
            marker.copyTo(sheet.image(cv::Rect(x, y, side, side)));
        }
    }
    const double w = sheet.boardMm.width / 2, h = sheet.boardMm.height / 2;
    RenderOptions render;
    if (kind == BadView::Blurred) render.blurSigma = 4.0;
    // Partial: close over one corner, so only a few squares are in the picture.
    const cv::Point3d corner(w - 10, h - 10, 0);
    const vision::CameraPose pose = kind == BadView::Partial
                                        ? vision::CameraPose::lookAt(corner + cv::Point3d(0, 0, -100), corner)
                                        : randomPose(camera, {{-w, -h}, {w, -h}, {w, h}, {-w, h}}, options, rng);
    return renderPlane(camera, pose, sheet.image, sheet.picture, render, rng);
}

}  // namespace carc::calibration
