#pragma once
// The accuracy harness: whole games on the simulator's table, with every kind of table
// mess, watched by the tracker and compared with the truth, per condition (expansions
// in play, painted or real art); players 2 to 6 in turn within each condition.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "vision/sim/mess.hpp"
#include "vision/sim/sim_options.hpp"
#include "vision/track/testing/truth_comparison.hpp"

namespace carc::vision::testing {

struct AccuracyCondition {
    std::string name;                     // "bcb+messages, c1-scans"
    std::vector<std::string> expansions;  // "bcb", "messages"
    std::string artDir;                   // empty: painted art
    // More printings on the table (SimOptions::mixedArt); the players enrolled artDir's.
    std::vector<std::string> mixedArt;
};

// Every expansion set (none, bcb, messages, both) x the art (painted unless
// `skipPainted`; also `artDir` when given), each with `mixedArt` on the table too.
std::vector<AccuracyCondition> accuracyConditions(const std::string& artDir, const std::vector<std::string>& mixedArt = {},
                                                  bool skipPainted = false);

struct ConditionResult {
    AccuracyCondition condition;
    int games = 0;
    int exactScores = 0;  // games whose final scores came out exactly right
    int allRight = 0;     // games with every tile, follower and score right (TruthComparison::allRight)
    TruthComparison total;
    int frames = 0;
    double trackerMs = 0;  // time in the tracker, all frames
};

struct AccuracyRun {
    int gamesPerCondition = 5;
    std::uint64_t seed = 1;   // of the first game; then seed + 1, ...
    int turns = -1;           // per game (< 0: the whole game)
    sim::MessLevel mess = sim::MessLevel::Full;
    // The table's layout per game (tableLayout): the start tile anywhere inside the
    // markers, away from the table's origin; the board turned by quarter turns and a few
    // degrees on the table, the camera rolled any way round. Off: as a rig set up around
    // the start tile, square to it.
    bool startAnywhere = false;
    bool boardTurned = false;
    bool solidFollowers = false;  // SimOptions::solidFollowers
    // Photo-real light and hands (SimOptions): a lamp's glare; white-balance casts, game g
    // of a condition under casts[g % casts.size()] (none when empty); adult hands.
    bool glare = false;
    std::vector<sim::WhiteBalanceCast> casts;
    bool lifeSizeHands = false;
};

// The layout of game `seed` on the table (SimOptions' board, cameraRollDeg, spareCells)
// as `run` asks for: drawn from the seed, the same for every condition.
void tableLayout(const AccuracyRun& run, std::uint64_t seed, sim::SimOptions& options);
// That layout in words ("start tile at (x, y) mm, spare cells w n e s, board turned D,
// camera rolled R"), empty when `run` asks for none.
std::string describeLayout(const AccuracyRun& run, const sim::SimOptions& options);

// progress(text) after each game, for people.
Expected<ConditionResult> measureCondition(const AccuracyCondition& condition, const AccuracyRun& run,
                                           const std::function<void(const std::string&)>& progress = {});

}  // namespace carc::vision::testing
