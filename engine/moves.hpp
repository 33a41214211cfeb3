#pragma once
// Every change to a game is a move value; a game is its setup plus its moves.
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/board.hpp"

namespace carc {

struct PlaceTile {
    Placement placement;
    // A placement that is legal only with a bridge names it; it uses one of the
    // player's bridges (as JCloisterZone records it, without a separate move).
    std::optional<BridgeSpot> bridge{};
};
// An optional bridge after placing a tile, before the follower.
struct PlaceBridge {
    BridgeSpot spot;
};
// Deploy a follower on a segment of the tile just placed (a bridge there included).
struct Deploy {
    int segment = -1;
};
// No follower this turn; in an auction: no higher bid.
struct Pass {};
// The drawn tile fits nowhere (or only with a bridge) and is put out of the game.
struct SetAside {
    TileTypeId type = 0;
};
// Table games: the players stop (e.g. tiles lost); final scoring follows.
struct EndGame {};
// Answers the pending decision with one of its options (Game::decision()).
struct Choose {
    int option = 0;
};
// Bazaar: pick a revealed tile and bid for it, or raise the bid on it.
struct BazaarBid {
    int slot = 0;
    int price = 0;
};
// Bazaar: the picker buys the tile from the highest bidder or sells it to them.
struct BazaarBuyOrSell {
    bool buy = true;
};
// Table games: the tiles turned up for a bazaar auction.
struct BazaarReveal {
    std::vector<TileTypeId> tiles;
};

using Move = std::variant<PlaceTile, Deploy, Pass, SetAside, EndGame, PlaceBridge, Choose, BazaarBid, BazaarBuyOrSell,
                          BazaarReveal>;

std::string describe(const Move& m, const class Tileset& tiles);

}  // namespace carc
