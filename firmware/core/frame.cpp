#include "firmware/core/frame.hpp"

#include "firmware/core/crc16.hpp"

namespace carc::rig {

Frame makeFrame(MsgType type, std::uint8_t seq, const std::uint8_t* payload, std::size_t size) {
    Frame frame;
    frame.type = type;
    frame.seq = seq;
    frame.length = static_cast<std::uint8_t>(size < kMaxPayload ? size : kMaxPayload);
    for (std::size_t i = 0; i < frame.length; ++i) frame.payload[i] = payload[i];
    return frame;
}

std::size_t encodeFrame(const Frame& frame, std::array<std::uint8_t, kMaxWireFrame>& out) {
    std::array<std::uint8_t, kMaxRawFrame> raw{};
    const std::size_t length = frame.length < kMaxPayload ? frame.length : kMaxPayload;
    raw[0] = static_cast<std::uint8_t>(frame.type);
    raw[1] = frame.seq;
    for (std::size_t i = 0; i < length; ++i) raw[2 + i] = frame.payload[i];
    const std::uint16_t crc = crc16(raw.data(), 2 + length);
    raw[2 + length] = static_cast<std::uint8_t>(crc >> 8);
    raw[3 + length] = static_cast<std::uint8_t>(crc & 0xFF);
    // Cannot fail: out is sized for the largest frame.
    const std::size_t encoded = *cobsEncode(raw.data(), 4 + length, out.data(), out.size() - 1);
    out[encoded] = 0;
    return encoded + 1;
}

FrameDecoder::Result FrameDecoder::push(std::uint8_t byte) {
    if (byte == 0) return finish();
    if (size_ < buffer_.size())
        buffer_[size_++] = byte;
    else
        overflow_ = true;  // keep swallowing until the delimiter, then report
    return Result::Pending;
}

FrameDecoder::Result FrameDecoder::finish() {
    const std::size_t size = size_;
    const bool overflow = overflow_;
    size_ = 0;
    overflow_ = false;
    if (size == 0 && !overflow) return Result::Pending;
    if (overflow) {
        error_ = DecodeError::TooLong;
        return Result::Error;
    }
    std::array<std::uint8_t, kMaxRawFrame> raw{};
    const auto decoded = cobsDecode(buffer_.data(), size, raw.data(), raw.size());
    if (!decoded) {
        error_ = DecodeError::BadCobs;
        return Result::Error;
    }
    if (*decoded < 4) {
        error_ = DecodeError::TooShort;
        return Result::Error;
    }
    const std::size_t body = *decoded - 2;
    const std::uint16_t sent = static_cast<std::uint16_t>((raw[body] << 8) | raw[body + 1]);
    if (crc16(raw.data(), body) != sent) {
        error_ = DecodeError::BadCrc;
        return Result::Error;
    }
    frame_ = makeFrame(static_cast<MsgType>(raw[0]), raw[1], raw.data() + 2, body - 2);
    error_ = DecodeError::None;
    return Result::Frame;
}

}  // namespace carc::rig
