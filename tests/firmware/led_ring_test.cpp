// The LED ring: each pattern drawn at chosen instants, the white light added on top,
// and a flash that runs three times and gives the ring back to the pattern before it.
#include <gtest/gtest.h>

#include <algorithm>

#include "firmware/core/led_ring.hpp"

namespace carc::rig {
namespace {

constexpr Rgb kRed{200, 0, 0};
constexpr Rgb kGreen{0, 180, 0};
constexpr Rgb kBlack{0, 0, 0};

bool all(const LedFrame& frame, Rgb colour) {
    return std::all_of(frame.begin(), frame.end(), [&](Rgb p) { return p == colour; });
}

std::size_t count(const LedFrame& frame, Rgb colour) {
    return static_cast<std::size_t>(std::count(frame.begin(), frame.end(), colour));
}

TEST(LedRing, StartsDark) {
    const LedRing ring;
    EXPECT_TRUE(all(ring.render(0), kBlack));
    EXPECT_EQ(ring.pattern(0), Pattern::Off);
}

TEST(LedRing, SolidFillsTheRing) {
    LedRing ring;
    ring.setPattern(Pattern::Solid, kRed, 1000, 0);
    EXPECT_TRUE(all(ring.render(0), kRed));
    EXPECT_TRUE(all(ring.render(987654), kRed));
}

TEST(LedRing, LightIsAddedToEveryColourAndSaturates) {
    LedRing ring;
    ring.setLight(96);
    EXPECT_TRUE(all(ring.render(0), (Rgb{96, 96, 96}))) << "white light alone";
    ring.setPattern(Pattern::Solid, kRed, 1000, 0);
    EXPECT_TRUE(all(ring.render(0), (Rgb{255, 96, 96}))) << "200 + 96 saturates at 255";
    EXPECT_EQ(ring.light(), 96);
}

TEST(LedRing, PulseBreathesOncePerPeriod) {
    LedRing ring;
    ring.setPattern(Pattern::Pulse, kRed, 1000, 5000);
    EXPECT_EQ(ring.render(5000)[0], kBlack) << "starts dark";
    EXPECT_EQ(ring.render(5500)[0], kRed) << "full at half period";
    EXPECT_EQ(ring.render(6000)[0], kBlack) << "dark again after one period";
    const Rgb quarter = ring.render(5250)[0];
    EXPECT_GT(quarter.r, 80);
    EXPECT_LT(quarter.r, 120);
    EXPECT_TRUE(all(ring.render(5250), quarter)) << "the whole ring breathes together";
}

TEST(LedRing, PulseNeverOvershootsTheColour) {
    // Odd and short periods included: the peak must be the colour, never past it (a
    // brightness above 255 would wrap round to dark).
    LedRing ring;
    const Rgb white{255, 255, 255};
    for (std::uint16_t period = 1; period <= 600; ++period) {
        ring.setPattern(Pattern::Pulse, white, period, 0);
        std::uint8_t peak = 0;
        std::uint8_t previous = 0;
        bool rising = true;
        for (std::uint32_t t = 0; t < period; ++t) {
            const std::uint8_t level = ring.render(t)[0].r;
            peak = std::max(peak, level);
            if (rising && level < previous) rising = false;
            // Up to the peak, then down: one breath, no dip in the middle.
            if (!rising) {
                ASSERT_LE(level, previous) << "period " << period << " t " << t;
            }
            previous = level;
        }
        if (period >= 2) {
            EXPECT_EQ(peak, 255) << "period " << period;
        }
    }
}

TEST(LedRing, SpinRunsOnePixelRoundOncePerPeriod) {
    LedRing ring;
    ring.setPattern(Pattern::Spin, kGreen, 1600, 0);
    for (std::uint32_t step = 0; step < kLedCount; ++step) {
        const LedFrame frame = ring.render(step * 100);  // 1600 ms / 16 LEDs
        ASSERT_EQ(count(frame, kGreen), 1u) << step;
        EXPECT_EQ(frame[step], kGreen) << "the head is at pixel " << step;
        EXPECT_LT(frame[(step + kLedCount - 1) % kLedCount].g, kGreen.g) << "a dimmer tail behind it";
        EXPECT_GT(frame[(step + kLedCount - 1) % kLedCount].g, 0);
        EXPECT_EQ(frame[(step + 1) % kLedCount], kBlack) << "dark ahead of it";
    }
    EXPECT_EQ(ring.render(1600)[0], kGreen) << "back at the start after one period";
}

TEST(LedRing, WaitingSpinsLikeSpin) {
    LedRing ring;
    ring.setPattern(Pattern::Waiting, {0, 0, 64}, 2000, 0);
    EXPECT_EQ(ring.pattern(0), Pattern::Waiting);
    EXPECT_EQ(count(ring.render(0), (Rgb{0, 0, 64})), 1u);
    EXPECT_EQ(ring.render(1000)[8], (Rgb{0, 0, 64}));
}

TEST(LedRing, FlashThreeTimesThenBackToThePatternBefore) {
    LedRing ring;
    ring.setPattern(Pattern::Solid, kGreen, 1000, 0);
    ring.setPattern(Pattern::Flash, kRed, 1000, 10000);
    const std::uint32_t on = LedRing::kFlashOnMs;
    int flashes = 0;
    bool lit = false;
    for (std::uint32_t t = 10000; t < 10000 + 2 * on * LedRing::kFlashCount; ++t) {
        EXPECT_EQ(ring.pattern(t), Pattern::Flash);
        const LedFrame frame = ring.render(t);
        const bool red = all(frame, kRed);
        EXPECT_TRUE(red || all(frame, kBlack)) << "a flash is all red or all dark, t " << t;
        if (red && !lit) ++flashes;
        lit = red;
    }
    EXPECT_EQ(flashes, 3);
    const std::uint32_t after = 10000 + 2 * on * LedRing::kFlashCount;
    EXPECT_EQ(ring.pattern(after), Pattern::Solid);
    EXPECT_TRUE(all(ring.render(after), kGreen)) << "the player's colour is back";
}

TEST(LedRing, FlashOverAPulseReturnsToThePulseInStep) {
    LedRing ring;
    ring.setPattern(Pattern::Pulse, kGreen, 1000, 0);
    ring.setPattern(Pattern::Flash, kRed, 1000, 100);
    EXPECT_EQ(ring.render(100)[0], kRed);
    EXPECT_EQ(ring.render(1500)[0], kGreen) << "the pulse kept its own time underneath";
}

TEST(LedRing, ASteadyPatternCancelsAFlash) {
    LedRing ring;
    ring.setPattern(Pattern::Flash, kRed, 1000, 0);
    ring.setPattern(Pattern::Solid, kGreen, 1000, 10);
    EXPECT_EQ(ring.pattern(11), Pattern::Solid);
    EXPECT_TRUE(all(ring.render(11), kGreen));
}

TEST(LedRing, ZeroPeriodIsNotADivisionByZero) {
    LedRing ring;
    ring.setPattern(Pattern::Spin, kRed, 0, 0);
    EXPECT_EQ(count(ring.render(123), kRed), 1u);
    ring.setPattern(Pattern::Pulse, kRed, 0, 0);
    (void)ring.render(123);
}

}  // namespace
}  // namespace carc::rig
