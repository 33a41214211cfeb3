// libFuzzer target for the image path of `carc vision classify-tile` and `carc track`'s
// frame folders: any bytes are refused with a reason or decode into a whole BGR
// picture, never a crash, a hang, a leak or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <span>

#include "vision/sources/image_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // 4 MP: the fuzzer's inputs are small; a larger picture only slows it down.
    const carc::vision::ImageLimits limits{1u << 20, 4'000'000};
    auto image = carc::vision::decodeImage(std::span<const std::uint8_t>(data, size), "fuzz", limits);
    if (image && (image->empty() || image->type() != CV_8UC3)) __builtin_trap();
    return 0;
}
