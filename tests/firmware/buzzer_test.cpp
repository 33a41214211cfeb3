// Buzzer melodies: the right notes at the right times, silence after.
#include <gtest/gtest.h>

#include "firmware/core/buzzer.hpp"

namespace carc::rig {
namespace {

TEST(Buzzer, SilentUntilStarted) {
    const Buzzer buzzer;
    EXPECT_EQ(buzzer.tone(0), 0);
    EXPECT_EQ(buzzer.tone(12345), 0);
}

TEST(Buzzer, ConfirmRisesThroughTwoTones) {
    Buzzer buzzer;
    buzzer.start(BeepPattern::Confirm, 1000);
    EXPECT_EQ(buzzer.tone(1000), 1320);
    EXPECT_EQ(buzzer.tone(1079), 1320);
    EXPECT_EQ(buzzer.tone(1085), 0) << "a short rest between the notes";
    EXPECT_EQ(buzzer.tone(1100), 1760);
    EXPECT_EQ(buzzer.tone(1219), 1760);
    EXPECT_EQ(Buzzer::durationMs(BeepPattern::Confirm), 220u);
    EXPECT_EQ(buzzer.tone(1220), 0) << "silent once the melody is over";
}

TEST(Buzzer, ErrorIsThreeLowBuzzes) {
    Buzzer buzzer;
    buzzer.start(BeepPattern::Error, 0);
    int buzzes = 0;
    std::uint16_t previous = 0;
    for (std::uint32_t t = 0; t < 2000; ++t) {
        const std::uint16_t tone = buzzer.tone(t);
        if (tone != 0) {
            EXPECT_EQ(tone, 220);
        }
        if (tone != 0 && previous == 0) ++buzzes;
        previous = tone;
    }
    EXPECT_EQ(buzzes, 3);
    EXPECT_EQ(Buzzer::durationMs(BeepPattern::Error), 480u);
}

TEST(Buzzer, EveryPatternSoundsAtOnceAndEnds) {
    for (std::uint8_t p = 0; p < kBeepPatternCount; ++p) {
        Buzzer buzzer;
        const auto pattern = static_cast<BeepPattern>(p);
        buzzer.start(pattern, 500);
        EXPECT_GT(buzzer.tone(500), 0) << int(p);
        const std::uint32_t length = Buzzer::durationMs(pattern);
        EXPECT_GT(length, 0u);
        EXPECT_LE(length, 1000u) << "a beep, not an alarm";
        EXPECT_EQ(buzzer.tone(500 + length), 0) << int(p);
    }
}

TEST(Buzzer, ARestartBeginsTheMelodyAgain) {
    Buzzer buzzer;
    buzzer.start(BeepPattern::Attention, 0);
    buzzer.start(BeepPattern::Click, 400);
    EXPECT_EQ(buzzer.tone(400), 4000);
    EXPECT_EQ(buzzer.tone(420), 0) << "the click replaced the long tone";
}

TEST(Buzzer, SurvivesTheClockWrapping) {
    Buzzer buzzer;
    buzzer.start(BeepPattern::Attention, 0xFFFFFF00u);
    EXPECT_EQ(buzzer.tone(0x00000010u), 880) << "0x110 ms into a 600 ms tone";
}

}  // namespace
}  // namespace carc::rig
