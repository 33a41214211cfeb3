#include "firmware/core/cobs.hpp"

namespace carc::rig {

std::optional<std::size_t> cobsEncode(const std::uint8_t* in, std::size_t size, std::uint8_t* out,
                                      std::size_t capacity) {
    if (capacity < cobsMaxEncodedSize(size)) return std::nullopt;
    std::size_t codeAt = 0;  // where the current block's length code goes
    std::size_t o = 1;
    std::uint8_t code = 1;
    for (std::size_t i = 0; i < size; ++i) {
        if (in[i] != 0) {
            out[o++] = in[i];
            ++code;
        }
        if (in[i] == 0 || code == 0xFF) {
            out[codeAt] = code;
            codeAt = o++;
            code = 1;
        }
    }
    out[codeAt] = code;
    return o;
}

std::optional<std::size_t> cobsDecode(const std::uint8_t* in, std::size_t size, std::uint8_t* out,
                                      std::size_t capacity) {
    std::size_t i = 0;
    std::size_t o = 0;
    while (i < size) {
        const std::uint8_t code = in[i++];
        if (code == 0) return std::nullopt;
        const std::size_t run = code - 1u;
        if (run > size - i || o + run > capacity) return std::nullopt;
        for (std::size_t k = 0; k < run; ++k) {
            if (in[i] == 0) return std::nullopt;
            out[o++] = in[i++];
        }
        // A block shorter than 254 bytes stood for a zero, except at the very end.
        if (code != 0xFF && i < size) {
            if (o >= capacity) return std::nullopt;
            out[o++] = 0;
        }
    }
    return o;
}

}  // namespace carc::rig
