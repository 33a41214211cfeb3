#include "calibration/coverage_guide.hpp"

#include <cmath>

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/calib3d.hpp>

#include "calibration/charuco_board.hpp"

namespace carc::calibration {

namespace {

constexpr const char* kRowNames[3] = {"top", "middle", "bottom"};
constexpr const char* kColNames[3] = {"left", "centre", "right"};
constexpr const char* kTiltHints[4] = {
    "turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)",
    "turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)",
    "tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)",
    "tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)"};

}  // namespace

cv::Vec2d boardTiltDeg(const BoardDetection& d, cv::Size imageSize) {
    const cv::Ptr<cv::aruco::CharucoBoard> board = calibrationBoard();
    std::vector<cv::Point3f> object;
    for (int id : d.cornerIds) object.push_back(board->chessboardCorners[static_cast<size_t>(id)]);
    const double f = imageSize.width * 0.87;  // ~60 degrees across: typical of the rig's cameras
    const cv::Matx33d k(f, 0, imageSize.width / 2.0, 0, f, imageSize.height / 2.0, 0, 0, 1);
    cv::Vec3d rvec, tvec;
    if (object.size() < 4 || !cv::solvePnP(object, d.corners, k, cv::noArray(), rvec, tvec, false, cv::SOLVEPNP_IPPE))
        return {0, 0};
    cv::Matx33d r;
    cv::Rodrigues(rvec, r);
    // The board's normal in camera coordinates, turned to face the camera.
    cv::Vec3d n(r(0, 2), r(1, 2), r(2, 2));
    if (n[2] > 0) n = -n;
    const double deg = 180.0 / CV_PI;
    // Facing right: the normal points to +x (towards the picture's right); down: +y.
    return {std::atan2(n[0], -n[2]) * deg, std::atan2(n[1], -n[2]) * deg};
}

CoverageGuide::Step CoverageGuide::add(const cv::Mat& frame, const std::string& name) {
    Step step;
    const ViewReport& report = addView(views_, frame, name, options_.calibration);
    step.accepted = report.reason.empty();
    step.reason = report.reason;
    if (step.accepted) {
        updateCoverage(views_.accepted.back().detection);
        // A trial calibration once coverage is complete, then every few new views.
        if (coverageComplete() && static_cast<int>(views_.accepted.size()) >= options_.minViews &&
            (!trialRms_ || views_.accepted.size() >= trialAt_ + 3)) {
            trialAt_ = views_.accepted.size();
            auto trial = calibrateCamera(views_, options_.calibration);
            trialRms_ = trial ? std::optional<double>(trial->rmsPx) : std::nullopt;
            done_ = trial && trial->rmsPx < options_.targetRmsPx;
        }
    }
    step.done = done_;
    step.hint = hint();
    return step;
}

void CoverageGuide::updateCoverage(const BoardDetection& d) {
    const cv::Size size = views_.imageSize;
    for (const cv::Point2f& p : d.corners) {
        const int col = std::clamp(static_cast<int>(3 * p.x / size.width), 0, 2);
        const int row = std::clamp(static_cast<int>(3 * p.y / size.height), 0, 2);
        ++cellCorners_[row][col];
    }
    const cv::Vec2d tilt = boardTiltDeg(d, size);
    if (tilt[0] < -options_.minTiltDeg) tilts_[0] = true;
    if (tilt[0] > options_.minTiltDeg) tilts_[1] = true;
    if (tilt[1] < -options_.minTiltDeg) tilts_[2] = true;
    if (tilt[1] > options_.minTiltDeg) tilts_[3] = true;
}

bool CoverageGuide::cellCovered(int row, int col) const {
    return cellCorners_.at(row).at(col) >= options_.minCornersPerCell;
}

int CoverageGuide::coveredCells() const {
    int n = 0;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) n += cellCovered(row, col);
    return n;
}

bool CoverageGuide::coverageComplete() const {
    return coveredCells() == 9 && std::all_of(tilts_.begin(), tilts_.end(), [](bool t) { return t; });
}

std::string CoverageGuide::hint() const {
    if (done_) {
        char text[120];
        std::snprintf(text, sizeof text, "done: %zu views, trial RMS %.2f px", views_.accepted.size(), *trialRms_);
        return text;
    }
    if (views_.accepted.empty()) return "hold the calibration board flat in the middle of the picture";
    // Corners first (distortion is strongest there), then edges, then the middle.
    static constexpr int kOrder[9][2] = {{0, 0}, {0, 2}, {2, 0}, {2, 2}, {0, 1}, {2, 1}, {1, 0}, {1, 2}, {1, 1}};
    for (const auto& [row, col] : kOrder)
        if (cellCorners_[row][col] < options_.minCornersPerCell)
            return row == 1 && col == 1 ? std::string("move the board to the middle of the picture")
                                        : std::string("move the board into the ") + kRowNames[row] + " " +
                                              (col == 1 ? "middle" : kColNames[col]) + " of the picture";
    for (int t = 0; t < 4; ++t)
        if (!tilts_[t]) return kTiltHints[t];
    if (static_cast<int>(views_.accepted.size()) < options_.minViews)
        return "keep going: move and tilt the board a little between views (" + std::to_string(views_.accepted.size()) +
               "/" + std::to_string(options_.minViews) + ")";
    if (trialRms_) {
        char text[160];
        std::snprintf(text, sizeof text, "trial RMS %.2f px is above %.2f: hold the board flat and still, more views",
                      *trialRms_, options_.targetRmsPx);
        return text;
    }
    return "keep going: a few more views";
}

}  // namespace carc::calibration
