#pragma once
// The score report of `carc replay` and `carc track`: JSON (INTERFACES.md) and a table.
#include <string>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace carc {

// {"ended": .., "players": [{"name", "score", "breakdown": [{"feature", "points", ...}]}]}
nlohmann::json scoreJson(const Game& game);
// A table for people: one row per player with points by feature and the total.
std::string scoreTable(const Game& game);

}  // namespace carc
