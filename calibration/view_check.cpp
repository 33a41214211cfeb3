#include "calibration/view_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <opencv2/aruco.hpp>
#include <opencv2/aruco/charuco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/charuco_board.hpp"

namespace carc::calibration {

namespace {

// The value below which `fraction` of the (8 or 32 bit float) single-channel values lie.
float percentile(const cv::Mat& values, double fraction) {
    cv::Mat flat = values.reshape(1, 1).clone();
    if (flat.empty()) return 0;
    const int k = std::clamp(static_cast<int>(fraction * (flat.cols - 1)), 0, flat.cols - 1);
    float* data = flat.ptr<float>();
    std::nth_element(data, data + k, data + flat.cols);
    return data[k];
}

cv::Mat toGrey(const cv::Mat& image) {
    if (image.channels() == 1) return image;
    cv::Mat grey;
    cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    return grey;
}

// Marker corners against the board's layout: map the detected corners onto the board
// plane through the homography they define and measure how far they land from where
// the board has them. A different board (other layout, same dictionary) scatters.
double layoutErrorMm(const BoardDetection& d, const cv::aruco::CharucoBoard& board) {
    std::vector<cv::Point2f> object, image;
    for (size_t i = 0; i < d.markerIds.size(); ++i) {
        const auto it = std::find(board.ids.begin(), board.ids.end(), d.markerIds[i]);
        if (it == board.ids.end()) continue;
        const auto& corners = board.objPoints[static_cast<size_t>(it - board.ids.begin())];
        for (int c = 0; c < 4; ++c) {
            object.emplace_back(corners[c].x * 1000.f, corners[c].y * 1000.f);
            image.push_back(d.markerCorners[i][c]);
        }
    }
    if (object.size() < 5 * 4) return 0;  // too few markers to tell; the corner count check decides
    const cv::Mat h = cv::findHomography(image, object, 0);
    if (h.empty()) return 1e9;
    std::vector<cv::Point2f> mapped;
    cv::perspectiveTransform(image, mapped, h);
    std::vector<double> errors;
    for (size_t i = 0; i < mapped.size(); ++i) errors.push_back(cv::norm(mapped[i] - object[i]));
    std::nth_element(errors.begin(), errors.begin() + static_cast<long>(errors.size() / 2), errors.end());
    return errors[errors.size() / 2];
}

}  // namespace

double edgeSharpness(const cv::Mat& grey, const cv::Rect& region) {
    const cv::Rect r = region & cv::Rect(0, 0, grey.cols, grey.rows);
    if (r.width < 8 || r.height < 8) return 0;
    cv::Mat roi, smooth, gx, gy, magnitude, intensity;
    grey(r).convertTo(roi, CV_32F);
    // A light smoothing first: sensor noise would otherwise pass for sharp detail.
    cv::GaussianBlur(roi, smooth, {3, 3}, 0.7);
    cv::Sobel(smooth, gx, CV_32F, 1, 0, 3, 1.0 / 8.0);
    cv::Sobel(smooth, gy, CV_32F, 0, 1, 3, 1.0 / 8.0);
    cv::magnitude(gx, gy, magnitude);
    const double contrast = percentile(smooth, 0.95) - percentile(smooth, 0.05);
    if (contrast < 10) return 0;
    return percentile(magnitude, 0.99) / contrast;
}

bool sameView(const BoardDetection& a, const BoardDetection& b, cv::Size imageSize, double fraction) {
    double sum = 0;
    int common = 0;
    for (size_t i = 0; i < a.cornerIds.size(); ++i)
        for (size_t j = 0; j < b.cornerIds.size(); ++j)
            if (a.cornerIds[i] == b.cornerIds[j]) {
                sum += cv::norm(a.corners[i] - b.corners[j]);
                ++common;
            }
    if (common < 4) return false;
    const double diagonal = std::hypot(imageSize.width, imageSize.height);
    return sum / common < fraction * diagonal;
}

ViewVerdict checkBoardView(const cv::Mat& image, const ViewCheckOptions& options) {
    ViewVerdict verdict;
    if (image.empty()) {
        verdict.reason = "empty image";
        return verdict;
    }
    const cv::Mat grey = toGrey(image);
    const cv::Ptr<cv::aruco::CharucoBoard> board = calibrationBoard();
    BoardDetection& d = verdict.detection;
    cv::aruco::detectMarkers(grey, board->dictionary, d.markerCorners, d.markerIds);
    if (d.markerIds.empty()) {
        std::vector<std::vector<cv::Point2f>> other;
        std::vector<int> otherIds;
        cv::aruco::detectMarkers(grey, cv::aruco::getPredefinedDictionary(kTableDictionary), other, otherIds);
        verdict.reason = otherIds.empty() ? "no calibration board in view (no DICT_5X5_100 marker found)"
                                          : "only table markers (DICT_4X4_50) in view, not the calibration board";
        return verdict;
    }
    const int boardMarkers = static_cast<int>(board->ids.size());
    for (int id : d.markerIds)
        if (id >= boardMarkers) {
            verdict.reason = "wrong board: marker id " + std::to_string(id) + " is not on the 7x5 calibration board";
            return verdict;
        }
    if (const double e = layoutErrorMm(d, *board); e > options.maxLayoutErrorMm) {
        verdict.reason = "wrong board: the markers do not match the 7x5 layout (off by " +
                         std::to_string(static_cast<int>(std::lround(e))) + " mm)";
        return verdict;
    }
    cv::Rect markerArea = cv::boundingRect(d.markerCorners.front());
    for (const auto& corners : d.markerCorners) markerArea |= cv::boundingRect(corners);
    d.sharpness = edgeSharpness(grey, markerArea);
    if (d.sharpness < options.minSharpness) {
        char text[120];
        std::snprintf(text, sizeof text, "blurred: edge sharpness %.2f < %.2f (hold still, check focus)", d.sharpness,
                      options.minSharpness);
        verdict.reason = text;
        return verdict;
    }
    cv::aruco::interpolateCornersCharuco(d.markerCorners, d.markerIds, grey, board, d.corners, d.cornerIds);
    if (static_cast<int>(d.corners.size()) < options.minCorners) {
        verdict.reason = "too little of the board: " + std::to_string(d.corners.size()) + " of " +
                         std::to_string(kBoardCorners) + " corners found (need " + std::to_string(options.minCorners) +
                         "; show the whole board)";
        return verdict;
    }
    verdict.ok = true;
    return verdict;
}

}  // namespace carc::calibration
