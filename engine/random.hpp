#pragma once
// A small deterministic random generator (splitmix64). The standard library's
// distributions differ between implementations; a game's seed must give the same
// tile order everywhere, so shuffles and picks use this.
#include <cstdint>
#include <utility>
#include <vector>

namespace carc {

class Random {
public:
    explicit Random(std::uint64_t seed = 0) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0 (Lemire's multiply-shift; the tiny bias is irrelevant here).
    std::uint32_t below(std::uint32_t n) {
        return static_cast<std::uint32_t>(((next() & 0xFFFFFFFFull) * n) >> 32);
    }
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<std::uint32_t>(i))]);
    }

private:
    std::uint64_t state_;
};

}  // namespace carc
