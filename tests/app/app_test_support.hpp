#pragma once
// Helpers shared by the app's tests: a small simulated game in a LiveGame.
#include "game_session.hpp"  // LiveGame, and the root that owns it

namespace carc::app::testing {

// 3 players, every expansion, engine-shuffled tiles, DemoTable as the camera.
GameSetup demoSetup(std::uint64_t seed = 7);
// Starts a demo game in `game` and returns its simulated table.
DemoTable* startDemoGame(LiveGame& game, std::uint64_t seed = 7);
// Answers what the game waits for like the simulated players do (decisions with
// the suggestion or the simplest bazaar move, doubtful tiles confirmed), else steps.
void advance(LiveGame& game);

}  // namespace carc::app::testing
