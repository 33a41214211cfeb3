// Bridges (Bridges, Castles and Bazaars): a road segment laid across a tile's
// field edges, on the tile just placed or a neighbour.
#include "engine/game.hpp"

namespace carc {

Status Game::checkBridge(const BridgeSpot& b) const {
    if (!setup_.expansions.bridges) return Error{"bridges are not in play"};
    if (phase_ != Phase::Follower) return Error{"a bridge is placed after the tile and before the follower"};
    if (turnState_.bridgePlaced) return Error{"one bridge per turn"};
    if (bridges_[active_] == 0) return Error{setup_.players[active_] + " has no bridges left"};
    const Pos placed = board_.tile(lastPlaced_).pos;
    if (!(b.pos == placed) && std::abs(b.pos.x - placed.x) + std::abs(b.pos.y - placed.y) != 1)
        return Error{"a bridge goes on the tile just placed or a tile next to it, not " + toString(b.pos)};
    return board_.checkBridge(b);
}

void Game::doBridge(const BridgeSpot& b) {
    const int tile = board_.at(b.pos);
    const int seg = board_.addBridge(tile, b.axis);
    graph_.addRoadSegment(board_, tile, seg, axisEdges(b.axis));
    --bridges_[active_];
    turnState_.bridgePlaced = true;
}

std::vector<BridgeSpot> Game::bridgeSpots() const {
    std::vector<BridgeSpot> out;
    if (phase_ != Phase::Follower || !setup_.expansions.bridges || turnState_.bridgePlaced || bridges_[active_] == 0)
        return out;
    const Pos placed = board_.tile(lastPlaced_).pos;
    const Pos cells[] = {placed, placed.neighbour(Edge::N), placed.neighbour(Edge::E), placed.neighbour(Edge::S),
                         placed.neighbour(Edge::W)};
    for (const Pos& c : cells) {
        const int t = board_.at(c);
        if (t < 0) continue;
        for (Axis a : {Axis::NS, Axis::WE}) {
            // Both ends on field edges: most candidates fail here, before checkBridge words a refusal.
            const std::uint8_t ends = axisEdges(a);
            bool fields = true;
            for (Edge e : kEdges) fields = fields && (!(ends >> index(e) & 1) || board_.tile(t).edge(index(e)) == Terrain::Field);
            if (fields && board_.checkBridge({c, a}).ok()) out.push_back({c, a});
        }
    }
    return out;
}

std::vector<PlaceTile> Game::bridgePlacements(TileTypeId type, std::optional<Pos> at) const {
    std::vector<PlaceTile> out;
    if (!setup_.expansions.bridges || bridges_[active_] == 0) return out;
    std::vector<Pos> cells;
    if (at) cells.push_back(*at);
    else
        for (int c : board_.frontierCells()) cells.push_back(board_.cellPos(c));
    for (const Pos& p : cells) {
        for (std::uint8_t r = 0; r < 4; ++r) {
            const Placement pl{type, p, Rotation{r}};
            if (board_.check(pl).ok()) continue;  // fits without a bridge
            // The bridge lies on the new tile, or on the neighbour whose edge faces it.
            std::vector<BridgeSpot> candidates{{p, Axis::NS}, {p, Axis::WE}};
            for (Edge e : kEdges)
                if (board_.at(p.neighbour(e)) >= 0)
                    candidates.push_back({p.neighbour(e), (e == Edge::N || e == Edge::S) ? Axis::NS : Axis::WE});
            for (const BridgeSpot& b : candidates)
                if (board_.check(pl, &b).ok()) out.push_back({pl, b});
        }
    }
    return out;
}

}  // namespace carc
