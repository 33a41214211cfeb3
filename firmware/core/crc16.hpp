#pragma once
// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor):
// "123456789" -> 0x29B1. Guards every frame of the rig protocol.
#include <cstddef>
#include <cstdint>

namespace carc::rig {

std::uint16_t crc16(const std::uint8_t* data, std::size_t size, std::uint16_t crc = 0xFFFF);

}  // namespace carc::rig
