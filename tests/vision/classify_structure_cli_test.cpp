// classify-tile as a user calls it: without an enrolled set, and on pictures that show
// no tile (blank, dark, noise, not an image).
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"

namespace {

const std::string kPhotos = std::string(CARC_SHARED_DIR) + "/photos/c2-tiles";

carc::test::CommandResult classify(const std::string& file) {
    return carc::test::runCommand(std::string(CARC_CLI) + " vision classify-tile " + file + " --json");
}

std::string written(const std::string& name, const cv::Mat& image) {
    const auto file = std::filesystem::temp_directory_path() / name;
    cv::imwrite(file.string(), image);
    return file.string();
}

TEST(ClassifyStructureCli, ReadsAPhotoWithNothingEnrolled) {
    if (!std::filesystem::is_directory(kPhotos)) GTEST_SKIP() << kPhotos << " not found (CARC_SHARED_DIR)";
    const auto r = classify(kPhotos + "/D.jpg");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["tile"], "D");
    EXPECT_EQ(j["id"], "BA/RCr");
    EXPECT_EQ(j["rotation"], 90);
    EXPECT_GT(j["confidence"].get<double>(), 0.6);
    EXPECT_FALSE(j.contains("doubt")) << j["doubt"];
    EXPECT_GE(j["top"].size(), 2u);
    EXPECT_EQ(j["corners"].size(), 4u);
}

TEST(ClassifyStructureCli, BlankAndDarkPhotosExitTwoSayingWhy) {
    const std::string blank = written("carc_classify_blank.png", cv::Mat(480, 640, CV_8UC3, cv::Scalar(128, 128, 128)));
    const auto b = classify(blank);
    EXPECT_EQ(b.exitCode, 2);
    EXPECT_NE(b.err.find("blank"), std::string::npos) << b.err;
    const std::string dark = written("carc_classify_dark.png", cv::Mat(480, 640, CV_8UC3, cv::Scalar(8, 10, 9)));
    const auto d = classify(dark);
    EXPECT_EQ(d.exitCode, 2);
    EXPECT_NE(d.err.find("dark"), std::string::npos) << d.err;
    std::filesystem::remove(blank);
    std::filesystem::remove(dark);
}

TEST(ClassifyStructureCli, NoiseIsReadInDoubtOrRefused) {
    cv::Mat noise(480, 640, CV_8UC3);
    cv::theRNG().state = 7;
    cv::randu(noise, cv::Scalar::all(0), cv::Scalar::all(256));
    const std::string file = written("carc_classify_noise.png", noise);
    const auto r = classify(file);
    std::filesystem::remove(file);
    if (r.exitCode == 2) return;
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_TRUE(j.contains("doubt")) << "noise read as " << j["tile"] << " with confidence " << j["confidence"];
}

TEST(ClassifyStructureCli, ANonImageExitsTwo) {
    const auto file = std::filesystem::temp_directory_path() / "carc_classify_not_an_image.jpg";
    std::ofstream(file) << "not a picture";
    const auto r = classify(file.string());
    std::filesystem::remove(file);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("carc_classify_not_an_image"), std::string::npos) << r.err;
}

}  // namespace
