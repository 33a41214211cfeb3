#include "engine/board_text.hpp"

#include <algorithm>
#include <bit>
#include <climits>

namespace carc {
namespace {

char edgeChar(Terrain t, Edge e) {
    switch (t) {
        case Terrain::City: return 'C';
        case Terrain::Road: return (e == Edge::N || e == Edge::S) ? '|' : '-';
        default: return '.';
    }
}

char centreChar(const PlacedTile& tile) {
    if (tile.o->cloister >= 0) return '+';
    int roadEdges = 0;
    for (int s = 0; s < tile.segmentCount(); ++s) {
        const Segment& seg = tile.segment(s);
        if (seg.kind == FeatureKind::City && std::popcount(seg.edges) >= 2) return 'C';
        if (seg.kind == FeatureKind::Road) roadEdges += std::popcount(seg.edges);
    }
    if (roadEdges == 0) return '.';
    // One straight or curved road passes through; anything else meets in the middle.
    int roadSegments = 0;
    for (int s = 0; s < tile.segmentCount(); ++s) roadSegments += tile.segment(s).kind == FeatureKind::Road;
    return (roadSegments == 1 && roadEdges == 2) ? (tile.edge(0) == Terrain::Road ? '|' : '-') : 'o';
}

}  // namespace

std::string boardText(const Game& game) {
    const auto& placed = game.board().placed();
    if (placed.empty()) return "(empty board)\n";
    int x0 = INT_MAX, x1 = INT_MIN, y0 = INT_MAX, y1 = INT_MIN;
    for (const PlacedTile& t : placed) {
        x0 = std::min(x0, t.pos.x);
        x1 = std::max(x1, t.pos.x);
        y0 = std::min(y0, t.pos.y);
        y1 = std::max(y1, t.pos.y);
    }
    const int width = (x1 - x0 + 1) * 3, height = (y1 - y0 + 1) * 3;
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), ' '));
    auto put = [&](Pos p, int dx, int dy, char c) {
        rows[static_cast<std::size_t>((p.y - y0) * 3 + dy)][static_cast<std::size_t>((p.x - x0) * 3 + dx)] = c;
    };
    for (const PlacedTile& t : placed) {
        put(t.pos, 1, 0, edgeChar(t.edge(0), Edge::N));
        put(t.pos, 2, 1, edgeChar(t.edge(1), Edge::E));
        put(t.pos, 1, 2, edgeChar(t.edge(2), Edge::S));
        put(t.pos, 0, 1, edgeChar(t.edge(3), Edge::W));
        put(t.pos, 1, 1, centreChar(t));
    }
    for (const Follower& f : game.followers())
        put(placed[static_cast<std::size_t>(f.at.tile)].pos, 0, 0, static_cast<char>('1' + f.owner));
    std::string out;
    out += "x " + std::to_string(x0) + ".." + std::to_string(x1) + ", y " + std::to_string(y0) + ".." +
           std::to_string(y1) + "\n";
    for (std::string& r : rows) {
        while (!r.empty() && r.back() == ' ') r.pop_back();
        out += r + "\n";
    }
    return out;
}

}  // namespace carc
