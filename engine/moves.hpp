#pragma once
// Every change to a game is a move value; a game is its setup plus its moves.
#include <string>
#include <variant>

#include "engine/board.hpp"

namespace carc {

struct PlaceTile {
    Placement placement;
};
// Deploy a follower on a segment of the tile just placed.
struct Deploy {
    int segment = -1;
};
// No follower this turn.
struct Pass {};
// Table games: the drawn tile fits nowhere and is put out of the game.
struct SetAside {
    TileTypeId type = 0;
};
// Table games: the players stop (e.g. tiles lost); final scoring follows.
struct EndGame {};

using Move = std::variant<PlaceTile, Deploy, Pass, SetAside, EndGame>;

std::string describe(const Move& m, const class Tileset& tiles);

}  // namespace carc
