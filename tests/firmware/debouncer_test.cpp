// Buttons: contact bounce is ignored; a level counts once it held kStableMs.
#include <gtest/gtest.h>

#include "firmware/core/debouncer.hpp"

namespace carc::rig {
namespace {

constexpr std::uint8_t kTurnDone = 1u << 0;
constexpr std::uint8_t kUndo = 1u << 1;

// Feeds `raw` every millisecond over [from, to); returns the changes reported, OR-ed.
std::uint8_t hold(Debouncer& d, std::uint8_t raw, std::uint32_t from, std::uint32_t to) {
    std::uint8_t changed = 0;
    for (std::uint32_t t = from; t < to; ++t) changed |= d.update(t, raw);
    return changed;
}

TEST(Debouncer, BounceIsRejected) {
    Debouncer d;
    std::uint8_t changed = 0;
    // A contact chattering every 3 ms for 200 ms never settles long enough.
    for (std::uint32_t t = 0; t < 200; ++t) changed |= d.update(t, (t / 3) % 2 ? kTurnDone : 0);
    EXPECT_EQ(changed, 0);
    EXPECT_EQ(d.state(), 0);
}

TEST(Debouncer, PressCountsAfterTheDebounceTimeAndOnlyOnce) {
    Debouncer d;
    EXPECT_EQ(hold(d, kTurnDone, 100, 100 + Debouncer::kStableMs), 0) << "not yet: still settling";
    EXPECT_EQ(d.update(100 + Debouncer::kStableMs, kTurnDone), kTurnDone);
    EXPECT_EQ(d.state(), kTurnDone);
    EXPECT_EQ(hold(d, kTurnDone, 121, 1000), 0) << "a held button is one press";
}

TEST(Debouncer, BouncyPressThenReleaseGiveOneEventEach) {
    Debouncer d;
    std::uint8_t changed = 0;
    for (std::uint32_t t = 0; t < 8; ++t) changed |= d.update(t, t % 2 ? kUndo : 0);  // bounce in
    changed |= hold(d, kUndo, 8, 8 + Debouncer::kStableMs + 1);
    EXPECT_EQ(changed, kUndo);
    EXPECT_EQ(d.state(), kUndo);
    changed = 0;
    for (std::uint32_t t = 50; t < 58; ++t) changed |= d.update(t, t % 2 ? 0 : kUndo);  // bounce out
    changed |= hold(d, 0, 58, 58 + Debouncer::kStableMs + 1);
    EXPECT_EQ(changed, kUndo);
    EXPECT_EQ(d.state(), 0);
}

TEST(Debouncer, ButtonsAreIndependent) {
    Debouncer d;
    hold(d, kTurnDone, 0, 30);
    EXPECT_EQ(hold(d, kTurnDone | kUndo, 30, 60), kUndo) << "only the newly pressed button changes";
    EXPECT_EQ(d.state(), kTurnDone | kUndo);
}

TEST(Debouncer, InjectedPressGoesThroughTheSamePath) {
    Debouncer d;
    d.inject(Button::Undo, 10, 100);
    EXPECT_EQ(hold(d, 0, 10, 10 + Debouncer::kStableMs), 0) << "debounced like a finger";
    EXPECT_EQ(hold(d, 0, 30, 60), kUndo);
    EXPECT_EQ(hold(d, 0, 60, 110), 0) << "held for 100 ms";
    EXPECT_EQ(hold(d, 0, 110, 140), kUndo) << "then released";
    EXPECT_EQ(d.state(), 0);
}

}  // namespace
}  // namespace carc::rig
