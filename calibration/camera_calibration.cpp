#include "calibration/camera_calibration.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/imgcodecs.hpp>

#include "calibration/charuco_board.hpp"
#include "vision/sources/image_file.hpp"

namespace carc::calibration {

namespace {

struct Solve {
    vision::CameraModel camera;
    double rms = 0;
    std::vector<double> perView;
};

Solve solve(const std::vector<AcceptedView>& views, cv::Size imageSize) {
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<std::vector<int>> ids;
    for (const AcceptedView& v : views) {
        corners.push_back(v.detection.corners);
        ids.push_back(v.detection.cornerIds);
    }
    cv::Mat matrix, distortion, perView;
    std::vector<cv::Mat> rvecs, tvecs;
    cv::Mat stdIntrinsics, stdExtrinsics;
    Solve s;
    s.rms = cv::aruco::calibrateCameraCharuco(corners, ids, calibrationBoard(), imageSize, matrix, distortion, rvecs,
                                              tvecs, stdIntrinsics, stdExtrinsics, perView, 0,
                                              cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 100,
                                                               1e-9));
    s.camera.imageSize = imageSize;
    s.camera.matrix = cv::Matx33d(matrix);
    distortion.reshape(1, 1).convertTo(s.camera.distortion, CV_64F);
    perView.reshape(1, 1).convertTo(perView, CV_64F);
    s.perView.assign(perView.begin<double>(), perView.end<double>());
    return s;
}

std::string summariseRejections(const std::vector<ViewReport>& reports) {
    std::map<std::string, int> counts;
    for (const ViewReport& r : reports)
        if (!r.used && !r.reason.empty()) ++counts[r.reason.substr(0, r.reason.find(':'))];
    std::string text;
    for (const auto& [reason, n] : counts) text += (text.empty() ? "" : ", ") + std::to_string(n) + " " + reason;
    return text.empty() ? "" : " (rejected: " + text + ")";
}

}  // namespace

const ViewReport& addView(ViewCollection& views, const cv::Mat& image, const std::string& name,
                          const CameraCalibrationOptions& options) {
    const size_t index = views.reports.size();
    views.reports.push_back({});
    ViewReport& report = views.reports.back();
    report.name = name;
    if (image.empty()) {
        report.reason = "cannot read the image";
        return report;
    }
    if (views.imageSize.empty()) views.imageSize = image.size();
    if (image.size() != views.imageSize) {
        report.reason = "size " + std::to_string(image.cols) + "x" + std::to_string(image.rows) +
                        " differs from the first image's " + std::to_string(views.imageSize.width) + "x" +
                        std::to_string(views.imageSize.height);
        return report;
    }
    ViewVerdict verdict = checkBoardView(image, options.check);
    report.corners = static_cast<int>(verdict.detection.corners.size());
    report.sharpness = verdict.detection.sharpness;
    if (!verdict.ok) {
        report.reason = verdict.reason;
        return report;
    }
    for (const AcceptedView& earlier : views.accepted)
        if (sameView(earlier.detection, verdict.detection, views.imageSize)) {
            report.reason = "duplicate of " + views.reports[earlier.index].name + " (move or tilt the board more)";
            return report;
        }
    views.accepted.push_back({index, std::move(verdict.detection)});
    return report;
}

ViewCollection collectViews(const std::vector<std::string>& paths, const CameraCalibrationOptions& options,
                            const Progress& progress) {
    ViewCollection views;
    for (size_t i = 0; i < paths.size(); ++i) {
        const auto image = vision::readImageFile(paths[i]);
        addView(views, image ? *image : cv::Mat(), std::filesystem::path(paths[i]).filename().string(), options);
        // The strict decoder's reason ("corrupt or truncated JPEG ...") without the path the report names.
        if (!image) views.reports.back().reason = "cannot read the image (" + image.error().substr(paths[i].size() + 2) + ")";
        if (progress) progress(i + 1, paths.size());
    }
    return views;
}

ViewCollection collectViews(const std::vector<cv::Mat>& images, const std::vector<std::string>& names,
                            const CameraCalibrationOptions& options, const Progress& progress) {
    ViewCollection views;
    for (size_t i = 0; i < images.size(); ++i) {
        addView(views, images[i], i < names.size() ? names[i] : "view " + std::to_string(i), options);
        if (progress) progress(i + 1, images.size());
    }
    return views;
}

Expected<CameraCalibration> calibrateCamera(ViewCollection views, const CameraCalibrationOptions& options) {
    const auto tooFew = [&](const std::string& what) {
        return Error{"only " + std::to_string(views.accepted.size()) + " usable views of the board, need " +
                     std::to_string(options.minViews) + what + summariseRejections(views.reports)};
    };
    if (static_cast<int>(views.accepted.size()) < options.minViews) return tooFew("");
    Solve s;
    try {
        // Drop the views that fit far worse than the rest (a bent sheet, a motion-blurred
        // corner, a misdetection) and solve again, until none stands out.
        for (int round = 0;; ++round) {
            s = solve(views.accepted, views.imageSize);
            for (size_t i = 0; i < views.accepted.size(); ++i) views.reports[views.accepted[i].index].errorPx = s.perView[i];
            if (round == 3) break;  // enough: what still stands out now is the lens, not a view
            std::vector<double> sorted = s.perView;
            std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() / 2), sorted.end());
            const double limit = std::max(options.outlierFloorPx, options.outlierFactor * sorted[sorted.size() / 2]);
            std::vector<AcceptedView> kept;
            for (size_t i = 0; i < views.accepted.size(); ++i) {
                if (s.perView[i] <= limit) {
                    kept.push_back(std::move(views.accepted[i]));
                    continue;
                }
                char text[160];
                std::snprintf(text, sizeof text, "outlier: reprojection error %.2f px > %.2f px", s.perView[i], limit);
                views.reports[views.accepted[i].index].reason = text;
            }
            if (kept.size() == views.accepted.size()) break;
            views.accepted = std::move(kept);
            if (static_cast<int>(views.accepted.size()) < options.minViews) return tooFew(" after removing outliers");
        }
    } catch (const cv::Exception& e) {
        return Error{"calibration failed: " + e.msg};
    }
    CameraCalibration result;
    result.camera = s.camera;
    result.rmsPx = s.rms;
    result.imagesUsed = static_cast<int>(views.accepted.size());
    for (const AcceptedView& v : views.accepted) views.reports[v.index].used = true;
    result.views = std::move(views.reports);
    return result;
}

}  // namespace carc::calibration
