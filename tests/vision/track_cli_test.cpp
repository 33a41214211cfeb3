// `carc track` as INTERFACES.md has it: a rendered game in a folder is watched, the
// JSON report names the tiles and followers, --record keeps the game in a store, and
// --dump shows the tracker's work.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";
const std::string kCarc = CARC_CLI;

TEST(TrackCli, WatchesARenderedGameRecordsItAndDumpsItsWork) {
    if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << kScans << " missing: needs ../shared/tiles";
    const auto dir = std::filesystem::temp_directory_path() / "carc_track_cli_test";
    std::filesystem::remove_all(dir);
    const std::string frames = (dir / "frames").string(), db = (dir / "game.carc").string();
    const auto dump = dir / "dump";
    const auto sim = test::runCommand(kCarc + " sim --out " + frames + " --seed 32 --players red,blue --turns 6 --mess none --art " +
                                      kScans);
    ASSERT_EQ(sim.exitCode, 0) << sim.err;

    const auto r = test::runCommand(kCarc + " track --frames " + frames + " --camera " + frames + "/camera.yaml --table " +
                                    frames + "/table.yaml --players red,blue --tileset " + kScans +
                                    " --json --record " + db + " --dump " + dump.string());
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j.at("tiles").size(), 7u) << "the start tile and the 6 laid";
    EXPECT_TRUE(j.contains("followers"));
    EXPECT_TRUE(j.contains("alerts"));
    EXPECT_NE(r.err.find("recorded as game"), std::string::npos) << r.err;

    // The record holds every move, with the frames that showed them.
    const auto list = test::runCommand(kCarc + " games list --json --db " + db);
    ASSERT_EQ(list.exitCode, 0) << list.err;
    const auto games = nlohmann::json::parse(list.out).at("games");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_GE(games[0].at("entries").get<int>(), 6);
    const auto stills = std::filesystem::path(db + "-frames");
    ASSERT_TRUE(std::filesystem::is_directory(stills));
    EXPECT_GE(std::distance(std::filesystem::directory_iterator(stills), std::filesystem::directory_iterator()), 6);

    // The dump: the log names the grid and each new tile's reading; each new tile's cell
    // as the recogniser judged it is an image.
    std::stringstream log;
    log << std::ifstream(dump / "track.log").rdbuf();
    EXPECT_NE(log.str().find("grid origin"), std::string::npos) << log.str();
    int readings = 0;
    for (size_t at = log.str().find(": tile at "); at != std::string::npos; at = log.str().find(": tile at ", at + 1)) ++readings;
    EXPECT_GE(readings, 6) << log.str();
    int tileCells = 0;
    for (const auto& e : std::filesystem::directory_iterator(dump))
        if (e.path().filename().string().rfind("tile_", 0) == 0 && e.path().extension() == ".png") ++tileCells;
    EXPECT_GE(tileCells, 6);
    std::filesystem::remove_all(dir);
}

TEST(TrackCli, RecordIntoSomethingThatIsNoStoreExitsTwo) {
    if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << kScans << " missing: needs ../shared/tiles";
    const auto dir = std::filesystem::temp_directory_path() / "carc_track_cli_bad";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string frames = (dir / "frames").string();
    ASSERT_EQ(test::runCommand(kCarc + " sim --out " + frames + " --seed 3 --players red,blue --turns 1 --mess none").exitCode, 0);
    const auto r = test::runCommand(kCarc + " track --frames " + frames + " --camera " + frames + "/camera.yaml --table " +
                                    frames + "/table.yaml --players red,blue --tileset " + kScans + " --record " +
                                    (dir / "no" / "such" / "dir" / "x.carc").string() + "/");
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.err.find("--record"), std::string::npos) << r.err;
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace carc::vision
