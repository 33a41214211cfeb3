#pragma once
// The River as a rule module: in play when the "river" tile set is (engine/data/river.tiles).
// The spring is the start tile, the river tiles are drawn before the others and the lake
// last; each river tile continues the river without turning back on itself, as
// JCloisterZone 5.12 plays it (RiverCapability). Its rules: game_river.cpp.
#include <vector>

#include "engine/expansion.hpp"

namespace carc {

struct TileOrientation;

class RiverModule : public ExpansionModule {
public:
    // Its names (the registration's expansionNames, enableExpansion).
    static constexpr const char* kName = "river";
    static constexpr const char* kTitle = "The River";
    static void enable(GameSetup& s) { s.addSet("river"); }  // the river tiles are the expansion

    // Hooks (expansion.hpp).
    [[nodiscard]] static bool inPlay(const GameSetup& s);
    [[nodiscard]] const char* startTileId(const Game& g) const;
    void start(Game& g);
    [[nodiscard]] Status checkPlace(const Game& g, const PlaceTile& m) const { return inPlay_ ? checkRiver(g, m) : Status{}; }
    [[nodiscard]] bool restrictsPlacements(const Game& g, TileTypeId t) const;
    void afterPlace(Game& g, const PlaceTile& m);
    void nextDrawable(const Game& g, std::vector<TileTypeId>& left) const;

private:
    [[nodiscard]] Status checkRiver(const Game& g, const PlaceTile& m) const;
    // River edges of placed tiles that face an empty cell (the river's open end).
    void countOpenEnds(const Game& g);
    // The edges the river crosses (the tile data's "river" mark; bit per Edge).
    template <class T>  // TileType or TileOrientation
    [[nodiscard]] std::uint8_t riverEdges(const T& t) const { return t.mark == mark_ ? t.markEdges : 0; }
    [[nodiscard]] bool isLake(const Game& g, const TileType& t) const;
    // River tiles not yet placed or set aside, and the lakes among them.
    struct Left {
        int river = 0;
        int lakes = 0;
    };
    [[nodiscard]] Left riverLeft(const Game& g) const;

    bool inPlay_ = false;
    std::uint8_t mark_ = 0;  // the river mark's id in the game's tileset
    int openEnds_ = 0;
};

}  // namespace carc
