#pragma once
// Moves and game setups as JSON, the engine's own lossless form (one object per
// move), used by the game record store. Tiles are named by their JCloisterZone id so
// records stay readable if tile data is ever reordered. The base game's moves:
//   {"move":"place","tile":"BA/C","x":1,"y":0,"rotation":90}  {"move":"deploy","segment":2}
//   {"move":"pass"}  {"move":"set-aside","tile":"BA/C"}  {"move":"end-game"}
//   {"move":"choose","option":1}
// Each module's moves, what it adds to a "place" move and its setup switches are its part
// (io/move_json_module.hpp, io/move_json_<module>.cpp).
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
