#pragma once
// Frames from numbered image files (000000.jpg, 000001.png, ...), in name order.
// Files are checked for completeness (JPEG end marker, PNG IEND chunk) before
// decoding, because decoders quietly return half-grey pictures of truncated files.
#include <filesystem>
#include <vector>

#include "vision/sources/frame_source.hpp"

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

// Reads and decodes one image file completely, or says why not (missing, truncated,
// not an image).
Expected<cv::Mat> readImageFile(const std::filesystem::path& file);

}  // namespace carc::vision
