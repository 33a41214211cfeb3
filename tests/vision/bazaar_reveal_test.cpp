// The players' bazaar reveal against the companion's bag: a tile the bag has run out of
// (an earlier reading was a look-alike) is taken as one still in it with the same edges,
// or as the tile it has most of.
#include <gtest/gtest.h>

#include "vision/track/bazaar_reveal.hpp"

namespace carc::vision {
namespace {

TileTypeId id(const char* name) { return Tileset::standard().find(name)->index; }

std::vector<int> fullBag() {
    std::vector<int> left;
    for (const TileType& t : Tileset::standard().types()) left.push_back(t.count);
    return left;
}

TEST(BazaarReveal, TilesInTheBagAreTakenAsNamed) {
    const auto r = revealFromBag(Tileset::standard(), fullBag(), BazaarReveal{{id("D"), id("Q"), id("D")}});
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->reveal.tiles, (std::vector<TileTypeId>{id("D"), id("Q"), id("D")}));
    EXPECT_TRUE(r->replaced.empty());
}

TEST(BazaarReveal, ATileTheBagHasRunOutOfIsTakenAsALookAlike) {
    std::vector<int> left = fullBag();
    left[id("Q")] = 0;  // the single Q was (wrongly) read on the board already
    const auto r = revealFromBag(Tileset::standard(), left, BazaarReveal{{id("Q"), id("D")}});
    ASSERT_TRUE(r.has_value());
    ASSERT_EQ(r->replaced.size(), 1u);
    EXPECT_EQ(r->replaced[0].first, id("Q"));
    const TileTypeId taken = r->replaced[0].second;
    EXPECT_EQ(taken, id("R"));  // a city on three sides, a field on the fourth: R, as Q
    EXPECT_EQ(r->reveal.tiles, (std::vector<TileTypeId>{taken, id("D")}));
}

TEST(BazaarReveal, CopiesCountTwiceNamedTwice) {
    std::vector<int> left = fullBag();
    left[id("T")] = 1;
    left[id("S")] = 0;
    // Two T named, one left: the second is taken as a look-alike (S has none either).
    const auto r = revealFromBag(Tileset::standard(), left, BazaarReveal{{id("T"), id("T")}});
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->reveal.tiles[0], id("T"));
    EXPECT_NE(r->reveal.tiles[1], id("T"));
    EXPECT_NE(r->reveal.tiles[1], id("S"));
}

TEST(BazaarReveal, NoLookAlikeLeftTakesTheTileTheBagHasMostOf) {
    std::vector<int> left(Tileset::standard().size(), 0);
    left[id("E")] = 2;
    left[id("U")] = 3;  // the crossroads has no look-alike: the game goes on with a U
    const auto r = revealFromBag(Tileset::standard(), left, BazaarReveal{{id("X"), id("E")}});
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->reveal.tiles, (std::vector<TileTypeId>{id("U"), id("E")}));
    ASSERT_EQ(r->replaced.size(), 1u);
    EXPECT_EQ(r->replaced[0], std::make_pair(id("X"), id("U")));
}

TEST(BazaarReveal, ABagWithTooFewTilesIsNoAnswer) {
    std::vector<int> left(Tileset::standard().size(), 0);
    left[id("E")] = 1;
    EXPECT_FALSE(revealFromBag(Tileset::standard(), left, BazaarReveal{{id("E"), id("E")}}).has_value());
}

}  // namespace
}  // namespace carc::vision
