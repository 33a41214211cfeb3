#pragma once
// A board reading compared with its truth (a rendered board's truth.json, or labels
// of a real photo): the reading's origin is any tile, so the offset that matches most
// tiles is taken, then every truth tile is right (type and rotation, symmetric tiles
// compared at their lowest rotation), wrong, or missed. Truth tiles labelled "river"
// (not in the rules), "other" (no base type) or "hidden" (blacked out) are not counted.
#include <nlohmann/json.hpp>

namespace carc::vision {

struct BoardComparison {
    int tiles = 0, tilesRight = 0, tilesWrong = 0, tilesMissed = 0, tilesExtra = 0;
    int followers = 0, followersRight = 0, followersExtra = 0;
    bool scored = false, scoreExact = false;  // scored: both sides have a final score
};

// `read`: read-board's JSON; `truth`: {"tiles": [{x, y, tile, rotation}], "followers": [...],
// "players": [{"name", "final_points"}]}.
[[nodiscard]] BoardComparison compareBoard(const nlohmann::json& read, const nlohmann::json& truth);

}  // namespace carc::vision
