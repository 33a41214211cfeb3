#include "vision/sources/image_file.hpp"

#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include <jpeglib.h>
#include <opencv2/imgcodecs.hpp>
#include <zlib.h>

namespace carc::vision {
namespace {

struct JpegErrors {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

[[noreturn]] void jpegFailed(j_common_ptr info) {
    auto* errors = reinterpret_cast<JpegErrors*>(info->err);
    (*info->err->format_message)(info, errors->message);
    std::longjmp(errors->jump, 1);
}

// libjpeg reports corrupt or missing data as warnings (level -1) and goes on with grey:
// here they end the decoding like errors.
void jpegMessage(j_common_ptr info, int level) {
    if (level < 0) jpegFailed(info);
}

// Decodes into `out` (allocated here); on failure fills `message`. No C++ object lives
// between setjmp and a longjmp, so none is skipped.
bool decodeJpeg(const std::uint8_t* data, std::size_t size, std::uint64_t maxPixels, cv::Mat& out, char* message) {
    jpeg_decompress_struct info;
    JpegErrors errors;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpegFailed;
    errors.manager.emit_message = jpegMessage;
    if (setjmp(errors.jump)) {
        std::snprintf(message, JMSG_LENGTH_MAX, "%s", errors.message);
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, static_cast<unsigned long>(size));
    jpeg_read_header(&info, TRUE);
    if (static_cast<std::uint64_t>(info.image_width) * info.image_height > maxPixels) {
        std::snprintf(message, JMSG_LENGTH_MAX, "%ux%u pixels, over the limit of %llu", info.image_width,
                      info.image_height, static_cast<unsigned long long>(maxPixels));
        jpeg_destroy_decompress(&info);
        return false;
    }
    info.out_color_space = JCS_EXT_BGR;
    jpeg_start_decompress(&info);
    out.create(static_cast<int>(info.output_height), static_cast<int>(info.output_width), CV_8UC3);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out.ptr(static_cast<int>(info.output_scanline));
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return true;
}

std::uint32_t bigEndian32(const std::uint8_t* p) {
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}

// PNG's structure: the signature, then chunks (length, type, data, CRC of type and
// data) up to IEND. Checks every CRC and the image size (IHDR) before decoding.
Status checkPng(std::span<const std::uint8_t> bytes, std::uint64_t maxPixels) {
    std::size_t at = 8;
    bool first = true;
    for (;;) {
        if (bytes.size() - at < 12) return Error{"truncated PNG (no IEND chunk)"};
        const std::uint32_t length = bigEndian32(&bytes[at]);
        if (length > bytes.size() - at - 12) return Error{"truncated PNG (a chunk runs past the end of the file)"};
        const std::uint8_t* type = &bytes[at + 4];
        const std::uint32_t crc = bigEndian32(type + 4 + length);
        if (crc32(crc32(0, nullptr, 0), type, 4 + length) != crc)
            return Error{"corrupt PNG (CRC error in chunk '" + std::string(reinterpret_cast<const char*>(type), 4) + "')"};
        if (first) {
            if (std::memcmp(type, "IHDR", 4) != 0 || length != 13) return Error{"corrupt PNG (no IHDR chunk first)"};
            const std::uint64_t pixels = std::uint64_t{bigEndian32(type + 4)} * bigEndian32(type + 8);
            if (pixels > maxPixels)
                return Error{std::to_string(bigEndian32(type + 4)) + "x" + std::to_string(bigEndian32(type + 8)) +
                             " pixels, over the limit of " + std::to_string(maxPixels)};
            first = false;
        }
        at += 12 + length;
        if (std::memcmp(type, "IEND", 4) == 0) return {};
    }
}

}  // namespace

Expected<cv::Mat> decodeImage(std::span<const std::uint8_t> bytes, const std::string& name, const ImageLimits& limits) {
    if (bytes.size() > limits.maxBytes)
        return Error{name + ": larger than the limit of " + std::to_string(limits.maxBytes) + " bytes"};
    if (bytes.size() < 16) return Error{name + ": truncated or empty file"};
    static constexpr std::uint8_t kPngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (bytes[0] == 0xFF && bytes[1] == 0xD8) {
        cv::Mat image;
        char message[JMSG_LENGTH_MAX] = {};
        if (!decodeJpeg(bytes.data(), bytes.size(), limits.maxPixels, image, message))
            return Error{name + ": corrupt or truncated JPEG (" + message + ")"};
        return image;
    }
    if (std::memcmp(bytes.data(), kPngSignature, 8) == 0) {
        if (auto s = checkPng(bytes, limits.maxPixels); !s) return Error{name + ": " + s.error()};
        cv::Mat image;
        try {
            image = cv::imdecode(cv::Mat(1, static_cast<int>(bytes.size()), CV_8U, const_cast<std::uint8_t*>(bytes.data())),
                                 cv::IMREAD_COLOR);
        } catch (const cv::Exception& e) {
            return Error{name + ": corrupt PNG (" + e.err + ")"};
        }
        if (image.empty()) return Error{name + ": corrupt PNG (the image data does not decode)"};
        return image;
    }
    return Error{name + ": not a JPEG or PNG image"};
}

Expected<cv::Mat> readImageFile(const std::filesystem::path& file, const ImageLimits& limits) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) return Error{file.string() + ": is a folder, not an image"};
    const std::uintmax_t size = std::filesystem::file_size(file, ec);
    if (ec) return Error{file.string() + ": cannot open (" + ec.message() + ")"};
    if (size > limits.maxBytes)
        return Error{file.string() + ": larger than the limit of " + std::to_string(limits.maxBytes) + " bytes"};
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error{file.string() + ": cannot open"};
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
    return decodeImage(bytes, file.string(), limits);
}

}  // namespace carc::vision
