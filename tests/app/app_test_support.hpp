#pragma once
// Helpers shared by the app's tests: a small simulated game in a GameSession.
#include "game_session.hpp"

namespace carc::app::testing {

// 3 players, every expansion, engine-shuffled tiles, DemoTable as the camera.
GameSetup demoSetup(std::uint64_t seed = 7);
// Starts a demo game in `session` and returns its simulated table.
DemoTable* startDemoGame(GameSession& session, std::uint64_t seed = 7);
// Answers what the session waits for like the simulated players do (decisions with
// the suggestion or the simplest bazaar move, doubtful tiles confirmed), else steps.
void advance(GameSession& session);

}  // namespace carc::app::testing
