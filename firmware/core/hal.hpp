#pragma once
// What the portable core needs from a board. firmware/target implements it for the
// STM32F405; PtyEmulator (firmware/host) and the tests implement it on the host.
#include <cstddef>
#include <cstdint>

#include "firmware/core/protocol.hpp"

namespace carc::rig {

class Hal {
public:
    // Milliseconds since reset; wraps after 49 days (compare with subtraction).
    virtual std::uint32_t nowMs() = 0;
    // Non-blocking: copies up to `capacity` received bytes, returns how many.
    virtual std::size_t readSerial(std::uint8_t* out, std::size_t capacity) = 0;
    // May block briefly but must return even if the UART is stuck.
    virtual void writeSerial(const std::uint8_t* data, std::size_t size) = 0;
    virtual void showLeds(const Rgb* pixels, std::size_t count) = 0;
    // Raw (bouncing) button levels: bit i set = button i held down.
    virtual std::uint8_t readButtons() = 0;
    // Buzzer frequency in Hz, 0 = silent.
    virtual void setTone(std::uint16_t hz) = 0;
    virtual void kickWatchdog() = 0;
    virtual ResetCause resetCause() = 0;
    // Test only (MsgType::DebugHang): stop making progress the way a bug would.
    virtual void hang() = 0;

protected:
    // Not deleted through a Hal pointer (the firmware has no heap).
    ~Hal() = default;
};

}  // namespace carc::rig
