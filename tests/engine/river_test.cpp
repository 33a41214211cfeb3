// The River, from JCloisterZone 5.12's rules (RiverCapability; RULES.md has no River
// section): the spring starts, the river tiles come before the others and the lake
// last, each river tile continues the river and never turns back on itself.
#include <algorithm>
#include <bit>

#include "engine/io/jcz.hpp"
#include "engine/random_player.hpp"
#include "engine/state_text.hpp"
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {

GameSetup riverSetup(std::vector<std::string> players, TileSource source = TileSource::Table) {
    GameSetup s = tableSetup(std::move(players));
    s.sets = {"base", "river"};
    s.source = source;
    return s;
}

bool isRiver(const Game& g, TileTypeId t) { return g.tiles().type(t).set == "river"; }

TEST(River, TheSetHasTwelveTilesFromSpringToLake) {
    const Tileset& ts = Tileset::standard();
    EXPECT_EQ(ts.setSize("river"), 12);
    int riverEdges = 0;
    const std::uint8_t river = ts.markId("river");
    ASSERT_NE(river, 0) << "the river is a mark of the tile data";
    EXPECT_EQ(ts.markName(river), "river");
    for (const TileType& t : ts.types()) {
        EXPECT_EQ(t.mark == river, t.set == "river") << t.name() << ": the river tiles, and they only, carry the river";
        if (t.mark == river) riverEdges += std::popcount(t.markEdges) * t.count;
    }
    // Spring and lake one edge each, the ten others two: the river runs from one to the other.
    EXPECT_EQ(riverEdges, 1 + 1 + 10 * 2);
    ASSERT_NE(ts.find("RI/s"), nullptr);
    ASSERT_NE(ts.find("RI.1/I.e"), nullptr);
}

TEST(River, TheSpringIsTheStartTile) {
    auto g = Game::create(riverSetup({"Red", "Blue"}));
    ASSERT_TRUE(g.ok()) << g.error();
    EXPECT_EQ(g->tiles().type(g->setup().start.type).id, "RI/s");
    // The base game's D stays in the pile: all four of them.
    EXPECT_EQ(g->remaining(g->tiles().find("D")->index), 4);
}

// Shuffled games draw every river tile first and the lake last, then the rest.
TEST(River, RiverTilesAreDrawnFirstAndTheLakeLast) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameSetup s = riverSetup({"A", "B", "C"}, TileSource::Shuffled);
        s.seed = seed;
        auto g = Game::create(s);
        ASSERT_TRUE(g.ok()) << g.error();
        const std::vector<TileTypeId> order = g->undrawn();
        std::vector<TileTypeId> drawn{*g->drawnTile()};
        drawn.insert(drawn.end(), order.begin(), order.end());
        for (size_t i = 0; i < drawn.size(); ++i)
            EXPECT_EQ(isRiver(*g, drawn[i]), i < 11) << "seed " << seed << ", draw " << i;
        EXPECT_EQ(g->tiles().type(drawn[10]).id, "RI.1/I.e") << "the lake is the last river tile";
    }
}

// "Each river tile continues the river": a river tile beside the spring's field edges,
// or with its river against a field, is refused.
TEST(River, ARiverTileContinuesTheRiver) {
    TableBuilder t(riverSetup({"Red", "Blue"}));
    const TileTypeId ifi = t.game().tiles().find("RI.1/IFI")->index;  // river W-E
    // North of the spring: its river would face the spring's field.
    Status st = t.game().check(PlaceTile{{ifi, {0, -1}, Rotation{1}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("river"), std::string::npos) << st.error();
    // East of the spring but turned so that a field faces the spring's river.
    st = t.game().check(PlaceTile{{ifi, {1, 0}, Rotation{1}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("edge W is not river"), std::string::npos) << st.error();
    // Continuing it: accepted, and the only placements listed are the two that do.
    const std::vector<Placement> legal = t.game().legalPlacements(ifi);
    ASSERT_EQ(legal.size(), 2u);
    for (const Placement& p : legal) EXPECT_EQ(p.pos, (Pos{1, 0}));
    t.place("RI.1/IFI", 1, 0, 0).pass();
}

// No U-turn (JCloisterZone): beyond an open river end, the next two cells ahead and the
// cells beside them must be free, so two curves the same way are refused.
TEST(River, TheRiverDoesNotTurnBackOnItself) {
    TableBuilder t(riverSetup({"Red", "Blue"}));
    t.place("RI.1/II", 1, 0, 0).pass();  // curve W-S: from the spring, turning south
    const TileTypeId curve = t.game().tiles().find("RI.1/II")->index;
    // A second curve at (1,1) turning west again would lead back beside the spring.
    const Status st = t.game().check(PlaceTile{{curve, {1, 1}, Rotation{1}}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("turn back on itself"), std::string::npos) << st.error();
    // Turning east is fine.
    EXPECT_TRUE(t.game().check(PlaceTile{{curve, {1, 1}, Rotation{2}}}).ok());
}

// Table games: people place what they draw, so the order is checked: river tiles before
// any other, the lake after every other river tile.
TEST(River, TheLakeComesLastAndTheOthersAfterIt) {
    TableBuilder t(riverSetup({"Red", "Blue"}));
    const Status normal = t.game().check(PlaceTile{{t.type("D"), {-1, 0}, Rotation{0}}});
    ASSERT_FALSE(normal.ok());
    EXPECT_NE(normal.error().find("the river comes first"), std::string::npos) << normal.error();
    const Status lake = t.game().check(PlaceTile{{t.game().tiles().find("RI.1/I.e")->index, {1, 0}, Rotation{2}}});
    ASSERT_FALSE(lake.ok());
    EXPECT_NE(lake.error().find("the lake comes last"), std::string::npos) << lake.error();
}

// Random legal play: every River game ends with the river first on the board, and its
// JCloisterZone export reads back into the same game.
TEST(River, RandomGamesKeepTheRiverFirstAndSurviveExport) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameSetup s = riverSetup({}, TileSource::Shuffled);
        for (std::uint64_t p = 0; p < 2 + seed % 5; ++p) s.players.push_back("P" + std::to_string(p));
        s.seed = seed;
        if (seed % 3 == 0) {
            s.sets.push_back("bcb");
            s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = true;
        }
        auto g = Game::create(s);
        ASSERT_TRUE(g.ok()) << g.error();
        RandomPlayer player(seed);
        ASSERT_GT(player.playOut(*g), 0) << "seed " << seed;
        const std::vector<PlacedTile>& placed = g->board().placed();
        bool normalSeen = false;
        for (const PlacedTile& p : placed) {
            normalSeen = normalSeen || !isRiver(*g, p.type);
            EXPECT_FALSE(normalSeen && isRiver(*g, p.type)) << "seed " << seed << ": a river tile after a normal one";
        }
        const std::string text = writeJcz(*g, {"r", "r", "2026-11-28T00:00:00Z", false});
        const nlohmann::json doc = nlohmann::json::parse(text);
        EXPECT_EQ(doc["setup"]["sets"].count("river/1:1"), 1u);
        EXPECT_EQ(doc["setup"]["elements"]["river"], true);
        EXPECT_EQ(doc["setup"]["start"][0]["tile"], "RI/s");
        auto back = parseJcz(text);
        ASSERT_TRUE(back.ok()) << back.error();
        auto again = replayJcz(*back);
        ASSERT_TRUE(again.ok()) << "seed " << seed << ": " << again.error();
        for (int p = 0; p < g->playerCount(); ++p) EXPECT_EQ(again->score(p), g->score(p)) << "seed " << seed;
    }
}

// Table games: the random player draws what the River allows next (river tiles, the lake
// last), so every such game plays to its end with the river first on the board.
TEST(River, RandomTableGamesDrawTheRiverFirst) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        GameSetup s = riverSetup({}, TileSource::Table);
        for (std::uint64_t p = 0; p < 1 + seed % 6; ++p) s.players.push_back("P" + std::to_string(p));
        if (seed % 2 == 0) {
            ASSERT_TRUE(enableExpansion(s, "bcb"));
        }
        auto g = Game::create(s);
        ASSERT_TRUE(g.ok()) << g.error();
        RandomPlayer player(seed);
        ASSERT_GT(player.playOut(*g), 0) << "seed " << seed << ": a move of the random player was refused";
        bool normalSeen = false, lakeSeen = false;
        for (const PlacedTile& p : g->board().placed()) {
            const bool river = isRiver(*g, p.type);
            EXPECT_FALSE(normalSeen && river) << "seed " << seed << ": a river tile after a normal one";
            EXPECT_FALSE(lakeSeen && river) << "seed " << seed << ": a river tile after the lake";
            normalSeen = normalSeen || !river;
            lakeSeen = lakeSeen || g->tiles().type(p.type).id == "RI.1/I.e";
        }
        EXPECT_TRUE(normalSeen) << "seed " << seed;
    }
}

// The registration names the River; enabling it by name puts its tile set in play.
TEST(River, IsRegisteredByName) {
    const std::vector<ExpansionName> names = expansionNames();
    EXPECT_EQ(std::count_if(names.begin(), names.end(), [](const ExpansionName& x) { return std::string(x.name) == "river"; }), 1);
    GameSetup s;
    ASSERT_TRUE(enableExpansion(s, "river"));
    ASSERT_TRUE(enableExpansion(s, "river"));
    EXPECT_EQ(s.sets, (std::vector<std::string>{"base", "river"}));
    EXPECT_FALSE(enableExpansion(s, "tower"));
}

// A save naming a River edition or an element the engine does not play is refused by name.
TEST(River, UnknownRiverEditionsAndElementsAreRefusedByName) {
    GameSetup s = riverSetup({"Red", "Blue"}, TileSource::Shuffled);
    auto g = Game::create(s);
    ASSERT_TRUE(g.ok());
    nlohmann::json doc = nlohmann::json::parse(writeJcz(*g, {"r", "r", "2026-11-28T00:00:00Z", false}));
    nlohmann::json other = doc;
    other["setup"]["sets"].erase("river/1:1");
    other["setup"]["sets"]["river/2:1"] = 1;
    auto parsed = parseJcz(other.dump());
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error().find("river/2:1"), std::string::npos) << parsed.error();
    other = doc;
    other["setup"]["elements"]["garden"] = true;
    parsed = parseJcz(other.dump());
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error().find("'garden'"), std::string::npos) << parsed.error();
}

}  // namespace
}  // namespace carc::test
