// read-board and render-board as a user calls them: a rendered board read with its
// score, and input that is no photo of a board (exit 2 with the reason).
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"

namespace {

const std::string kCli = CARC_CLI;

TEST(ReadBoardCli, ReadsARenderedBoardAndScoresIt) {
    const auto dir = std::filesystem::temp_directory_path() / "carc-read-board-cli";
    const auto made = carc::test::runCommand(kCli + " vision render-board --out " + dir.string() +
                                             " --seed 4 --tiles 12 --width 1200 --height 900 --table cloth --tilt 20");
    ASSERT_EQ(made.exitCode, 0) << made.err;
    const auto r = carc::test::runCommand(kCli + " vision read-board " + (dir / "board.jpg").string() +
                                          " --players red,blue --json");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["tiles"].size(), 12u);
    for (const auto& t : j["tiles"]) {
        EXPECT_TRUE(t.contains("x") && t.contains("y") && t.contains("tile") && t.contains("id") && t.contains("rotation") &&
                    t.contains("confidence") && t.contains("centre_px"))
            << t.dump();
        EXPECT_EQ(t["centre_px"].size(), 2u);
    }
    EXPECT_TRUE(j["followers"].is_array());
    EXPECT_TRUE(j["doubts"].is_array());
    ASSERT_TRUE(j.contains("score"));
    EXPECT_TRUE(j["score"].contains("players") || j["score"].contains("error")) << j["score"].dump();
}

TEST(ReadBoardCli, RefusesWhatIsNoBoardPhoto) {
    const auto dir = std::filesystem::temp_directory_path();
    const std::string text = (dir / "carc-not-an-image.jpg").string();
    std::ofstream(text) << "not a picture";
    const std::string dark = (dir / "carc-dark-board.png").string();
    cv::imwrite(dark, cv::Mat(480, 640, CV_8UC3, cv::Scalar(5, 5, 5)));
    const std::string table = (dir / "carc-empty-table.png").string();
    cv::imwrite(table, cv::Mat(480, 640, CV_8UC3, cv::Scalar(60, 110, 170)));
    for (const std::string& f : {text, dark, table, (dir / "carc-no-such-file.jpg").string()}) {
        const auto r = carc::test::runCommand(kCli + " vision read-board " + f + " --json");
        EXPECT_EQ(r.exitCode, 2) << f << ": " << r.out;
        EXPECT_FALSE(r.err.empty()) << f;
    }
}

}  // namespace
