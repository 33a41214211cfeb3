// WS2812 bits as SPI bytes: each LED bit is 3 SPI bits (0 -> 100, 1 -> 110), colours
// in green, red, blue order, MSB first, then a low latch gap.
#include <gtest/gtest.h>

#include "firmware/core/ws2812.hpp"

namespace carc::rig {
namespace {

// The LED bit sent at position `bit` (0 = first), read back from the SPI stream.
bool ledBit(const std::array<std::uint8_t, kWs2812BufferSize>& spi, std::size_t bit) {
    const auto spiBit = [&spi](std::size_t i) { return (spi[i / 8] >> (7 - i % 8)) & 1u; };
    EXPECT_EQ(spiBit(3 * bit), 1u) << "every LED bit starts high";
    EXPECT_EQ(spiBit(3 * bit + 2), 0u) << "and ends low";
    return spiBit(3 * bit + 1) != 0;
}

TEST(Ws2812, ColoursGoOutGreenRedBlueMsbFirst) {
    LedFrame frame{};
    frame[0] = {0x81, 0xF0, 0x0F};  // r, g, b
    frame[kLedCount - 1] = {0xFF, 0xFF, 0xFF};
    std::array<std::uint8_t, kWs2812BufferSize> spi{};
    encodeWs2812(frame, spi);
    std::uint32_t first = 0;
    for (std::size_t bit = 0; bit < 24; ++bit) first = (first << 1) | (ledBit(spi, bit) ? 1u : 0u);
    EXPECT_EQ(first, 0xF0810Fu) << "g r b";
    for (std::size_t bit = 24; bit < 24 * (kLedCount - 1); ++bit) EXPECT_FALSE(ledBit(spi, bit));
    for (std::size_t bit = 24 * (kLedCount - 1); bit < 24 * kLedCount; ++bit) EXPECT_TRUE(ledBit(spi, bit));
}

TEST(Ws2812, DarkLedsAre100AndTheLatchIsLow) {
    std::array<std::uint8_t, kWs2812BufferSize> spi{};
    spi.fill(0xAA);
    encodeWs2812(LedFrame{}, spi);
    // 100 100 100 100 100 100 100 100 = 0x92 0x49 0x24 repeating.
    for (std::size_t i = 0; i < kLedCount * kWs2812BytesPerLed; i += 3) {
        EXPECT_EQ(spi[i], 0x92);
        EXPECT_EQ(spi[i + 1], 0x49);
        EXPECT_EQ(spi[i + 2], 0x24);
    }
    for (std::size_t i = kLedCount * kWs2812BytesPerLed; i < spi.size(); ++i) EXPECT_EQ(spi[i], 0) << "latch gap";
}

}  // namespace
}  // namespace carc::rig
