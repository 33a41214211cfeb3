#include "engine/board.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace carc {
namespace {
const char* terrainName(Terrain t) {
    switch (t) {
        case Terrain::Field: return "field";
        case Terrain::Road: return "road";
        case Terrain::City: return "city";
        case Terrain::None: break;
    }
    return "nothing";
}
}  // namespace

Board::Board(const Tileset& tiles, PlayArea area)
    : tiles_(&tiles),
      area_(area),
      cells_(static_cast<size_t>(kBoardSide) * kBoardSide, -1) {
    placed_.reserve(kMaxTiles);
    frontier_.reserve(4 * kMaxTiles);
    frontierKey_.reserve(4 * kMaxTiles);
}

bool Board::withinPlayArea(Pos p) const {
    if (placed_.empty()) return true;
    const int w = std::max(bounds_[2], p.x) - std::min(bounds_[0], p.x) + 1;
    const int h = std::max(bounds_[3], p.y) - std::min(bounds_[1], p.y) + 1;
    return (area_.maxWidth == 0 || w <= area_.maxWidth) && (area_.maxHeight == 0 || h <= area_.maxHeight);
}

Terrain Board::terrainAt(Pos p, int e, const Placement* pending) const {
    if (pending && pending->pos == p) return tiles_->orientation(pending->type, pending->rot).edge[e];
    const int t = at(p);
    return t < 0 ? Terrain::None : placed_[t].edge(e);
}

namespace {
// A refusal: worded into *why only when someone reads it (the simulator tries many
// placements and bridges that do not fit and never shows why).
template <class Words>
bool refuse(std::string* why, Words&& words) {
    if (why) *why = words();
    return false;
}
}  // namespace

Status Board::check(const Placement& p, const BridgeSpot* bridge) const {
    std::string why;
    if (accepts(p, bridge, &why)) return {};
    return Error{why};
}

Status Board::checkBridge(const BridgeSpot& b, const Placement* pending) const {
    std::string why;
    if (bridgeAccepted(b, pending, &why)) return {};
    return Error{why};
}

// A bridge on the placed tile or on a neighbour turns that tile's edges on its axis into road.
bool Board::accepts(const Placement& p, const BridgeSpot* bridge, std::string* why) const {
    if (p.type >= tiles_->size()) return refuse(why, [] { return std::string("unknown tile type"); });
    if (!inside(p.pos)) return refuse(why, [&] { return "position " + toString(p.pos) + " is too far from the start tile"; });
    if (placed_.empty()) return true;
    if (const int there = at(p.pos); there >= 0)
        return refuse(why, [&] { return "cell " + toString(p.pos) + " already holds " + tiles_->type(placed_[there].type).name(); });
    if (frontierSlot(cell(p.pos)) < 0)
        return refuse(why, [&] { return "not adjacent to any tile at " + toString(p.pos) + " (corner contact does not count)"; });
    if (!withinPlayArea(p.pos)) return refuse(why, [&] { return "outside the play area at " + toString(p.pos); });
    std::uint8_t axis = 0;
    Pos bridgeAt{};
    if (bridge) {
        bridgeAt = bridge->pos;
        if (!(bridgeAt == p.pos) && std::abs(bridgeAt.x - p.pos.x) + std::abs(bridgeAt.y - p.pos.y) != 1)
            return refuse(why, [&] { return "a bridge goes on the tile placed or a tile next to it, not " + toString(bridgeAt); });
        if (!bridgeAccepted(*bridge, &p, why)) return false;
        axis = axisEdges(bridge->axis);
    }
    const TileOrientation& o = tiles_->orientation(p.type, p.rot);
    for (Edge e : kEdges) {
        const Pos np = p.pos.neighbour(e);
        const int n = at(np);
        if (n < 0) continue;
        Terrain theirs = placed_[n].edge(index(opposite(e)));
        Terrain mine = o.edge[index(e)];
        if (bridgeAt == p.pos && (axis >> index(e) & 1)) mine = Terrain::Road;
        if (bridgeAt == np && (axis >> index(opposite(e)) & 1)) theirs = Terrain::Road;
        if (theirs != mine)
            return refuse(why, [&] {
                return std::string("edge ") + edgeName(e) + " is " + terrainName(mine) + ", neighbour " + toString(np) + " shows " +
                       terrainName(theirs);
            });
    }
    return true;
}

bool Board::bridgeAccepted(const BridgeSpot& b, const Placement* pending, std::string* why) const {
    const Pos at = b.pos;
    const bool onPending = pending && pending->pos == at;
    const int t = onPending ? -1 : this->at(at);
    if (!onPending && t < 0) return refuse(why, [&] { return "a bridge needs a tile at " + toString(at); });
    if (t >= 0 && placed_[t].bridgeSeg >= 0) return refuse(why, [&] { return "the tile at " + toString(at) + " already has a bridge"; });
    const std::uint8_t axis = axisEdges(b.axis);
    for (Edge e : kEdges) {
        if (!(axis >> index(e) & 1)) continue;
        const Terrain here = onPending ? tiles_->orientation(pending->type, pending->rot).edge[index(e)] : placed_[t].edge(index(e));
        if (here != Terrain::Field)
            return refuse(why, [&] {
                return std::string("a bridge ends on field edges; edge ") + edgeName(e) + " of " + toString(at) + " is " + terrainName(here);
            });
        const TileOrientation& o = onPending ? tiles_->orientation(pending->type, pending->rot) : *placed_[t].o;
        if (o.markEdges >> index(e) & 1)
            return refuse(why, [&] {
                return std::string("a bridge ends on field edges; edge ") + edgeName(e) + " of " + toString(at) + " is " + tiles_->markName(o.mark);
            });
        const Pos np = at.neighbour(e);
        const Terrain facing = terrainAt(np, index(opposite(e)), pending);
        if (facing != Terrain::None && facing != Terrain::Road)
            return refuse(why, [&] {
                return std::string("the bridge's ") + edgeName(e) + " end meets " + terrainName(facing) + " at " + toString(np) +
                       ": it must continue a road or face an empty cell";
            });
    }
    return true;
}

int Board::addBridge(int tileIndex, Axis axis) {
    PlacedTile& t = placed_[tileIndex];
    t.bridgeSeg = static_cast<std::int8_t>(t.o->segmentCount);
    t.bridge = Segment{};
    t.bridge.kind = FeatureKind::Road;
    t.bridge.edges = axisEdges(axis);
    for (Edge e : kEdges) {
        if (!(t.bridge.edges >> index(e) & 1)) continue;
        const Pos np = t.pos.neighbour(e);
        if (inside(np) && at(np) < 0) addFrontier(cell(np), index(opposite(e)), Terrain::Road);
    }
    return t.bridgeSeg;
}

int Board::place(const Placement& p) {
    const int idx = static_cast<int>(placed_.size());
    placed_.push_back({p.type, p.rot, p.pos, &tiles_->orientation(p.type, p.rot)});
    const int c = cell(p.pos);
    removeFrontier(c);
    cells_[c] = static_cast<std::int16_t>(idx);
    const TileOrientation& o = *placed_.back().o;
    for (Edge e : kEdges) {
        const Pos np = p.pos.neighbour(e);
        if (!inside(np) || at(np) >= 0) continue;
        // The neighbour must show this tile's terrain on its edge facing us.
        addFrontier(cell(np), index(opposite(e)), o.edge[index(e)]);
    }
    if (idx == 0) {
        bounds_ = {p.pos.x, p.pos.y, p.pos.x, p.pos.y};
    } else {
        bounds_ = {std::min(bounds_[0], p.pos.x), std::min(bounds_[1], p.pos.y), std::max(bounds_[2], p.pos.x),
                   std::max(bounds_[3], p.pos.y)};
    }
    return idx;
}

void Board::addFrontier(int c, int edge, Terrain t) {
    if (frontierSlot(c) < 0) {
        setFrontierSlot(c, static_cast<int>(frontier_.size()));
        frontier_.push_back(c);
        frontierKey_.push_back(0);
    }
    std::uint8_t& key = frontierKey_[static_cast<size_t>(frontierSlot(c))];
    key = static_cast<std::uint8_t>((key & ~(3u << (2 * edge))) | (static_cast<unsigned>(t) << (2 * edge)));
}

void Board::removeFrontier(int c) {
    const int slot = frontierSlot(c);
    if (slot < 0) return;
    const int last = frontier_.back();
    frontier_[slot] = last;
    frontierKey_[slot] = frontierKey_.back();
    setFrontierSlot(last, slot);
    frontier_.pop_back();
    frontierKey_.pop_back();
    cells_[c] = -1;
}

void Board::legalPlacements(TileTypeId type, std::vector<Placement>& out, std::optional<Pos> at) const {
    if (!at) {
        for (size_t i = 0; i < frontier_.size(); ++i) appendFitting(type, i, out);
        return;
    }
    if (const int slot = inside(*at) ? frontierSlot(cell(*at)) : -1; slot >= 0) appendFitting(type, static_cast<size_t>(slot), out);
}

void Board::appendFitting(TileTypeId type, size_t slot, std::vector<Placement>& out) const {
    const std::uint8_t rots = tiles_->fittingRotations(type, frontierKey_[slot]);
    if (!rots) return;
    const Pos p = cellPos(frontier_[slot]);
    if ((area_.maxWidth > 0 || area_.maxHeight > 0) && !withinPlayArea(p)) return;
    for (std::uint8_t r = 0; r < 4; ++r)
        if (rots >> r & 1) out.push_back({type, p, Rotation{r}});
}

int Board::countPlacements(TileTypeId type) const {
    if (area_.maxWidth > 0 || area_.maxHeight > 0) {
        std::vector<Placement> all;
        legalPlacements(type, all);
        return static_cast<int>(all.size());
    }
    int n = 0;
    for (std::uint8_t key : frontierKey_) n += maskCount(tiles_->fittingRotations(type, key));
    return n;
}

Placement Board::nthPlacement(TileTypeId type, int k) const {
    if (area_.maxWidth > 0 || area_.maxHeight > 0) {
        std::vector<Placement> all;
        legalPlacements(type, all);
        return all.at(static_cast<size_t>(k));
    }
    for (size_t i = 0; i < frontier_.size(); ++i) {
        const std::uint8_t rots = tiles_->fittingRotations(type, frontierKey_[i]);
        const int n = maskCount(rots);
        if (k >= n) {
            k -= n;
            continue;
        }
        for (std::uint8_t r = 0; r < 4; ++r)
            if ((rots >> r & 1) && k-- == 0) return {type, cellPos(frontier_[i]), Rotation{r}};
    }
    return {};
}

bool Board::fitsAnywhere(TileTypeId type) const {
    const bool limited = area_.maxWidth > 0 || area_.maxHeight > 0;
    for (size_t i = 0; i < frontier_.size(); ++i)
        if (tiles_->fittingRotations(type, frontierKey_[i]) && (!limited || withinPlayArea(cellPos(frontier_[i]))))
            return true;
    return false;
}

int Board::neighbourCount(Pos p) const {
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && at({p.x + dx, p.y + dy}) >= 0) ++n;
    return n;
}

}  // namespace carc
