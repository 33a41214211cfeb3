// The `carc` binary itself: exit codes and output of the engine commands.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

namespace carc::test {
namespace {

CommandResult carc(const std::string& args) { return runCommand(std::string(CARC_CLI) + " " + args); }

std::string fixture(const char* name) { return std::string(CARC_FIXTURES) + "/" + name; }

TEST(Cli, ReplayPrintsTheScoreJson) {
    const CommandResult r = carc("replay " + fixture("seed_road4.jcz") + " --json");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["ended"], true);
    EXPECT_EQ(j["players"][0]["score"], 4);
    EXPECT_EQ(j["players"][1]["score"], 3);
}

TEST(Cli, ReplayHumanOutputHasTheTable) {
    const CommandResult r = carc("replay " + fixture("seed_final5.jcz") + " --log");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Game over after 11 turns"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Green"), std::string::npos);
    EXPECT_NE(r.out.find("Final scoring:"), std::string::npos);
}

TEST(Cli, BadInputExitsWithTwoAndOneLine) {
    const std::string broken = std::filesystem::temp_directory_path() / "carc_broken.jcz";
    std::ofstream(broken) << "{\"appVersion\": \"5.7.0\", \"setup\": ";
    for (const std::string& args : std::vector<std::string>{"replay /no/such/file.jcz", "replay " + broken, "replay",
                                                          "no-such-command", "bench engine --runs 0"}) {
        const CommandResult r = carc(args);
        EXPECT_EQ(r.exitCode, 2) << args;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
        EXPECT_EQ(r.out, "") << args;
    }
    EXPECT_NE(carc("replay " + broken).err.find(broken + ": not valid JSON"), std::string::npos);
    std::filesystem::remove(broken);
}

// `carc track` takes 1 to 6 colours, as replay does: one is a solo game. A missing camera
// file is the first thing refused here, after the players were accepted.
TEST(Cli, TrackAcceptsASoloGame) {
    const std::string rest = " --frames /no/such/dir --camera /no/such/camera.yaml --table /no/such/table.yaml";
    const CommandResult solo = carc("track --players red" + rest);
    EXPECT_EQ(solo.exitCode, 2);
    EXPECT_EQ(solo.err.find("--players"), std::string::npos) << solo.err;
    const CommandResult seven = carc("track --players red,blue,green,yellow,black,grey,pink" + rest);
    EXPECT_EQ(seven.exitCode, 2);
    EXPECT_NE(seven.err.find("--players: 1 to 6 colours"), std::string::npos) << seven.err;
}

// `carc track --expansions` takes every registered name and refuses another, listing them.
TEST(Cli, TrackTakesTheRegisteredExpansions) {
    const std::string rest = " --frames /no/such/dir --camera /no/such/camera.yaml --table /no/such/table.yaml";
    const CommandResult known = carc("track --players red,blue --expansions bcb,messages,river" + rest);
    EXPECT_EQ(known.exitCode, 2);
    EXPECT_EQ(known.err.find("--expansions"), std::string::npos) << known.err;
    const CommandResult unknown = carc("track --players red,blue --expansions bcb,dragons" + rest);
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("--expansions: unknown expansion 'dragons' (messages, bcb, river)"), std::string::npos)
        << unknown.err;
}

// `carc bench engine`: the base game, BCB + The Messages (the speed goal's figure) and the
// River, each with its moves per game (a game with the River has its 12 tiles more).
TEST(Cli, BenchEngineMeasuresEachCase) {
    const CommandResult r = carc("bench engine --json --runs 1 --seconds 0.05");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    for (const char* key : {"games_per_second", "all_expansions_games_per_second", "river_games_per_second"})
        EXPECT_GT(j.value(key, 0.0), 0.0) << key;
    EXPECT_GT(j.value("river_moves_per_game", 0.0), j.value("moves_per_game", 0.0)) << r.out;
    EXPECT_GT(j.value("all_expansions_moves_per_game", 0.0), j.value("moves_per_game", 0.0)) << r.out;
}

TEST(Cli, HelpExitsWithZero) {
    for (const char* args : {"--help", "replay --help", "bench engine --help", "demo --help"}) {
        const CommandResult r = carc(args);
        EXPECT_EQ(r.exitCode, 0) << args;
        EXPECT_NE(r.out.find("Usage"), std::string::npos) << args;
    }
}

}  // namespace
}  // namespace carc::test
