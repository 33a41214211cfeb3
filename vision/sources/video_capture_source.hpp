#pragma once
// Frames through OpenCV's VideoCapture: video files, V4L2/UVC cameras, GStreamer
// pipelines (e.g. "libcamerasrc ! videoconvert ! appsink").
#include <opencv2/videoio.hpp>

#include "vision/sources/frame_source.hpp"

namespace carc::vision {

class VideoCaptureSource : public FrameSource {
public:
    static Expected<std::unique_ptr<VideoCaptureSource>> openFile(const std::string& path);
    static Expected<std::unique_ptr<VideoCaptureSource>> openDevice(int index);
    static Expected<std::unique_ptr<VideoCaptureSource>> openGStreamer(const std::string& pipeline);
    FrameRead read() override;
    std::string describe() const override { return what_; }

private:
    cv::VideoCapture cap_;
    std::string what_;
    int index_ = 0;
    bool live_ = false;       // a camera: a failed grab is a skipped frame, not the end
    int failedInARow_ = 0;
};

}  // namespace carc::vision
