// The worked examples of the base-game seed pages (shared/seeds/000-002), each set
// up as a board and checked against the outcome the rules state.
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {
constexpr int Red = 0, Blue = 1;
constexpr auto Road = FeatureKind::Road;
constexpr auto City = FeatureKind::City;
constexpr auto Field = FeatureKind::Field;
constexpr auto Cloister = FeatureKind::Cloister;

// "RED scores 4 points": a road of four tiles between a crossing and a junction.
TEST(SeedRoads, FourTileRoadScoresFour) {
    TableBuilder t({"Red", "Blue"});
    t.place("U", -1, 0, 0).deploy(Road, "WE");   // Red's thief: road U + start tile
    t.turn("X", 1, 0, 0);                          // Blue: the crossing ends the road east
    EXPECT_EQ(t.score(Red), 0);
    t.turn("W", -2, 0, 0);                         // Red: the junction ends it west
    EXPECT_EQ(t.score(Red), 4);
    EXPECT_EQ(t.game().supply(Red), 7) << "the thief returns";
}

// "RED scores 3 points": a road of three tiles.
TEST(SeedRoads, ThreeTileRoadScoresThree) {
    TableBuilder t({"Red", "Blue"});
    t.place("X", -1, 0, 0).deploy(Road, "E");
    t.turn("W", 1, 0, 0);
    EXPECT_EQ(t.score(Red), 3);
    EXPECT_EQ(t.points(Red, ScoreKind::Road), 3);
}

// "Every junction ends a road": the three roads of a junction tile are separate.
TEST(SeedRoads, JunctionEndsEveryRoad) {
    TableBuilder t({"Red", "Blue"});
    t.place("W", 1, 0, 0).deploy(Road, "S");
    const Game& g = t.game();
    const FeatureGraph& f = g.features();
    const int tile = g.board().at({1, 0});
    std::vector<int> roots;
    for (int s = 0; s < g.board().tile(tile).o->segmentCount; ++s)
        if (g.board().tile(tile).o->seg[s].kind == Road) roots.push_back(f.root({tile, s}));
    ASSERT_EQ(roots.size(), 3u);
    EXPECT_NE(roots[0], roots[1]);
    EXPECT_NE(roots[1], roots[2]);
    EXPECT_NE(roots[0], roots[2]);
    // Blue may still put a thief on another road of the same junction.
    t.place("U", 2, 0, 0);
    EXPECT_GE(t.segment(Road, "WE"), 0);
    EXPECT_TRUE(t.game().check(Deploy{t.segment(Road, "WE")}).ok());
}

// "RED receives 8 points (three city segments and one pennant)".
TEST(SeedCities, ThreeTilesAndPennantScoreEight) {
    TableBuilder t({"Red", "Blue"});
    t.place("M", 0, -1, 180).deploy(City, "SE");
    t.turn("E", 1, -1, 270);
    EXPECT_EQ(t.score(Red), 8);
    const ScoreEvent& e = t.game().scoreEvents().back();
    EXPECT_EQ(e.tiles, 3);
    EXPECT_EQ(e.pennants, 1);
    EXPECT_EQ(e.explain(), "city, 3 tiles + 1 pennant = 8");
}

// "RED receives 8 points (four city segments, no pennant)".
TEST(SeedCities, FourTilesScoreEight) {
    TableBuilder t({"Red", "Blue"});
    t.place("N", 0, -1, 180).deploy(City, "SE");
    t.turn("N", 1, -1, 270);
    EXPECT_EQ(t.score(Red), 0);
    t.turn("D", 1, 0, 0);
    EXPECT_EQ(t.score(Red), 8);
}

// "BLUE and RED both score the full 10 points": a tie in a city of 4 tiles + 1 pennant.
TEST(SeedCities, TiedKnightsBothScoreInFull) {
    TableBuilder t({"Red", "Blue"});
    t.place("M", 0, -1, 180).deploy(City, "SE");  // Red's knight
    t.place("D", 1, 0, 0).deploy(City, "N");      // Blue's knight, a separate city for now
    t.turn("N", 1, -1, 270);                       // Red joins and completes both
    EXPECT_EQ(t.score(Red), 10);
    EXPECT_EQ(t.score(Blue), 10);
    EXPECT_EQ(t.game().supply(Red), 7);
    EXPECT_EQ(t.game().supply(Blue), 7);
}

// Two separate segments of one city on one tile count that tile once: I's two caps
// both belong to the ring D-R-N-N-I, five tiles = 10 points (12 if I counted twice).
TEST(SeedCities, TileWithTwoSegmentsOfOneCityCountsOnce) {
    TableBuilder t({"Red", "Blue"});
    t.place("R", 0, -1, 90).deploy(City, "_W");
    t.turn("I", 1, -1, 0);
    t.turn("N", 0, -2, 180);
    EXPECT_EQ(t.score(Red), 0);
    t.turn("N", 1, -2, 270);
    EXPECT_EQ(t.score(Red), 10);
    EXPECT_EQ(t.game().scoreEvents().back().tiles, 5);
}

// "A cloister surrounded by eight tiles: RED scores 9 points".
TEST(SeedCloisters, SurroundedCloisterScoresNine) {
    TableBuilder t({"Red", "Blue"});
    t.place("B", 0, 1, 0).deploy(Cloister, "I");
    t.turn("U", -1, 0, 0).turn("U", 1, 0, 0).turn("V", -1, 1, 0).turn("V", 1, 1, 270);
    t.turn("V", -1, 2, 90).turn("V", 0, 2, 270);
    EXPECT_EQ(t.score(Red), 0);
    t.turn("V", 1, 2, 90);
    EXPECT_EQ(t.score(Red), 9);
    EXPECT_EQ(t.points(Red, ScoreKind::Cloister), 9);
    EXPECT_EQ(t.game().supply(Red), 7);
}

// "BLUE can only place a farmer: there is already a knight in the city it joins."
TEST(SeedFollowers, OnlyAFarmerWhenTheCityIsTaken) {
    TableBuilder t({"Red", "Blue"});
    t.place("M", 0, -1, 180).deploy(City, "SE");
    t.place("E", 1, -1, 270);
    std::vector<Spot> spots = t.game().followerSpots();
    ASSERT_EQ(spots.size(), 1u);
    EXPECT_EQ(spots[0].kind, Field);
    const Status knight = t.game().check(Deploy{t.segment(City, "W")});
    ASSERT_FALSE(knight.ok());
    EXPECT_NE(knight.error().find("already occupied by Red"), std::string::npos) << knight.error();
}

// "BLUE may place the follower as knight, thief or farmer": nothing it joins is taken.
TEST(SeedFollowers, EverySpotFreeOnAnUnclaimedTile) {
    TableBuilder t({"Red", "Blue"});
    t.place("D", 1, 0, 0);
    std::vector<FeatureKind> kinds;
    for (const Spot& s : t.game().followerSpots()) kinds.push_back(s.kind);
    EXPECT_EQ(kinds, (std::vector<FeatureKind>{City, Road, Field, Field}));
}

// A follower on a road joined to an occupied road, however far away, is refused.
TEST(SeedFollowers, OccupancyCountsAcrossTheWholeFeature) {
    TableBuilder t({"Red", "Blue"});
    t.place("U", -1, 0, 0).deploy(Road, "WE");
    t.place("U", 1, 0, 0);
    EXPECT_FALSE(t.game().check(Deploy{t.segment(Road, "WE")}).ok());
    EXPECT_TRUE(t.game().check(Deploy{t.segment(Field, "NL.NR.EL.WR")}).ok());
}

// Q&A: completing a small city with a knight placed this turn scores it at once and
// returns the knight; the player places no second follower that turn.
TEST(SeedFollowers, KnightOnTheCityItCompletesComesStraightBack) {
    TableBuilder t({"Red", "Blue"});
    t.place("E", 0, -1, 180).deploy(City, "S");
    EXPECT_EQ(t.score(Red), 4);
    EXPECT_EQ(t.game().supply(Red), 7);
    EXPECT_EQ(t.game().activePlayer(), Blue);
    EXPECT_FALSE(t.game().check(Deploy{0}).ok()) << "one follower per turn";
}

// A completed feature with nobody on it scores nothing.
TEST(SeedScoring, UnoccupiedCompletedCityScoresNothing) {
    TableBuilder t({"Red", "Blue"});
    t.turn("E", 0, -1, 180);
    EXPECT_EQ(t.score(Red) + t.score(Blue), 0);
    EXPECT_TRUE(t.game().scoreEvents().empty());
}

// Corner contact is no connection: two city caps meeting at a corner are two cities.
TEST(SeedPlacement, CornerContactDoesNotJoinCities) {
    TableBuilder t({"Red", "Blue"});
    t.turn("U", 1, 0, 0);
    t.turn("E", 1, -1, 270);  // its city W and the start's city N both face the empty (0,-1)
    const Game& g = t.game();
    const int startCity = g.features().root({0, 0});
    const int other = g.features().root({g.board().at({1, -1}), 0});
    EXPECT_NE(startCity, other);
}

// Tiny-city option: a completed 2-tile city scores 2 instead of 4.
TEST(RuleOptions, TinyCityScoresTwoWhenChosen) {
    RuleOptions old;
    old.tinyCityPoints = 2;
    TableBuilder t({"Red", "Blue"}, old);
    t.place("E", 0, -1, 180).deploy(City, "S");
    EXPECT_EQ(t.score(Red), 2);
    TableBuilder current({"Red", "Blue"});
    current.place("E", 0, -1, 180).deploy(City, "S");
    EXPECT_EQ(current.score(Red), 4);
}

}  // namespace
}  // namespace carc::test
