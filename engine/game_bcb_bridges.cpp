// Bridges (Bridges, Castles and Bazaars): a road segment laid across a tile's
// field edges, on the tile just placed or a neighbour.
#include <algorithm>

#include "engine/game.hpp"

namespace carc {

Status BcbModule::checkBridge(const Game& g, const BridgeSpot& b) const {
    if (!g.setup_.expansions.bridges) return Error{"bridges are not in play"};
    if (g.phase_ != Phase::Follower) return Error{"a bridge is placed after the tile and before the follower"};
    if (bridgePlaced_) return Error{"one bridge per turn"};
    if (bridges[g.active_] == 0) return Error{g.setup_.players[g.active_] + " has no bridges left"};
    const Pos placed = g.board_.tile(g.lastPlaced_).pos;
    if (!(b.pos == placed) && std::abs(b.pos.x - placed.x) + std::abs(b.pos.y - placed.y) != 1)
        return Error{"a bridge goes on the tile just placed or a tile next to it, not " + toString(b.pos)};
    return g.board_.checkBridge(b);
}

void BcbModule::doBridge(Game& g, const BridgeSpot& b) {
    const int tile = g.board_.at(b.pos);
    const int seg = g.board_.addBridge(tile, b.axis);
    g.graph_.addRoadSegment(g.board_, tile, seg, axisEdges(b.axis));
    --bridges[g.active_];
    bridgePlaced_ = true;
}

std::vector<BridgeSpot> BcbModule::bridgeSpots(const Game& g) const {
    std::vector<BridgeSpot> out;
    if (g.phase_ != Phase::Follower || !g.setup_.expansions.bridges || bridgePlaced_ || bridges[g.active_] == 0)
        return out;
    const Pos placed = g.board_.tile(g.lastPlaced_).pos;
    const Pos cells[] = {placed, placed.neighbour(Edge::N), placed.neighbour(Edge::E), placed.neighbour(Edge::S),
                         placed.neighbour(Edge::W)};
    for (const Pos& c : cells) {
        const int t = g.board_.at(c);
        if (t < 0) continue;
        for (Axis a : {Axis::NS, Axis::WE}) {
            // Both ends on field edges: most candidates fail here, before the board's own check.
            const std::uint8_t ends = axisEdges(a);
            bool fields = true;
            for (Edge e : kEdges) fields = fields && (!(ends >> index(e) & 1) || g.board_.tile(t).edge(index(e)) == Terrain::Field);
            if (fields && g.board_.bridgeAccepted({c, a})) out.push_back({c, a});
        }
    }
    return out;
}

std::vector<PlaceTile> BcbModule::bridgePlacements(const Game& g, TileTypeId type, std::optional<Pos> at) const {
    std::vector<PlaceTile> out;
    if (!g.setup_.expansions.bridges || bridges[g.active_] == 0) return out;
    std::vector<Pos> cells;
    if (at) cells.push_back(*at);
    else
        for (int c : g.board_.frontierCells()) cells.push_back(g.board_.cellPos(c));
    for (const Pos& p : cells) {
        for (std::uint8_t r = 0; r < 4; ++r) {
            const Placement pl{type, p, Rotation{r}};
            if (g.board_.accepts(pl)) continue;  // fits without a bridge
            // The bridge lies on the new tile, or on the neighbour whose edge faces it.
            std::vector<BridgeSpot> candidates{{p, Axis::NS}, {p, Axis::WE}};
            for (Edge e : kEdges)
                if (g.board_.at(p.neighbour(e)) >= 0)
                    candidates.push_back({p.neighbour(e), (e == Edge::N || e == Edge::S) ? Axis::NS : Axis::WE});
            for (const BridgeSpot& b : candidates)
                if (g.board_.accepts(pl, &b)) out.push_back({pl, b});
        }
    }
    // Another module's placement rules may refuse some of them.
    if (g.placementsRestricted(type))
        out.erase(std::remove_if(out.begin(), out.end(), [&](const PlaceTile& m) { return !g.modulesAccept(m); }), out.end());
    return out;
}

}  // namespace carc
