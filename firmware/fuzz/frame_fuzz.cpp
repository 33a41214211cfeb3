// libFuzzer target for the rig's frame decoder: any bytes on the serial line must give
// frames or errors, never a crash, an out-of-bounds access, a hang or undefined
// behaviour. Every decoded frame must encode to bytes that decode to the same frame,
// and the firmware's Device must digest the same bytes (replies, LEDs, buzzer,
// buttons) as it would on the board.
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "firmware/core/device.hpp"
#include "firmware/core/frame.hpp"

namespace {

using namespace carc::rig;

bool sameFrame(const Frame& a, const Frame& b) {
    return a.type == b.type && a.seq == b.seq && a.length == b.length &&
           std::memcmp(a.payload.data(), b.payload.data(), a.length) == 0;
}

// Decoded frames go out again and must come back unchanged.
void checkRoundTrip(const Frame& frame) {
    std::array<std::uint8_t, kMaxWireFrame> wire{};
    const std::size_t size = encodeFrame(frame, wire);
    FrameDecoder again;
    for (std::size_t i = 0; i + 1 < size; ++i)
        if (again.push(wire[i]) != FrameDecoder::Result::Pending) __builtin_trap();
    if (again.push(wire[size - 1]) != FrameDecoder::Result::Frame || !sameFrame(again.frame(), frame)) __builtin_trap();
}

// A board that plays the input into the UART 1 ms per read and forgets the output.
class FuzzHal final : public Hal {
public:
    FuzzHal(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool done() const { return at_ == size_; }

    std::uint32_t nowMs() override { return now_++; }
    std::size_t readSerial(std::uint8_t* out, std::size_t capacity) override {
        const std::size_t n = capacity < size_ - at_ ? capacity : size_ - at_;
        std::memcpy(out, data_ + at_, n);
        at_ += n;
        return n;
    }
    void writeSerial(const std::uint8_t*, std::size_t) override {}
    void showLeds(const Rgb*, std::size_t) override {}
    std::uint8_t readButtons() override { return static_cast<std::uint8_t>(now_ >> 6); }
    void setTone(std::uint16_t) override {}
    void kickWatchdog() override {}
    ResetCause resetCause() override { return ResetCause::PowerOn; }
    void hang() override {}  // DebugHang: the loop goes on here, which is enough to fuzz

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
    std::uint32_t now_ = 0;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FrameDecoder decoder;
    for (std::size_t i = 0; i < size; ++i) {
        switch (decoder.push(data[i])) {
        case FrameDecoder::Result::Frame:
            checkRoundTrip(decoder.frame());
            break;
        case FrameDecoder::Result::Error:
            if (decoder.error() == DecodeError::None) __builtin_trap();  // an error says why
            break;
        case FrameDecoder::Result::Pending:
            break;
        }
    }

    FuzzHal hal(data, size);
    Device device(hal);
    device.start();
    // Each step reads a bounded amount, so the input always runs out.
    for (std::size_t steps = 0; !hal.done(); ++steps) {
        if (steps > size) __builtin_trap();
        device.step();
    }
    for (int i = 0; i < 50; ++i) device.step();  // timers: events, retries, host timeout
    return 0;
}
