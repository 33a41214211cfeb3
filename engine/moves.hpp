#pragma once
// Every change to a game is a move value; a game is its setup plus its moves. Moves
// compare equal when they are the same move (the app checks a reading against the record).
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
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};
// An optional bridge after placing a tile, before the follower.
struct PlaceBridge {
    BridgeSpot spot;
    friend bool operator==(const PlaceBridge&, const PlaceBridge&) = default;
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
// Bazaar: pick a revealed tile and bid for it, or raise the bid on it.
struct BazaarBid {
    int slot = 0;
    int price = 0;
    friend bool operator==(const BazaarBid&, const BazaarBid&) = default;
};
// Bazaar: the picker buys the tile from the highest bidder or sells it to them.
struct BazaarBuyOrSell {
    bool buy = true;
    friend bool operator==(const BazaarBuyOrSell&, const BazaarBuyOrSell&) = default;
};
// Table games: the tiles turned up for a bazaar auction; none when the players find
// fewer tiles left than players (no auction is held).
struct BazaarReveal {
    std::vector<TileTypeId> tiles;
    friend bool operator==(const BazaarReveal&, const BazaarReveal&) = default;
};

using Move = std::variant<PlaceTile, Deploy, Pass, SetAside, EndGame, PlaceBridge, Choose, BazaarBid, BazaarBuyOrSell,
                          BazaarReveal>;

std::string describe(const Move& m, const class Tileset& tiles);

}  // namespace carc
