#pragma once
// Moves and game setups as JSON, the engine's own lossless form (one object per
// move), used by the game record store. Tiles are named by their JCloisterZone id so
// records stay readable if tile data is ever reordered.
//   {"move":"place","tile":"BA/C","x":1,"y":0,"rotation":90,"bridge":{"x":1,"y":0,"axis":"NS"}}
//   {"move":"deploy","segment":2}  {"move":"pass"}  {"move":"set-aside","tile":"BA/C"}
//   {"move":"end-game"}  {"move":"bridge","x":..,"y":..,"axis":"WE"}  {"move":"choose","option":1}
//   {"move":"bid","slot":0,"price":3}  {"move":"buy-or-sell","buy":true}
//   {"move":"reveal","tiles":["BA/C", ...]}
#include <nlohmann/json.hpp>

#include "engine/expected.hpp"
#include "engine/expansions.hpp"
#include "engine/rules.hpp"
#include "engine/tileset.hpp"

namespace carc {

nlohmann::json moveToJson(const Move& move, const Tileset& tiles);
// The error names the field ("move.tile: unknown tile 'XX'").
Expected<Move> moveFromJson(const nlohmann::json& json, const Tileset& tiles);

nlohmann::json setupToJson(const GameSetup& setup, const Tileset& tiles);
Expected<GameSetup> setupFromJson(const nlohmann::json& json, const Tileset& tiles);

}  // namespace carc
