#pragma once
// The app's and the CLI's handle on the rig (docs/firmware.md). Single-threaded and
// non-blocking except for commands, which wait for the rig's Ack (a few ms; at most
// attempts x ackTimeoutMs when the rig is gone). Call poll() regularly (e.g. every
// 20-50 ms from a QTimer): it reads button events, sends heartbeats, notices when the
// rig is pulled out and, with auto-connect, when one is plugged in.
#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/expected.hpp"
#include "firmware/core/frame.hpp"
#include "firmware/core/protocol.hpp"
#include "firmware/host/transport.hpp"

namespace carc::rig {

struct RigInfo {
    std::string port;
    int protocol = 0;
    int firmwareMajor = 0;
    int firmwareMinor = 0;
    int ledCount = 0;
    ResetCause resetCause = ResetCause::PowerOn;
};

enum class RigEventKind { Connected, Disconnected, Rebooted, ButtonPressed, ButtonReleased };

struct RigEvent {
    RigEventKind kind = RigEventKind::Connected;
    Button button = Button::TurnDone;  // for ButtonPressed / ButtonReleased
    std::string detail;                // port, or why the link was lost
};

const char* toString(RigEventKind kind);
const char* toString(Button button);
const char* toString(ResetCause cause);
std::optional<Pattern> patternFromName(const std::string& name);
std::optional<BeepPattern> beepFromName(const std::string& name);

struct RigClientOptions {
    int ackTimeoutMs = 150;  // per attempt
    int attempts = 4;        // ack timeouts of one command before the rig counts as gone
                             // (a BadFrame Nak resends at once, within that time)
    int heartbeatMs = 500;   // ping when nothing else was sent for this long
    int rescanMs = 2000;     // auto-connect: look for a rig this often
    int baud = 115200;
};

struct RigClientStats {
    unsigned commands = 0;
    unsigned retries = 0;
    unsigned naks = 0;
    unsigned badFrames = 0;
    unsigned duplicateEvents = 0;
};

class RigClient {
public:
    explicit RigClient(RigClientOptions options = {});

    // Opens the serial port and says hello. The error says which port and why.
    Status connect(const std::string& port);
    // Same over any transport (tests, emulators).
    Status attach(std::unique_ptr<Transport> transport);
    void disconnect();
    bool isConnected() const { return transport_ != nullptr; }
    const RigInfo& info() const { return info_; }

    // When on, poll() tries candidatePorts() (and the last port) while disconnected.
    void setAutoConnect(bool on) { autoConnect_ = on; }

    Status ping();
    Status setLight(std::uint8_t level);
    Status setPattern(Pattern pattern, Rgb colour, std::uint16_t periodMs = 1000);
    Status beep(BeepPattern pattern);

    // Test only (see docs/firmware.md): press a button in the firmware's debouncer /
    // make the firmware's main loop hang so its watchdog resets it.
    Status debugPress(Button button, std::uint16_t holdMs = 100);
    Status debugHang();
    // Test only: writes raw bytes (garbage, truncated frames) to the rig.
    Status sendRaw(const std::vector<std::uint8_t>& bytes);

    // Reads what the rig sent for up to `timeoutMs`, keeps the link alive, and returns
    // the events since the last call. After a Rebooted event the client has already
    // said hello again and restored the light level and pattern.
    std::vector<RigEvent> poll(int timeoutMs = 0);

    const RigClientStats& stats() const { return stats_; }

    // Serial devices a rig may be on: $CARC_RIG_PORT first, then /dev/serial/by-id/*,
    // /dev/ttyACM*, /dev/ttyUSB*, /dev/serial0.
    static std::vector<std::string> candidatePorts();

private:
    using Clock = std::chrono::steady_clock;

    Status command(MsgType type, const std::vector<std::uint8_t>& payload);
    Expected<Frame> request(MsgType type, const std::vector<std::uint8_t>& payload);
    Status hello();
    // Reads for up to timeoutMs; returns early once `waitSeq`'s answer is in `answer_`.
    void pump(int timeoutMs, std::optional<std::uint8_t> waitSeq);
    void dispatch(const Frame& frame);
    void lose(const std::string& why);
    void tryAutoConnect();
    Status restoreState();

    RigClientOptions options_;
    std::unique_ptr<Transport> transport_;
    RigInfo info_;
    FrameDecoder decoder_;
    std::uint8_t seq_ = 0;
    std::optional<Frame> answer_;       // reply to the command in flight
    bool resendNow_ = false;            // the rig could not read our last frame
    std::optional<std::uint8_t> lastEventSeq_;
    bool rebooted_ = false;
    std::deque<RigEvent> events_;
    RigClientStats stats_;
    Clock::time_point lastSent_{};

    bool autoConnect_ = false;
    std::string lastPort_;
    Clock::time_point lastScan_{};

    // What the app asked for, restored after the rig reboots.
    std::optional<std::uint8_t> light_;
    std::optional<std::vector<std::uint8_t>> pattern_;
};

}  // namespace carc::rig
