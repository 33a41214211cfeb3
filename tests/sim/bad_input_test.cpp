// Bad inputs give a clear error naming the option or file (library and CLI, exit 2).
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "tests/sim/sim_test_support.hpp"

namespace carc::sim {
namespace {

namespace fs = std::filesystem;

std::string errorOf(const SimOptions& o) {
    auto game = loadSimGame(o);
    if (!game) return game.error();
    auto sim = Simulator::create(std::move(*game), o);
    return sim ? std::string() : sim.error();
}

TEST(BadInput, UnknownColour) {
    SimOptions o;
    o.colours = {"red", "mauve"};
    const std::string e = errorOf(o);
    EXPECT_NE(e.find("--players"), std::string::npos) << e;
    EXPECT_NE(e.find("mauve"), std::string::npos) << e;
}

TEST(BadInput, BrokenJcz) {
    const fs::path file = fs::temp_directory_path() / "carc_sim_broken.jcz";
    std::ofstream(file) << "{\"appVersion\": \"5.7.0\", \"setup\": ";
    SimOptions o;
    o.jcz = file.string();
    const std::string e = errorOf(o);
    EXPECT_NE(e.find(file.string()), std::string::npos) << e;
}

TEST(BadInput, MissingOrEmptyArtDirectory) {
    SimOptions o;
    o.turns = 1;
    o.artDir = "/nonexistent/tiles";
    EXPECT_NE(errorOf(o).find("/nonexistent/tiles"), std::string::npos);
    const fs::path empty = fs::temp_directory_path() / "carc_sim_empty_art";
    fs::create_directories(empty);
    o.artDir = empty.string();
    const std::string e = errorOf(o);
    EXPECT_NE(e.find("--art"), std::string::npos) << e;
}

TEST(BadInput, OutOfRangeOptions) {
    SimOptions o;
    o.tiltDeg = 40;
    EXPECT_NE(errorOf(o).find("--tilt"), std::string::npos);
    o = {};
    o.framesPerMove = 0;
    EXPECT_NE(errorOf(o).find("--frames-per-move"), std::string::npos);
    o = {};
    o.expansions = {"inns"};
    EXPECT_NE(errorOf(o).find("--expansions"), std::string::npos);
    o = {};
    o.board.startMm = {2500, 0};
    EXPECT_NE(errorOf(o).find("--start-at"), std::string::npos);
    o = {};
    o.board.turnDeg = std::nan("");
    EXPECT_NE(errorOf(o).find("--board-turn"), std::string::npos);
    o = {};
    o.cameraRollDeg = 400;
    EXPECT_NE(errorOf(o).find("--camera-roll"), std::string::npos);
    o = {};
    o.spareCells = {0, -1, 0, 0};
    EXPECT_NE(errorOf(o).find("--spare-cells"), std::string::npos);
}

int runCli(const std::string& args, std::string& err) {
    const fs::path errFile = fs::temp_directory_path() / "carc_sim_cli_err.txt";
    const int rc = std::system((std::string(CARC_CLI) + " sim " + args + " >/dev/null 2>" + errFile.string()).c_str());
    std::ifstream in(errFile);
    std::getline(in, err);
    return WEXITSTATUS(rc);
}

TEST(BadInput, CliExitsWithTwoAndOneLine) {
    std::string err;
    EXPECT_EQ(runCli("--out /tmp/carc_sim_cli --players red,mauve", err), 2);
    EXPECT_NE(err.find("mauve"), std::string::npos) << err;
    EXPECT_EQ(runCli("--out /tmp/carc_sim_cli --mess chaos", err), 2);
    EXPECT_NE(err.find("--mess"), std::string::npos) << err;
}

TEST(Cli, WritesWhatCarcTrackReads) {
    const fs::path out = fs::temp_directory_path() / "carc_sim_cli_out";
    fs::remove_all(out);
    std::string err;
    ASSERT_EQ(runCli("--out " + out.string() + " --turns 2 --frames-per-move 2 --seed 3", err), 0) << err;
    for (const char* f : {"000000.jpg", "000005.jpg", "camera.yaml", "table.yaml", "truth.json"})
        EXPECT_TRUE(fs::exists(out / f)) << f;
    EXPECT_FALSE(fs::exists(out / "000006.jpg"));
    auto camera = vision::loadCameraModel((out / "camera.yaml").string());
    ASSERT_TRUE(camera) << camera.error();
    EXPECT_EQ(camera->imageSize, cv::Size(1280, 960));
    auto table = vision::loadTableModel((out / "table.yaml").string());
    ASSERT_TRUE(table) << table.error();
    std::ifstream in(out / "truth.json");
    const nlohmann::json truth = nlohmann::json::parse(in);
    EXPECT_EQ(truth["frames"].size(), 6u);
    EXPECT_EQ(truth["frame_count"], 6);
}

}  // namespace
}  // namespace carc::sim
