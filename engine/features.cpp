#include "engine/features.hpp"

#include <algorithm>

namespace carc {

FeatureGraph::FeatureGraph() = default;

int FeatureGraph::find(int node) const {
    int r = node;
    while (parent_[r] != r) r = parent_[r];
    while (parent_[node] != r) {  // path compression
        const int up = parent_[node];
        parent_[node] = static_cast<std::int16_t>(r);
        node = up;
    }
    return r;
}

void FeatureGraph::makeNode(int node, const Segment& s) {
    parent_[node] = static_cast<std::int16_t>(node);
    next_[node] = static_cast<std::int16_t>(node);
    FeatureRoot& f = roots_[node];
    f = FeatureRoot{};
    f.kind = s.kind;
    f.pennants = s.pennants;
    f.openEnds = static_cast<std::uint16_t>(maskCount(s.edges));
}

int FeatureGraph::unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return a;
    if (a > b) std::swap(a, b);  // the older node stays root: deterministic and cheap
    parent_[b] = static_cast<std::int16_t>(a);
    std::swap(next_[a], next_[b]);  // splice the two circular member lists
    FeatureRoot& ra = roots_[a];
    const FeatureRoot& rb = roots_[b];
    ra.openEnds = static_cast<std::uint16_t>(ra.openEnds + rb.openEnds);
    ra.pennants = static_cast<std::uint16_t>(ra.pennants + rb.pennants);
    for (int p = 0; p < kMaxPlayers; ++p) ra.followers[p] = static_cast<std::uint8_t>(ra.followers[p] + rb.followers[p]);
    ra.scored = ra.scored || rb.scored;
    return a;
}

void FeatureGraph::addTile(const Board& board, int tileIndex) {
    const PlacedTile& t = board.tile(tileIndex);
    const TileOrientation& o = *t.o;
    const int base = tileIndex * kMaxSegments;
    for (int s = 0; s < o.segmentCount; ++s) makeNode(base + s, o.seg[s]);
    // A bridge on a neighbour may already reach into this cell: edges are read through
    // PlacedTile::edgeSegment, which knows bridges.
    for (Edge e : kEdges) {
        const int n = board.at(t.pos.neighbour(e));
        if (n < 0) continue;
        const TileOrientation& no = *board.tile(n).o;
        const int nbase = n * kMaxSegments;
        const int mine = t.edgeSegment(index(e));
        const int theirs = board.tile(n).edgeSegment(index(opposite(e)));
        if (mine >= 0 && theirs >= 0) {
            const int r = unite(base + mine, nbase + theirs);
            roots_[r].openEnds = static_cast<std::uint16_t>(roots_[r].openEnds - 2);
        }
        for (int side = 0; side < 2; ++side) {
            const int h = index(e) * 2 + side;
            const int a = o.halfSegment[h];
            const int b = no.halfSegment[facingHalf(h)];
            if (a >= 0 && b >= 0) unite(base + a, nbase + b);
        }
    }
}

void FeatureGraph::addRoadSegment(const Board& board, int tileIndex, int seg, std::uint8_t edges) {
    Segment s;
    s.kind = FeatureKind::Road;
    s.edges = edges;
    const int node = tileIndex * kMaxSegments + seg;
    makeNode(node, s);
    const PlacedTile& t = board.tile(tileIndex);
    for (Edge e : kEdges) {
        if (!(edges >> index(e) & 1)) continue;
        const int n = board.at(t.pos.neighbour(e));
        if (n < 0) continue;
        const int theirs = board.tile(n).edgeSegment(index(opposite(e)));
        if (theirs < 0) continue;
        const int r = unite(node, n * kMaxSegments + theirs);
        roots_[r].openEnds = static_cast<std::uint16_t>(roots_[r].openEnds - 2);
    }
}

std::vector<int> FeatureGraph::tilesOf(int root) const {
    std::vector<int> tiles;
    forEachSegment(root, [&](SegmentRef s) { tiles.push_back(s.tile); });
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

}  // namespace carc
