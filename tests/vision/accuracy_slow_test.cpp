// The accuracy harness over whole simulated games (label: slow): every expansion set,
// painted and real art, players 2 to 6, all table mess on; the targets.
#include <filesystem>

#include <gtest/gtest.h>

#include "vision/track/testing/accuracy.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

TEST(AccuracySlow, WholeGamesEveryConditionMeetTheTargets) {
    const std::string art = std::filesystem::is_directory(kScans) ? kScans : "";
    if (art.empty()) std::printf("no reference tiles at %s: painted art only\n", kScans.c_str());
    testing::AccuracyRun run;  // full mess
    run.gamesPerCondition = 5;
    int games = 0, exact = 0;
    testing::TruthComparison total;
    for (const testing::AccuracyCondition& c : testing::accuracyConditions(art)) {
        const auto r = testing::measureCondition(c, run, [](const std::string& line) { std::printf("%s\n", line.c_str()); });
        ASSERT_TRUE(r.ok()) << r.error();
        total += r->total, games += r->games, exact += r->exactScores;
    }
    EXPECT_GE(total.tilesRight * 1000, total.tiles * 999) << "tiles " << total.tilesRight << "/" << total.tiles;
    EXPECT_GE(total.followersRight * 1000, total.followers * 995) << "followers " << total.followersRight << "/" << total.followers;
    EXPECT_GE(exact * 100, games * 98) << "exact final scores " << exact << "/" << games;
}

}  // namespace
}  // namespace carc::vision
