// Placement legality with readable reasons, and legal-placement enumeration.
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {

TEST(Placement, ReasonsNameTheEdgeAndTheNeighbour) {
    TableBuilder t({"Red", "Blue"});
    const Game& g = t.game();
    // U rotated 90 (road N-S) east of the start: its W edge is field, the start shows road.
    Status st = g.check(PlaceTile{{t.type("U"), {1, 0}, Rotation{1}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("edge W is field, neighbour (0,0) shows road"), std::string::npos) << st.error();
    st = g.check(PlaceTile{{t.type("U"), {3, 3}, Rotation{0}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("not adjacent to any tile"), std::string::npos) << st.error();
    st = g.check(PlaceTile{{t.type("U"), {1, 1}, Rotation{0}}});
    EXPECT_NE(st.error().find("not adjacent"), std::string::npos) << "corner contact is not adjacency";
    st = g.check(PlaceTile{{t.type("U"), {0, 0}, Rotation{0}}});
    EXPECT_NE(st.error().find("already holds D (BA/RCr)"), std::string::npos) << st.error();
}

TEST(Placement, TableGamesRefuseTilesThatAreAllUsed) {
    TableBuilder t({"Red", "Blue"});
    t.turn("X", 1, 0, 0);  // the only crossing
    const Status st = t.game().check(PlaceTile{{t.type("X"), {-1, 0}, Rotation{0}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("no copy of X (BA/RRRR) is left"), std::string::npos) << st.error();
}

TEST(Placement, MovesOutOfPhaseAreRefused) {
    TableBuilder t({"Red", "Blue"});
    EXPECT_FALSE(t.game().check(Pass{}).ok());
    EXPECT_FALSE(t.game().check(Deploy{0}).ok());
    t.place("U", 1, 0, 0);
    EXPECT_FALSE(t.game().check(PlaceTile{{t.type("U"), {-1, 0}, Rotation{0}}}).ok());
    EXPECT_FALSE(t.game().check(Deploy{7}).ok());
}

TEST(Placement, SetAsideOnlyWhenTheTileFitsNowhere) {
    TableBuilder t({"Red", "Blue"});
    const Status st = t.game().apply(SetAside{t.type("U")});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("it must be placed"), std::string::npos) << st.error();
}

TEST(Placement, EnumerationMatchesCheckOnEveryCell) {
    TableBuilder t({"Red", "Blue"});
    t.turn("U", 1, 0, 0).turn("E", 0, -1, 180).turn("V", 2, 0, 0);
    const Game& g = t.game();
    for (const TileType& type : g.tiles().types()) {
        if (type.set != "base" || g.remaining(type.index) == 0) continue;
        const std::vector<Placement> listed = g.legalPlacements(type.index);
        int accepted = 0;
        for (int y = -4; y <= 4; ++y)
            for (int x = -4; x <= 4; ++x)
                for (std::uint8_t r = 0; r < 4; ++r) {
                    const Placement p{type.index, {x, y}, Rotation{r}};
                    const bool ok = g.check(PlaceTile{p}).ok();
                    const bool inList = std::find(listed.begin(), listed.end(), p) != listed.end();
                    EXPECT_EQ(ok, inList) << type.id << " " << toString(p.pos) << " r" << int(r);
                    accepted += ok;
                }
        EXPECT_EQ(accepted, static_cast<int>(listed.size()));
    }
}

TEST(Placement, CountAndNthAgreeWithTheList) {
    TableBuilder t({"Red", "Blue"});
    t.turn("U", 1, 0, 0).turn("E", 0, -1, 180).turn("V", 2, 0, 0).turn("X", -1, 0, 0);
    const Board& b = t.game().board();
    for (const TileType& type : t.game().tiles().types()) {
        std::vector<Placement> listed;
        b.legalPlacements(type.index, listed);
        ASSERT_EQ(b.countPlacements(type.index), static_cast<int>(listed.size())) << type.id;
        for (size_t k = 0; k < listed.size(); ++k) EXPECT_EQ(b.nthPlacement(type.index, static_cast<int>(k)), listed[k]);
    }
}

TEST(Undo, TakesBackTheLastMoveExactly) {
    TableBuilder t({"Red", "Blue"});
    t.place("U", 1, 0, 0);
    const Game before = t.game();
    t.deploy(FeatureKind::Road, "WE");
    ASSERT_EQ(t.game().supply(0), 6);
    ASSERT_TRUE(t.game().undo().ok());
    EXPECT_EQ(t.game().supply(0), 7);
    EXPECT_EQ(t.game().phase(), Phase::Follower);
    EXPECT_EQ(t.game().moves().size(), before.moves().size());
    ASSERT_TRUE(t.game().undo().ok());
    EXPECT_EQ(t.game().board().size(), 1);
    EXPECT_FALSE(t.game().undo().ok()) << "nothing left to undo";
}

TEST(Setup, BadSetupsAreRefused) {
    GameSetup s;
    s.players = {};
    EXPECT_FALSE(Game::create(s).ok());
    s.players = {"Solo"};
    EXPECT_TRUE(Game::create(s).ok()) << "a solo game, as JCloisterZone plays them";
    s.players = {"A", "B", "C", "D", "E", "F", "G"};
    EXPECT_FALSE(Game::create(s).ok());
    s.players = {"A", "B"};
    s.sets = {"inns"};
    auto g = Game::create(s);
    ASSERT_FALSE(g.ok());
    EXPECT_EQ(g.error(), "unknown tile set 'inns'");
    s.sets = {"base"};
    s.source = TileSource::Scripted;
    s.drawOrder.assign(2, Tileset::standard().find("X")->index);
    g = Game::create(s);
    ASSERT_FALSE(g.ok());
    EXPECT_NE(g.error().find("draw order entry 1: no copy of X (BA/RRRR) is left"), std::string::npos) << g.error();
}

}  // namespace
}  // namespace carc::test
