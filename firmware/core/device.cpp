#include "firmware/core/device.hpp"

namespace carc::rig {
namespace {

constexpr Rgb kWaitingColour{0, 0, 64};
constexpr std::uint16_t kWaitingPeriodMs = 2000;

}  // namespace

void Device::start() {
    const std::uint32_t now = hal_.nowMs();
    leds_.setPattern(Pattern::Waiting, kWaitingColour, kWaitingPeriodMs, now);
    const std::uint8_t cause = static_cast<std::uint8_t>(hal_.resetCause());
    send(makeFrame(MsgType::Boot, 0, &cause, 1));
    refreshLeds(now, true);
}

void Device::step() {
    hal_.kickWatchdog();
    const std::uint32_t now = hal_.nowMs();
    receive(now);
    if (hostAlive_ && now - lastHostFrameMs_ > kHostTimeoutMs) {
        hostAlive_ = false;
        leds_.setLight(0);
        leds_.setPattern(Pattern::Waiting, kWaitingColour, kWaitingPeriodMs, now);
    }
    pollButtons(now);
    sendEvents(now);
    const std::uint16_t tone = buzzer_.tone(now);
    if (tone != tone_) {
        tone_ = tone;
        hal_.setTone(tone);
    }
    refreshLeds(now, false);
}

void Device::receive(std::uint32_t now) {
    std::array<std::uint8_t, 64> bytes{};
    // Bounded per step so a flood cannot starve the rest of the loop.
    for (int chunk = 0; chunk < 4; ++chunk) {
        const std::size_t got = hal_.readSerial(bytes.data(), bytes.size());
        for (std::size_t i = 0; i < got; ++i) {
            switch (decoder_.push(bytes[i])) {
            case FrameDecoder::Result::Pending:
                break;
            case FrameDecoder::Result::Frame:
                ++stats_.framesOk;
                handle(decoder_.frame(), now);
                break;
            case FrameDecoder::Result::Error:
                ++stats_.framesBad;
                sendNak(0, NakReason::BadFrame, now);
                break;
            }
        }
        if (got < bytes.size()) return;
    }
}

void Device::handle(const Frame& frame, std::uint32_t now) {
    lastHostFrameMs_ = now;
    if (!hostAlive_) {
        hostAlive_ = true;
        leds_.setPattern(Pattern::Off, {}, 1000, now);
    }
    if (frame.type == MsgType::Ack) {
        // The host acknowledges the event in flight.
        if (eventCount_ > 0 && eventAttempts_ > 0 && frame.seq == eventSeq_) {
            eventHead_ = (eventHead_ + 1) % kEventQueue;
            --eventCount_;
            eventAttempts_ = 0;
        }
        return;
    }
    if (frame.type == MsgType::Nak) return;  // the host could not read an event: the retry resends it
    if (frame.type == MsgType::Hello) haveHostSeq_ = false;
    // A repeated seq is a retry after a lost Ack: acknowledge again, do not run twice.
    if (haveHostSeq_ && frame.seq == lastHostSeq_ && frame.type != MsgType::Hello) {
        send(makeFrame(MsgType::Ack, frame.seq));
        return;
    }
    if (!execute(frame, now)) return;
    haveHostSeq_ = true;
    lastHostSeq_ = frame.seq;
}

bool Device::execute(const Frame& frame, std::uint32_t now) {
    switch (frame.type) {
    case MsgType::Hello: {
        if (frame.length < 1) break;
        if (frame.at(0) != kProtocolVersion) {
            sendNak(frame.seq, NakReason::VersionMismatch, now);
            return false;
        }
        const std::uint8_t reply[] = {kProtocolVersion, kFirmwareMajor, kFirmwareMinor,
                                      static_cast<std::uint8_t>(kLedCount),
                                      static_cast<std::uint8_t>(hal_.resetCause())};
        send(makeFrame(MsgType::HelloReply, frame.seq, reply, sizeof reply));
        return true;
    }
    case MsgType::Ping:
        send(makeFrame(MsgType::Ack, frame.seq));
        return true;
    case MsgType::SetLight:
        if (frame.length != 1) break;
        leds_.setLight(frame.at(0));
        refreshLeds(now, true);
        send(makeFrame(MsgType::Ack, frame.seq));
        return true;
    case MsgType::SetPattern:
        if (frame.length != 6 || frame.at(0) >= kPatternCount) break;
        leds_.setPattern(static_cast<Pattern>(frame.at(0)), {frame.at(1), frame.at(2), frame.at(3)}, frame.u16At(4),
                         now);
        refreshLeds(now, true);
        send(makeFrame(MsgType::Ack, frame.seq));
        return true;
    case MsgType::Beep:
        if (frame.length != 1 || frame.at(0) >= kBeepPatternCount) break;
        buzzer_.start(static_cast<BeepPattern>(frame.at(0)), now);
        send(makeFrame(MsgType::Ack, frame.seq));
        return true;
    case MsgType::DebugPress:
        if (frame.length != 3 || frame.at(0) >= kButtonCount) break;
        buttons_.inject(static_cast<Button>(frame.at(0)), now, frame.u16At(1));
        send(makeFrame(MsgType::Ack, frame.seq));
        return true;
    case MsgType::DebugHang:
        send(makeFrame(MsgType::Ack, frame.seq));
        hal_.hang();
        return true;
    default:
        sendNak(frame.seq, NakReason::UnknownCommand, now);
        return false;
    }
    sendNak(frame.seq, NakReason::BadPayload, now);
    return false;
}

void Device::pollButtons(std::uint32_t now) {
    const std::uint8_t changed = buttons_.update(now, hal_.readButtons());
    for (std::uint8_t b = 0; b < kButtonCount; ++b) {
        if (!(changed & (1u << b))) continue;
        if (eventCount_ == kEventQueue) {
            // The host has not been reading for a while: keep the older, unsent presses.
            ++stats_.eventsDropped;
            continue;
        }
        events_[(eventHead_ + eventCount_) % kEventQueue] = {static_cast<Button>(b),
                                                             (buttons_.state() & (1u << b)) != 0};
        ++eventCount_;
    }
}

void Device::sendEvents(std::uint32_t now) {
    if (eventCount_ == 0) return;
    if (eventAttempts_ > 0 && now - eventSentMs_ < kEventRetryMs) return;
    if (eventAttempts_ >= kEventAttempts) {
        ++stats_.eventsDropped;
        eventHead_ = (eventHead_ + 1) % kEventQueue;
        --eventCount_;
        eventAttempts_ = 0;
        if (eventCount_ == 0) return;
    }
    if (eventAttempts_ == 0) ++eventSeq_;
    const ButtonEvent& event = events_[eventHead_];
    const std::uint8_t payload[] = {static_cast<std::uint8_t>(event.button), static_cast<std::uint8_t>(event.pressed)};
    send(makeFrame(MsgType::Button, eventSeq_, payload, sizeof payload));
    eventSentMs_ = now;
    ++eventAttempts_;
}

void Device::send(const Frame& frame) {
    std::array<std::uint8_t, kMaxWireFrame> wire{};
    const std::size_t size = encodeFrame(frame, wire);
    hal_.writeSerial(wire.data(), size);
}

void Device::sendNak(std::uint8_t seq, NakReason reason, std::uint32_t now) {
    ++stats_.naks;
    if (nakSent_ && now - lastNakMs_ < kNakGapMs) return;
    nakSent_ = true;
    lastNakMs_ = now;
    const std::uint8_t payload = static_cast<std::uint8_t>(reason);
    send(makeFrame(MsgType::Nak, seq, &payload, 1));
}

void Device::refreshLeds(std::uint32_t now, bool force) {
    if (!force && now - ledsShownMs_ < kLedRefreshMs) return;
    ledsShownMs_ = now;
    const LedFrame frame = leds_.render(now);
    hal_.showLeds(frame.data(), frame.size());
}

}  // namespace carc::rig
