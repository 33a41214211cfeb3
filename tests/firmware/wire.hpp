#pragma once
// The other end of the line for tests: frames turned into the bytes a sender puts on
// the wire, and a byte stream turned back into the frames it holds.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "firmware/core/frame.hpp"

namespace carc::rig::test {

inline std::vector<std::uint8_t> wireBytes(const Frame& frame) {
    std::array<std::uint8_t, kMaxWireFrame> out{};
    const std::size_t size = encodeFrame(frame, out);
    return {out.begin(), out.begin() + static_cast<std::ptrdiff_t>(size)};
}

inline std::vector<std::uint8_t> wireBytes(MsgType type, std::uint8_t seq, const std::vector<std::uint8_t>& payload = {}) {
    return wireBytes(makeFrame(type, seq, payload.data(), payload.size()));
}

struct DecodedStream {
    std::vector<Frame> frames;
    unsigned errors = 0;
};

inline DecodedStream decodeAll(const std::vector<std::uint8_t>& bytes) {
    DecodedStream out;
    FrameDecoder decoder;
    for (std::uint8_t byte : bytes) {
        const auto result = decoder.push(byte);
        if (result == FrameDecoder::Result::Frame) out.frames.push_back(decoder.frame());
        if (result == FrameDecoder::Result::Error) ++out.errors;
    }
    return out;
}

inline std::vector<std::uint8_t> payloadOf(const Frame& frame) {
    return {frame.payload.begin(), frame.payload.begin() + frame.length};
}

}  // namespace carc::rig::test
