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

// How many blocks an image has (at least one each way), and the part of it they cover:
// an exact multiple of the block size (OpenCV's area resize is many times faster then);
// the last partial row and column of blocks take their neighbours' gains.
cv::Size blockCount(cv::Size image, int block) {
    return {std::max(1, image.width / block), std::max(1, image.height / block)};
}

cv::Rect wholeBlocks(cv::Size image, int block) {
    const cv::Size blocks = blockCount(image, block);
    return {0, 0, std::min(image.width, blocks.width * block), std::min(image.height, blocks.height * block)};
}

cv::Mat blockMeans(const cv::Mat& image, int block) {
    cv::Mat means;
    cv::resize(image(wholeBlocks(image.size(), block)), means, blockCount(image.size(), block), 0, 0, cv::INTER_AREA);
    means.convertTo(means, CV_32FC3, 1, 1);  // +1: no division by zero on black
    return means;
}

}  // namespace

LightBlocks lightBlocks(const cv::Mat& reference, int blockPx) {
    CV_Assert(reference.type() == CV_8UC3);
    const int block = std::max(1, blockPx);
    return {blockMeans(reference, block), reference.size(), block};
}

cv::Mat matchLight(const cv::Mat& image, const cv::Mat& reference, int blockPx) {
    CV_Assert(image.size() == reference.size());
    return matchLight(image, lightBlocks(reference, blockPx));
}

cv::Mat matchLight(const cv::Mat& image, const LightBlocks& reference) {
    CV_Assert(image.size() == reference.imageSize && image.type() == CV_8UC3);
    const cv::Rect whole = wholeBlocks(image.size(), reference.blockPx);
    cv::Mat gain;
    cv::divide(reference.means, blockMeans(image, reference.blockPx), gain);
    gain = cv::min(cv::max(gain, kMinFieldGain), kMaxFieldGain);
    if (gain.cols >= 5 && gain.rows >= 5) cv::medianBlur(gain, gain, 5);
    cv::Mat field;
    cv::resize(gain, field, whole.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat out(image.size(), CV_8UC3);
    cv::Mat inWhole = out(whole);
    cv::multiply(image(whole), field, inWhole, 1.0, CV_8UC3);
    // The partial blocks beyond: the field's last column and row, carried on.
    if (image.cols > whole.width) {
        const cv::Rect right(whole.width, 0, image.cols - whole.width, whole.height);
        cv::Mat inRight = out(right);
        cv::multiply(image(right), cv::repeat(field.col(field.cols - 1), 1, right.width), inRight, 1.0, CV_8UC3);
    }
    if (image.rows > whole.height) {
        const cv::Rect bottom(0, whole.height, image.cols, image.rows - whole.height);
        cv::Mat lastRow;
        cv::copyMakeBorder(field.row(field.rows - 1), lastRow, 0, 0, 0, image.cols - whole.width,
                           cv::BORDER_REPLICATE | cv::BORDER_ISOLATED);
        cv::Mat inBottom = out(bottom);
        cv::multiply(image(bottom), cv::repeat(lastRow, bottom.height, 1), inBottom, 1.0, CV_8UC3);
    }
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
