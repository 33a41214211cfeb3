#include "vision/sim/rig.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>

#include "vision/sim/sim_random.hpp"

namespace carc::sim {
namespace {

constexpr std::uint64_t kRigStream = 11, kBumpStream = 12;
constexpr double kMarkerMargin = 16;  // mm between the play area and a marker's edge
constexpr double kDrawnMargin = 90;   // mm of table drawn beyond the marker centres

// A lens like a Raspberry Pi camera module 3 wide-ish setting: ~65 degrees across,
// barrel distortion, principal point a little off centre.
vision::CameraModel lens(cv::Size size, SimRandom& rng) {
    vision::CameraModel camera;
    camera.imageSize = size;
    const double f = size.width * (1000.0 / 1280.0) * rng.uniform(0.97, 1.03);
    camera.matrix = cv::Matx33d(f, 0, 0.5 * (size.width - 1) + rng.uniform(-12, 12), 0, f * rng.uniform(0.998, 1.002),
                                0.5 * (size.height - 1) + rng.uniform(-10, 10), 0, 0, 1);
    camera.distortion = (cv::Mat_<double>(1, 5) << rng.uniform(-0.17, -0.11), rng.uniform(0.03, 0.08),
                         rng.uniform(-6e-4, 6e-4), rng.uniform(-6e-4, 6e-4), 0.0);
    return camera;
}

bool allInView(const vision::CameraModel& camera, const vision::CameraPose& pose, const cv::Rect2d& area) {
    const double margin = 0.03 * camera.imageSize.width;
    std::vector<cv::Point2d> border;
    for (int i = 0; i <= 8; ++i) {
        const double t = i / 8.0;
        border.push_back({area.x + t * area.width, area.y});
        border.push_back({area.x + t * area.width, area.y + area.height});
        border.push_back({area.x, area.y + t * area.height});
        border.push_back({area.x + area.width, area.y + t * area.height});
    }
    for (const cv::Point2d& p : vision::projectTablePoints(camera, pose, border))
        if (p.x < margin || p.y < margin || p.x > camera.imageSize.width - margin ||
            p.y > camera.imageSize.height - margin)
            return false;
    return true;
}

// The pose turned about the camera's own axis by `deg` (clockwise in the image).
vision::CameraPose rolled(const vision::CameraPose& pose, double deg) {
    if (deg == 0) return pose;
    const double a = deg * CV_PI / 180;
    // Camera coordinates turned about z: what lay at image angle phi lies at phi + a.
    const cv::Matx33d roll(std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1);
    cv::Matx33d r;
    cv::Rodrigues(pose.rvec, r);
    vision::CameraPose out;
    cv::Rodrigues(cv::Mat(roll * r), out.rvec);
    out.tvec = roll * pose.tvec;
    return out;
}

// The game's cells plus one spare cell on each side (and `spare` more: west, north,
// east, south), in table mm: the bounds of the board's corners as it lies on the table
// (west, north, east, south).
std::array<double, 4> playArea(const std::array<int, 4>& cellBounds, const RigOptions& options) {
    const double t = options.tileMm;
    const cv::Vec4d& spare = options.spareCells;
    const cv::Point2d from((cellBounds[0] - 1.5) * t, (cellBounds[1] - 1.5) * t);
    const cv::Point2d to((cellBounds[2] + 1.5) * t, (cellBounds[3] + 1.5) * t);
    double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
    for (const cv::Point2d& c : {from, cv::Point2d(to.x, from.y), to, cv::Point2d(from.x, to.y)}) {
        const cv::Point2d p = options.board.toTable(c);
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    return {x0 - spare[0] * t, y0 - spare[1] * t, x1 + spare[2] * t, y1 + spare[3] * t};
}

}  // namespace

cv::Point2d BoardOnTable::toTable(cv::Point2d boardMm) const {
    const double a = turnDeg * CV_PI / 180, c = std::cos(a), s = std::sin(a);
    return startMm + cv::Point2d(c * boardMm.x - s * boardMm.y, s * boardMm.x + c * boardMm.y);
}

Rig makeRig(const std::array<int, 4>& cellBounds, const RigOptions& options, std::uint64_t seed) {
    SimRandom rng(seed, kRigStream);
    Rig rig;
    rig.camera = lens(options.imageSize, rng);
    if (options.camera) rig.camera = *options.camera;
    rig.board = options.board;
    const double t = options.tileMm;
    // Play area: the game's cells plus one spare cell on each side, at least 9 x 7
    // cells, stretched to the image's aspect ratio (a camera rolled by a quarter turn
    // sees the table's height across its width).
    const auto [x0, y0, x1, y1] = playArea(cellBounds, options);
    const bool sideways = std::abs(std::sin(options.cameraRollDeg * CV_PI / 180)) > std::sqrt(0.5);
    const double aspect = sideways ? static_cast<double>(options.imageSize.height) / options.imageSize.width
                                   : static_cast<double>(options.imageSize.width) / options.imageSize.height;
    double w = std::max(x1 - x0, 9 * t), h = std::max(y1 - y0, 7 * t);
    w = std::max(w, h * aspect * 0.95);
    h = std::max(h, w / aspect * 0.95);
    cv::Point2d centre(0.5 * (x0 + x1), 0.5 * (y0 + y1));
    const double mx = 0.5 * w + kMarkerMargin + 20, my = 0.5 * h + kMarkerMargin + 20;  // marker centres
    rig.table.tileMm = t;
    rig.table.markers = {centre + cv::Point2d(-mx, -my), centre + cv::Point2d(mx, -my), centre + cv::Point2d(mx, my),
                         centre + cv::Point2d(-mx, my)};
    if (options.table) {
        rig.table = *options.table;
        rig.table.imageToTable.reset();  // measured through the other lens
        const cv::Rect2d m = rig.table.markerBounds();
        centre = {m.x + 0.5 * m.width, m.y + 0.5 * m.height};
    }
    const cv::Rect2d markers = rig.table.markerBounds();
    const cv::Rect2d inView(markers.x - 25, markers.y - 25, markers.width + 50, markers.height + 50);
    rig.drawnMm = cv::Rect2d(markers.x - kDrawnMargin, markers.y - kDrawnMargin, markers.width + 2 * kDrawnMargin,
                             markers.height + 2 * kDrawnMargin);

    // The camera leans from straight down by the tilt, towards a seat-dependent side
    // (mostly from the south, as a rig clamped to the table's edge does).
    const double tilt = std::clamp(options.tiltDeg, 0.0, 25.0) * CV_PI / 180;
    const double azimuth = rng.uniform(-0.6, 0.6);
    const cv::Point3d target(centre.x + rng.uniform(-8, 8), centre.y + rng.uniform(-8, 8), 0);
    const cv::Point3d dir(std::sin(tilt) * std::sin(azimuth), std::sin(tilt) * std::cos(azimuth), -std::cos(tilt));
    double distance = rig.camera.fx() * std::max(inView.width / options.imageSize.width,
                                                 inView.height / options.imageSize.height);
    for (int i = 0; i < 60; ++i, distance *= 1.04) {
        rig.pose = rolled(vision::CameraPose::lookAt(target + distance * dir, target), options.cameraRollDeg);
        if (allInView(rig.camera, rig.pose, inView)) break;
    }
    return rig;
}

vision::CameraPose bumpedPose(const Rig& rig, std::uint64_t seed, int bump) {
    SimRandom rng(seed, kBumpStream, static_cast<std::uint64_t>(bump));
    vision::CameraPose pose = rig.pose;
    // A knock turns the camera by a fraction of a degree and shifts it a few mm.
    for (int i = 0; i < 3; ++i) pose.rvec[i] += rng.uniform(-0.004, 0.004);
    for (int i = 0; i < 3; ++i) pose.tvec[i] += rng.uniform(-5, 5);
    return pose;
}

}  // namespace carc::sim
