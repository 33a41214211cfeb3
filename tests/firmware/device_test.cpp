// The firmware's Device on a fake board: hello and versions, ack/nak with sequence
// numbers, retries, floods, the host going quiet, button events until acknowledged,
// and the debug commands the QEMU tests rely on.
#include <gtest/gtest.h>

#include <algorithm>

#include "firmware/core/buzzer.hpp"
#include "firmware/core/device.hpp"
#include "tests/firmware/fake_hal.hpp"
#include "tests/firmware/wire.hpp"

namespace carc::rig {
namespace {

using test::FakeHal;
using test::payloadOf;
using test::runFor;
using test::wireBytes;
using Bytes = std::vector<std::uint8_t>;

constexpr std::uint8_t u8(auto value) { return static_cast<std::uint8_t>(value); }

std::size_t countType(const std::vector<Frame>& frames, MsgType type) {
    return static_cast<std::size_t>(
        std::count_if(frames.begin(), frames.end(), [type](const Frame& f) { return f.type == type; }));
}

class DeviceTest : public ::testing::Test {
protected:
    void SetUp() override {
        hal_.now = 1000;
        device_.start();
        boot_ = hal_.sent();
    }

    // The host sends one frame; the device runs `ms` steps; what it sent comes back.
    std::vector<Frame> exchange(MsgType type, std::uint8_t seq, const Bytes& payload = {}, std::uint32_t ms = 1) {
        hal_.receive(wireBytes(type, seq, payload));
        runFor(device_, hal_, ms);
        return hal_.sent();
    }
    void expectAck(const std::vector<Frame>& frames, std::uint8_t seq) {
        ASSERT_EQ(frames.size(), 1u);
        EXPECT_EQ(frames[0].type, MsgType::Ack);
        EXPECT_EQ(frames[0].seq, seq);
        EXPECT_EQ(frames[0].length, 0);
    }
    void expectNak(const std::vector<Frame>& frames, std::uint8_t seq, NakReason reason) {
        ASSERT_EQ(frames.size(), 1u);
        EXPECT_EQ(frames[0].type, MsgType::Nak);
        EXPECT_EQ(frames[0].seq, seq);
        EXPECT_EQ(payloadOf(frames[0]), Bytes{u8(reason)});
    }
    // Enough time for the one-Nak-per-gap limit to let the next Nak out.
    void pauseForNaks() { runFor(device_, hal_, Device::kNakGapMs + 1); }
    bool allLeds(Rgb colour) const {
        return std::all_of(hal_.leds.begin(), hal_.leds.end(), [&](Rgb p) { return p == colour; });
    }

    FakeHal hal_;
    Device device_{hal_};
    std::vector<Frame> boot_;
};

TEST(DeviceBoot, SaysWhyItResetAndWaitsForAHost) {
    FakeHal hal;
    hal.cause = ResetCause::Watchdog;
    Device device(hal);
    device.start();
    const auto frames = hal.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0].type, MsgType::Boot);
    EXPECT_EQ(payloadOf(frames[0]), Bytes{u8(ResetCause::Watchdog)});
    EXPECT_EQ(device.leds().pattern(0), Pattern::Waiting);
    EXPECT_FALSE(device.hostAlive());
    EXPECT_GE(hal.ledShows, 1u) << "the ring is lit at once";
    EXPECT_TRUE(std::any_of(hal.leds.begin(), hal.leds.end(), [](Rgb p) { return p.b > 0 && p.r == 0; }))
        << "a blue Waiting spin";
}

TEST_F(DeviceTest, HelloAnswersWithVersionsLedsAndResetCause) {
    ASSERT_EQ(boot_.size(), 1u);
    const auto frames = exchange(MsgType::Hello, 7, {kProtocolVersion});
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0].type, MsgType::HelloReply);
    EXPECT_EQ(frames[0].seq, 7);
    EXPECT_EQ(payloadOf(frames[0]),
              (Bytes{kProtocolVersion, kFirmwareMajor, kFirmwareMinor, u8(kLedCount), u8(ResetCause::PowerOn)}));
    EXPECT_TRUE(device_.hostAlive());
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Off) << "a host is here: no more Waiting";
}

TEST_F(DeviceTest, HelloOfAnotherProtocolVersionIsRefused) {
    expectNak(exchange(MsgType::Hello, 8, {u8(kProtocolVersion + 1)}), 8, NakReason::VersionMismatch);
    pauseForNaks();
    expectNak(exchange(MsgType::Hello, 9, {}), 9, NakReason::BadPayload);
}

TEST_F(DeviceTest, CommandsAreAckedWithTheirSeqAndCarriedOut) {
    expectAck(exchange(MsgType::SetLight, 3, {77}), 3);
    EXPECT_EQ(device_.leds().light(), 77);
    EXPECT_TRUE(allLeds({77, 77, 77})) << "shown at once, not at the next refresh";

    expectAck(exchange(MsgType::SetPattern, 4, {u8(Pattern::Solid), 150, 0, 0, 0x03, 0xE8}), 4);
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Solid);
    EXPECT_TRUE(allLeds({227, 77, 77})) << "the colour with the white light added";

    expectAck(exchange(MsgType::Ping, 5), 5);
}

TEST_F(DeviceTest, AFlashRunsThenTheRingGoesBack) {
    exchange(MsgType::SetPattern, 1, {u8(Pattern::Solid), 0, 0, 200, 0x03, 0xE8});
    expectAck(exchange(MsgType::SetPattern, 2, {u8(Pattern::Flash), 0, 200, 0, 0x03, 0xE8}), 2);
    EXPECT_TRUE(allLeds({0, 200, 0})) << "green flash";
    runFor(device_, hal_, LedRing::kFlashOnMs * 2 * LedRing::kFlashCount + Device::kLedRefreshMs);
    EXPECT_TRUE(allLeds({0, 0, 200})) << "back to blue";
}

TEST_F(DeviceTest, BeepPlaysItsMelody) {
    expectAck(exchange(MsgType::Beep, 6, {u8(BeepPattern::Confirm)}), 6);
    EXPECT_EQ(hal_.tone, 1320);
    runFor(device_, hal_, Buzzer::durationMs(BeepPattern::Confirm));
    EXPECT_EQ(hal_.tone, 0) << "and stops";
}

TEST_F(DeviceTest, ARepeatedSeqIsAckedAgainButNotRunAgain) {
    expectAck(exchange(MsgType::Beep, 9, {u8(BeepPattern::Click)}), 9);
    EXPECT_EQ(hal_.tone, 4000);
    runFor(device_, hal_, 100);
    ASSERT_EQ(hal_.tone, 0);
    // The host lost our Ack and sends the same frame again.
    expectAck(exchange(MsgType::Beep, 9, {u8(BeepPattern::Click)}), 9);
    EXPECT_EQ(hal_.tone, 0) << "the click must not sound twice";
    expectAck(exchange(MsgType::Beep, 10, {u8(BeepPattern::Click)}), 10);
    EXPECT_EQ(hal_.tone, 4000) << "a new seq is a new command";
}

TEST_F(DeviceTest, HelloStartsTheNumberingAfresh) {
    exchange(MsgType::Beep, 4, {u8(BeepPattern::Click)}, 100);
    exchange(MsgType::Hello, 3, {kProtocolVersion});  // a restarted host
    expectAck(exchange(MsgType::Beep, 4, {u8(BeepPattern::Click)}), 4);
    EXPECT_EQ(hal_.tone, 4000) << "seq 4 after a hello is new, not a repeat";
}

TEST_F(DeviceTest, UnknownCommandsAreNakked) {
    expectNak(exchange(static_cast<MsgType>(0x55), 12), 12, NakReason::UnknownCommand);
    pauseForNaks();
    // Device-to-host types are not commands either.
    expectNak(exchange(MsgType::HelloReply, 13, {1, 1, 0, 16, 0}), 13, NakReason::UnknownCommand);
    pauseForNaks();
    expectNak(exchange(MsgType::Button, 14, {0, 1}), 14, NakReason::UnknownCommand);
    EXPECT_EQ(device_.stats().naks, 3u);
}

TEST_F(DeviceTest, BadPayloadsAreNakkedAndChangeNothing) {
    const std::vector<std::pair<MsgType, Bytes>> bad = {
        {MsgType::SetLight, {}},
        {MsgType::SetLight, {1, 2}},
        {MsgType::SetPattern, {u8(Pattern::Solid), 1, 2}},
        {MsgType::SetPattern, {kPatternCount, 1, 2, 3, 0, 100}},
        {MsgType::Beep, {}},
        {MsgType::Beep, {kBeepPatternCount}},
        {MsgType::DebugPress, {kButtonCount, 0, 100}},
        {MsgType::DebugPress, {0}},
    };
    std::uint8_t seq = 20;
    for (const auto& [type, payload] : bad) {
        SCOPED_TRACE(testing::Message() << "type " << int(type) << " payload size " << payload.size());
        expectNak(exchange(type, seq, payload), seq, NakReason::BadPayload);
        ++seq;
        pauseForNaks();
    }
    runFor(device_, hal_, 100);
    EXPECT_EQ(device_.leds().light(), 0);
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Off);
    EXPECT_EQ(hal_.tone, 0);
    EXPECT_TRUE(hal_.sent().empty()) << "no button event from a refused DebugPress";
}

TEST_F(DeviceTest, ARefusedCommandSentAgainIsRefusedAgain) {
    expectNak(exchange(MsgType::Beep, 30, {9}), 30, NakReason::BadPayload);
    pauseForNaks();
    SCOPED_TRACE("sent again: not mistaken for the retry of a command carried out");
    expectNak(exchange(MsgType::Beep, 30, {9}), 30, NakReason::BadPayload);
}

TEST_F(DeviceTest, ADamagedFrameIsNakkedWithSeqZero) {
    Bytes wire = wireBytes(MsgType::SetLight, 40, {99});
    wire[2] ^= 0x10;
    hal_.receive(wire);
    runFor(device_, hal_, 1);
    expectNak(hal_.sent(), 0, NakReason::BadFrame);
    EXPECT_EQ(device_.stats().framesBad, 1u);
    EXPECT_EQ(device_.leds().light(), 0);
}

TEST_F(DeviceTest, AFloodOfGarbageGetsBoundedNaksAndNeverStallsTheLoop) {
    constexpr std::size_t kBadFrames = 10000;
    for (std::size_t i = 0; i < kBadFrames; ++i) hal_.receive({0x13, 0x37, u8(i), 0x00});
    std::vector<Frame> sent;
    std::uint32_t steps = 0;
    const std::uint32_t start = hal_.now;
    while (!hal_.rx.empty()) {
        const std::size_t before = hal_.rx.size();
        const unsigned kicks = hal_.kicks;
        runFor(device_, hal_, 1);
        ++steps;
        ASSERT_LE(before - hal_.rx.size(), 256u) << "each step reads a bounded amount";
        ASSERT_EQ(hal_.kicks, kicks + 1) << "and still kicks the watchdog";
        ASSERT_LT(steps, 1000u);
        const auto frames = hal_.sent();
        sent.insert(sent.end(), frames.begin(), frames.end());
    }
    const std::uint32_t elapsed = hal_.now - start;
    EXPECT_EQ(device_.stats().framesBad, kBadFrames);
    EXPECT_EQ(device_.stats().naks, kBadFrames) << "every bad frame is counted";
    EXPECT_EQ(countType(sent, MsgType::Nak), sent.size());
    EXPECT_GE(sent.size(), 1u);
    EXPECT_LE(sent.size(), elapsed / Device::kNakGapMs + 1) << "but at most one Nak per gap goes out";
    expectAck(exchange(MsgType::Ping, 41, {}, 1), 41);
}

TEST_F(DeviceTest, AFloodOfUnknownCommandsIsRateLimitedToo) {
    for (int i = 0; i < 300; ++i) hal_.receive(wireBytes(static_cast<MsgType>(0x60), u8(i)));
    std::vector<Frame> sent;
    for (int ms = 0; ms < 100; ++ms) {
        runFor(device_, hal_, 1);
        const auto frames = hal_.sent();
        sent.insert(sent.end(), frames.begin(), frames.end());
    }
    EXPECT_TRUE(hal_.rx.empty());
    EXPECT_EQ(device_.stats().framesOk, 300u);
    EXPECT_LE(sent.size(), 100u / Device::kNakGapMs + 1);
}

TEST_F(DeviceTest, HostSilenceBringsBackTheWaitingPattern) {
    exchange(MsgType::Hello, 1, {kProtocolVersion});
    exchange(MsgType::SetLight, 2, {50});
    exchange(MsgType::SetPattern, 3, {u8(Pattern::Solid), 200, 0, 0, 0x03, 0xE8});
    runFor(device_, hal_, Device::kHostTimeoutMs - 10);
    EXPECT_TRUE(device_.hostAlive());
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Solid);
    runFor(device_, hal_, 20);
    EXPECT_FALSE(device_.hostAlive());
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Waiting);
    EXPECT_EQ(device_.leds().light(), 0) << "no host, no table to light";
    runFor(device_, hal_, Device::kLedRefreshMs);
    EXPECT_EQ(std::count(hal_.leds.begin(), hal_.leds.end(), Rgb{0, 0, 64}), 1) << "the blue spin";
    // The host comes back.
    expectAck(exchange(MsgType::Ping, 4), 4);
    EXPECT_TRUE(device_.hostAlive());
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Off);
}

TEST_F(DeviceTest, HeartbeatsKeepTheHostAlive) {
    exchange(MsgType::SetPattern, 1, {u8(Pattern::Solid), 200, 0, 0, 0x03, 0xE8});
    for (std::uint8_t seq = 2; seq < 12; ++seq) expectAck(exchange(MsgType::Ping, seq, {}, 1000), seq);
    EXPECT_TRUE(device_.hostAlive());
    EXPECT_EQ(device_.leds().pattern(hal_.now), Pattern::Solid);
}

// The millisecond clock wraps after 49.7 days of power: every time is compared by
// subtraction, so heartbeats, the host's silence and an event's resends keep their
// timing across the wrap.
TEST(DeviceClock, TheWrapAfter49DaysChangesNoTiming) {
    FakeHal hal;
    hal.now = 0xFFFFFFFFu - 1500;
    Device device(hal);
    device.start();
    (void)hal.sent();
    const auto send = [&](MsgType type, std::uint8_t seq, const Bytes& payload = {}) {
        hal.receive(wireBytes(type, seq, payload));
        runFor(device, hal, 1);
        return hal.sent();
    };
    send(MsgType::Hello, 1, {kProtocolVersion});
    for (std::uint8_t seq = 2; seq < 6; ++seq) {  // across the wrap
        ASSERT_EQ(countType(send(MsgType::Ping, seq), MsgType::Ack), 1u) << int(seq);
        runFor(device, hal, 999);
        EXPECT_TRUE(device.hostAlive()) << "a heartbeat a second: never silent, " << int(seq);
    }
    ASSERT_LT(hal.now, 0xFFFFFFFFu - 1500) << "the clock has wrapped";
    EXPECT_TRUE(device.hostAlive());
    runFor(device, hal, Device::kHostTimeoutMs - 1000 - 10);
    EXPECT_TRUE(device.hostAlive()) << "not silent long enough yet";
    runFor(device, hal, 20);
    EXPECT_FALSE(device.hostAlive());

    // A press just before the next wrap is resent on time after it.
    hal.now = 0xFFFFFFFFu - 50;
    send(MsgType::Hello, 6, {kProtocolVersion});
    hal.buttons = 1u << u8(Button::TurnDone);
    runFor(device, hal, 25);
    ASSERT_EQ(countType(hal.sent(), MsgType::Button), 1u);
    runFor(device, hal, Device::kEventRetryMs - 10);
    EXPECT_EQ(countType(hal.sent(), MsgType::Button), 0u) << "not before the retry time";
    runFor(device, hal, 20);
    EXPECT_EQ(countType(hal.sent(), MsgType::Button), 1u) << "resent across the wrap";
}

TEST_F(DeviceTest, AButtonEventIsResentUntilAcked) {
    hal_.buttons = 1u << u8(Button::TurnDone);
    runFor(device_, hal_, 25);
    auto frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0].type, MsgType::Button);
    EXPECT_EQ(payloadOf(frames[0]), (Bytes{u8(Button::TurnDone), 1}));
    const std::uint8_t seq = frames[0].seq;

    runFor(device_, hal_, Device::kEventRetryMs - 10);
    EXPECT_TRUE(hal_.sent().empty()) << "not before the retry time";
    runFor(device_, hal_, 20);
    frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u) << "resent";
    EXPECT_EQ(frames[0].seq, seq) << "with the same seq, so the host can spot the repeat";

    hal_.receive(wireBytes(MsgType::Ack, u8(seq + 5)));
    runFor(device_, hal_, Device::kEventRetryMs + 10);
    EXPECT_EQ(countType(hal_.sent(), MsgType::Button), 1u) << "an Ack for another seq settles nothing";

    hal_.receive(wireBytes(MsgType::Ack, seq));
    runFor(device_, hal_, 2000);
    EXPECT_TRUE(hal_.sent().empty()) << "acknowledged: no more resends";

    hal_.buttons = 0;
    runFor(device_, hal_, 25);
    frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(payloadOf(frames[0]), (Bytes{u8(Button::TurnDone), 0})) << "the release";
    EXPECT_EQ(frames[0].seq, u8(seq + 1));
    EXPECT_EQ(device_.stats().eventsDropped, 0u);
}

TEST_F(DeviceTest, AnUnackedEventIsDroppedAfterItsAttempts) {
    hal_.buttons = 1u << u8(Button::Undo);
    std::vector<std::uint32_t> sentAt;
    std::uint8_t seq = 0;
    for (int ms = 0; ms < 3000; ++ms) {
        runFor(device_, hal_, 1);
        for (const Frame& f : hal_.sent()) {
            ASSERT_EQ(f.type, MsgType::Button);
            if (sentAt.empty()) seq = f.seq;
            EXPECT_EQ(f.seq, seq);
            sentAt.push_back(hal_.now);
        }
    }
    ASSERT_EQ(sentAt.size(), Device::kEventAttempts);
    for (std::size_t i = 1; i < sentAt.size(); ++i) EXPECT_GE(sentAt[i] - sentAt[i - 1], Device::kEventRetryMs);
    EXPECT_EQ(device_.stats().eventsDropped, 1u);
    hal_.buttons = 0;
    runFor(device_, hal_, 25);
    const auto frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames[0].seq, u8(seq + 1)) << "the next event is sent with the next seq";
}

TEST_F(DeviceTest, ABouncingPressIsOneEvent) {
    for (int ms = 0; ms < 15; ++ms) {
        hal_.buttons = ms % 2 ? 1 : 0;
        runFor(device_, hal_, 1);
    }
    hal_.buttons = 1;
    runFor(device_, hal_, 100);
    const auto frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(payloadOf(frames[0]), (Bytes{0, 1}));
}

TEST_F(DeviceTest, DebugPressComesBackAsPressAndRelease) {
    expectAck(exchange(MsgType::DebugPress, 50, {u8(Button::Undo), 0, 100}), 50);
    runFor(device_, hal_, 30);
    auto frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(payloadOf(frames[0]), (Bytes{u8(Button::Undo), 1}));
    hal_.receive(wireBytes(MsgType::Ack, frames[0].seq));
    runFor(device_, hal_, 100);
    frames = hal_.sent();
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(payloadOf(frames[0]), (Bytes{u8(Button::Undo), 0}));
}

TEST_F(DeviceTest, TheWatchdogIsKickedOncePerStep) {
    const unsigned before = hal_.kicks;
    runFor(device_, hal_, 250);
    EXPECT_EQ(hal_.kicks, before + 250);
}

TEST_F(DeviceTest, DebugHangAcksThenStopsSoTheWatchdogBites) {
    runFor(device_, hal_, 5);
    hal_.receive(wireBytes(MsgType::DebugHang, 60));
    const unsigned kicks = hal_.kicks;
    EXPECT_THROW(device_.step(), FakeHal::Hung);
    EXPECT_TRUE(hal_.hung);
    expectAck(hal_.sent(), 60);  // the host learns the command arrived before the rig goes quiet
    EXPECT_EQ(hal_.kicks, kicks + 1) << "the step's own kick came first; nothing kicks after the hang";
}

TEST_F(DeviceTest, TheRingIsRefreshedAt50Hz) {
    const unsigned before = hal_.ledShows;
    runFor(device_, hal_, 1000);
    EXPECT_GE(hal_.ledShows - before, 45u);
    EXPECT_LE(hal_.ledShows - before, 51u);
}

}  // namespace
}  // namespace carc::rig
