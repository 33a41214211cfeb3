#pragma once
// A random game played on a TableScene, frame by frame, with the truth kept: the
// stand-in for the project simulator in tests and in `carc vision accuracy` while
// vision/sim is not available. Players place tiles uniformly among the legal
// placements and (for now) deploy no followers; every turn shows a hand over the
// board, then the still board twice.
#include <functional>

#include "engine/game.hpp"
#include "vision/track/testing/table_scene.hpp"

namespace carc::vision::testing {

struct SceneGame {
    Game truth;
    std::vector<Placement> placements;  // start tile first
    int frames = 0;
};

// maxTurns 0 = the whole pile. onFrame gets each frame and its index.
Expected<SceneGame> playSceneGame(const TableScene& scene, GameSetup setup, int maxTurns,
                                  const std::function<void(const cv::Mat&, int)>& onFrame);

}  // namespace carc::vision::testing
