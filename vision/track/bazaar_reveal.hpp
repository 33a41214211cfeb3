#pragma once
// The tiles the players say the bazaar turned up, against the bag as the companion has
// it. When they name a tile of which the companion has every copy on the board
// already, one of its earlier readings was a look-alike: the tile is taken as a tile
// still in the bag with the same edges (so the board stays consistent), or, when no
// such tile is left, as the tile the bag has most of; the players are asked to check.
// Otherwise the game would wait for an answer nobody can give.
#include <optional>
#include <utility>
#include <vector>

#include "engine/expansions.hpp"
#include "engine/tileset.hpp"

namespace carc::vision {

struct RevealFromBag {
    BazaarReveal reveal;
    std::vector<std::pair<TileTypeId, TileTypeId>> replaced;  // (named, taken instead)
};

// left: copies in the bag per tile type. Nothing when the bag has too few tiles.
std::optional<RevealFromBag> revealFromBag(const Tileset& tiles, std::vector<int> left, const BazaarReveal& named);

}  // namespace carc::vision
