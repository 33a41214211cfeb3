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

// The reach of OpenCV's Gaussian kernel for 8-bit images at `sigma` (its size is
// 2 * 3 * sigma + 1, odd).
int kernelReach(double sigma) { return (cvRound(sigma * 6 + 1) | 1) / 2; }

// GaussianBlur of the part `within` of each image (the whole, or a part with the
// image around it as its border, as OpenCV blurs a part), in one call: each image padded
// with its mirrored border as wide as the kernel reaches, the part and that much around
// it cut out, all stacked, blurred, and cut back.
std::vector<cv::Mat> blurredEach(const std::vector<cv::Mat>& images, const cv::Rect& within, double sigma) {
    if (images.empty()) return {};
    const int reach = kernelReach(sigma);
    const cv::Rect withBorder(within.x, within.y, within.width + 2 * reach, within.height + 2 * reach);
    std::vector<cv::Mat> parts(images.size());
    for (size_t i = 0; i < images.size(); ++i) {
        cv::Mat padded;
        cv::copyMakeBorder(images[i], padded, reach, reach, reach, reach, cv::BORDER_REFLECT_101);
        parts[i] = padded(withBorder);
    }
    cv::Mat stacked, blurred;
    cv::vconcat(parts, stacked);
    cv::GaussianBlur(stacked, blurred, {0, 0}, sigma);
    std::vector<cv::Mat> out;
    for (size_t i = 0; i < parts.size(); ++i)
        out.push_back(blurred(cv::Rect(reach, static_cast<int>(i) * withBorder.height + reach, within.width, within.height)).clone());
    return out;
}

}  // namespace

ComparedCell comparedCell(const cv::Mat& cell) { return comparedCells({cell}).front(); }

std::vector<ComparedCell> comparedCells(const std::vector<cv::Mat>& cells) {
    if (cells.empty()) return {};
    const cv::Size size = cells.front().size();
    const std::vector<cv::Mat> soft = blurredEach(cells, cv::Rect({0, 0}, size), kSoftSigma);
    const std::vector<cv::Mat> softInteriors = blurredEach(cells, interiorOf(size), kInteriorSigma);
    std::vector<ComparedCell> out;
    for (size_t i = 0; i < cells.size(); ++i) out.push_back({soft[i], softInteriors[i]});
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
