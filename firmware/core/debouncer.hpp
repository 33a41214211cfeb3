#pragma once
// Debounces the rig's buttons: a level counts once it has stayed the same for
// kStableMs. A test-only override (DebugPress) feeds a press through the same path.
#include <cstdint>

#include "firmware/core/protocol.hpp"

namespace carc::rig {

struct ButtonEvent {
    Button button = Button::TurnDone;
    bool pressed = false;
};

class Debouncer {
public:
    static constexpr std::uint32_t kStableMs = 20;

    // Feeds the raw levels sampled at `nowMs`; returns the buttons whose debounced
    // state changed (bit i = button i); state() gives the new levels.
    std::uint8_t update(std::uint32_t nowMs, std::uint8_t raw);
    std::uint8_t state() const { return stable_; }

    // Holds `button` down from `nowMs` for `holdMs` as if a finger pressed it.
    void inject(Button button, std::uint32_t nowMs, std::uint32_t holdMs);

private:
    std::uint8_t stable_ = 0;
    std::uint8_t candidate_ = 0;
    std::uint32_t candidateSinceMs_ = 0;
    std::uint8_t injected_ = 0;
    std::uint32_t injectStartMs_ = 0;
    std::uint32_t injectHoldMs_ = 0;
};

}  // namespace carc::rig
