// Games played and scored by JCloisterZone's own engine (the oracle of
// ../shared/tools/jcz-oracle, seek mode, our seeds 4301 and 4302), and River games our
// engine played that JCloisterZone replayed and scored (scripts/jcz-check-river --keep,
// seed 4303: river_*): each replays to the final scores JCloisterZone gave, and so does
// our export of it read back. The oracle
// itself re-checks the exports: scripts/jcz-check-exports (not part of the tests: no Java).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine/io/jcz.hpp"

namespace carc {
namespace {

std::vector<int> expectedScores(const std::filesystem::path& jcz) {
    std::filesystem::path expected = jcz;
    expected.replace_extension(".expected.json");
    std::ifstream in(expected);
    const nlohmann::json doc = nlohmann::json::parse(in);
    std::vector<int> points;
    for (const nlohmann::json& p : doc["players"]) points.push_back(p["points"].get<int>());
    return points;
}

std::vector<int> scores(const Game& g) {
    std::vector<int> out;
    for (int p = 0; p < g.playerCount(); ++p) out.push_back(g.score(p));
    return out;
}

TEST(JczCorpus, EveryGameReplaysToJCloisterZonesScores) {
    const std::filesystem::path dir = std::filesystem::path(CARC_FIXTURES) / "jcz-corpus";
    int games = 0, expansionGames = 0, riverGames = 0;
    for (const auto& f : std::filesystem::directory_iterator(dir)) {
        if (f.path().extension() != ".jcz") continue;
        ++games;
        auto saved = readJczFile(f.path().string());
        ASSERT_TRUE(saved.ok()) << saved.error();
        expansionGames += saved->setup.expansions.castles ? 1 : 0;
        riverGames += std::count(saved->setup.sets.begin(), saved->setup.sets.end(), "river") > 0 ? 1 : 0;
        auto game = replayJcz(*saved);
        ASSERT_TRUE(game.ok()) << f.path() << ": " << game.error();
        EXPECT_TRUE(game->over()) << f.path();
        EXPECT_EQ(scores(*game), expectedScores(f.path())) << f.path();
        // What JCloisterZone would load of our export replays the same.
        auto back = parseJcz(writeJcz(*game, {"x", "x", "2026-11-27T00:00:00Z", false}));
        ASSERT_TRUE(back.ok()) << back.error();
        auto again = replayJcz(*back);
        ASSERT_TRUE(again.ok()) << f.path() << " exported: " << again.error();
        EXPECT_EQ(scores(*again), expectedScores(f.path())) << f.path() << " exported";
    }
    EXPECT_GE(games, 10);
    EXPECT_GE(expansionGames, 5);
    EXPECT_GE(riverGames, 3);
}

}  // namespace
}  // namespace carc
