#include "vision/track/light_match.hpp"

#include <algorithm>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

// Gains of a whole-table light field: beyond these it is content, not light.
constexpr float kMinFieldGain = 0.5f, kMaxFieldGain = 2.0f;
// Gains one cell may take: exposure drifts by 10-20 %; more is a different surface.
constexpr double kMinCellGain = 0.8, kMaxCellGain = 1.25;

}  // namespace

cv::Mat matchLight(const cv::Mat& image, const cv::Mat& reference, int blockPx) {
    CV_Assert(image.size() == reference.size() && image.type() == CV_8UC3 && reference.type() == CV_8UC3);
    const int block = std::max(1, blockPx);
    const cv::Size blocks(std::max(1, image.cols / block), std::max(1, image.rows / block));
    // The gains on whole blocks (an exact multiple of the block size: OpenCV's area
    // resize is many times faster then); the last partial row and column of blocks
    // take their neighbours' gains.
    const cv::Rect whole(0, 0, std::min(image.cols, blocks.width * block), std::min(image.rows, blocks.height * block));
    cv::Mat img, ref;
    cv::resize(image(whole), img, blocks, 0, 0, cv::INTER_AREA);
    cv::resize(reference(whole), ref, blocks, 0, 0, cv::INTER_AREA);
    img.convertTo(img, CV_32FC3, 1, 1);  // +1: no division by zero on black
    ref.convertTo(ref, CV_32FC3, 1, 1);
    cv::Mat gain;
    cv::divide(ref, img, gain);
    gain = cv::min(cv::max(gain, kMinFieldGain), kMaxFieldGain);
    if (blocks.width >= 5 && blocks.height >= 5) cv::medianBlur(gain, gain, 5);
    cv::Mat field, out;
    cv::resize(gain, field, whole.size(), 0, 0, cv::INTER_LINEAR);
    cv::copyMakeBorder(field, field, 0, image.rows - whole.height, 0, image.cols - whole.width, cv::BORDER_REPLICATE);
    cv::multiply(image, field, out, 1.0, CV_8UC3);
    return out;
}

CellDifference lightFreeDifference(const cv::Mat& a, const cv::Mat& b, double changedLevels) {
    CV_Assert(a.size() == b.size() && a.type() == b.type());
    // One gain for all channels: per-channel gains could turn a green tile into brown
    // wood; white balance drifts by a few per cent only.
    const cv::Scalar ma = cv::mean(a), mb = cv::mean(b);
    const double gain = std::clamp((mb[0] + mb[1] + mb[2] + 1) / (ma[0] + ma[1] + ma[2] + 1), kMinCellGain, kMaxCellGain);
    cv::Mat fa, fb, d;
    a.convertTo(fa, CV_32F, gain);
    b.convertTo(fb, CV_32F);
    cv::absdiff(fa, fb, d);
    const cv::Scalar m = cv::mean(d);
    cv::Mat most = d.reshape(1, static_cast<int>(d.total()));
    cv::reduce(most, most, 1, cv::REDUCE_MAX);
    return {(m[0] + m[1] + m[2]) / a.channels(),
            static_cast<double>(cv::countNonZero(most > changedLevels)) / static_cast<double>(d.total())};
}

}  // namespace carc::vision
