#include "firmware/core/debouncer.hpp"

namespace carc::rig {

void Debouncer::inject(Button button, std::uint32_t nowMs, std::uint32_t holdMs) {
    injected_ = static_cast<std::uint8_t>(1u << static_cast<unsigned>(button));
    injectStartMs_ = nowMs;
    injectHoldMs_ = holdMs;
}

std::uint8_t Debouncer::update(std::uint32_t nowMs, std::uint8_t raw) {
    if (injected_) {
        if (nowMs - injectStartMs_ < injectHoldMs_)
            raw = static_cast<std::uint8_t>(raw | injected_);
        else
            injected_ = 0;
    }
    if (raw != candidate_) {
        candidate_ = raw;
        candidateSinceMs_ = nowMs;
        return 0;
    }
    if (candidate_ == stable_ || nowMs - candidateSinceMs_ < kStableMs) return 0;
    const std::uint8_t changed = static_cast<std::uint8_t>(candidate_ ^ stable_);
    stable_ = candidate_;
    return changed;
}

}  // namespace carc::rig
