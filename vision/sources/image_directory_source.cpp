#include "vision/sources/image_directory_source.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>

#include <opencv2/imgcodecs.hpp>

namespace carc::vision {
namespace {

std::string lowerExtension(const std::filesystem::path& p) {
    std::string e = p.extension().string();
    std::transform(e.begin(), e.end(), e.begin(), [](unsigned char c) { return std::tolower(c); });
    return e;
}

// A frame file is named by its index: digits only (000000.jpg).
bool isFrameFile(const std::filesystem::path& p) {
    const std::string e = lowerExtension(p);
    if (e != ".jpg" && e != ".jpeg" && e != ".png") return false;
    const std::string stem = p.stem().string();
    return !stem.empty() && std::all_of(stem.begin(), stem.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

Expected<cv::Mat> readImageFile(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error{file.string() + ": cannot open"};
    const std::vector<uchar> bytes{std::istreambuf_iterator<char>(in), {}};
    if (bytes.size() < 16) return Error{file.string() + ": truncated or empty file"};
    const bool jpeg = bytes[0] == 0xFF && bytes[1] == 0xD8;
    const bool png = bytes[0] == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G';
    if (jpeg) {
        // The end-of-image marker may be followed by padding; look near the end.
        bool complete = false;
        for (size_t i = bytes.size() - 1; i > 0 && i + 64 > bytes.size(); --i)
            if (bytes[i - 1] == 0xFF && bytes[i] == 0xD9) complete = true;
        if (!complete) return Error{file.string() + ": truncated JPEG (no end-of-image marker)"};
    } else if (png) {
        const std::string tail(bytes.end() - 12, bytes.end());
        if (tail.find("IEND") == std::string::npos) return Error{file.string() + ": truncated PNG (no IEND chunk)"};
    } else {
        return Error{file.string() + ": not a JPEG or PNG image"};
    }
    cv::Mat img = cv::imdecode(bytes, cv::IMREAD_COLOR);
    if (img.empty()) return Error{file.string() + ": corrupt image data"};
    return img;
}

Expected<std::unique_ptr<ImageDirectorySource>> ImageDirectorySource::open(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Error{dir + ": not a directory"};
    auto src = std::unique_ptr<ImageDirectorySource>(new ImageDirectorySource);
    src->dir_ = dir;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file() && isFrameFile(e.path())) src->files_.push_back(e.path());
    if (ec) return Error{dir + ": " + ec.message()};
    if (src->files_.empty()) return Error{dir + ": no frames (000000.jpg or 000000.png, ...)"};
    std::sort(src->files_.begin(), src->files_.end(), [](const fs::path& a, const fs::path& b) {
        const std::string sa = a.stem().string(), sb = b.stem().string();
        return sa.size() != sb.size() ? sa.size() < sb.size() : sa < sb;
    });
    return src;
}

FrameRead ImageDirectorySource::read() {
    FrameRead r;
    r.index = static_cast<int>(next_);
    if (next_ >= files_.size()) {
        r.reason = "end of " + dir_;
        return r;
    }
    auto img = readImageFile(files_[next_++]);
    if (!img) {
        r.kind = FrameRead::Kind::Skipped;
        r.reason = img.error();
        return r;
    }
    r.kind = FrameRead::Kind::Frame;
    r.image = *img;
    return r;
}

std::string ImageDirectorySource::describe() const {
    return "image directory " + dir_ + " (" + std::to_string(files_.size()) + " frames)";
}

}  // namespace carc::vision
