#include "firmware/core/buzzer.hpp"

#include <array>
#include <cstddef>

namespace carc::rig {
namespace {

struct Note {
    std::uint16_t hz;  // 0 = rest
    std::uint16_t ms;
};

struct Melody {
    const Note* notes;
    std::size_t count;
};

constexpr std::array<Note, 1> kClick{{{4000, 15}}};
constexpr std::array<Note, 3> kConfirm{{{1320, 80}, {0, 20}, {1760, 120}}};
constexpr std::array<Note, 5> kError{{{220, 120}, {0, 60}, {220, 120}, {0, 60}, {220, 120}}};
constexpr std::array<Note, 1> kAttention{{{880, 600}}};

Melody melody(BeepPattern pattern) {
    switch (pattern) {
    case BeepPattern::Click: return {kClick.data(), kClick.size()};
    case BeepPattern::Confirm: return {kConfirm.data(), kConfirm.size()};
    case BeepPattern::Error: return {kError.data(), kError.size()};
    case BeepPattern::Attention: return {kAttention.data(), kAttention.size()};
    }
    return {kClick.data(), 0};
}

}  // namespace

void Buzzer::start(BeepPattern pattern, std::uint32_t nowMs) {
    playing_ = true;
    pattern_ = pattern;
    startMs_ = nowMs;
}

std::uint32_t Buzzer::durationMs(BeepPattern pattern) {
    const Melody m = melody(pattern);
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < m.count; ++i) total += m.notes[i].ms;
    return total;
}

std::uint16_t Buzzer::tone(std::uint32_t nowMs) const {
    if (!playing_) return 0;
    const Melody m = melody(pattern_);
    std::uint32_t t = nowMs - startMs_;
    for (std::size_t i = 0; i < m.count; ++i) {
        if (t < m.notes[i].ms) return m.notes[i].hz;
        t -= m.notes[i].ms;
    }
    return 0;
}

}  // namespace carc::rig
