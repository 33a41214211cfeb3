#include "firmware/core/ws2812.hpp"

namespace carc::rig {

void encodeWs2812(const LedFrame& pixels, std::array<std::uint8_t, kWs2812BufferSize>& out) {
    out.fill(0);
    std::size_t bit = 0;  // SPI bit position, MSB of out[0] first
    auto put = [&out, &bit](bool high) {
        if (high) out[bit / 8] = static_cast<std::uint8_t>(out[bit / 8] | (0x80u >> (bit % 8)));
        ++bit;
    };
    for (const Rgb& pixel : pixels) {
        const std::uint32_t grb = (static_cast<std::uint32_t>(pixel.g) << 16) | (pixel.r << 8) | pixel.b;
        for (int i = 23; i >= 0; --i) {
            put(true);
            put(((grb >> i) & 1u) != 0);
            put(false);
        }
    }
}

}  // namespace carc::rig
