#pragma once
// Lens calibration from views of the ChArUco board: check every view (view_check),
// drop duplicates, calibrate, reject views whose reprojection error is far above the
// others', calibrate again.
#include <functional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/view_check.hpp"
#include "engine/expected.hpp"
#include "vision/camera/camera_model.hpp"

namespace carc::calibration {

struct ViewReport {
    std::string name;
    bool used = false;
    std::string reason;       // why not used (empty when used)
    int corners = 0;          // ChArUco corners found
    double errorPx = 0;       // RMS reprojection error of this view (views that reached calibration)
    double sharpness = 0;
};

struct CameraCalibration {
    vision::CameraModel camera;
    double rmsPx = 0;  // over the views used
    int imagesUsed = 0;
    std::vector<ViewReport> views;  // in input order
};

struct CameraCalibrationOptions {
    ViewCheckOptions check;
    int minViews = 6;
    // A view is an outlier when its error exceeds max(outlierFloorPx, outlierFactor x median).
    double outlierFactor = 3.0;
    double outlierFloorPx = 0.6;
};

// One view that passed the checks, ready for calibration.
struct AcceptedView {
    size_t index = 0;  // into the caller's list
    BoardDetection detection;
};

// Views that passed checkBoardView and are not duplicates of an earlier one; reports
// for all (rejected ones with their reason).
struct ViewCollection {
    cv::Size imageSize;
    std::vector<AcceptedView> accepted;
    std::vector<ViewReport> reports;
};

// Checks one more view and adds it (accepted, or rejected with its reason); the
// report of the new view. For guided (live) calibration.
const ViewReport& addView(ViewCollection& views, const cv::Mat& image, const std::string& name,
                          const CameraCalibrationOptions& options);

using Progress = std::function<void(size_t done, size_t total)>;
// Loads and checks each image; an unreadable file or a size different from the first
// image is a rejected view (with its reason), not an error.
ViewCollection collectViews(const std::vector<std::string>& paths, const CameraCalibrationOptions& options,
                            const Progress& progress = {});
// The same for images already in memory (names are for the reports).
ViewCollection collectViews(const std::vector<cv::Mat>& images, const std::vector<std::string>& names,
                            const CameraCalibrationOptions& options, const Progress& progress = {});

// Calibrates from the accepted views (outliers rejected and recalibrated). Errors:
// too few good views (the reason sums up why views were rejected).
Expected<CameraCalibration> calibrateCamera(ViewCollection views, const CameraCalibrationOptions& options = {});

}  // namespace carc::calibration
