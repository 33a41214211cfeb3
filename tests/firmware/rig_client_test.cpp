// RigClient end to end against the emulated rig (the firmware's own Device on a
// pseudo-terminal, through SerialPort): hello, light, pattern, beep, buttons, garbage
// on the line, a hang ended by the watchdog, and the rig pulled out.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>

#include "firmware/host/pty_emulator.hpp"
#include "firmware/host/rig_client.hpp"
#include "firmware/host/serial_port.hpp"

namespace carc::rig {
namespace {

using Clock = std::chrono::steady_clock;

class RigClientTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto emulator = PtyEmulator::start();
        if (!emulator) GTEST_SKIP() << "no pseudo-terminal here: " << emulator.error();
        emulator_ = std::move(*emulator);
        ASSERT_TRUE(client_.connect(emulator_->port())) << "cannot reach the emulated rig";
        const auto events = client_.poll(0);
        ASSERT_FALSE(events.empty());
        EXPECT_EQ(events.front().kind, RigEventKind::Connected);
    }

    // Polls the client until `done(events so far)` holds or `limitMs` pass.
    template <class Done>
    bool pollUntil(Done done, int limitMs = 3000) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(limitMs);
        while (Clock::now() < deadline) {
            for (RigEvent& e : client_.poll(10)) events_.push_back(std::move(e));
            if (done()) return true;
        }
        return done();
    }
    // Whether an event of `kind` came (for button events: from `button`).
    bool sawEvent(RigEventKind kind, std::optional<Button> button = std::nullopt) const {
        return std::any_of(events_.begin(), events_.end(),
                           [&](const RigEvent& e) { return e.kind == kind && (!button || e.button == *button); });
    }
    Rgb led(std::size_t i = 0) const { return emulator_->snapshot().leds[i]; }

    std::unique_ptr<PtyEmulator> emulator_;
    RigClient client_;
    std::vector<RigEvent> events_;
};

TEST_F(RigClientTest, HelloReadsWhatTheRigIs) {
    const RigInfo& info = client_.info();
    EXPECT_EQ(info.port, emulator_->port());
    EXPECT_EQ(info.protocol, kProtocolVersion);
    EXPECT_EQ(info.firmwareMajor, kFirmwareMajor);
    EXPECT_EQ(info.firmwareMinor, kFirmwareMinor);
    EXPECT_EQ(info.ledCount, static_cast<int>(kLedCount));
    EXPECT_EQ(info.resetCause, ResetCause::PowerOn);
}

TEST_F(RigClientTest, LightAndPatternShowOnTheRing) {
    ASSERT_TRUE(client_.setLight(120));
    ASSERT_TRUE(pollUntil([&] { return led() == Rgb{120, 120, 120}; })) << "white light on every LED";
    ASSERT_TRUE(client_.setPattern(Pattern::Solid, {100, 0, 50}));
    ASSERT_TRUE(pollUntil([&] { return led(7) == Rgb{220, 120, 170}; })) << "the colour over the light";
    ASSERT_TRUE(client_.setPattern(Pattern::Flash, {0, 100, 0}));
    ASSERT_TRUE(pollUntil([&] { return led(3) == Rgb{120, 220, 120}; })) << "a green flash";
    ASSERT_TRUE(pollUntil([&] { return led(3) == Rgb{220, 120, 170}; })) << "then the colour again";
    EXPECT_EQ(emulator_->snapshot().stats.naks, 0u);
}

TEST_F(RigClientTest, BeepSoundsTheBuzzer) {
    ASSERT_TRUE(client_.beep(BeepPattern::Attention));
    ASSERT_TRUE(pollUntil([&] { return emulator_->snapshot().tone == 880; }));
    ASSERT_TRUE(pollUntil([&] { return emulator_->snapshot().tone == 0; })) << "and stops";
}

TEST_F(RigClientTest, RefusedArgumentsAreErrorsThatSayWhy) {
    const Status status = client_.beep(static_cast<BeepPattern>(9));
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().find("bad command arguments"), std::string::npos) << status.error();
    EXPECT_TRUE(client_.isConnected()) << "a refused command does not end the link";
    EXPECT_TRUE(client_.ping());
}

TEST_F(RigClientTest, ButtonPressAndReleaseArriveOnceEach) {
    emulator_->setButtons(1u << static_cast<unsigned>(Button::Undo));
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::ButtonPressed, Button::Undo); }));
    emulator_->setButtons(0);
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::ButtonReleased, Button::Undo); }));
    pollUntil([] { return false; }, 600);  // long enough for any resend
    EXPECT_EQ(std::count_if(events_.begin(), events_.end(), [](const RigEvent& e) { return e.kind == RigEventKind::ButtonPressed; }), 1);
    EXPECT_EQ(emulator_->snapshot().stats.eventsDropped, 0u) << "every event was acknowledged";
}

TEST_F(RigClientTest, DebugPressComesBackAsAPress) {
    ASSERT_TRUE(client_.debugPress(Button::TurnDone, 80));
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::ButtonPressed, Button::TurnDone); }));
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::ButtonReleased, Button::TurnDone); }));
}

TEST_F(RigClientTest, GarbageOnTheLineIsShruggedOff) {
    ASSERT_TRUE(client_.sendRaw({0x13, 0x37, 0x00, 0xFF, 0xFF, 0x00, 0x05, 0x01, 0x02}));  // ends mid-"frame"
    ASSERT_TRUE(client_.setLight(60)) << "the leading delimiter cuts the half frame off";
    ASSERT_TRUE(pollUntil([&] { return led() == Rgb{60, 60, 60}; }));
    EXPECT_GE(emulator_->snapshot().stats.framesBad, 2u) << "the rig saw the garbage";
    EXPECT_GE(client_.stats().naks, 1u) << "and said so";
    EXPECT_TRUE(client_.isConnected());
}

TEST_F(RigClientTest, ABurstOfNoiseDoesNotEndTheLink) {
    // Every damaged frame in the burst brings a BadFrame Nak: each makes the client
    // resend at once, but none may count as the rig failing to answer.
    std::vector<std::uint8_t> noise;
    for (int i = 0; i < 2000; ++i) noise.insert(noise.end(), {0x13, 0x37, 0x00});
    ASSERT_TRUE(client_.sendRaw(noise));
    const Status light = client_.setLight(70);
    ASSERT_TRUE(light) << light.error();
    ASSERT_TRUE(pollUntil([&] { return led() == Rgb{70, 70, 70}; }));
    EXPECT_TRUE(client_.isConnected());
}

TEST_F(RigClientTest, AHangIsEndedByTheWatchdogAndTheStateRestored) {
    ASSERT_TRUE(client_.setLight(90));
    ASSERT_TRUE(client_.debugHang());
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::Rebooted); }, 5000));
    EXPECT_EQ(client_.info().resetCause, ResetCause::Watchdog);
    EXPECT_EQ(emulator_->snapshot().resets, 1u);
    ASSERT_TRUE(pollUntil([&] { return led() == Rgb{90, 90, 90}; })) << "the light level came back";
    EXPECT_TRUE(client_.isConnected());
}

TEST_F(RigClientTest, PulledOutIsNoticedAndCommandsFailFast) {
    emulator_.reset();
    ASSERT_TRUE(pollUntil([&] { return sawEvent(RigEventKind::Disconnected); }));
    EXPECT_FALSE(client_.isConnected());
    const auto start = Clock::now();
    EXPECT_FALSE(client_.setLight(10));
    EXPECT_LT(Clock::now() - start, std::chrono::milliseconds(100)) << "no waiting on a rig that is gone";
}

TEST(RigClientPorts, AMissingPortIsAnErrorNamingIt) {
    RigClient client;
    const Status status = client.connect("/dev/carc-no-such-rig");
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().find("/dev/carc-no-such-rig"), std::string::npos);
    EXPECT_FALSE(client.isConnected());
}

}  // namespace
}  // namespace carc::rig
