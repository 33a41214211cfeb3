#pragma once
// Where tiles lie: a fixed grid around the start tile, the frontier of empty cells
// that touch a tile, and placement legality with a reason a player can read.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/expected.hpp"
#include "engine/geometry.hpp"
#include "engine/tileset.hpp"

namespace carc {

constexpr int kMaxTiles = 96;           // every tile of every supported set fits
constexpr int kBoardRadius = kMaxTiles;  // no chain of tiles can leave this square
constexpr int kBoardSide = 2 * kBoardRadius + 1;

struct PlacedTile {
    TileTypeId type = 0;
    Rotation rot;
    Pos pos;
    const TileOrientation* o = nullptr;
    Segment bridge{};               // a bridge's road segment, when bridgeSeg >= 0
    std::int8_t bridgeSeg = -1;     // its segment index (after the printed ones)

    int segmentCount() const { return o->segmentCount + (bridgeSeg >= 0 ? 1 : 0); }
    const Segment& segment(int s) const { return s == bridgeSeg ? bridge : o->seg[s]; }
    // Terrain and road/city segment on an edge, a bridge included.
    Terrain edge(int e) const { return (bridge.edges >> e & 1) && bridgeSeg >= 0 ? Terrain::Road : o->edge[e]; }
    int edgeSegment(int e) const { return (bridge.edges >> e & 1) && bridgeSeg >= 0 ? bridgeSeg : o->edgeSegment[e]; }
};

enum class Axis : std::uint8_t { NS, WE };
constexpr std::uint8_t axisEdges(Axis a) { return a == Axis::NS ? 0b0101 : 0b1010; }
// The axis of the bridge on a tile, if it has one.
inline std::optional<Axis> bridgeAxis(const PlacedTile& t) {
    if (t.bridgeSeg < 0) return std::nullopt;
    return t.bridge.edges == axisEdges(Axis::NS) ? Axis::NS : Axis::WE;
}

// A bridge (Bridges, Castles and Bazaars) on the tile at `pos`, running N-S or W-E.
struct BridgeSpot {
    Pos pos;
    Axis axis = Axis::NS;
    friend bool operator==(const BridgeSpot&, const BridgeSpot&) = default;
};

struct Placement {
    TileTypeId type = 0;
    Pos pos;
    Rotation rot;
    friend bool operator==(const Placement&, const Placement&) = default;
};

// House rule "the table edge limits the play area": the board's extent in tiles.
struct PlayArea {
    int maxWidth = 0;   // 0 = unlimited
    int maxHeight = 0;
};

class Board {
public:
    explicit Board(const Tileset& tiles, PlayArea area = {});

    const Tileset& tiles() const { return *tiles_; }
    int size() const { return static_cast<int>(placed_.size()); }
    const PlacedTile& tile(int index) const { return placed_[index]; }
    const std::vector<PlacedTile>& placed() const { return placed_; }
    // Index of the tile at p, or -1.
    int at(Pos p) const { return inside(p) ? std::max<int>(cells_[cell(p)], -1) : -1; }
    bool empty() const { return placed_.empty(); }
    const std::vector<int>& frontierCells() const { return frontier_; }
    Pos cellPos(int c) const { return {c % kBoardSide - kBoardRadius, c / kBoardSide - kBoardRadius}; }

    // Why this placement is illegal (occupied, not adjacent, an edge mismatch,
    // outside the play area), or ok. With a bridge (on the tile or a neighbour), the
    // bridge's ends count as roads.
    Status check(const Placement& p, const BridgeSpot* bridge = nullptr) const;
    // Whether a bridge may lie on the tile at `at`: both ends on field edges, each end
    // continuing a road or facing an empty cell, no bridge there yet. `pending`: a
    // placement not yet on the board that the bridge must also agree with.
    Status checkBridge(const BridgeSpot& b, const Placement* pending = nullptr) const;
    // check() and checkBridge() without the wording: true when legal (the hot path).
    bool accepts(const Placement& p, const BridgeSpot* bridge = nullptr) const { return accepts(p, bridge, nullptr); }
    bool bridgeAccepted(const BridgeSpot& b, const Placement* pending = nullptr) const {
        return bridgeAccepted(b, pending, nullptr);
    }
    // Adds a bridge to a placed tile (after checkBridge); returns its segment index.
    int addBridge(int tileIndex, Axis axis);
    // Places without checking (call check() first); returns the tile's index.
    int place(const Placement& p);
    // Every legal placement of a tile type, appended to out; with `at`, those on that cell.
    void legalPlacements(TileTypeId type, std::vector<Placement>& out, std::optional<Pos> at = std::nullopt) const;
    bool fitsAnywhere(TileTypeId type) const;
    // Number of legal placements, and the k-th of them in legalPlacements() order:
    // a uniform random pick without building the list (the simulator's hot path).
    int countPlacements(TileTypeId type) const;
    Placement nthPlacement(TileTypeId type, int k) const;
    // Tiles among the 8 around p (for cloisters).
    int neighbourCount(Pos p) const;
    // Bounding box of the placed tiles: min x, min y, max x, max y.
    std::array<int, 4> bounds() const { return bounds_; }

private:
    static bool inside(Pos p) {
        return p.x > -kBoardRadius && p.x < kBoardRadius && p.y > -kBoardRadius && p.y < kBoardRadius;
    }
    static int cell(Pos p) { return (p.y + kBoardRadius) * kBoardSide + (p.x + kBoardRadius); }
    // Terrain each neighbour shows towards p, packed 2 bits per edge (0 = empty);
    // kept per cell as tiles are placed, so enumeration is one lookup per cell.
    std::uint8_t requiredKey(Pos p) const {
        const int slot = inside(p) ? frontierSlot(cell(p)) : -1;
        return slot < 0 ? 0 : frontierKey_[slot];
    }
    bool withinPlayArea(Pos p) const;
    // The checks, the refusal worded into *why when it is not null.
    bool accepts(const Placement& p, const BridgeSpot* bridge, std::string* why) const;
    bool bridgeAccepted(const BridgeSpot& b, const Placement* pending, std::string* why) const;
    // The placements of a type on the frontier cell in `slot` that fit its neighbours.
    void appendFitting(TileTypeId type, size_t slot, std::vector<Placement>& out) const;
    int frontierSlot(int c) const { return cells_[c] <= -2 ? -(cells_[c] + 2) : -1; }
    void setFrontierSlot(int c, int slot) { cells_[c] = static_cast<std::int16_t>(-(slot + 2)); }
    void addFrontier(int c, int edge, Terrain t);
    // Terrain the cell at p shows on edge e, with a pending placement considered.
    Terrain terrainAt(Pos p, int e, const Placement* pending) const;
    void removeFrontier(int c);

    const Tileset* tiles_;
    PlayArea area_;
    std::vector<PlacedTile> placed_;
    // One array for the whole grid, small enough to be cheap to create per game:
    // >= 0 tile index, -1 empty, <= -2 a frontier cell at slot -(value + 2).
    std::vector<std::int16_t> cells_;
    std::vector<std::uint8_t> frontierKey_;   // requiredKey() of each frontier cell, same order
    std::vector<int> frontier_;
    std::array<int, 4> bounds_{0, 0, -1, -1};
};

}  // namespace carc
