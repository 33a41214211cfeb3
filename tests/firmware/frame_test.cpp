// Frames on the wire: COBS(type | seq | payload | CRC-16 big-endian) 0x00. The decoder
// takes one byte at a time, reports damaged frames and finds the next good one.
#include <gtest/gtest.h>

#include <numeric>

#include "firmware/core/crc16.hpp"
#include "firmware/core/frame.hpp"
#include "tests/firmware/wire.hpp"

namespace carc::rig {
namespace {

using test::decodeAll;
using test::payloadOf;
using test::wireBytes;
using Bytes = std::vector<std::uint8_t>;

// The raw bytes a wire frame carries (delimiter stripped, COBS undone).
Bytes unstuffed(const Bytes& wire) {
    Bytes raw(wire.size());
    const auto size = cobsDecode(wire.data(), wire.size() - 1, raw.data(), raw.size());
    EXPECT_TRUE(size);
    raw.resize(size.value_or(0));
    return raw;
}

// A wire frame of arbitrary raw bytes (for frames the encoder would never make).
Bytes stuffed(const Bytes& raw) {
    Bytes wire(cobsMaxEncodedSize(raw.size()) + 1);
    const auto size = cobsEncode(raw.data(), raw.size(), wire.data(), wire.size());
    wire.resize(*size + 1);
    wire.back() = 0x00;
    return wire;
}

FrameDecoder::Result pushAll(FrameDecoder& decoder, const Bytes& bytes) {
    auto result = FrameDecoder::Result::Pending;
    for (std::uint8_t b : bytes) result = decoder.push(b);
    return result;
}

TEST(Frame, LayoutIsTypeSeqPayloadCrcBigEndian) {
    const Bytes wire = wireBytes(MsgType::SetPattern, 0x2A, {1, 0xC8, 0x00, 0x00, 0x03, 0xE8});
    EXPECT_EQ(wire.back(), 0x00) << "ends with the delimiter";
    EXPECT_EQ(std::count(wire.begin(), wire.end() - 1, 0), 0) << "and has no other zero";
    const Bytes raw = unstuffed(wire);
    ASSERT_EQ(raw.size(), 2u + 6u + 2u);
    EXPECT_EQ(raw[0], 0x11);
    EXPECT_EQ(raw[1], 0x2A);
    EXPECT_EQ(Bytes(raw.begin() + 2, raw.begin() + 8), (Bytes{1, 0xC8, 0x00, 0x00, 0x03, 0xE8}));
    const std::uint16_t crc = crc16(raw.data(), 8);
    EXPECT_EQ(raw[8], crc >> 8) << "high byte first";
    EXPECT_EQ(raw[9], crc & 0xFF);
}

TEST(Frame, RoundTripsEveryPayloadLength) {
    for (std::size_t length = 0; length <= kMaxPayload; ++length) {
        Bytes payload(length);
        std::iota(payload.begin(), payload.end(), std::uint8_t{0});  // zeros included
        const Bytes wire = wireBytes(MsgType::Button, static_cast<std::uint8_t>(length), payload);
        EXPECT_LE(wire.size(), kMaxWireFrame);
        const auto stream = decodeAll(wire);
        ASSERT_EQ(stream.frames.size(), 1u) << length;
        EXPECT_EQ(stream.frames[0].type, MsgType::Button);
        EXPECT_EQ(stream.frames[0].seq, length);
        EXPECT_EQ(payloadOf(stream.frames[0]), payload);
    }
}

TEST(Frame, PayloadsPastTheLimitAreCut) {
    const Bytes big(kMaxPayload + 10, 0x77);
    const Frame frame = makeFrame(MsgType::Ack, 1, big.data(), big.size());
    EXPECT_EQ(frame.length, kMaxPayload);
    EXPECT_EQ(decodeAll(wireBytes(frame)).frames.at(0).length, kMaxPayload);
}

TEST(Frame, WrongCrcIsAnError) {
    Bytes raw = unstuffed(wireBytes(MsgType::SetLight, 5, {0x80}));
    raw.back() ^= 0x01;
    FrameDecoder decoder;
    EXPECT_EQ(pushAll(decoder, stuffed(raw)), FrameDecoder::Result::Error);
    EXPECT_EQ(decoder.error(), DecodeError::BadCrc);
}

TEST(Frame, AFlippedBitAnywhereIsCaught) {
    const Bytes good = wireBytes(MsgType::SetPattern, 9, {2, 10, 20, 30, 0x01, 0xF4});
    for (std::size_t bit = 0; bit < 8 * (good.size() - 1); ++bit) {
        Bytes bad = good;
        bad[bit / 8] ^= static_cast<std::uint8_t>(1u << (bit % 8));
        const auto stream = decodeAll(bad);
        EXPECT_TRUE(stream.frames.empty()) << "bit " << bit << " slipped through";
        EXPECT_GE(stream.errors, 1u) << "bit " << bit;
    }
}

TEST(Frame, TruncatedFramesAreErrors) {
    FrameDecoder decoder;
    EXPECT_EQ(pushAll(decoder, stuffed({0x02, 0x01, 0xAB})), FrameDecoder::Result::Error);
    EXPECT_EQ(decoder.error(), DecodeError::TooShort) << "three bytes cannot hold type, seq and CRC";
    // A frame cut by a delimiter in its middle: both halves are damaged.
    const Bytes wire = wireBytes(MsgType::SetPattern, 3, {1, 2, 3, 4, 5, 6});
    Bytes cut(wire.begin(), wire.begin() + 5);
    cut.push_back(0x00);
    EXPECT_EQ(pushAll(decoder, cut), FrameDecoder::Result::Error);
}

TEST(Frame, BadCobsIsAnError) {
    FrameDecoder decoder;
    EXPECT_EQ(pushAll(decoder, {0x09, 0x11, 0x22, 0x00}), FrameDecoder::Result::Error);
    EXPECT_EQ(decoder.error(), DecodeError::BadCobs);
}

TEST(Frame, OversizeFrameIsOneErrorAndTheNextFrameDecodes) {
    FrameDecoder decoder;
    int errors = 0;
    for (int i = 0; i < 1000; ++i)
        EXPECT_EQ(decoder.push(0x42), FrameDecoder::Result::Pending) << "nothing is reported before the delimiter";
    if (decoder.push(0x00) == FrameDecoder::Result::Error) ++errors;
    EXPECT_EQ(errors, 1);
    EXPECT_EQ(decoder.error(), DecodeError::TooLong);
    EXPECT_EQ(pushAll(decoder, wireBytes(MsgType::Ping, 77)), FrameDecoder::Result::Frame);
    EXPECT_EQ(decoder.frame().seq, 77);
    EXPECT_EQ(decoder.error(), DecodeError::None);
}

TEST(Frame, GarbageBetweenFramesLosesNoGoodFrame) {
    Bytes line;
    const Bytes garbage{0x13, 0x37, 0xFF, 0x00, 0x00, 0x00, 0x05, 0x01, 0x00, 0xDE, 0xAD, 0x00};
    for (std::uint8_t seq = 1; seq <= 20; ++seq) {
        line.insert(line.end(), garbage.begin(), garbage.begin() + seq % garbage.size());
        // Garbage that did not end in a delimiter runs into the frame: a sender that
        // starts with 0x00 (as RigClient does) cuts it off.
        line.push_back(0x00);
        const Bytes frame = wireBytes(MsgType::SetLight, seq, {seq});
        line.insert(line.end(), frame.begin(), frame.end());
    }
    const auto stream = decodeAll(line);
    ASSERT_EQ(stream.frames.size(), 20u);
    for (std::uint8_t seq = 1; seq <= 20; ++seq) EXPECT_EQ(stream.frames[seq - 1u].seq, seq);
    EXPECT_GT(stream.errors, 0u);
}

TEST(Frame, EmptyFramesAreIgnored) {
    FrameDecoder decoder;
    EXPECT_EQ(pushAll(decoder, {0x00, 0x00, 0x00}), FrameDecoder::Result::Pending);
}

}  // namespace
}  // namespace carc::rig
