#include "firmware/host/rig_client.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>

#include "firmware/host/serial_port.hpp"

namespace carc::rig {
namespace {

constexpr const char* kPatternNames[] = {"off", "solid", "spin", "pulse", "flash", "waiting"};
constexpr const char* kBeepNames[] = {"click", "confirm", "error", "attention"};

std::uint8_t hi(std::uint16_t v) { return static_cast<std::uint8_t>(v >> 8); }
std::uint8_t lo(std::uint16_t v) { return static_cast<std::uint8_t>(v & 0xFF); }

std::string nakText(std::uint8_t reason) {
    switch (static_cast<NakReason>(reason)) {
    case NakReason::BadFrame: return "frame damaged on the line";
    case NakReason::UnknownCommand: return "command unknown to the firmware";
    case NakReason::BadPayload: return "bad command arguments";
    case NakReason::VersionMismatch: return "protocol version mismatch";
    }
    return "reason " + std::to_string(reason);
}

}  // namespace

const char* toString(RigEventKind kind) {
    switch (kind) {
    case RigEventKind::Connected: return "connected";
    case RigEventKind::Disconnected: return "disconnected";
    case RigEventKind::Rebooted: return "rebooted";
    case RigEventKind::ButtonPressed: return "pressed";
    case RigEventKind::ButtonReleased: return "released";
    }
    return "?";
}

const char* toString(Button button) { return button == Button::TurnDone ? "turn-done" : "undo"; }

const char* toString(ResetCause cause) {
    switch (cause) {
    case ResetCause::PowerOn: return "power-on";
    case ResetCause::Watchdog: return "watchdog";
    case ResetCause::Software: return "software";
    case ResetCause::Other: return "other";
    }
    return "?";
}

std::optional<Pattern> patternFromName(const std::string& name) {
    for (std::uint8_t i = 0; i < kPatternCount; ++i)
        if (name == kPatternNames[i]) return static_cast<Pattern>(i);
    return std::nullopt;
}

std::optional<BeepPattern> beepFromName(const std::string& name) {
    for (std::uint8_t i = 0; i < kBeepPatternCount; ++i)
        if (name == kBeepNames[i]) return static_cast<BeepPattern>(i);
    return std::nullopt;
}

RigClient::RigClient(RigClientOptions options) : options_(options) {}

Status RigClient::connect(const std::string& port) {
    auto serial = SerialPort::open(port, options_.baud);
    if (!serial) return Error{serial.error()};
    lastPort_ = port;
    return attach(std::move(*serial));
}

Status RigClient::attach(std::unique_ptr<Transport> transport) {
    transport_ = std::move(transport);
    info_ = RigInfo{};
    info_.port = transport_->name();
    lastEventSeq_.reset();
    if (Status status = hello(); !status) {
        transport_.reset();  // never connected: no Disconnected event
        return status;
    }
    events_.push_back({RigEventKind::Connected, Button::TurnDone, info_.port});
    return {};
}

void RigClient::disconnect() { transport_.reset(); }

void RigClient::lose(const std::string& why) {
    if (!transport_) return;
    transport_.reset();
    events_.push_back({RigEventKind::Disconnected, Button::TurnDone, why});
}

Status RigClient::hello() {
    auto reply = request(MsgType::Hello, {kProtocolVersion});
    if (!reply) return Error{reply.error()};
    if (reply->type != MsgType::HelloReply || reply->length < 5)
        return Error{info_.port + ": hello: not a carc rig (unexpected reply)"};
    info_.protocol = reply->at(0);
    info_.firmwareMajor = reply->at(1);
    info_.firmwareMinor = reply->at(2);
    info_.ledCount = reply->at(3);
    info_.resetCause = static_cast<ResetCause>(reply->at(4));
    return {};
}

Expected<Frame> RigClient::request(MsgType type, const std::vector<std::uint8_t>& payload) {
    if (!transport_) return Error{"rig not connected"};
    ++stats_.commands;
    const Frame frame = makeFrame(type, ++seq_, payload.data(), payload.size());
    std::array<std::uint8_t, kMaxWireFrame + 1> wire{};
    std::array<std::uint8_t, kMaxWireFrame> encoded{};
    const std::size_t size = encodeFrame(frame, encoded);
    // A leading delimiter flushes any half frame the rig may hold from line noise.
    std::copy_n(encoded.begin(), size, wire.begin() + 1);
    answer_.reset();
    // The rig counts as gone after `attempts` ack timeouts without an answer: the frame
    // is sent again after each timeout. A BadFrame Nak (the rig saw a damaged frame,
    // maybe ours) resends at once but spends no attempt: a burst of line noise brings
    // many of them, and must not end the link.
    using std::chrono::milliseconds;
    const auto ackTimeout = milliseconds(options_.ackTimeoutMs);
    const auto deadline = Clock::now() + ackTimeout * options_.attempts;
    std::optional<Clock::time_point> sentAt;
    while (transport_) {
        const auto now = Clock::now();
        if (now >= deadline) break;
        if (!sentAt || resendNow_ || now - *sentAt >= ackTimeout) {
            if (sentAt) ++stats_.retries;
            resendNow_ = false;
            if (Status status = transport_->write(wire.data(), size + 1); !status) {
                lose(status.error());
                return Error{status.error()};
            }
            sentAt = lastSent_ = now;
        }
        const auto wait = std::min(*sentAt + ackTimeout, deadline) - now;
        pump(static_cast<int>(std::chrono::ceil<milliseconds>(wait).count()), frame.seq);
        if (!answer_) continue;
        const Frame answer = *answer_;
        answer_.reset();
        if (answer.type == MsgType::Nak)
            return Error{info_.port + ": rig refused the command: " + nakText(answer.at(0))};
        return answer;
    }
    const std::string why = info_.port + ": rig does not answer";
    lose(why);
    return Error{why};
}

Status RigClient::command(MsgType type, const std::vector<std::uint8_t>& payload) {
    auto reply = request(type, payload);
    if (!reply) return Error{reply.error()};
    return {};
}

void RigClient::pump(int timeoutMs, std::optional<std::uint8_t> waitSeq) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    std::array<std::uint8_t, 256> bytes{};
    while (transport_) {
        // Rounded up: a wait cut to 0 ms would spin instead of sleeping.
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
        auto got = transport_->read(bytes.data(), bytes.size(), static_cast<int>(std::max<long long>(left, 0)));
        if (!got) {
            lose(got.error());
            return;
        }
        for (std::size_t i = 0; i < *got; ++i) {
            const auto result = decoder_.push(bytes[i]);
            if (result == FrameDecoder::Result::Frame)
                dispatch(decoder_.frame());
            else if (result == FrameDecoder::Result::Error)
                ++stats_.badFrames;
        }
        if (waitSeq && (answer_ || resendNow_)) return;
        if (left <= 0) return;
    }
}

void RigClient::dispatch(const Frame& frame) {
    switch (frame.type) {
    case MsgType::Ack:
        if (frame.seq == seq_) answer_ = frame;  // older seqs: answers to retries already settled
        return;
    case MsgType::HelloReply:
        if (frame.seq != seq_) return;
        answer_ = frame;
        // A Boot read before this reply was a reset before our hello: the reply already
        // describes the fresh rig, there is nothing to report or restore.
        rebooted_ = false;
        return;
    case MsgType::Nak:
        ++stats_.naks;
        if (frame.at(0) == static_cast<std::uint8_t>(NakReason::BadFrame))
            resendNow_ = true;  // the rig saw a damaged frame, maybe ours
        else if (frame.seq == seq_)
            answer_ = frame;
        return;
    case MsgType::Boot:
        rebooted_ = true;
        info_.resetCause = static_cast<ResetCause>(frame.at(0));
        return;
    case MsgType::Button: {
        std::array<std::uint8_t, kMaxWireFrame> wire{};
        const std::size_t size = encodeFrame(makeFrame(MsgType::Ack, frame.seq), wire);
        if (transport_) (void)transport_->write(wire.data(), size);  // a lost Ack makes the rig resend
        if (lastEventSeq_ == frame.seq) {
            ++stats_.duplicateEvents;
            return;
        }
        lastEventSeq_ = frame.seq;
        const auto button = static_cast<Button>(frame.at(0));
        events_.push_back({frame.at(1) ? RigEventKind::ButtonPressed : RigEventKind::ButtonReleased, button, {}});
        return;
    }
    default:
        return;  // host-bound frames only; anything else is ignored
    }
}

Status RigClient::restoreState() {
    if (Status status = hello(); !status) return status;
    if (light_)
        if (Status status = command(MsgType::SetLight, {*light_}); !status) return status;
    if (pattern_)
        if (Status status = command(MsgType::SetPattern, *pattern_); !status) return status;
    return {};
}

std::vector<RigEvent> RigClient::poll(int timeoutMs) {
    if (transport_) {
        pump(timeoutMs, std::nullopt);
        if (transport_ && rebooted_) {
            rebooted_ = false;
            lastEventSeq_.reset();
            events_.push_back({RigEventKind::Rebooted, Button::TurnDone, toString(info_.resetCause)});
            (void)restoreState();  // a failure is reported as Disconnected
        }
        if (transport_ && Clock::now() - lastSent_ >= std::chrono::milliseconds(options_.heartbeatMs)) (void)ping();
    } else if (autoConnect_) {
        tryAutoConnect();
    }
    std::vector<RigEvent> out(events_.begin(), events_.end());
    events_.clear();
    return out;
}

void RigClient::tryAutoConnect() {
    const auto now = Clock::now();
    if (lastScan_ != Clock::time_point{} && now - lastScan_ < std::chrono::milliseconds(options_.rescanMs)) return;
    lastScan_ = now;
    std::vector<std::string> ports = candidatePorts();
    if (!lastPort_.empty() && std::find(ports.begin(), ports.end(), lastPort_) == ports.end())
        ports.insert(ports.begin(), lastPort_);
    for (const std::string& port : ports)
        if (connect(port)) return;
}

Status RigClient::ping() { return command(MsgType::Ping, {}); }

Status RigClient::setLight(std::uint8_t level) {
    Status status = command(MsgType::SetLight, {level});
    if (status) light_ = level;
    return status;
}

Status RigClient::setPattern(Pattern pattern, Rgb colour, std::uint16_t periodMs) {
    const std::vector<std::uint8_t> payload{static_cast<std::uint8_t>(pattern), colour.r, colour.g, colour.b,
                                            hi(periodMs), lo(periodMs)};
    Status status = command(MsgType::SetPattern, payload);
    if (status && pattern != Pattern::Flash) pattern_ = payload;  // a flash is over by the time we restore
    return status;
}

Status RigClient::beep(BeepPattern pattern) { return command(MsgType::Beep, {static_cast<std::uint8_t>(pattern)}); }

Status RigClient::debugPress(Button button, std::uint16_t holdMs) {
    return command(MsgType::DebugPress, {static_cast<std::uint8_t>(button), hi(holdMs), lo(holdMs)});
}

Status RigClient::debugHang() { return command(MsgType::DebugHang, {}); }

Status RigClient::sendRaw(const std::vector<std::uint8_t>& bytes) {
    if (!transport_) return Error{"rig not connected"};
    Status status = transport_->write(bytes.data(), bytes.size());
    if (!status) lose(status.error());
    return status;
}

std::vector<std::string> RigClient::candidatePorts() {
    namespace fs = std::filesystem;
    std::vector<std::string> ports;
    auto add = [&ports](const std::string& port) {
        if (std::find(ports.begin(), ports.end(), port) == ports.end()) ports.push_back(port);
    };
    if (const char* env = std::getenv("CARC_RIG_PORT"); env && *env) add(env);
    std::error_code ec;
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator("/dev/serial/by-id", ec)) found.push_back(entry.path().string());
    for (const auto& entry : fs::directory_iterator("/dev", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("ttyACM", 0) == 0 || name.rfind("ttyUSB", 0) == 0) found.push_back(entry.path().string());
    }
    std::sort(found.begin(), found.end());
    for (const std::string& port : found) add(port);
    if (fs::exists("/dev/serial0", ec)) add("/dev/serial0");
    return ports;
}

}  // namespace carc::rig
