// The vision commands of `carc` as a user calls them.
#include <filesystem>
#include <random>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/track/testing/tile_photo_maker.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

class ClassifyTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << "no reference tiles at " << kScans;
    }
    cv::Mat art(const std::string& letter) { return cv::imread(kScans + "/" + letter + ".jpg", cv::IMREAD_COLOR); }
};

TEST_F(ClassifyTest, CommandLineJson) {
    std::mt19937 rng(11);
    const testing::TilePhoto photo = testing::makeTilePhoto(art("K"), testing::standardConditions()[1], rng);
    const auto file = std::filesystem::temp_directory_path() / "carc_classify_k.jpg";
    cv::imwrite(file.string(), photo.image);
    const auto r = carc::test::runCommand(std::string(CARC_CLI) + " vision classify-tile " + file.string() +
                                          " --tileset " + kScans + " --json");
    std::filesystem::remove(file);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["tile"], "K");
    EXPECT_EQ(j["id"], "BA/RrC");
    EXPECT_EQ(j["rotation"], photo.quarterTurns * 90);
    EXPECT_GT(j["confidence"].get<double>(), 0.5);
    EXPECT_GE(j["top"].size(), 2u);
}

TEST(ClassifyCli, BadInputExitsTwoNamingTheFile) {
    const auto r = carc::test::runCommand(std::string(CARC_CLI) + " vision classify-tile /nonexistent.jpg --tileset " +
                                          kScans + " --json");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("nonexistent"), std::string::npos);
}

}  // namespace
}  // namespace carc::vision
