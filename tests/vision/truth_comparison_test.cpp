// How the accuracy harness counts a game: "exact" on its final scores alone, and "all
// right" only when every tile and follower is right as well.
#include <gtest/gtest.h>

#include "vision/track/testing/truth_comparison.hpp"

namespace carc::vision {
namespace {

testing::TruthComparison game(int tilesWrong, int followersWrong, bool scoresRight) {
    testing::TruthComparison c;
    c.tiles = 31, c.tilesRight = 31 - tilesWrong;
    c.followers = 12, c.followersRight = 12 - followersWrong;
    c.scoresRight = scoresRight;
    return c;
}

// Seen in the harness: 3 tiles and 6 followers wrong, yet the final scores came out right.
TEST(TruthComparison, RightScoresWithWrongTilesOrFollowersAreNotAllRight) {
    EXPECT_FALSE(game(3, 6, true).allRight());
    EXPECT_FALSE(game(1, 0, true).allRight());
    EXPECT_FALSE(game(0, 1, true).allRight());
    EXPECT_FALSE(game(0, 0, false).allRight());
    EXPECT_TRUE(game(0, 0, true).allRight());
}

}  // namespace
}  // namespace carc::vision
