#pragma once
// What `carc track` prints: the score JSON of `carc replay` plus the tiles, the
// followers on the board (before final scoring) and the alerts (INTERFACES.md).
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "vision/sources/frame_source.hpp"
#include "vision/track/tracker.hpp"

namespace carc::vision {

// `game`: the one the tracker played on. The players' follower colours in turn order
// ("red", "blue", ...).
nlohmann::json trackJson(const Tracker& tracker, const Game& game, const std::vector<std::string>& colours,
                         const std::vector<Follower>& followersBeforeFinal);

// Feeds every frame of a source to the tracker, which plays them on `game`; progress lines on stderr when
// `progress` (every 50 frames); `afterFrame` sees each frame after the tracker (e.g. to
// record the moves it made with it). Returns the followers on the board just before
// the final scoring, for the report.
std::vector<Follower> runTracker(FrameSource& source, Tracker& tracker, Game& game, bool progress,
                                 const std::function<void(const cv::Mat&)>& afterFrame = {});

}  // namespace carc::vision
