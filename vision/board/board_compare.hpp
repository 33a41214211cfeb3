#pragma once
// A board reading compared with its truth (a rendered board's truth.json, or labels
// of a real photo): the reading's origin is any tile, so the offset that matches most
// tiles is taken, then every truth tile is right (type and rotation, symmetric tiles
// compared at their lowest rotation), wrong, or missed. Truth tiles labelled "river"
// (a River tile of no type the River set has, or not told), "other" (no base type) or
// "hidden" (blacked out) are not counted; tiles labelled with a River type (its id,
// "RI.1/IFI") are counted apart (`riverTiles`, `riverRight`).
#include <nlohmann/json.hpp>

namespace carc::vision {

struct BoardComparison {
    int tiles = 0, tilesRight = 0, tilesWrong = 0, tilesMissed = 0, tilesExtra = 0;  // base tiles
    int riverTiles = 0, riverRight = 0;  // tiles labelled with a River type, and those read right
    int followers = 0, followersRight = 0, followersExtra = 0;
    bool scored = false, scoreExact = false;  // scored: both sides have a final score
};

// `read`: read-board's JSON; `truth`: {"tiles": [{x, y, tile, rotation}], "followers": [...],
// "players": [{"name", "final_points"}]}.
[[nodiscard]] BoardComparison compareBoard(const nlohmann::json& read, const nlohmann::json& truth);

}  // namespace carc::vision
