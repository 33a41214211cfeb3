#pragma once
// Deterministic randomness for the simulator: every random choice is drawn from a
// generator keyed by (seed, what, index), so a frame's mess does not depend on how
// many numbers earlier frames used, and the same seed gives the same bytes.
#include <cmath>
#include <cstdint>

#include "engine/random.hpp"

namespace carc::sim {

class SimRandom {
public:
    SimRandom(std::uint64_t seed, std::uint64_t stream, std::uint64_t index = 0)
        : rng_(seed * 0x9E3779B97F4A7C15ull ^ (stream + 1) * 0xC2B2AE3D27D4EB4Full ^ (index + 1) * 0x165667B19E3779F9ull) {}

    double uniform() { return static_cast<double>(rng_.next() >> 11) * 0x1.0p-53; }  // [0, 1)
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    bool chance(double p) { return uniform() < p; }
    int below(int n) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))); }
    double gaussian(double sigma) {  // Box-Muller
        const double u = 1.0 - uniform(), v = uniform();
        return sigma * std::sqrt(-2.0 * std::log(u)) * std::cos(2 * M_PI * v);
    }
    std::uint64_t next() { return rng_.next(); }

private:
    Random rng_;
};

}  // namespace carc::sim
