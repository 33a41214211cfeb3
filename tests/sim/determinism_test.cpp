// Same seed, same frames (bytes); another seed, other frames.
#include <gtest/gtest.h>

#include "tests/sim/sim_test_support.hpp"

namespace carc::sim {
namespace {

SimOptions smallGame(std::uint64_t seed) {
    SimOptions o;
    o.seed = seed;
    o.turns = 4;
    o.framesPerMove = 4;
    return o;
}

TEST(Determinism, SameSeedGivesIdenticalFrames) {
    auto a = testing::makeSimulator(smallGame(21));
    auto b = testing::makeSimulator(smallGame(21));
    ASSERT_TRUE(a && b);
    ASSERT_EQ(a->frameCount(), b->frameCount());
    for (int i = 0; i < a->frameCount(); ++i) {
        const Frame fa = a->render(i), fb = b->render(i);
        ASSERT_EQ(fa.image.size(), fb.image.size());
        EXPECT_EQ(cv::norm(fa.image, fb.image, cv::NORM_INF), 0) << "frame " << i;
        EXPECT_EQ(fa.truth, fb.truth);
    }
}

TEST(Determinism, RenderingOutOfOrderGivesTheSameFrame) {
    auto a = testing::makeSimulator(smallGame(22));
    ASSERT_TRUE(a);
    const int last = a->frameCount() - 1;
    const Frame late = a->render(last);
    const Frame early = a->render(1);
    const Frame lateAgain = a->render(last);
    EXPECT_EQ(cv::norm(late.image, lateAgain.image, cv::NORM_INF), 0);
    auto b = testing::makeSimulator(smallGame(22));
    EXPECT_EQ(cv::norm(early.image, b->render(1).image, cv::NORM_INF), 0);
}

TEST(Determinism, AnotherSeedGivesOtherFrames) {
    auto a = testing::makeSimulator(smallGame(23));
    auto b = testing::makeSimulator(smallGame(24));
    ASSERT_TRUE(a && b);
    EXPECT_GT(cv::norm(a->render(0).image, b->render(0).image, cv::NORM_L1), 0);
}

}  // namespace
}  // namespace carc::sim
