#pragma once
// Where a still frame differs from the last accepted one, as the small frames the
// stillness gate compares show it. A new tile, a follower, a hand or a change of light
// all change the small frame where they are; a cell none of whose small-frame pixels
// changed is not cut and compared (on a late board, most of the 40-60 cells around it
// and every placed tile, on every still frame with a change).
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

// Pixels where some colour channel differs by more than `levels` (CV_8U, 255): in grey a
// green field tile on brown wood can look like no change at all.
cv::Mat changedMask(const cv::Mat& a, const cv::Mat& b, int levels);

class ChangeHint {
public:
    // No hint: every cell may have changed (the first frame, a frame read again whatever
    // it changed).
    ChangeHint() = default;
    // `now` and `then`: the small frames (the same size), `frameSize` the frames they
    // were made from.
    ChangeHint(const cv::Mat& now, const cv::Mat& then, cv::Size frameSize);

    // Whether anything may have changed within the outline (frame pixels).
    bool touches(const std::vector<cv::Point2f>& outline) const;
    bool everywhere() const { return changed_.empty(); }

private:
    cv::Mat changed_;  // small-frame pixels that changed, grown by one
    cv::Point2d toSmall_;
};

}  // namespace carc::vision
