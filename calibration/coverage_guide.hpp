#pragma once
// Guided lens calibration from a live frame source: fed one frame at a time, keeps the
// good views, tracks which parts of the image the board has covered (a 3 x 3 grid)
// and which ways it has been tilted (facing the picture's left, right, top, bottom),
// tells the user where to hold the board next, and says "done" once coverage is
// complete and a trial calibration is good. Pure logic: no camera, no screen.
#include <array>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "calibration/camera_calibration.hpp"

namespace carc::calibration {

struct GuideOptions {
    int minViews = 12;
    double minTiltDeg = 20;     // a view counts as tilted one way beyond this
    int minCornersPerCell = 3;  // board corners in a grid cell for it to count as covered
    double targetRmsPx = 0.3;   // trial calibration good enough to stop
    CameraCalibrationOptions calibration;
};

class CoverageGuide {
public:
    explicit CoverageGuide(GuideOptions options = {}) : options_(std::move(options)) {}

    struct Step {
        bool accepted = false;
        std::string reason;  // why the frame was not kept
        std::string hint;    // what to do next
        bool done = false;
    };
    // Checks the frame (see view_check) and updates coverage.
    Step add(const cv::Mat& frame, const std::string& name);

    bool done() const { return done_; }
    std::string hint() const;
    int coveredCells() const;
    // Whether the board has covered part (row, col) of the 3 x 3 grid (row 0 at the top).
    bool cellCovered(int row, int col) const;
    // Tilt directions seen: facing left, right, top, bottom of the picture.
    const std::array<bool, 4>& tilts() const { return tilts_; }
    const ViewCollection& views() const { return views_; }
    std::optional<double> trialRmsPx() const { return trialRms_; }

private:
    void updateCoverage(const BoardDetection& detection);
    bool coverageComplete() const;

    GuideOptions options_;
    ViewCollection views_;
    std::array<std::array<int, 3>, 3> cellCorners_{};  // [row][col]: corners seen
    std::array<bool, 4> tilts_{};
    std::optional<double> trialRms_;
    size_t trialAt_ = 0;  // accepted views at the last trial calibration
    bool done_ = false;
};

// The board's tilt in a view, estimated with a rough lens (field of view ~60 degrees,
// principal point at the centre): angles about the image's vertical and horizontal
// axes in degrees (positive: facing right, facing down).
cv::Vec2d boardTiltDeg(const BoardDetection& detection, cv::Size imageSize);

}  // namespace carc::calibration
