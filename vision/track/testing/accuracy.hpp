#pragma once
// The accuracy harness: simulated games watched by the tracker, compared with the
// truth (tiles: type + rotation + cell; final scores exactly equal).
#include "vision/track/testing/scene_game.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision::testing {

struct GameAccuracy {
    int tiles = 0;          // tiles placed in the truth (start tile excluded)
    int tilesRight = 0;     // seen at the right cell with the right type and rotation
    bool scoresRight = false;
    int alerts = 0;
    int frames = 0;
    double trackMs = 0;     // time spent in the tracker, all frames
    std::string firstMistake;  // for people: the first tile that went wrong
};

Expected<GameAccuracy> measureSceneGame(const TileLibrary& library, const TableScene& scene, const GameSetup& setup,
                                        int maxTurns);

}  // namespace carc::vision::testing
