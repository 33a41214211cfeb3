// RigClient's side of the protocol against a scripted rig: hello, retries with the
// same seq, BadFrame Naks, giving up on a silent rig, reboots, and button events
// acknowledged every time but reported once.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "firmware/host/rig_client.hpp"
#include "tests/firmware/scripted_rig.hpp"

namespace carc::rig {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;
using test::ScriptedRig;

Frame helloReply(std::uint8_t seq, ResetCause cause = ResetCause::PowerOn) {
    const std::uint8_t payload[] = {kProtocolVersion, kFirmwareMajor, kFirmwareMinor, 16, static_cast<std::uint8_t>(cause)};
    return makeFrame(MsgType::HelloReply, seq, payload, sizeof payload);
}
Frame nak(std::uint8_t seq, NakReason reason) {
    const auto payload = static_cast<std::uint8_t>(reason);
    return makeFrame(MsgType::Nak, seq, &payload, 1);
}
Frame boot(ResetCause cause) {
    const auto payload = static_cast<std::uint8_t>(cause);
    return makeFrame(MsgType::Boot, 0, &payload, 1);
}

class RigClientRules : public ::testing::Test {
protected:
    RigClientRules() {
        options_.ackTimeoutMs = 100;
        options_.attempts = 2;
        options_.heartbeatMs = 60000;  // no pings in the middle of the scripts
    }
    // Attaches a rig that answers hello, and other commands through `script` (an Ack
    // when there is none); the Connected event is taken.
    void attach(std::function<std::vector<Frame>(const Frame&)> script = {}) {
        auto rig = std::make_unique<ScriptedRig>();
        rig_ = rig.get();
        rig_->answer = [this, script](const Frame& f) -> std::vector<Frame> {
            if (f.type == MsgType::Hello) return {helloReply(f.seq)};
            if (f.type == MsgType::Ack) return {};
            if (script) return script(f);
            return {makeFrame(MsgType::Ack, f.seq)};
        };
        client_ = std::make_unique<RigClient>(options_);
        ASSERT_TRUE(client_->attach(std::move(rig)));
        const auto events = client_->poll(0);
        ASSERT_EQ(events.size(), 1u);
        EXPECT_EQ(events[0].kind, RigEventKind::Connected);
    }
    std::size_t sent(MsgType type) const {
        return static_cast<std::size_t>(std::count_if(rig_->received.begin(), rig_->received.end(),
                                                      [type](const Frame& f) { return f.type == type; }));
    }

    RigClientOptions options_;
    ScriptedRig* rig_ = nullptr;
    std::unique_ptr<RigClient> client_;
};

TEST_F(RigClientRules, HelloCarriesTheProtocolVersion) {
    attach();
    ASSERT_EQ(rig_->received.size(), 1u);
    EXPECT_EQ(rig_->received[0].type, MsgType::Hello);
    EXPECT_EQ(test::payloadOf(rig_->received[0]), std::vector<std::uint8_t>{kProtocolVersion});
}

TEST_F(RigClientRules, ANotherVersionIsRefusedAtHello) {
    auto rig = std::make_unique<ScriptedRig>();
    rig->answer = [](const Frame& f) { return std::vector<Frame>{nak(f.seq, NakReason::VersionMismatch)}; };
    RigClient client(options_);
    const Status status = client.attach(std::move(rig));
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().find("protocol version mismatch"), std::string::npos) << status.error();
    EXPECT_FALSE(client.isConnected());
}

TEST_F(RigClientRules, ALostAckIsRetriedWithTheSameSeq) {
    int calls = 0;
    attach([&](const Frame& f) -> std::vector<Frame> {
        if (++calls == 1) return {};  // the first Ack is lost
        return {makeFrame(MsgType::Ack, f.seq)};
    });
    ASSERT_TRUE(client_->setLight(10));
    ASSERT_EQ(sent(MsgType::SetLight), 2u);
    EXPECT_EQ(rig_->received[1].seq, rig_->received[2].seq) << "the rig can tell a retry from a new command";
    EXPECT_EQ(client_->stats().retries, 1u);
    ASSERT_TRUE(client_->setLight(11));
    EXPECT_NE(rig_->received[3].seq, rig_->received[2].seq) << "the next command has a new seq";
}

TEST_F(RigClientRules, BadFrameNaksResendAtOnceWithoutSpendingAttempts) {
    int calls = 0;
    attach([&](const Frame& f) -> std::vector<Frame> {
        // Line noise: the rig keeps seeing damaged frames before ours gets through.
        if (++calls <= 6) return {nak(0, NakReason::BadFrame)};
        return {makeFrame(MsgType::Ack, f.seq)};
    });
    const auto start = Clock::now();
    const Status status = client_->setLight(20);
    ASSERT_TRUE(status) << status.error();
    EXPECT_EQ(sent(MsgType::SetLight), 7u);
    EXPECT_LT(Clock::now() - start, 100ms) << "resent at once, not after an ack timeout";
    EXPECT_TRUE(client_->isConnected());
}

TEST_F(RigClientRules, ASilentRigIsGivenUpAfterItsAttempts) {
    int sends = 0;  // counted here: the client drops (and deletes) the rig when it gives up
    attach([&sends](const Frame&) {
        ++sends;
        return std::vector<Frame>{};
    });
    const auto start = Clock::now();
    const Status status = client_->setLight(30);
    const auto took = Clock::now() - start;
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().find("does not answer"), std::string::npos) << status.error();
    EXPECT_EQ(sends, 2);
    EXPECT_GE(took, 190ms);
    EXPECT_LT(took, 600ms) << "not much past attempts x timeout";
    EXPECT_FALSE(client_->isConnected());
    const auto events = client_->poll(0);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back().kind, RigEventKind::Disconnected);
}

TEST_F(RigClientRules, ABootBeforeTheHelloReplyIsNoReboot) {
    auto rig = std::make_unique<ScriptedRig>();
    rig->answer = [](const Frame& f) { return std::vector<Frame>{boot(ResetCause::PowerOn), helloReply(f.seq)}; };
    RigClient client(options_);
    ASSERT_TRUE(client.attach(std::move(rig)));
    const auto events = client.poll(0);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RigEventKind::Connected);
}

TEST_F(RigClientRules, ABootLaterIsARebootAndTheStateIsRestored) {
    attach();
    ASSERT_TRUE(client_->setLight(40));
    ASSERT_TRUE(client_->setPattern(Pattern::Solid, {1, 2, 3}));
    rig_->received.clear();
    rig_->push(boot(ResetCause::Watchdog));
    const auto events = client_->poll(10);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RigEventKind::Rebooted);
    EXPECT_EQ(events[0].detail, "watchdog");
    ASSERT_EQ(rig_->received.size(), 3u) << "hello, light, pattern";
    EXPECT_EQ(rig_->received[0].type, MsgType::Hello);
    EXPECT_EQ(rig_->received[1].type, MsgType::SetLight);
    EXPECT_EQ(rig_->received[1].at(0), 40);
    EXPECT_EQ(rig_->received[2].type, MsgType::SetPattern);
}

TEST_F(RigClientRules, AButtonEventIsAckedEveryTimeButReportedOnce) {
    attach();
    const std::uint8_t press[] = {static_cast<std::uint8_t>(Button::Undo), 1};
    rig_->push(makeFrame(MsgType::Button, 5, press, 2));
    rig_->push(makeFrame(MsgType::Button, 5, press, 2));  // our Ack was lost: the rig resends
    const auto events = client_->poll(10);
    ASSERT_EQ(std::count_if(events.begin(), events.end(), [](const RigEvent& e) { return e.kind == RigEventKind::ButtonPressed; }), 1);
    EXPECT_EQ(events.back().button, Button::Undo);
    ASSERT_EQ(sent(MsgType::Ack), 2u);
    EXPECT_EQ(rig_->received.back().seq, 5);
    EXPECT_EQ(client_->stats().duplicateEvents, 1u);
}

TEST_F(RigClientRules, QuietLinksGetAHeartbeat) {
    options_.heartbeatMs = 50;
    attach();
    client_->poll(0);
    rig_->received.clear();
    const auto end = Clock::now() + 300ms;
    while (Clock::now() < end) client_->poll(10);
    EXPECT_GE(sent(MsgType::Ping), 3u);
    EXPECT_LE(sent(MsgType::Ping), 7u);
}

}  // namespace
}  // namespace carc::rig
