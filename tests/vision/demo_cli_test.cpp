// `carc demo`, the main job: a simulated table watched by the vision pipeline, played
// in the engine and recorded in a game store.
#include <filesystem>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

namespace carc::vision {
namespace {

TEST(DemoCli, WatchesASimulatedGameRecordsItAndComparesWithTheTruth) {
    const auto dir = std::filesystem::temp_directory_path() / "carc_demo_cli_test";
    std::filesystem::remove_all(dir);
    const std::string db = (dir / "games.sqlite").string();
    const auto r = carc::test::runCommand(std::string(CARC_CLI) + " demo --players 2 --seed 4 --turns 8 --mess none --db " + db);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("turn   1  red places"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Compared with the simulator's truth: tiles "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Final scores after 8 turns"), std::string::npos) << r.out;
    EXPECT_NE(r.err.find("watching simulated table"), std::string::npos) << r.err;

    // Every turn the camera saw is in the record, with the frame that showed it.
    const auto list = carc::test::runCommand(std::string(CARC_CLI) + " games list --json --db " + db);
    ASSERT_EQ(list.exitCode, 0) << list.err;
    const auto games = nlohmann::json::parse(list.out).at("games");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].at("turn").get<int>(), 9);
    EXPECT_GE(games[0].at("entries").get<int>(), 8);
    const auto frames = dir / "games.sqlite-frames";
    ASSERT_TRUE(std::filesystem::is_directory(frames)) << "no still frames stored beside " << db;
    EXPECT_GE(std::distance(std::filesystem::directory_iterator(frames), std::filesystem::directory_iterator()), 8);
    std::filesystem::remove_all(dir);
}

TEST(DemoCli, BadOptionsExitTwoWithAReason) {
    for (const char* args : {" demo --mess wild", " demo --players 9", " demo --art /nonexistent/art"}) {
        const auto r = carc::test::runCommand(std::string(CARC_CLI) + args);
        EXPECT_EQ(r.exitCode, 2) << args;
        EXPECT_FALSE(r.err.empty()) << args;
    }
}

}  // namespace
}  // namespace carc::vision
