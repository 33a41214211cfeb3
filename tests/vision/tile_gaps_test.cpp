// Where a tile lies in its cell, told by the gaps beside it (tile_gaps), on cells the
// tracker cut from simulated games.
#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "vision/track/tile_gaps.hpp"

namespace carc::vision {
namespace {

cv::Mat trackedCell(const std::string& file) { return cv::imread(std::string(CARC_TEST_CELLS) + "/" + file); }

// BB/F.b under a west-east plank (`carc demo --players 4 --seed 82 --mess full
// --expansions bcb --turns 63`, frame 382): the simulator laid it 2.3 mm north of its
// place and the grid lies 0.7 mm south, so the tile lies 4.3 px up its cell; the gap to
// the tile south of it runs along the cell's foot. West and east it lies within a pixel
// or two of its place: no gap to see there.
TEST(TileGaps, ATileLyingOffTowardsANeighbourShowsTheGapBetweenThem) {
    const cv::Mat cell = trackedCell("BB-F.b_under_a_plank_lying_4_px_up.png");
    ASSERT_FALSE(cell.empty());
    const auto shift = tileShiftFromGaps(cell);
    ASSERT_TRUE(shift);
    EXPECT_NEAR(shift->y, -4.3, 1.0);
    EXPECT_EQ(shift->x, 0.0);
}

// K (`carc demo --players 4 --seed 82 --mess full --expansions bcb --turns 63`, frame
// 70) lies within a pixel of its place; its city's wall runs dark near the east edge,
// and the curve of its road near the north-west: art, not gaps.
TEST(TileGaps, ACitysWallNearAnEdgeIsNoGap) {
    const cv::Mat cell = trackedCell("K_with_its_city_wall_along_an_edge.png");
    ASSERT_FALSE(cell.empty());
    EXPECT_FALSE(tileShiftFromGaps(cell));
}

TEST(TileGaps, APlainOrEmptyCellShowsNoGap) {
    EXPECT_FALSE(tileShiftFromGaps(cv::Mat()));
    EXPECT_FALSE(tileShiftFromGaps(cv::Mat(64, 64, CV_8UC3, cv::Scalar(60, 160, 90))));
}

}  // namespace
}  // namespace carc::vision
