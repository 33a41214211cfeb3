// The ARM image itself, booted on QEMU's netduinoplus2 and driven through its
// emulated USART1 with the host library (RigClient): boot and hello, light, patterns,
// beeps, a simulated button press, garbage on the line, and a hang ended by the
// watchdog. They skip, saying why, without qemu-system-arm or the image.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <random>

#include <unistd.h>

#include "firmware/core/frame.hpp"
#include "firmware/host/rig_client.hpp"
#include "tests/firmware/qemu_rig.hpp"

namespace carc::rig {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

// Boot and acks get plenty of time: a loaded 2-core machine runs two QEMUs and a build.
constexpr auto kBootTimeout = 20s;
RigClientOptions patientOptions() {
    RigClientOptions options;
    options.ackTimeoutMs = 1000;
    options.attempts = 5;
    return options;
}

class QemuRigTest : public ::testing::Test {
protected:
    void SetUp() override {
        const std::string qemu = CARC_QEMU_SYSTEM_ARM;
        const std::string elf = CARC_RIG_FIRMWARE_ELF;
        if (qemu.empty() || ::access(qemu.c_str(), X_OK) != 0)
            GTEST_SKIP() << "qemu-system-arm not found (Debian: apt-get install qemu-system-arm), the image is not run";
        if (elf.empty() || !std::filesystem::exists(elf))
            GTEST_SKIP() << "no rig image" << (elf.empty() ? "" : " at " + elf)
                         << ": it is built when arm-none-eabi-g++ is installed (scripts/packages/firmware.txt)";
        auto rig = test::QemuRig::boot(qemu, elf, kBootTimeout);
        ASSERT_TRUE(rig) << rig.error();
        rig_ = std::move(*rig);
        serial_ = rig_->takeSerial();
    }

    // The first frame the firmware sends, read straight off the line.
    std::optional<Frame> firstFrame() {
        FrameDecoder decoder;
        std::array<std::uint8_t, 64> bytes{};
        const auto deadline = Clock::now() + kBootTimeout;
        while (Clock::now() < deadline) {
            auto got = serial_->read(bytes.data(), bytes.size(), 100);
            if (!got) return std::nullopt;
            for (std::size_t i = 0; i < *got; ++i)
                if (decoder.push(bytes[i]) == FrameDecoder::Result::Frame) return decoder.frame();
        }
        return std::nullopt;
    }

    void attach() { ASSERT_TRUE(client_.attach(std::move(serial_))) << "QEMU said:\n" << rig_->log(); }

    // Polls until `done()` or `limit` passes; events are kept in events_.
    template <class Done>
    bool pollUntil(Done done, std::chrono::milliseconds limit = 10s) {
        const auto deadline = Clock::now() + limit;
        while (!done() && Clock::now() < deadline)
            for (RigEvent& e : client_.poll(20)) events_.push_back(std::move(e));
        return done();
    }
    std::size_t count(RigEventKind kind, Button button) const {
        return static_cast<std::size_t>(std::count_if(events_.begin(), events_.end(), [&](const RigEvent& e) {
            return e.kind == kind && e.button == button;
        }));
    }
    const RigEvent* find(RigEventKind kind) const {
        const auto it = std::find_if(events_.begin(), events_.end(), [&](const RigEvent& e) { return e.kind == kind; });
        return it == events_.end() ? nullptr : &*it;
    }

    std::unique_ptr<test::QemuRig> rig_;
    std::unique_ptr<Transport> serial_;
    RigClient client_{patientOptions()};
    std::vector<RigEvent> events_;
};

TEST_F(QemuRigTest, BootsAndAnswersHello) {
    const auto boot = firstFrame();
    ASSERT_TRUE(boot) << "nothing from the firmware; QEMU said:\n" << rig_->log();
    EXPECT_EQ(boot->type, MsgType::Boot);
    EXPECT_EQ(boot->at(0), static_cast<std::uint8_t>(ResetCause::PowerOn));
    attach();
    const RigInfo& info = client_.info();
    EXPECT_EQ(info.protocol, kProtocolVersion);
    EXPECT_EQ(info.firmwareMajor, kFirmwareMajor);
    EXPECT_EQ(info.firmwareMinor, kFirmwareMinor);
    EXPECT_EQ(info.ledCount, 16);
    EXPECT_EQ(info.resetCause, ResetCause::PowerOn);
}

TEST_F(QemuRigTest, LightPatternsAndBeepsAreAckedAndBadArgumentsRefused) {
    attach();
    // A hello sent while the firmware was still setting up its UART can arrive cut
    // short; the rig Naks that damaged frame (seq 0) before it answers the resent
    // hello, so such Naks are counted by the time attach() returns.
    const unsigned naksAtAttach = client_.stats().naks;
    EXPECT_TRUE(client_.setLight(96));
    EXPECT_TRUE(client_.setPattern(Pattern::Solid, {200, 0, 0}));
    EXPECT_TRUE(client_.setPattern(Pattern::Flash, {0, 200, 0}));
    EXPECT_TRUE(client_.setPattern(Pattern::Pulse, {0, 0, 200}, 1500));
    EXPECT_TRUE(client_.setPattern(Pattern::Spin, {200, 200, 0}, 800));
    for (std::uint8_t b = 0; b < kBeepPatternCount; ++b)
        EXPECT_TRUE(client_.beep(static_cast<BeepPattern>(b))) << int(b);
    EXPECT_TRUE(client_.ping());
    EXPECT_EQ(client_.stats().naks, naksAtAttach) << "no valid command was refused";

    const Status pattern = client_.setPattern(static_cast<Pattern>(42), {1, 2, 3});
    ASSERT_FALSE(pattern);
    EXPECT_NE(pattern.error().find("bad command arguments"), std::string::npos) << pattern.error();
    const Status beep = client_.beep(static_cast<BeepPattern>(9));
    ASSERT_FALSE(beep);
    EXPECT_NE(beep.error().find("bad command arguments"), std::string::npos) << beep.error();
    EXPECT_TRUE(client_.ping()) << "still answering";
}

TEST_F(QemuRigTest, ASimulatedPressArrivesAsButtonEvents) {
    attach();
    ASSERT_TRUE(client_.debugPress(Button::TurnDone, 100));
    ASSERT_TRUE(pollUntil([&] { return count(RigEventKind::ButtonReleased, Button::TurnDone) > 0; }));
    ASSERT_TRUE(client_.debugPress(Button::Undo, 50));
    ASSERT_TRUE(pollUntil([&] { return count(RigEventKind::ButtonReleased, Button::Undo) > 0; }));
    pollUntil([] { return false; }, 1200ms);  // time for any resend to show up
    EXPECT_EQ(count(RigEventKind::ButtonPressed, Button::TurnDone), 1u);
    EXPECT_EQ(count(RigEventKind::ButtonPressed, Button::Undo), 1u);
    EXPECT_EQ(count(RigEventKind::ButtonReleased, Button::TurnDone), 1u);
}

TEST_F(QemuRigTest, GarbageIsNakkedAndTheRigStillAnswers) {
    attach();
    std::vector<std::uint8_t> garbage = {0x13, 0x37, 0x00, 0x05, 0x01, 0x00};  // bad COBS
    garbage.insert(garbage.end(), 200, 0x42);                                  // oversize
    garbage.push_back(0x00);
    garbage.insert(garbage.end(), {0x03, 0x02, 0x07, 0x00});  // a Ping with no CRC
    const unsigned naksAtAttach = client_.stats().naks;  // a cut-short hello at boot may have one
    ASSERT_TRUE(client_.sendRaw(garbage));
    ASSERT_TRUE(pollUntil([&] { return client_.stats().naks > naksAtAttach; }, 5s)) << "the rig reports damaged frames";
    EXPECT_TRUE(client_.ping());

    // A burst of noise far larger than the firmware's receive buffer.
    std::mt19937 rng(9);
    std::vector<std::uint8_t> noise(4096);
    for (auto& b : noise) b = static_cast<std::uint8_t>(rng());
    ASSERT_TRUE(client_.sendRaw(noise));
    const Status light = client_.setLight(40);
    EXPECT_TRUE(light) << "answers again once the noise is through: " << (light ? "" : light.error());
    EXPECT_TRUE(client_.ping());
    EXPECT_TRUE(client_.isConnected());
}

TEST_F(QemuRigTest, AHangIsEndedByAWatchdogReset) {
    attach();
    ASSERT_TRUE(client_.setLight(50));
    pollUntil([] { return false; }, 200ms);
    EXPECT_EQ(find(RigEventKind::Rebooted), nullptr) << "the Boot before our hello is no reboot to report";
    ASSERT_TRUE(client_.debugHang()) << "acked before the loop stops";
    const auto hungAt = Clock::now();
    ASSERT_TRUE(pollUntil([&] { return find(RigEventKind::Rebooted) != nullptr; }, 15s))
        << "no Boot frame after the hang; QEMU said:\n" << rig_->log();
    const auto after = Clock::now() - hungAt;
    EXPECT_EQ(find(RigEventKind::Rebooted)->detail, "watchdog");
    EXPECT_EQ(client_.info().resetCause, ResetCause::Watchdog) << "hello after the reset says so too";
    EXPECT_GE(after, 300ms) << "reset by the watchdog's timeout, not at once";
    EXPECT_TRUE(client_.isConnected());
    EXPECT_TRUE(client_.ping()) << "the rebooted firmware answers";
}

}  // namespace
}  // namespace carc::rig
