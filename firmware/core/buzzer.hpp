#pragma once
// Buzzer melodies: each BeepPattern is a short table of (frequency, duration) notes
// played from the moment it starts; tone() says what should sound now.
#include <cstdint>

#include "firmware/core/protocol.hpp"

namespace carc::rig {

class Buzzer {
public:
    void start(BeepPattern pattern, std::uint32_t nowMs);
    // Frequency in Hz to sound at `nowMs`, 0 for silence (also after the melody).
    std::uint16_t tone(std::uint32_t nowMs) const;
    // Total length of a melody in ms.
    static std::uint32_t durationMs(BeepPattern pattern);

private:
    bool playing_ = false;
    BeepPattern pattern_ = BeepPattern::Click;
    std::uint32_t startMs_ = 0;
};

}  // namespace carc::rig
