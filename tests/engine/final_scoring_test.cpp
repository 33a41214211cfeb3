// Final scoring examples of the seed pages: incomplete features and farms.
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {
constexpr auto Road = FeatureKind::Road;
constexpr auto City = FeatureKind::City;
constexpr auto Field = FeatureKind::Field;
constexpr auto Cloister = FeatureKind::Cloister;

// "RED scores 3 for the incomplete road, YELLOW 5 for the incomplete cloister, BLUE 3
// for the incomplete city at the bottom right, GREEN 8 for the large incomplete city,
// BLACK nothing, since GREEN has more knights in that city."
TEST(SeedFinalScoring, FiveIncompleteFeatures) {
    enum { Red, Blue, Green, Yellow, Black };
    TableBuilder t({"Red", "Blue", "Green", "Yellow", "Black"});
    t.place("U", 1, 0, 0).deploy(Road, "WE");            // Red
    t.place("E", 0, 1, 180).deploy(City, "S");           // Blue
    t.place("G", 0, -1, 90).deploy(City, "NS");          // Green
    t.place("B", 1, 1, 0).deploy(Cloister, "I");         // Yellow
    t.place("E", 1, -1, 0).deploy(City, "N");            // Black, a separate city for now
    t.turn("U", -1, 0, 0);                                 // Red
    t.turn("M", 0, 2, 0);                                  // Blue
    t.place("E", -1, -1, 0).deploy(City, "N");           // Green, another separate part
    t.turn("N", -1, -2, 180);                              // Yellow
    t.turn("N", 1, -2, 270);                               // Black
    t.turn("C", 0, -2, 0);                                 // Red joins the three parts, still open
    EXPECT_EQ(t.score(Green), 0) << "the big city is not complete";
    t.end();
    ASSERT_TRUE(t.game().over());
    EXPECT_EQ(t.score(Red), 3);
    EXPECT_EQ(t.score(Yellow), 5);
    EXPECT_EQ(t.score(Blue), 3);
    EXPECT_EQ(t.score(Green), 8) << "7 tiles + 1 pennant, once despite two knights";
    EXPECT_EQ(t.score(Black), 0);
    for (const ScoreEvent& e : t.game().scoreEvents()) EXPECT_TRUE(e.final);
}

// Q&A: an incomplete cloister with five neighbours is worth 6; an incomplete road of
// four tiles is worth 4 at the end.
TEST(SeedFinalScoring, CloisterOneForItselfAndOneForEachNeighbour) {
    TableBuilder t({"Red", "Blue"});
    t.place("B", 0, 1, 0).deploy(Cloister, "I");         // Red: neighbours so far: start
    t.place("U", -1, 0, 0).deploy(Road, "WE");            // Blue: road U + start
    t.turn("U", 1, 0, 0);                                   // Red: road of 3
    t.turn("U", 2, 0, 0);                                   // Blue: road of 4
    t.turn("V", -1, 1, 0);                                  // Red
    t.turn("V", 1, 1, 270);                                 // Blue: the cloister has 5 neighbours
    t.end();
    EXPECT_EQ(t.score(0), 6);
    EXPECT_EQ(t.score(1), 4);
}

// Three completed cities around the farm: "BLUE scores 9 points".
TEST(SeedFarms, FarmWithThreeCompletedCitiesScoresNine) {
    TableBuilder t({"Red", "Blue"});
    t.turn("E", 0, -1, 180);                         // Red completes city 1 (empty)
    t.place("D", 1, 0, 0).deploy(Field, "EL.WR");    // Blue's farmer on the strip north of the road
    t.turn("E", 1, -1, 180);                         // city 2
    t.turn("D", -1, 0, 0);
    t.turn("E", -1, -1, 180);                        // city 3
    t.end();
    EXPECT_EQ(t.score(1), 9);
    EXPECT_EQ(t.game().scoreEvents().back().cities, 3);
    EXPECT_EQ(t.game().supply(1), 6) << "farmers are never returned";
}

// "BLUE scores 6 points, RED 3. The incomplete city gives nothing."
TEST(SeedFarms, IncompleteCityFeedsNoFarm) {
    TableBuilder t({"Red", "Blue"});
    t.turn("E", 0, -1, 180);                         // Red: city 1 complete
    t.place("D", 1, 0, 0).deploy(Field, "EL.WR");    // Blue: north farm
    t.turn("E", 1, -1, 180);                         // Red: city 2 complete
    t.turn("D", -1, 0, 0);                           // Blue: city 3 stays incomplete
    t.place("E", 0, 1, 180).deploy(Field, "NL.NR.EL.ER.WL.WR");  // Red: south farm
    t.turn("E", 0, 2, 0);                            // Blue completes the southern city
    t.end();
    EXPECT_EQ(t.score(1), 6);
    EXPECT_EQ(t.score(0), 3);
}

// Tied farmers both own the farm; a city bordering two farms scores for each:
// "RED and YELLOW score 6 each for cities A and B; BLUE owns the small farm: 3 for A".
TEST(SeedFarms, TiedFarmersAndACityFeedingTwoFarms) {
    enum { Red, Yellow, Blue };
    TableBuilder t({"Red", "Yellow", "Blue"});
    t.place("U", -1, 0, 0).deploy(Field, "NL.NR.EL.WR");         // Red: farm north of the road
    t.place("E", 0, 1, 180).deploy(Field, "NL.NR.EL.ER.WL.WR");  // Yellow: farm south of it
    t.place("E", 0, -1, 180).deploy(Field, "NL.NR.EL.ER.WL.WR"); // Blue: beyond city A
    t.turn("E", 0, 2, 0);                                          // Red completes city B
    t.turn("A", -2, 0, 270);                                       // Yellow: road ends, farms join
    t.end();
    EXPECT_EQ(t.score(Red), 6);
    EXPECT_EQ(t.score(Yellow), 6);
    EXPECT_EQ(t.score(Blue), 3);
}

// A farm that borders no completed city scores nothing (and makes no event).
TEST(SeedFarms, FarmWithoutCompletedCityScoresZero) {
    TableBuilder t({"Red", "Blue"});
    t.place("U", 1, 0, 0).deploy(Field, "ER.SL.SR.WL");
    t.end();
    EXPECT_EQ(t.score(0), 0);
    EXPECT_TRUE(t.game().scoreEvents().empty());
}

// House rule: incomplete features score nothing at the end; farms still do.
TEST(HouseRules, IncompleteFeaturesScoreNothing) {
    RuleOptions rules;
    rules.incompleteScoresNothing = true;
    TableBuilder t({"Red", "Blue"}, rules);
    t.place("U", 1, 0, 0).deploy(Road, "WE");
    t.place("E", 0, -1, 180).deploy(Field, "NL.NR.EL.ER.WL.WR");
    t.end();
    EXPECT_EQ(t.score(0), 0);
    EXPECT_EQ(t.score(1), 3);
}

// House rule: the table edge limits the play area.
TEST(HouseRules, PlayAreaLimitsPlacements) {
    RuleOptions rules;
    rules.playArea = {3, 2};
    TableBuilder t({"Red", "Blue"}, rules);
    t.turn("U", 1, 0, 0).turn("U", -1, 0, 0);
    const Status st = t.game().check(PlaceTile{{t.type("U"), {2, 0}, Rotation{0}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("outside the play area"), std::string::npos) << st.error();
    for (const Placement& p : t.game().legalPlacements(t.type("U"))) {
        EXPECT_GE(p.pos.x, -1);
        EXPECT_LE(p.pos.x, 1);
    }
}

}  // namespace
}  // namespace carc::test
