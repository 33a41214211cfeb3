#pragma once
// One protocol frame on the wire: COBS( type | seq | payload... | CRC-16 big-endian ) 0x00.
// The CRC covers type, seq and payload. Encoding and a byte-at-a-time decoder that
// resynchronises on the next 0x00 after any error.
#include <array>
#include <cstddef>
#include <cstdint>

#include "firmware/core/cobs.hpp"
#include "firmware/core/protocol.hpp"

namespace carc::rig {

struct Frame {
    MsgType type = MsgType::Ack;
    std::uint8_t seq = 0;
    std::uint8_t length = 0;  // payload bytes used
    std::array<std::uint8_t, kMaxPayload> payload{};

    std::uint8_t at(std::size_t i) const { return i < length ? payload[i] : 0; }
    std::uint16_t u16At(std::size_t i) const { return static_cast<std::uint16_t>((at(i) << 8) | at(i + 1)); }
};

// Builds a frame from a payload; bytes past kMaxPayload are cut off.
Frame makeFrame(MsgType type, std::uint8_t seq, const std::uint8_t* payload = nullptr, std::size_t size = 0);

inline constexpr std::size_t kMaxRawFrame = 2 + kMaxPayload + 2;
// Encoded bytes plus the trailing delimiter.
inline constexpr std::size_t kMaxWireFrame = cobsMaxEncodedSize(kMaxRawFrame) + 1;

// Writes the frame with its trailing 0x00 into `out`; returns the byte count.
std::size_t encodeFrame(const Frame& frame, std::array<std::uint8_t, kMaxWireFrame>& out);

enum class DecodeError : std::uint8_t { None, TooLong, BadCobs, TooShort, BadCrc };

class FrameDecoder {
public:
    enum class Result : std::uint8_t { Pending, Frame, Error };

    // Feeds one byte. Frame: frame() holds a valid frame. Error: a delimiter ended a
    // bad frame (error() says why). Empty frames (0x00 0x00) are ignored, so a sender
    // may put a 0x00 first to flush a half-received frame at the receiver.
    Result push(std::uint8_t byte);

    const Frame& frame() const { return frame_; }
    DecodeError error() const { return error_; }

private:
    Result finish();

    std::array<std::uint8_t, cobsMaxEncodedSize(kMaxRawFrame)> buffer_{};
    std::size_t size_ = 0;
    bool overflow_ = false;
    Frame frame_;
    DecodeError error_ = DecodeError::None;
};

}  // namespace carc::rig
