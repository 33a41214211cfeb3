#pragma once
// WS2812 bit timing produced by an SPI MOSI line: every LED bit becomes three SPI
// bits, 0 -> 100, 1 -> 110 (at ~2.6 MHz: 0.38 us high + 0.76 us low for a 0). Colours
// go out green, red, blue, most significant bit first. A run of zero bytes after the
// ring latches the colours (> 50 us low).
#include <array>
#include <cstddef>
#include <cstdint>

#include "firmware/core/led_ring.hpp"

namespace carc::rig {

inline constexpr std::size_t kWs2812BytesPerLed = 9;  // 24 bits x 3 SPI bits / 8
inline constexpr std::size_t kWs2812LatchBytes = 24;  // 24 x 8 x 0.38 us = 73 us low
inline constexpr std::size_t kWs2812BufferSize = kLedCount * kWs2812BytesPerLed + kWs2812LatchBytes;

// Fills `out` with the SPI bytes for `pixels` followed by the latch gap.
void encodeWs2812(const LedFrame& pixels, std::array<std::uint8_t, kWs2812BufferSize>& out);

}  // namespace carc::rig
