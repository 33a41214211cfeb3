#pragma once
// One line per turn for people: who placed which tile where, the follower, and
// what scored. Used by `carc demo` and `carc replay`.
#include <string>
#include <vector>

#include "engine/game.hpp"

namespace carc::cli {

// Replays the game's moves from its setup and describes each completed turn.
std::vector<std::string> turnLog(const Game& game);

}  // namespace carc::cli
