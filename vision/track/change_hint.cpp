#include "vision/track/change_hint.hpp"

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

// Half of what counts as a changed pixel for the change gate (30): a tile in the table's
// colours (an all-city C on light oak) changes few small-frame pixels by that much, and
// its cell must still be compared. Sensor noise, averaged over the small frame's 4x4
// pixels, stays well below.
constexpr int kHintLevels = 15;

}  // namespace

cv::Mat changedMask(const cv::Mat& a, const cv::Mat& b, int levels) {
    CV_Assert(a.size() == b.size() && a.type() == b.type() && a.type() == CV_8UC3);
    cv::Mat d;
    cv::absdiff(a, b, d);
    cv::Mat ch[3];
    cv::split(d, ch);
    return cv::max(cv::max(ch[0], ch[1]), ch[2]) > levels;
}

ChangeHint::ChangeHint(const cv::Mat& now, const cv::Mat& then, cv::Size frameSize)
    : toSmall_(double(now.cols) / frameSize.width, double(now.rows) / frameSize.height) {
    // Grown by a pixel: the small frame's 4x4 averages blur a change's edge into the
    // pixel beside it.
    cv::dilate(changedMask(now, then, kHintLevels), changed_, cv::Mat());
}

bool ChangeHint::touches(const std::vector<cv::Point2f>& outline) const {
    if (everywhere() || outline.empty()) return true;
    std::vector<cv::Point2f> small;
    for (const cv::Point2f& p : outline) small.emplace_back(float(p.x * toSmall_.x), float(p.y * toSmall_.y));
    const cv::Rect inside = cv::boundingRect(small) & cv::Rect({0, 0}, changed_.size());
    return inside.area() > 0 && cv::countNonZero(changed_(inside)) > 0;
}

}  // namespace carc::vision
