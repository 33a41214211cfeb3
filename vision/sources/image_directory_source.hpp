#pragma once
// Frames from numbered image files (000000.jpg, 000001.png, ...), in name order.
// Files are decoded strictly (image_file.hpp): a truncated or corrupt one is skipped
// with the reason, never read as a half-grey picture.
#include <filesystem>
#include <vector>

#include "vision/sources/frame_source.hpp"
#include "vision/sources/image_file.hpp"

namespace carc::vision {

class ImageDirectorySource : public FrameSource {
public:
    static Expected<std::unique_ptr<ImageDirectorySource>> open(const std::string& dir);
    FrameRead read() override;
    std::string describe() const override;
    int frameCount() const { return static_cast<int>(files_.size()); }
    const std::vector<std::filesystem::path>& files() const { return files_; }

private:
    std::string dir_;
    std::vector<std::filesystem::path> files_;
    size_t next_ = 0;
};

}  // namespace carc::vision
