#pragma once
// Every change to a game is a move value; a game is its setup plus its moves. Moves
// compare equal when they are the same move (the app checks a reading against the record).
// This header holds the base game's moves; a rule module's are in its own header.
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "engine/board.hpp"

namespace carc {

struct PlaceTile {
    Placement placement;
    // A placement that is legal only with a bridge names it; it uses one of the
    // player's bridges (as JCloisterZone records it, without a separate move).
    std::optional<BridgeSpot> bridge{};
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};
// Deploy a follower on a segment of the tile just placed (a bridge there included).
struct Deploy {
    int segment = -1;
    friend bool operator==(const Deploy&, const Deploy&) = default;
};
// No follower this turn; in an auction: no higher bid.
struct Pass {
    friend bool operator==(const Pass&, const Pass&) = default;
};
// The drawn tile fits nowhere (or only with a bridge) and is put out of the game.
struct SetAside {
    TileTypeId type = 0;
    friend bool operator==(const SetAside&, const SetAside&) = default;
};
// Table games: the players stop (e.g. tiles lost); final scoring follows.
struct EndGame {
    friend bool operator==(const EndGame&, const EndGame&) = default;
};
// Answers the pending decision with one of its options (Game::decision()).
struct Choose {
    int option = 0;
    friend bool operator==(const Choose&, const Choose&) = default;
};
// The base game's moves. Each rule module declares its own (`Moves` in its header); `Move`,
// every move of the base game and of the registered modules, is assembled in expansions.hpp.
using BaseMoves = std::tuple<PlaceTile, Deploy, Pass, SetAside, EndGame, Choose>;
struct Move;
class Tileset;

// A move for people: "place D (BA/RCr) at (1,0) rotated 90", one per move type (a module's
// own beside its moves; describe(const Move&) in expansions.hpp picks the right one).
std::string describe(const PlaceTile& m, const Tileset& tiles);
std::string describe(const Deploy& m, const Tileset& tiles);
std::string describe(const Pass& m, const Tileset& tiles);
std::string describe(const SetAside& m, const Tileset& tiles);
std::string describe(const EndGame& m, const Tileset& tiles);
std::string describe(const Choose& m, const Tileset& tiles);
// "bridge N-S on (1,0)"
std::string bridgeText(const BridgeSpot& b);

}  // namespace carc
