#pragma once
// The board drawn as text, three characters square per tile, for replays in a
// terminal and for logs:   C    edges: C city, | or - road, . field;
//                         .+.   centre: + cloister, C city across the tile,
//                          |           o road junction or end, . field;
// a follower shows as its owner's number (1-6) in the tile's north-west corner.
#include <string>

#include "engine/game.hpp"

namespace carc {

std::string boardText(const Game& game);

}  // namespace carc
