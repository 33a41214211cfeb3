#pragma once
// Strict decoding of one image file (JPEG or PNG): a file that is truncated, corrupt
// or over the size limits is refused with the reason, never decoded into a picture
// that is partly grey (OpenCV's imread only warns on stderr about such files).
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

struct ImageLimits {
    // A 12 MP JPEG from the rig is about 5 MB, a lossless PNG of it about 25 MB.
    std::uintmax_t maxBytes = 64u << 20;
    // 50 MP: four times the rig's camera; larger images are not photos of a table.
    std::uint64_t maxPixels = 50'000'000;
};

// Decodes bytes as JPEG (libjpeg: any warning, e.g. premature end or corrupt data, is
// a refusal) or PNG (every chunk's length and CRC checked up to IEND, then decoded).
// BGR, 8 bits per channel. `name` starts every error (the file's path).
[[nodiscard]] Expected<cv::Mat> decodeImage(std::span<const std::uint8_t> bytes, const std::string& name,
                                            const ImageLimits& limits = {});

// Reads and decodes one image file completely, or says why not (missing, truncated,
// corrupt, not an image, over the limits).
[[nodiscard]] Expected<cv::Mat> readImageFile(const std::filesystem::path& file, const ImageLimits& limits = {});

}  // namespace carc::vision
