// Frame sources: image directories in order, damaged frames skipped with a reason.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "vision/sources/frame_source.hpp"

namespace carc::vision {
namespace {

namespace fs = std::filesystem;

class FrameDir : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("carc_frames_" + std::to_string(::getpid()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    void write(const std::string& name, int grey) {
        cv::imwrite((dir_ / name).string(), cv::Mat(48, 64, CV_8UC3, cv::Scalar::all(grey)));
    }
    fs::path dir_;
};

TEST_F(FrameDir, FramesComeInNumericOrderAndDamagedOnesAreSkipped) {
    write("000000.jpg", 10);
    write("000001.png", 20);
    write("000002.jpg", 30);
    write("000010.jpg", 40);
    write("notes.jpg", 50);  // not a frame name: ignored
    // Truncate frame 2 to half its bytes.
    const fs::path f = dir_ / "000002.jpg";
    fs::resize_file(f, fs::file_size(f) / 2);
    std::ofstream(dir_ / "000003.png") << "not a png at all";

    auto src = openFrameSource(dir_.string());
    ASSERT_TRUE(src.ok()) << src.error();
    std::vector<int> greys, skipped;
    for (;;) {
        const FrameRead r = (*src)->read();
        if (r.kind == FrameRead::Kind::End) break;
        if (r.kind == FrameRead::Kind::Skipped) {
            skipped.push_back(r.index);
            EXPECT_FALSE(r.reason.empty());
            continue;
        }
        greys.push_back(r.image.at<cv::Vec3b>(10, 10)[0]);
    }
    EXPECT_EQ(skipped, (std::vector<int>{2, 3}));
    ASSERT_EQ(greys.size(), 3u);
    EXPECT_NEAR(greys[0], 10, 2);
    EXPECT_NEAR(greys[1], 20, 2);
    EXPECT_NEAR(greys[2], 40, 2);
}

TEST_F(FrameDir, EmptyDirectoryIsAnError) {
    const auto src = openFrameSource("dir:" + dir_.string());
    ASSERT_FALSE(src.ok());
    EXPECT_NE(src.error().find("no frames"), std::string::npos);
}

TEST(FrameSources, UnknownSpecificationsAndMissingCamerasAreErrors) {
    EXPECT_FALSE(openFrameSource("/nonexistent/frames").ok());
    EXPECT_FALSE(openFrameSource("v4l2:x").ok());
    // This machine has no camera: libcamera must say so, not crash.
    const auto cam = openFrameSource("libcamera");
    if (!cam.ok()) {
        EXPECT_NE(cam.error().find("libcamera"), std::string::npos) << cam.error();
    }
}

}  // namespace
}  // namespace carc::vision
