#include "vision/track/cell_change.hpp"

#include <opencv2/imgproc.hpp>

#include "vision/track/light_match.hpp"

namespace carc::vision {
namespace {

constexpr double kSoftSigma = 2.0, kInteriorSigma = 1.0;

cv::Rect interiorOf(cv::Size cell) {
    const int rim = cell.width / 10;
    return {rim, rim, cell.width - 2 * rim, cell.height - 2 * rim};
}

}  // namespace

// (The interior is blurred as a part of the cell: OpenCV takes the rim around it for
// its border.)
ComparedCell comparedCell(const cv::Mat& cell) {
    ComparedCell out;
    cv::GaussianBlur(cell, out.soft, {0, 0}, kSoftSigma);
    cv::GaussianBlur(cell(interiorOf(cell.size())), out.softInterior, {0, 0}, kInteriorSigma);
    return out;
}

double meanAbsDiff(const ComparedCell& a, const ComparedCell& b) {
    cv::Mat d;
    cv::absdiff(a.soft, b.soft, d);
    const cv::Scalar m = cv::mean(d);
    return (m[0] + m[1] + m[2]) / d.channels();
}

double changedShare(const ComparedCell& a, const ComparedCell& b, double levels) {
    return lightFreeDifference(a.softInterior, b.softInterior, levels).changedShare;
}

}  // namespace carc::vision
