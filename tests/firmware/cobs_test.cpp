// COBS: every block round-trips, no 0x00 survives encoding, 254-byte runs split into
// 0xFF blocks, and malformed blocks are refused rather than read past their end.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "firmware/core/cobs.hpp"

namespace carc::rig {
namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes encode(const Bytes& in) {
    Bytes out(cobsMaxEncodedSize(in.size()));
    const auto size = cobsEncode(in.data(), in.size(), out.data(), out.size());
    EXPECT_TRUE(size.has_value());
    out.resize(size.value_or(0));
    return out;
}

std::optional<Bytes> decode(const Bytes& in, std::size_t capacity = 1024) {
    Bytes out(capacity);
    const auto size = cobsDecode(in.data(), in.size(), out.data(), out.size());
    if (!size) return std::nullopt;
    out.resize(*size);
    return out;
}

TEST(Cobs, KnownVectors) {
    // The examples of Cheshire & Baker's paper (and Wikipedia's table).
    EXPECT_EQ(encode({}), (Bytes{0x01}));
    EXPECT_EQ(encode({0x00}), (Bytes{0x01, 0x01}));
    EXPECT_EQ(encode({0x00, 0x00}), (Bytes{0x01, 0x01, 0x01}));
    EXPECT_EQ(encode({0x11, 0x22, 0x00, 0x33}), (Bytes{0x03, 0x11, 0x22, 0x02, 0x33}));
    EXPECT_EQ(encode({0x11, 0x22, 0x33, 0x44}), (Bytes{0x05, 0x11, 0x22, 0x33, 0x44}));
    EXPECT_EQ(encode({0x11, 0x00, 0x00, 0x00}), (Bytes{0x02, 0x11, 0x01, 0x01, 0x01}));
}

TEST(Cobs, RunsOfZerosRoundTrip) {
    for (std::size_t n = 0; n < 600; n += 37) {
        const Bytes zeros(n, 0x00);
        const Bytes encoded = encode(zeros);
        EXPECT_EQ(encoded.size(), n + 1) << "each zero costs one code byte, no more";
        EXPECT_EQ(decode(encoded), zeros) << n;
    }
}

TEST(Cobs, A254ByteRunIsOneFullBlock) {
    Bytes run(254);
    for (std::size_t i = 0; i < run.size(); ++i) run[i] = static_cast<std::uint8_t>(1 + i % 255);
    const Bytes encoded = encode(run);
    ASSERT_EQ(encoded.size(), cobsMaxEncodedSize(254));
    EXPECT_EQ(encoded.front(), 0xFF) << "a full block has code 0xFF and no implied zero";
    EXPECT_EQ(encoded.back(), 0x01) << "followed by an empty last block";
    EXPECT_EQ(decode(encoded), run);

    // One more byte starts a second block; a zero right after 254 bytes is its own block.
    Bytes longer = run;
    longer.push_back(0x42);
    EXPECT_EQ(decode(encode(longer)), longer);
    Bytes zeroAfter = run;
    zeroAfter.push_back(0x00);
    EXPECT_EQ(decode(encode(zeroAfter)), zeroAfter);
}

TEST(Cobs, RandomBlocksRoundTripWithoutZeros) {
    std::mt19937 rng(2026);
    for (int round = 0; round < 2000; ++round) {
        Bytes in(rng() % 700);
        // Mostly zeros, mostly non-zeros or anything: the three shapes stress different paths.
        const int shape = round % 3;
        for (auto& b : in) b = static_cast<std::uint8_t>(shape == 0 ? (rng() % 4 == 0 ? rng() : 0) : shape == 1 ? 1 + rng() % 255 : rng());
        const Bytes encoded = encode(in);
        EXPECT_LE(encoded.size(), cobsMaxEncodedSize(in.size()));
        EXPECT_EQ(std::count(encoded.begin(), encoded.end(), 0), 0);
        ASSERT_EQ(decode(encoded, in.size()), in) << "round " << round << ", exactly the capacity needed";
    }
}

TEST(Cobs, EncoderRefusesASmallBuffer) {
    const Bytes in(10, 0x55);
    Bytes out(cobsMaxEncodedSize(in.size()) - 1);
    EXPECT_FALSE(cobsEncode(in.data(), in.size(), out.data(), out.size()));
}

TEST(Cobs, MalformedBlocksAreRefused) {
    EXPECT_FALSE(decode({0x00})) << "a zero code";
    EXPECT_FALSE(decode({0x03, 0x11, 0x00})) << "a zero inside a block";
    EXPECT_FALSE(decode({0x05, 0x11, 0x22})) << "a code running past the end";
    EXPECT_FALSE(decode({0xFF, 0x01})) << "a full block cut short";
    EXPECT_FALSE(decode({0x05, 0x11, 0x22, 0x33, 0x44}, 3)) << "more than the capacity";
    EXPECT_FALSE(decode({0x02, 0x11, 0x01}, 1)) << "no room for the implied zero";
    EXPECT_EQ(decode({}), Bytes{}) << "an empty block decodes to nothing";
}

}  // namespace
}  // namespace carc::rig
