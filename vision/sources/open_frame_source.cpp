// openFrameSource: the specification string -> the right source.
#include <filesystem>

#include "vision/sources/frame_source.hpp"
#include "vision/sources/image_directory_source.hpp"
#include "vision/sources/video_capture_source.hpp"
#ifdef CARC_HAVE_LIBCAMERA
#include "vision/sources/libcamera_source.hpp"
#endif

namespace carc::vision {
namespace {

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

Expected<int> parseIndex(const std::string& text, const std::string& spec) {
    if (text.empty()) return 0;
    try {
        size_t used = 0;
        const int n = std::stoi(text, &used);
        if (used == text.size() && n >= 0) return n;
    } catch (const std::exception&) {
    }
    return Error{spec + ": '" + text + "' is not a camera number"};
}

template <class T>
Expected<std::unique_ptr<FrameSource>> widen(Expected<std::unique_ptr<T>> src) {
    if (!src) return Error{src.error()};
    return std::unique_ptr<FrameSource>(std::move(*src));
}

}  // namespace

Expected<std::unique_ptr<FrameSource>> openFrameSource(const std::string& spec) {
    if (startsWith(spec, "dir:")) return widen(ImageDirectorySource::open(spec.substr(4)));
    if (startsWith(spec, "video:")) return widen(VideoCaptureSource::openFile(spec.substr(6)));
    if (startsWith(spec, "gst:")) return widen(VideoCaptureSource::openGStreamer(spec.substr(4)));
    if (startsWith(spec, "v4l2:") || startsWith(spec, "/dev/video")) {
        auto n = parseIndex(spec.substr(startsWith(spec, "v4l2:") ? 5 : 10), spec);
        if (!n) return Error{n.error()};
        return widen(VideoCaptureSource::openDevice(*n));
    }
    if (spec == "libcamera" || startsWith(spec, "libcamera:")) {
#ifdef CARC_HAVE_LIBCAMERA
        auto n = parseIndex(spec.size() > 10 ? spec.substr(10) : "", spec);
        if (!n) return Error{n.error()};
        return openLibcameraSource(*n);
#else
        return Error{"libcamera: this build has no libcamera support (install libcamera-dev and rebuild)"};
#endif
    }
    std::error_code ec;
    if (std::filesystem::is_directory(spec, ec)) return widen(ImageDirectorySource::open(spec));
    if (std::filesystem::is_regular_file(spec, ec)) return widen(VideoCaptureSource::openFile(spec));
    return Error{spec + ": no such directory, file or camera (try DIR, FILE, v4l2:0, gst:PIPELINE, libcamera)"};
}

}  // namespace carc::vision
