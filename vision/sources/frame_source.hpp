#pragma once
// Frame sources behind one interface: everything above them (rectification,
// tracking, the app) cannot tell whether frames come from libcamera, a V4L2/UVC
// webcam or GStreamer pipeline (cv::VideoCapture), a video file, an image directory
// or the simulator.
//
// A frame that cannot be decoded (truncated file, corrupt data) is not the end of
// the stream: read() reports it as Skipped with the reason, and the next call moves
// on. Only End stops.
#include <memory>
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

struct FrameRead {
    enum class Kind { Frame, Skipped, End } kind = Kind::End;
    cv::Mat image;       // BGR, 8 bits per channel (Kind::Frame)
    int index = 0;       // position in the stream, counting skipped frames
    std::string reason;  // Skipped/End: why (e.g. "000012.jpg: truncated JPEG")
};

class FrameSource {
public:
    virtual ~FrameSource() = default;
    virtual FrameRead read() = 0;
    // One line for people: "image directory /data/game1 (312 frames)".
    virtual std::string describe() const = 0;
};

// Opens a source from a specification:
//   DIR or dir:DIR       image directory (000000.jpg, 000001.png, ... in name order)
//   FILE or video:FILE   a video file (cv::VideoCapture)
//   v4l2:N or /dev/videoN  a V4L2/UVC camera
//   gst:PIPELINE         a GStreamer pipeline ending in appsink (e.g. libcamerasrc ! ...)
//   libcamera[:N]        camera N of libcamera (a Raspberry Pi camera)
// The error says what was tried and why it failed (e.g. "libcamera: no camera found").
Expected<std::unique_ptr<FrameSource>> openFrameSource(const std::string& spec);

}  // namespace carc::vision
