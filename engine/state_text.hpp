#pragma once
// A canonical text of everything a game's state holds (board, followers, supplies,
// scores, phase, tiles left). Two games are in the same state exactly when their
// texts are equal: used to check deterministic replay, resume and import/export.
#include <string>

#include "engine/game.hpp"

namespace carc {
std::string stateText(const Game& game);
}
