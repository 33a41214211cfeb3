#include "vision/sources/image_directory_source.hpp"

#include <algorithm>
#include <cctype>


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
