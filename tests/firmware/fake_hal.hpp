#pragma once
// A board made of variables, for driving the firmware's Device on the host: the test
// owns the clock, puts bytes on the device's receive line, and reads back the frames
// it sent, the LEDs it showed, the buzzer tone and the watchdog kicks.
#include <cstdint>
#include <deque>
#include <vector>

#include "firmware/core/device.hpp"
#include "firmware/core/hal.hpp"

namespace carc::rig::test {

class FakeHal final : public Hal {
public:
    // Thrown by hang(): the real board's hang never returns, so neither does this.
    struct Hung {};

    // What the host sends: queued until the device reads it.
    void receive(const std::vector<std::uint8_t>& bytes) { rx.insert(rx.end(), bytes.begin(), bytes.end()); }
    // The frames the device sent since the last call (a damaged one fails the test).
    std::vector<Frame> sent();

    std::uint32_t now = 0;
    std::deque<std::uint8_t> rx;
    std::vector<std::uint8_t> tx;
    LedFrame leds{};
    unsigned ledShows = 0;
    std::uint8_t buttons = 0;
    std::uint16_t tone = 0;
    unsigned kicks = 0;
    bool hung = false;
    ResetCause cause = ResetCause::PowerOn;

    std::uint32_t nowMs() override { return now; }
    std::size_t readSerial(std::uint8_t* out, std::size_t capacity) override;
    void writeSerial(const std::uint8_t* data, std::size_t size) override { tx.insert(tx.end(), data, data + size); }
    void showLeds(const Rgb* pixels, std::size_t count) override;
    std::uint8_t readButtons() override { return buttons; }
    void setTone(std::uint16_t hz) override { tone = hz; }
    void kickWatchdog() override { ++kicks; }
    ResetCause resetCause() override { return cause; }
    void hang() override;
};

// Runs the main loop for `ms` milliseconds, one step per millisecond.
void runFor(Device& device, FakeHal& hal, std::uint32_t ms);

}  // namespace carc::rig::test
