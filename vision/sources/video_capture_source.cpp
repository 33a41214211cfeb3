#include "vision/sources/video_capture_source.hpp"

#include <filesystem>

namespace carc::vision {
namespace {

// A live camera that fails this many grabs in a row has gone away.
constexpr int kMaxFailedGrabs = 30;

Expected<std::unique_ptr<VideoCaptureSource>> opened(std::unique_ptr<VideoCaptureSource> src, bool ok,
                                                     const std::string& what) {
    if (!ok) return Error{what + ": cannot open"};
    return src;
}

}  // namespace

Expected<std::unique_ptr<VideoCaptureSource>> VideoCaptureSource::openFile(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return Error{path + ": no such video file"};
    auto src = std::unique_ptr<VideoCaptureSource>(new VideoCaptureSource);
    src->what_ = "video file " + path;
    const bool ok = src->cap_.open(path);
    return opened(std::move(src), ok, "video file " + path);
}

Expected<std::unique_ptr<VideoCaptureSource>> VideoCaptureSource::openDevice(int index) {
    auto src = std::unique_ptr<VideoCaptureSource>(new VideoCaptureSource);
    src->what_ = "V4L2 camera " + std::to_string(index);
    src->live_ = true;
    const bool ok = src->cap_.open(index, cv::CAP_V4L2);
    if (ok) {
        // The rig's minimum resolution; the driver picks the nearest it has.
        src->cap_.set(cv::CAP_PROP_FRAME_WIDTH, 1280);
        src->cap_.set(cv::CAP_PROP_FRAME_HEIGHT, 960);
    }
    return opened(std::move(src), ok, "V4L2 camera /dev/video" + std::to_string(index) + " (no such camera?)");
}

Expected<std::unique_ptr<VideoCaptureSource>> VideoCaptureSource::openGStreamer(const std::string& pipeline) {
    auto src = std::unique_ptr<VideoCaptureSource>(new VideoCaptureSource);
    src->what_ = "GStreamer pipeline " + pipeline;
    src->live_ = true;
    const bool ok = src->cap_.open(pipeline, cv::CAP_GSTREAMER);
    return opened(std::move(src), ok, "GStreamer pipeline '" + pipeline + "' (OpenCV built without GStreamer?)");
}

FrameRead VideoCaptureSource::read() {
    FrameRead r;
    r.index = index_;
    cv::Mat img;
    if (!cap_.read(img) || img.empty()) {
        if (live_ && ++failedInARow_ < kMaxFailedGrabs) {
            ++index_;
            r.kind = FrameRead::Kind::Skipped;
            r.reason = what_ + ": frame " + std::to_string(r.index) + " could not be grabbed";
            return r;
        }
        r.reason = live_ ? what_ + ": the camera stopped delivering frames" : "end of " + what_;
        return r;
    }
    failedInARow_ = 0;
    ++index_;
    if (img.type() != CV_8UC3) {
        r.kind = FrameRead::Kind::Skipped;
        r.reason = what_ + ": frame " + std::to_string(r.index) + " is not 8-bit colour";
        return r;
    }
    r.kind = FrameRead::Kind::Frame;
    r.image = img;
    return r;
}

}  // namespace carc::vision
