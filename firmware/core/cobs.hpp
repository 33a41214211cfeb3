#pragma once
// Consistent Overhead Byte Stuffing: removes every 0x00 from a block so 0x00 can
// delimit frames on the serial line. Encoding adds one byte per 254 (at least one).
#include <cstddef>
#include <cstdint>
#include <optional>

namespace carc::rig {

constexpr std::size_t cobsMaxEncodedSize(std::size_t size) { return size + size / 254 + 1; }

// Encodes `in` into `out` (no trailing delimiter). Returns the encoded size, or
// nullopt when `capacity` is too small.
std::optional<std::size_t> cobsEncode(const std::uint8_t* in, std::size_t size, std::uint8_t* out,
                                      std::size_t capacity);

// Decodes one block (without its delimiter). Returns the decoded size, or nullopt
// when the block is malformed (a 0x00 inside, a code running past the end) or
// `capacity` is too small.
std::optional<std::size_t> cobsDecode(const std::uint8_t* in, std::size_t size, std::uint8_t* out,
                                      std::size_t capacity);

}  // namespace carc::rig
