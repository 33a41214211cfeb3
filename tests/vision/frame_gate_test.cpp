// Stage 1, the frame gate: a frame like the one before it is still; a still frame like
// the last accepted one is quiet (kept for the end of the frames); anything else is read.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "vision/track/frame_gate.hpp"

namespace carc::vision {
namespace {

using Kind = FrameGate::Look::Kind;

cv::Mat table() { return cv::Mat(960, 1280, CV_8UC3, cv::Scalar(90, 140, 200)); }

// A tile laid near the middle: far more than 12 pixels of the small frame change.
cv::Mat withTile(cv::Mat frame) {
    cv::rectangle(frame, cv::Rect(600, 400, 120, 120), cv::Scalar(60, 180, 100), cv::FILLED);
    return frame;
}

TEST(FrameGate, ReadsAStillFrameWithSomethingNewAndKeepsAQuietOne) {
    FrameGate gate(12, 12);
    const cv::Mat empty = table(), tile = withTile(table());
    EXPECT_EQ(gate.look(empty, 0, false).kind, Kind::Moving);  // nothing to compare with yet
    const FrameGate::Look first = gate.look(empty, 1, false);
    EXPECT_EQ(first.kind, Kind::New);                           // still, and nothing accepted yet
    EXPECT_EQ(first.changedSinceStill, -1);
    EXPECT_EQ(first.small.size(), cv::Size(320, 240));
    gate.accept(first.small);
    EXPECT_EQ(gate.look(empty, 2, false).kind, Kind::Quiet);
    EXPECT_EQ(gate.look(tile, 3, false).kind, Kind::Moving);    // a hand laying the tile
    const FrameGate::Look laid = gate.look(tile, 4, false);
    EXPECT_EQ(laid.kind, Kind::New);
    EXPECT_GT(laid.changedSinceStill, 12);
    EXPECT_EQ(gate.stillFrames(), 3);
    EXPECT_FALSE(gate.takeQuiet());                             // the new frame replaced the quiet one
}

TEST(FrameGate, TheLastQuietFrameIsTakenOnce) {
    FrameGate gate(12, 12);
    const cv::Mat empty = table();
    (void)gate.look(empty, 0, false);
    gate.accept(gate.look(empty, 1, false).small);
    EXPECT_EQ(gate.look(empty, 5, false).kind, Kind::Quiet);
    const std::optional<FrameGate::Quiet> quiet = gate.takeQuiet();
    ASSERT_TRUE(quiet);
    EXPECT_EQ(quiet->index, 5);
    EXPECT_EQ(cv::norm(*quiet->frame, empty, cv::NORM_INF), 0);
    EXPECT_FALSE(gate.takeQuiet());
}

TEST(FrameGate, ReadAnywayLetsAQuietFrameThrough) {
    FrameGate gate(12, 12);
    const cv::Mat empty = table();
    (void)gate.look(empty, 0, false);
    gate.accept(gate.look(empty, 1, false).small);
    const FrameGate::Look again = gate.look(empty, 2, true);
    EXPECT_EQ(again.kind, Kind::New);
    EXPECT_EQ(again.changedSinceStill, 0);
}

// Sensor noise moves no pixel of the small frame by the 30 levels a change needs.
TEST(FrameGate, NoiseIsNoMotion) {
    FrameGate gate(12, 12);
    const cv::Mat empty = table();
    cv::Mat noise(empty.size(), CV_16SC3), wider, noisy;
    cv::RNG(3).fill(noise, cv::RNG::NORMAL, cv::Scalar::all(0), cv::Scalar::all(6));
    empty.convertTo(wider, CV_16SC3);
    cv::Mat(wider + noise).convertTo(noisy, CV_8UC3);
    (void)gate.look(empty, 0, false);
    EXPECT_EQ(gate.look(noisy, 1, false).kind, Kind::New);
}

}  // namespace
}  // namespace carc::vision
