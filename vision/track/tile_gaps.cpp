#include "vision/track/tile_gaps.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

// A gap is looked for this far into the cell (share of the cell) ...
constexpr double kReach = 0.11;
// ... and a tile's edge found no farther off its place than this: a tile lies up to
// 3 mm off, the grid itself a millimetre (a dip farther in is art).
constexpr double kMaxShift = 0.1;
// ... as a dip this much darker (grey levels) than the profile this many pixels either
// side of it: a gap is 1-2 mm of shade, a road's or a wall's line on the art is thinner
// or not straight along the whole edge.
constexpr double kDipDepth = 20;
constexpr int kDipHalfWidth = 3;
// The edge lies within this many pixels of the dip, on the tile's side.
constexpr int kEdgeReach = 4;
// The profile runs along the middle of the edge (the corners show other gaps).
constexpr double kMiddleShare = 0.6;

float median(std::vector<float> v) {
    std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
    return v[v.size() / 2];
}

// Per row (or, `rows` false, per column), the median grey along its middle.
std::vector<float> profile(const cv::Mat& grey, bool rows) {
    const int n = rows ? grey.rows : grey.cols;
    const int from = cvRound(0.5 * (1 - kMiddleShare) * n), to = n - from;
    std::vector<float> out(static_cast<size_t>(n));
    std::vector<float> line;
    for (int i = 0; i < n; ++i) {
        line.clear();
        for (int j = from; j < to; ++j) line.push_back(rows ? grey.at<float>(i, j) : grey.at<float>(j, i));
        out[static_cast<size_t>(i)] = median(line);
    }
    return out;
}

// The tile's shift along one axis from the gap at its low (`high` false) or high edge.
std::optional<double> shiftFromGap(const std::vector<float>& v, bool high) {
    const int n = static_cast<int>(v.size());
    const int reach = static_cast<int>(std::ceil(kReach * n));
    const auto at = [&](int i) { return v[static_cast<size_t>(std::clamp(i, 0, n - 1))]; };
    // The deepest dip near the edge, seen with both its sides inside the cell.
    int dip = -1;
    double depth = kDipDepth;
    for (int p = high ? n - 1 - reach : 1; p <= (high ? n - 2 : reach); ++p)
        if (const double d = std::min(at(p - kDipHalfWidth), at(p + kDipHalfWidth)) - at(p); d >= depth) depth = d, dip = p;
    if (dip < 0) return std::nullopt;
    // The tile's edge: the steepest fall into the dip from the tile's side.
    int steepest = dip;
    double fall = -1;
    if (high) {
        for (int i = std::max(0, dip - kEdgeReach); i < dip; ++i)
            if (at(i) - at(i + 1) > fall) fall = at(i) - at(i + 1), steepest = i;
    } else {
        for (int i = dip; i < std::min(n - 1, dip + kEdgeReach); ++i)
            if (at(i + 1) - at(i) > fall) fall = at(i + 1) - at(i), steepest = i;
    }
    const double edge = steepest + 0.5, unmoved = high ? n - 0.5 : -0.5;
    const double shift = edge - unmoved;
    if (std::abs(shift) > kMaxShift * n) return std::nullopt;
    return shift;
}

std::optional<double> shiftAlong(const std::vector<float>& v) {
    const std::optional<double> low = shiftFromGap(v, false), high = shiftFromGap(v, true);
    if (low && high) return 0.5 * (*low + *high);
    return low ? low : high;
}

}  // namespace

std::optional<cv::Point2d> tileShiftFromGaps(const cv::Mat& cellBgr) {
    if (cellBgr.empty()) return std::nullopt;
    cv::Mat grey;
    cv::cvtColor(cellBgr, grey, cv::COLOR_BGR2GRAY);
    grey.convertTo(grey, CV_32F);
    const std::optional<double> x = shiftAlong(profile(grey, false)), y = shiftAlong(profile(grey, true));
    if (!x && !y) return std::nullopt;
    return cv::Point2d(x.value_or(0.0), y.value_or(0.0));
}

}  // namespace carc::vision
