#pragma once
// Board geometry shared by every layer: edges, half-edges, rotations, positions.
// Conventions (RULES.md section 2): x grows east, y grows south; rotation is
// clockwise in quarter turns; rotating by one quarter moves N to E.
#include <array>
#include <cstdint>
#include <functional>
#include <string>

namespace carc {

enum class Edge : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };
constexpr std::array<Edge, 4> kEdges{Edge::N, Edge::E, Edge::S, Edge::W};

constexpr int index(Edge e) { return static_cast<int>(e); }
// Set bits of a 4-bit mask (edges, rotations; mask < 16): std::popcount is a library call
// without -mpopcnt.
inline constexpr std::uint8_t kMaskCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
constexpr int maskCount(std::uint8_t mask) { return kMaskCount[mask]; }
constexpr Edge opposite(Edge e) { return static_cast<Edge>((index(e) + 2) & 3); }
constexpr Edge rotated(Edge e, int quarterTurns) { return static_cast<Edge>((index(e) + quarterTurns) & 3); }
char edgeName(Edge e);

// Half-edges, clockwise from the west half of N: NL NR EL ER SL SR WL WR. Each is
// named as seen from the tile centre facing out through its edge (L = left hand).
enum class Half : std::uint8_t { NL = 0, NR, EL, ER, SL, SR, WL, WR };
const char* halfName(int half);
constexpr Edge edgeOfHalf(int half) { return static_cast<Edge>(half >> 1); }
// The half that meets this one across the edge: left meets right.
constexpr int facingHalf(int half) { return ((half ^ 1) + 4) & 7; }

// Bit masks: edges use bits 0-3 (N E S W), halves bits 0-7 (NL..WR).
constexpr std::uint8_t rotateEdgeMask(std::uint8_t m, int q) {
    q &= 3;
    return static_cast<std::uint8_t>(((m << q) | (m >> (4 - q))) & 0xF);
}
constexpr std::uint8_t rotateHalfMask(std::uint8_t m, int q) {
    const int s = (q & 3) * 2;
    return static_cast<std::uint8_t>(((m << s) | (m >> (8 - s))) & 0xFF);
}

// Rotation in quarter turns clockwise (0..3).
struct Rotation {
    std::uint8_t q = 0;
    constexpr int degrees() const { return q * 90; }
    static constexpr Rotation fromDegrees(int deg) { return Rotation{static_cast<std::uint8_t>(((deg / 90) % 4 + 4) % 4)}; }
    friend constexpr bool operator==(Rotation, Rotation) = default;
};

struct Pos {
    int x = 0;
    int y = 0;
    constexpr Pos neighbour(Edge e) const {
        switch (e) {
            case Edge::N: return {x, y - 1};
            case Edge::E: return {x + 1, y};
            case Edge::S: return {x, y + 1};
            case Edge::W: return {x - 1, y};
        }
        return *this;
    }
    friend constexpr bool operator==(Pos, Pos) = default;
    friend constexpr bool operator<(Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }
};
std::string toString(Pos p);  // "(3,-1)"

}  // namespace carc
