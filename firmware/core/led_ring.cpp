#include "firmware/core/led_ring.hpp"

namespace carc::rig {
namespace {

std::uint8_t scale(std::uint8_t value, std::uint32_t factor255) {
    return static_cast<std::uint8_t>(value * factor255 / 255u);
}

Rgb scaled(Rgb c, std::uint32_t factor255) { return {scale(c.r, factor255), scale(c.g, factor255), scale(c.b, factor255)}; }

std::uint8_t addSaturating(std::uint8_t a, std::uint8_t b) {
    const unsigned sum = static_cast<unsigned>(a) + b;
    return static_cast<std::uint8_t>(sum > 255 ? 255 : sum);
}

// 0..255..0 over one period. The way down is scaled by its own length: with an odd
// period it is one step longer than the way up, and scaled by the way up it would
// peak above 255 (a short odd pulse went dark at its brightest).
std::uint32_t triangle(std::uint32_t phase, std::uint32_t period) {
    const std::uint32_t up = period / 2 ? period / 2 : 1;
    if (phase < up) return phase * 255 / up;
    const std::uint32_t down = period > up ? period - up : 1;
    return (period - phase) * 255 / down;
}

}  // namespace

void LedRing::setPattern(Pattern pattern, Rgb colour, std::uint16_t periodMs, std::uint32_t nowMs) {
    const Layer layer{pattern, colour, periodMs ? periodMs : std::uint16_t{1}, nowMs};
    if (pattern == Pattern::Flash) {
        flash_ = layer;
    } else {
        base_ = layer;
        flash_.pattern = Pattern::Off;  // a new steady pattern cancels a running flash
    }
}

bool LedRing::flashing(std::uint32_t nowMs) const {
    return flash_.pattern == Pattern::Flash && nowMs - flash_.startMs < kFlashCount * 2 * kFlashOnMs;
}

Pattern LedRing::pattern(std::uint32_t nowMs) const { return flashing(nowMs) ? Pattern::Flash : base_.pattern; }

void LedRing::draw(const Layer& layer, std::uint32_t nowMs, LedFrame& out) {
    const std::uint32_t elapsed = nowMs - layer.startMs;
    const std::uint32_t phase = elapsed % layer.periodMs;
    switch (layer.pattern) {
    case Pattern::Off:
        break;
    case Pattern::Solid:
        out.fill(layer.colour);
        break;
    case Pattern::Pulse:
        out.fill(scaled(layer.colour, triangle(phase, layer.periodMs)));
        break;
    case Pattern::Flash:
        if ((elapsed / kFlashOnMs) % 2 == 0) out.fill(layer.colour);
        break;
    case Pattern::Spin:
    case Pattern::Waiting: {
        // Head pixel at full colour, a tail of three fading pixels behind it.
        const std::size_t head = phase * kLedCount / layer.periodMs;
        for (std::size_t t = 0; t < 4; ++t)
            out[(head + kLedCount - t) % kLedCount] = scaled(layer.colour, 255u >> (2 * t));
        break;
    }
    }
}

LedFrame LedRing::render(std::uint32_t nowMs) const {
    LedFrame pattern{};
    draw(flashing(nowMs) ? flash_ : base_, nowMs, pattern);
    LedFrame out{};
    for (std::size_t i = 0; i < kLedCount; ++i)
        out[i] = {addSaturating(pattern[i].r, light_), addSaturating(pattern[i].g, light_),
                  addSaturating(pattern[i].b, light_)};
    return out;
}

}  // namespace carc::rig
