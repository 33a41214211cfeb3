#include "engine/board.hpp"

#include <algorithm>
#include <bit>

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
      grid_(static_cast<size_t>(kBoardSide) * kBoardSide, -1),
      frontierSlot_(static_cast<size_t>(kBoardSide) * kBoardSide, -1) {
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

Status Board::check(const Placement& p) const {
    if (p.type >= tiles_->size()) return Error{"unknown tile type"};
    if (!inside(p.pos)) return Error{"position " + toString(p.pos) + " is too far from the start tile"};
    if (placed_.empty()) return {};
    if (const int there = at(p.pos); there >= 0)
        return Error{"cell " + toString(p.pos) + " already holds " + tiles_->type(placed_[there].type).name()};
    if (frontierSlot_[cell(p.pos)] < 0)
        return Error{"not adjacent to any tile at " + toString(p.pos) + " (corner contact does not count)"};
    if (!withinPlayArea(p.pos)) return Error{"outside the play area at " + toString(p.pos)};
    const TileOrientation& o = tiles_->orientation(p.type, p.rot);
    for (Edge e : kEdges) {
        const Pos np = p.pos.neighbour(e);
        const int n = at(np);
        if (n < 0) continue;
        const Terrain theirs = placed_[n].o->edge[index(opposite(e))];
        const Terrain mine = o.edge[index(e)];
        if (theirs != mine)
            return Error{std::string("edge ") + edgeName(e) + " is " + terrainName(mine) + ", neighbour " + toString(np) +
                         " shows " + terrainName(theirs)};
    }
    return {};
}

int Board::place(const Placement& p) {
    const int idx = static_cast<int>(placed_.size());
    placed_.push_back({p.type, p.rot, p.pos, &tiles_->orientation(p.type, p.rot)});
    const int c = cell(p.pos);
    grid_[c] = static_cast<std::int16_t>(idx);
    removeFrontier(c);
    const TileOrientation& o = *placed_.back().o;
    for (Edge e : kEdges) {
        const Pos np = p.pos.neighbour(e);
        if (!inside(np) || at(np) >= 0) continue;
        // The neighbour must show this tile's terrain on its edge facing us.
        addFrontier(cell(np), static_cast<std::uint8_t>(static_cast<int>(o.edge[index(e)]) << (2 * index(opposite(e)))));
    }
    if (idx == 0) {
        bounds_ = {p.pos.x, p.pos.y, p.pos.x, p.pos.y};
    } else {
        bounds_ = {std::min(bounds_[0], p.pos.x), std::min(bounds_[1], p.pos.y), std::max(bounds_[2], p.pos.x),
                   std::max(bounds_[3], p.pos.y)};
    }
    return idx;
}

void Board::addFrontier(int c, std::uint8_t keyBits) {
    if (frontierSlot_[c] >= 0) {
        frontierKey_[frontierSlot_[c]] |= keyBits;
        return;
    }
    frontierSlot_[c] = static_cast<std::int16_t>(frontier_.size());
    frontier_.push_back(c);
    frontierKey_.push_back(keyBits);
}

void Board::removeFrontier(int c) {
    const int slot = frontierSlot_[c];
    if (slot < 0) return;
    const int last = frontier_.back();
    frontier_[slot] = last;
    frontierKey_[slot] = frontierKey_.back();
    frontierSlot_[last] = static_cast<std::int16_t>(slot);
    frontier_.pop_back();
    frontierKey_.pop_back();
    frontierSlot_[c] = -1;
}

void Board::legalPlacements(TileTypeId type, std::vector<Placement>& out) const {
    const bool limited = area_.maxWidth > 0 || area_.maxHeight > 0;
    for (size_t i = 0; i < frontier_.size(); ++i) {
        const std::uint8_t rots = tiles_->fittingRotations(type, frontierKey_[i]);
        if (!rots) continue;
        const Pos p = cellPos(frontier_[i]);
        if (limited && !withinPlayArea(p)) continue;
        for (std::uint8_t r = 0; r < 4; ++r)
            if (rots >> r & 1) out.push_back({type, p, Rotation{r}});
    }
}

int Board::countPlacements(TileTypeId type) const {
    if (area_.maxWidth > 0 || area_.maxHeight > 0) {
        std::vector<Placement> all;
        legalPlacements(type, all);
        return static_cast<int>(all.size());
    }
    int n = 0;
    for (std::uint8_t key : frontierKey_) n += std::popcount(tiles_->fittingRotations(type, key));
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
        const int n = std::popcount(rots);
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
