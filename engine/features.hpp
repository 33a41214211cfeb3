#pragma once
// Roads, cities, fields and cloisters as union-find sets over tile segments, built
// incrementally as tiles are placed. Each set's root carries what scoring needs
// without walking the set: open ends (completion), pennants, followers per player.
#include <array>
#include <cstdint>
#include <vector>

#include "engine/board.hpp"

namespace carc {

constexpr int kMaxPlayers = 6;
constexpr int kMaxNodes = kMaxTiles * kMaxSegments;

// A segment of a placed tile: the node of the feature graph.
struct SegmentRef {
    int tile = -1;  // index in Board::placed()
    int seg = -1;   // index in the tile's segments
    int node() const { return tile * kMaxSegments + seg; }
    static SegmentRef fromNode(int n) { return {n / kMaxSegments, n % kMaxSegments}; }
    friend bool operator==(SegmentRef, SegmentRef) = default;
};

struct FeatureRoot {
    FeatureKind kind = FeatureKind::Field;
    std::uint16_t openEnds = 0;  // road and city edges not yet matched by a neighbour
    std::uint16_t pennants = 0;
    std::array<std::uint8_t, kMaxPlayers> followers{};
    bool scored = false;  // completed and scored during the game
    int followerTotal() const {
        int n = 0;
        for (auto f : followers) n += f;
        return n;
    }
};

class FeatureGraph {
public:
    FeatureGraph();

    // Adds the segments of the tile just placed on the board and joins them to the
    // neighbours' features.
    void addTile(const Board& board, int tileIndex);
    // Adds a road segment to an existing tile (a bridge) and joins it across its edges.
    void addRoadSegment(const Board& board, int tileIndex, int seg, std::uint8_t edges);

    int find(int node) const;
    int root(SegmentRef s) const { return find(s.node()); }
    const FeatureRoot& at(int root) const { return roots_[root]; }
    FeatureRoot& at(int root) { return roots_[root]; }
    bool complete(int root) const {
        const FeatureRoot& f = roots_[root];
        return (f.kind == FeatureKind::Road || f.kind == FeatureKind::City) && f.openEnds == 0;
    }

    // Every segment of the feature whose root is given, in no particular order.
    template <class F>
    void forEachSegment(int root, F&& f) const {
        int n = root;
        do {
            f(SegmentRef::fromNode(n));
            n = next_[n];
        } while (n != root);
    }
    // Distinct tiles the feature covers (a tile with two segments of one city counts once).
    std::vector<int> tilesOf(int root) const;
    int tileCount(int root) const { return static_cast<int>(tilesOf(root).size()); }

private:
    void makeNode(int node, const Segment& s);
    int unite(int a, int b);  // returns the new root

    mutable std::array<std::int16_t, kMaxNodes> parent_{};
    std::array<std::int16_t, kMaxNodes> next_{};  // circular list of each set's members
    std::array<FeatureRoot, kMaxNodes> roots_{};
};

}  // namespace carc
