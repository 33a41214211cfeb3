#pragma once
// Hashes for the frame's memos (explanation_memo, LikenessMemo): they key what was
// worked out by the values it was worked out from.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace carc::vision {

// `value` mixed into the running hash `seed` (boost's hash_combine, 64-bit).
inline std::uint64_t mixHash(std::uint64_t seed, std::uint64_t value) {
    return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

// A hash of `size` bytes.
inline std::uint64_t bytesHash(const void* data, std::size_t size) {
    return std::hash<std::string_view>{}(std::string_view(static_cast<const char*>(data), size));
}

}  // namespace carc::vision
