// The River: river tiles first, each continuing the river, the lake last (JCloisterZone
// 5.12's RiverCapability; RULES.md has no River section, docs/engine.md says so).
#include <algorithm>

#include "engine/game.hpp"

namespace carc {
// The lake ends the river: a river tile with one river edge, the spring (the start tile) aside.
bool RiverModule::isLake(const Game& g, const TileType& t) const {
    const std::uint8_t r = riverEdges(t);
    return t.index != g.setup_.start.type && r && !(r & (r - 1));
}

bool RiverModule::inPlay(const GameSetup& s) { return std::find(s.sets.begin(), s.sets.end(), "river") != s.sets.end(); }

const char* RiverModule::startTileId(const Game&) const { return "RI/s"; }

// The engine's own shuffle: the river tiles in shuffled order, then the lake, then the rest.
void RiverModule::start(Game& g) {
    inPlay_ = inPlay(g.setup_);
    if (!inPlay_) return;
    mark_ = g.tiles_->markId("river");
    countOpenEnds(g);
    if (g.setup_.source != TileSource::Shuffled) return;  // a save's draw order, or the table's
    const Tileset& tiles = *g.tiles_;
    std::vector<TileTypeId> order(g.pile_.rbegin(), g.pile_.rend());
    auto group = [&](TileTypeId t) {
        const TileType& type = tiles.type(t);
        return !riverEdges(type) ? 2 : isLake(g, type) ? 1 : 0;
    };
    std::stable_sort(order.begin(), order.end(), [&](TileTypeId a, TileTypeId b) { return group(a) < group(b); });
    g.pile_.assign(order.rbegin(), order.rend());
}

Status RiverModule::checkRiver(const Game& g, const PlaceTile& m) const {
    const Placement& p = m.placement;
    const Tileset& tiles = *g.tiles_;
    const TileType& type = tiles.type(p.type);
    // Table games: people place what they draw, so the order is checked here.
    if (g.setup_.source == TileSource::Table) {
        const Left left = riverLeft(g);
        if (!riverEdges(type) && left.river > 0)
            return g.placeRefused(p, "the river comes first: " + std::to_string(left.river) + " river tile(s) still to place");
        if (isLake(g, type) && left.river > left.lakes) return g.placeRefused(p, "the lake comes last, after every river tile");
    }
    const std::uint8_t mine = riverEdges(tiles.orientation(p.type, p.rot));
    bool connected = false;
    for (Edge e : kEdges) {
        const int n = g.board_.at(p.pos.neighbour(e));
        if (n < 0) continue;
        const bool here = mine >> index(e) & 1;
        const bool there = riverEdges(*g.board_.tile(n).o) >> index(opposite(e)) & 1;
        if (here != there)
            return g.placeRefused(p, std::string("edge ") + edgeName(e) + (here ? " is river, " : " is not river, ") + "neighbour " +
                                         toString(p.pos.neighbour(e)) + (there ? " shows the river" : " shows none"));
        connected = connected || here;
    }
    if (!mine) return {};
    if (!connected) return g.placeRefused(p, "a river tile continues the river");
    // No U-turn: beyond each open river edge, the next two cells ahead and the cells beside
    // them stay free (JCloisterZone's isContinuationFree).
    for (Edge e : kEdges) {
        if (!(mine >> index(e) & 1) || g.board_.at(p.pos.neighbour(e)) >= 0) continue;
        const Pos ahead = p.pos.neighbour(e), ahead2 = ahead.neighbour(e);
        const Edge left = rotated(e, 3), right = rotated(e, 1);
        for (const Pos& c : {ahead.neighbour(left), ahead.neighbour(right), ahead2, ahead2.neighbour(left), ahead2.neighbour(right)})
            if (g.board_.at(c) >= 0)
                return g.placeRefused(p, std::string("the river would turn back on itself beyond edge ") + edgeName(e) + " (" +
                                             toString(c) + " is taken)");
    }
    return {};
}

// River tiles, and any tile while the river has an open end, may fit the board's terrains
// (a river edge is Field there) and still be refused.
bool RiverModule::restrictsPlacements(const Game& g, TileTypeId t) const { return riverEdges(g.tiles_->type(t)) || openEnds_ > 0; }

void RiverModule::afterPlace(Game& g, const PlaceTile&) { countOpenEnds(g); }

void RiverModule::countOpenEnds(const Game& g) {
    openEnds_ = 0;
    for (const PlacedTile& t : g.board_.placed())
        for (Edge e : kEdges)
            openEnds_ += (riverEdges(*t.o) >> index(e) & 1) && g.board_.at(t.pos.neighbour(e)) < 0;
}

// Table games: the river tiles come first and the lake last (checkRiver refuses the others).
void RiverModule::nextDrawable(const Game& g, std::vector<TileTypeId>& left) const {
    const Left n = riverLeft(g);
    if (n.river == 0) return;
    std::vector<TileTypeId> next;
    for (TileTypeId t : left) {
        const TileType& type = g.tiles_->type(t);
        if (riverEdges(type) && (n.river == n.lakes || !isLake(g, type))) next.push_back(t);
    }
    if (!next.empty()) left = std::move(next);
}

RiverModule::Left RiverModule::riverLeft(const Game& g) const {
    Left n;
    for (const TileType& t : g.tiles_->types()) {
        if (!riverEdges(t)) continue;
        n.river += g.remaining_[t.index];
        if (isLake(g, t)) n.lakes += g.remaining_[t.index];
    }
    return n;
}

}  // namespace carc
