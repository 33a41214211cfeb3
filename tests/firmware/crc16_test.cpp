// CRC-16/CCITT-FALSE against the catalogue's check value, and what it must catch.
#include <gtest/gtest.h>

#include <cstring>

#include "firmware/core/crc16.hpp"

namespace carc::rig {
namespace {

std::uint16_t crcOf(const char* text) { return crc16(reinterpret_cast<const std::uint8_t*>(text), std::strlen(text)); }

TEST(Crc16, CatalogueCheckValue) {
    // reveng's catalogue: CRC-16/IBM-3740 (a.k.a. CCITT-FALSE), check = 0x29B1.
    EXPECT_EQ(crcOf("123456789"), 0x29B1);
    EXPECT_EQ(crcOf(""), 0xFFFF) << "the initial value, nothing xored out";
}

TEST(Crc16, ContinuesAcrossChunks) {
    const char* text = "123456789";
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(text);
    EXPECT_EQ(crc16(bytes + 4, 5, crc16(bytes, 4)), 0x29B1);
}

TEST(Crc16, CatchesEveryFlippedBitAndSwappedBytes) {
    std::uint8_t frame[] = {0x11, 0x07, 0x01, 0xC8, 0x00, 0x00, 0x03, 0xE8};
    const std::uint16_t good = crc16(frame, sizeof frame);
    for (std::size_t bit = 0; bit < 8 * sizeof frame; ++bit) {
        frame[bit / 8] ^= static_cast<std::uint8_t>(1u << (bit % 8));
        EXPECT_NE(crc16(frame, sizeof frame), good) << "bit " << bit;
        frame[bit / 8] ^= static_cast<std::uint8_t>(1u << (bit % 8));
    }
    std::swap(frame[2], frame[3]);
    EXPECT_NE(crc16(frame, sizeof frame), good);
}

}  // namespace
}  // namespace carc::rig
