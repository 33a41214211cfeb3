#include "vision/track/bridge_finder.hpp"

#include <opencv2/imgproc.hpp>

#include "vision/track/tile_explanation.hpp"

namespace carc::vision {

// The plank's place on the tile (picture pixels), then where it lies in the cell.
cv::Mat bridgeStrip(Axis axis, cv::Size cell, const cv::Matx23d& tilePose) {
    constexpr double kHalfWidth = 6.0 / 45, kHalfLength = 0.45;  // 12 x 42 mm on a 45 mm tile
    const double w = kHalfWidth * cell.width, l = kHalfLength * cell.height;
    const cv::Point2d c(0.5 * (cell.width - 1), 0.5 * (cell.height - 1));
    const cv::Point2d half = axis == Axis::NS ? cv::Point2d(w, l) : cv::Point2d(l, w);
    cv::Mat onTile(cell, CV_8U, cv::Scalar(0));
    cv::rectangle(onTile, cv::Rect(cv::Point(c - half), cv::Point(c + half)), cv::Scalar(255), cv::FILLED);
    cv::Mat out;
    cv::warpAffine(onTile, out, cv::Mat(tilePose), cell, cv::INTER_NEAREST);
    return out;
}

namespace {

double shareOf(const cv::Mat& set, const cv::Mat& within) {
    const int n = cv::countNonZero(within);
    return n > 0 ? static_cast<double>(cv::countNonZero(set & within)) / n : 0.0;
}

}  // namespace

std::optional<Axis> findBridge(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const std::vector<Axis>& allowed,
                               const BridgeFinderOptions& options, const cv::Matx23d* tilePose) {
    if (cellBgr.empty() || pictures.empty() || allowed.empty()) return std::nullopt;
    const Explanation e = explainCell(cellBgr, pictures, tilePose);
    const cv::Mat interior = cellInterior(cellBgr.size());
    const cv::Mat unexplained = (e.residual > options.residual) & interior;
    std::optional<Axis> best;
    double bestShare = 0;
    for (const Axis axis : allowed) {
        const cv::Mat strip = bridgeStrip(axis, cellBgr.size(), e.warp) & interior;
        const double inside = shareOf(unexplained, strip), outside = shareOf(unexplained, interior & ~strip);
        if (inside >= options.stripShare && inside >= options.contrast * outside && inside > bestShare)
            best = axis, bestShare = inside;
    }
    return best;
}

}  // namespace carc::vision
