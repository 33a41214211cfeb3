#pragma once
// Stage 1 of the pipeline (docs/vision.md): which frames are worth reading. A frame is
// shrunk to 320x240 and compared with the frame before it (still, or hands over the
// table?) and with the last still frame the tracker accepted (anything new?). Only a
// still frame with something new goes on to registration; a still frame with nothing
// new is kept as the last quiet one, read once more when the frames stop.
#include <optional>

#include <opencv2/core.hpp>

namespace carc::vision {

class FrameGate {
public:
    // `stillPixels`: changed pixels (of 320x240) to the frame before that mean motion;
    // `changePixels`: changed pixels to the last accepted still frame that mean something new.
    FrameGate(int stillPixels, int changePixels) : stillPixels_(stillPixels), changePixels_(changePixels) {}

    // What one frame is. Moving: not still (hands, or the first frame). Quiet: still, and
    // nothing new since the last accepted frame. New: still, and to be read.
    struct Look {
        enum class Kind { Moving, Quiet, New };
        Kind kind = Kind::Moving;
        cv::Mat small;                // the frame at 320x240 (Quiet and New)
        int changedSinceStill = -1;   // changed pixels to the last accepted still frame; -1: none yet
    };
    // One frame of the stream; `readAnyway`: a still frame is New even with nothing new in it.
    [[nodiscard]] Look look(const cv::Mat& frameBgr, int index, bool readAnyway);
    // The still frame just read is the one later frames are compared with.
    void accept(const cv::Mat& small) { stillSmall_ = small; }
    // The last accepted still frame at 320x240 (empty before the first).
    [[nodiscard]] const cv::Mat& accepted() const { return stillSmall_; }
    [[nodiscard]] int stillFrames() const { return stillCount_; }

    // The last Quiet frame since the last New one, forgotten as it is taken; the frame
    // stays valid until the next call to look.
    struct Quiet {
        const cv::Mat* frame = nullptr;
        int index = -1;
    };
    [[nodiscard]] std::optional<Quiet> takeQuiet();

    // A frame as the gate compares it (320x240).
    [[nodiscard]] static cv::Mat shrink(const cv::Mat& frameBgr);

private:
    int stillPixels_, changePixels_;
    cv::Mat previousSmall_, stillSmall_;
    int stillCount_ = 0;
    cv::Mat quietFrame_;  // reused: a fresh 3.7 MB buffer costs a still frame 0.3 ms
    int quietIndex_ = -1;
};

}  // namespace carc::vision
