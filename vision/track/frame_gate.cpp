#include "vision/track/frame_gate.hpp"

#include <utility>

#include <opencv2/imgproc.hpp>

#include "vision/track/change_hint.hpp"

namespace carc::vision {
namespace {

// Frames are compared at this size: enough to see a hand or a new tile, cheap to make.
const cv::Size kSmall(320, 240);
// A pixel of the small frame "changed" beyond sensor noise and JPEG artefacts (levels).
constexpr int kPixelChange = 30;

int changedPixels(const cv::Mat& a, const cv::Mat& b) { return cv::countNonZero(changedMask(a, b, kPixelChange)); }

}  // namespace

cv::Mat FrameGate::shrink(const cv::Mat& frameBgr) {
    cv::Mat small;
    cv::resize(frameBgr, small, kSmall, 0, 0, cv::INTER_AREA);
    return small;
}

FrameGate::Look FrameGate::look(const cv::Mat& frameBgr, int index, bool readAnyway) {
    Look out;
    out.small = shrink(frameBgr);
    const bool still = !previousSmall_.empty() && changedPixels(out.small, previousSmall_) < stillPixels_;
    previousSmall_ = out.small;
    if (!still) return out;
    ++stillCount_;
    out.changedSinceStill = stillSmall_.empty() ? -1 : changedPixels(out.small, stillSmall_);
    if (!readAnyway && out.changedSinceStill >= 0 && out.changedSinceStill < changePixels_) {
        frameBgr.copyTo(quietFrame_);
        quietIndex_ = index;
        out.kind = Look::Kind::Quiet;
        return out;
    }
    quietIndex_ = -1;
    out.kind = Look::Kind::New;
    return out;
}

std::optional<FrameGate::Quiet> FrameGate::takeQuiet() {
    if (quietIndex_ < 0) return std::nullopt;
    return Quiet{&quietFrame_, std::exchange(quietIndex_, -1)};
}

}  // namespace carc::vision
