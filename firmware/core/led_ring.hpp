#pragma once
// The WS2812 ring around the camera: a white light level for recognition plus one
// coloured pattern on top (added per channel, saturating). Rendering is a pure
// function of time so the host tests can check any instant.
#include <array>
#include <cstdint>

#include "firmware/core/protocol.hpp"

namespace carc::rig {

inline constexpr std::size_t kLedCount = 16;
using LedFrame = std::array<Rgb, kLedCount>;

class LedRing {
public:
    void setLight(std::uint8_t level) { light_ = level; }
    // Flash runs three times from `nowMs` and then returns to the pattern before it.
    void setPattern(Pattern pattern, Rgb colour, std::uint16_t periodMs, std::uint32_t nowMs);

    std::uint8_t light() const { return light_; }
    // The pattern in force at `nowMs` (an expired Flash reports the one underneath).
    Pattern pattern(std::uint32_t nowMs) const;
    LedFrame render(std::uint32_t nowMs) const;

    static constexpr std::uint32_t kFlashOnMs = 150;
    static constexpr std::uint32_t kFlashCount = 3;

private:
    struct Layer {
        Pattern pattern = Pattern::Off;
        Rgb colour;
        std::uint16_t periodMs = 1000;
        std::uint32_t startMs = 0;
    };
    bool flashing(std::uint32_t nowMs) const;
    static void draw(const Layer& layer, std::uint32_t nowMs, LedFrame& out);

    std::uint8_t light_ = 0;
    Layer base_;
    Layer flash_;
};

}  // namespace carc::rig
