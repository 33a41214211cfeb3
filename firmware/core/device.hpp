#pragma once
// The firmware's protocol state machine and main-loop step, independent of the board:
// decodes host frames, answers Ack/Nak/HelloReply, drives the LED ring, buzzer and
// buttons through a Hal, sends button events until the host acknowledges them, and
// falls back to the Waiting pattern when the host goes quiet.
#include <array>
#include <cstdint>

#include "firmware/core/buzzer.hpp"
#include "firmware/core/debouncer.hpp"
#include "firmware/core/frame.hpp"
#include "firmware/core/hal.hpp"
#include "firmware/core/led_ring.hpp"

namespace carc::rig {

struct DeviceStats {
    std::uint32_t framesOk = 0;
    std::uint32_t framesBad = 0;
    std::uint32_t naks = 0;
    std::uint32_t eventsDropped = 0;
};

class Device {
public:
    static constexpr std::uint32_t kHostTimeoutMs = 3000;   // no frame for this long: host gone
    static constexpr std::uint32_t kEventRetryMs = 200;     // resend an unacknowledged event
    static constexpr std::uint32_t kEventAttempts = 5;      // then drop it
    static constexpr std::uint32_t kNakGapMs = 5;           // at most one Nak per gap (floods)
    static constexpr std::uint32_t kLedRefreshMs = 20;      // 50 Hz ring refresh
    static constexpr std::size_t kEventQueue = 8;

    explicit Device(Hal& hal) : hal_(hal) {}

    // Sends Boot and shows the Waiting pattern; call once after reset.
    void start();
    // One main-loop iteration: serial in, buttons, events out, buzzer, LEDs, watchdog.
    void step();

    const LedRing& leds() const { return leds_; }
    const DeviceStats& stats() const { return stats_; }
    bool hostAlive() const { return hostAlive_; }

private:
    void receive(std::uint32_t now);
    void handle(const Frame& frame, std::uint32_t now);
    bool execute(const Frame& frame, std::uint32_t now);  // false: Nak already sent
    void pollButtons(std::uint32_t now);
    void sendEvents(std::uint32_t now);
    void send(const Frame& frame);
    void sendNak(std::uint8_t seq, NakReason reason, std::uint32_t now);
    void refreshLeds(std::uint32_t now, bool force);

    Hal& hal_;
    FrameDecoder decoder_;
    LedRing leds_;
    Debouncer buttons_;
    Buzzer buzzer_;
    DeviceStats stats_;

    bool hostAlive_ = false;
    std::uint32_t lastHostFrameMs_ = 0;
    bool haveHostSeq_ = false;  // false after Hello: the next seq is always new
    std::uint8_t lastHostSeq_ = 0;
    std::uint32_t lastNakMs_ = 0;
    bool nakSent_ = false;

    std::array<ButtonEvent, kEventQueue> events_{};
    std::size_t eventHead_ = 0;
    std::size_t eventCount_ = 0;
    std::uint8_t eventSeq_ = 0;
    std::uint32_t eventSentMs_ = 0;
    std::uint32_t eventAttempts_ = 0;

    std::uint16_t tone_ = 0;
    std::uint32_t ledsShownMs_ = 0;
};

}  // namespace carc::rig
