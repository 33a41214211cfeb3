// JCloisterZone saves: reading, replaying, errors that name the entry, and the
// export/import round trip.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/io/jcz.hpp"
#include "engine/io/score_json.hpp"
#include "engine/random_player.hpp"
#include "engine/state_text.hpp"

namespace carc {
namespace {

std::string fixture(const std::string& name) {
    std::ifstream in(std::string(CARC_FIXTURES) + "/" + name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

Expected<Game> replayText(const std::string& text) {
    auto saved = parseJcz(text);
    if (!saved) return Error{saved.error()};
    return replayJcz(*saved);
}

TEST(Jcz, SeedRoadExampleReplaysAndEnds) {
    auto game = replayText(fixture("seed_road4.jcz"));
    ASSERT_TRUE(game.ok()) << game.error();
    EXPECT_TRUE(game->over()) << "the draw order is used up";
    const nlohmann::json j = scoreJson(*game);
    EXPECT_EQ(j["ended"], true);
    EXPECT_EQ(j["players"][0]["name"], "Oscar");
    EXPECT_EQ(j["players"][0]["score"], 4);
    EXPECT_EQ(j["players"][0]["breakdown"][0]["feature"], "road");
    EXPECT_EQ(j["players"][1]["score"], 3);
    EXPECT_EQ(j["players"][1]["breakdown"][0]["feature"], "field");
}

TEST(Jcz, SeedFinalScoringExample) {
    auto game = replayText(fixture("seed_final5.jcz"));
    ASSERT_TRUE(game.ok()) << game.error();
    ASSERT_TRUE(game->over());
    EXPECT_EQ(game->score(0), 3);
    EXPECT_EQ(game->score(1), 3);
    EXPECT_EQ(game->score(2), 8);
    EXPECT_EQ(game->score(3), 5);
    EXPECT_EQ(game->score(4), 0);
}

TEST(Jcz, WithoutDrawOrderTheGameIsNotOver) {
    auto saved = parseJcz(fixture("seed_road4.jcz"));
    ASSERT_TRUE(saved.ok());
    saved->setup.source = TileSource::Table;
    saved->setup.drawOrder.clear();
    auto game = replayJcz(*saved);
    ASSERT_TRUE(game.ok()) << game.error();
    EXPECT_FALSE(game->over());
    EXPECT_EQ(game->score(0), 4);
}

TEST(Jcz, TinyCityRuleIsRead) {
    std::string text = fixture("seed_road4.jcz");
    text.replace(text.find("\"tiny-city-scoring\": \"4\""), 24, "\"tiny-city-scoring\": \"2\"");
    auto saved = parseJcz(text);
    ASSERT_TRUE(saved.ok()) << saved.error();
    EXPECT_EQ(saved->setup.rules.tinyCityPoints, 2);
}

// Each broken save names the entry or field and why.
struct BadCase {
    const char* what;
    std::string from, to;
    const char* expected;
};

TEST(Jcz, BadInputIsExplained) {
    const std::string good = fixture("seed_road4.jcz");
    const BadCase cases[] = {
        {"unknown tile", "\"tileId\": \"BA/RRRR\"", "\"tileId\": \"BA/NOPE\"", "replay entry 3 (PLACE_TILE): payload.tileId: unknown tile id 'BA/NOPE'"},
        {"illegal placement", "\"rotation\": \"R0\", \"position\": [1, 0]", "\"rotation\": \"R0\", \"position\": [0, 1]",
         "replay entry 3 (PLACE_TILE): X (BA/RRRR) at (0,1) rotated 0: edge N is road, neighbour (0,0) shows field"},
        {"wrong location", "\"location\": \"WE\"", "\"location\": \"NS\"", "replay entry 1 (DEPLOY_MEEPLE): tile U (BA/RFr) at (-1,0) has no road at NS"},
        {"bad rotation", "\"rotation\": \"R0\", \"position\": [-1, 0]", "\"rotation\": \"R45\", \"position\": [-1, 0]", "replay entry 0 (PLACE_TILE): payload.rotation: expected R0|R90|R180|R270"},
        {"unknown set", "\"basic:1\": 1", "\"inns-and-cathedrals:1\": 1", "setup.sets: unsupported tile set 'inns-and-cathedrals:1'"},
        {"unknown element", "\"farmers\": true", "\"farmers\": true, \"abbot\": true", "setup.elements: unsupported element 'abbot'"},
        {"unknown river", "\"basic:1\": 1", "\"basic:1\": 1, \"river/2:1\": 1", "setup.sets: unsupported tile set 'river/2:1'"},
        {"no players", "\"players\"", "\"playerz\"", "players: missing"},
        {"bad position", "\"position\": [-2, 0]", "\"position\": [-2]", "replay entry 6 (PLACE_TILE): payload.position: expected [x, y]"},
        {"wrong player's meeple", "\"meepleId\": \"1.small.0\"", "\"meepleId\": \"0.small.1\"", "replay entry 4 (DEPLOY_MEEPLE): meeple of player 0 deployed in player 1's turn"},
        {"unknown type", "\"type\": \"PASS\"", "\"type\": \"FLY_DRAGON\"", "replay entry 7 (FLY_DRAGON): unsupported entry type"},
    };
    for (const BadCase& c : cases) {
        std::string text = good;
        const size_t at = text.find(c.from);
        ASSERT_NE(at, std::string::npos) << c.what;
        text.replace(at, c.from.size(), c.to);
        auto game = replayText(text);
        ASSERT_FALSE(game.ok()) << c.what;
        EXPECT_NE(game.error().find(c.expected), std::string::npos) << c.what << ": " << game.error();
    }
}

TEST(Jcz, OccupiedFeatureIsRefused) {
    std::string text = fixture("seed_road4.jcz");
    // Alice puts her farmer on the road Oscar's thief holds (X's west road joins it).
    const std::string farmer = "\"feature\": \"Field\", \"location\": \"NL.WR\"";
    text.replace(text.find(farmer), farmer.size(), "\"feature\": \"Road\", \"location\": \"W\"");
    auto game = replayText(text);
    ASSERT_FALSE(game.ok());
    EXPECT_NE(game.error().find("replay entry 4 (DEPLOY_MEEPLE): the road is already occupied by Oscar"), std::string::npos)
        << game.error();
}

TEST(Jcz, TruncatedAndGarbageFilesAreRefused) {
    const std::string good = fixture("seed_road4.jcz");
    for (size_t cut : {size_t{0}, size_t{1}, good.size() / 3, good.size() / 2, good.size() - 3}) {
        auto r = parseJcz(good.substr(0, cut));
        ASSERT_FALSE(r.ok()) << cut;
        EXPECT_NE(r.error().find("not valid JSON"), std::string::npos) << r.error();
    }
    EXPECT_FALSE(parseJcz("[1,2,3]").ok());
    EXPECT_FALSE(parseJcz("{\"appVersion\": \"5.7.0\"}").ok());
    EXPECT_FALSE(parseJcz(std::string("\0\xff\xfe", 3)).ok());
    // Found by the fuzzer: a number too large for a double is an error, not an exception.
    auto huge = parseJcz(" \n444E4100p aae:g R");
    ASSERT_FALSE(huge.ok());
    EXPECT_NE(huge.error().find("not valid JSON"), std::string::npos) << huge.error();
    EXPECT_FALSE(parseJcz("{\"appVersion\": \"5.7.0\", \"clock\": 1e999}").ok());
}

TEST(Jcz, ExportThenImportGivesTheSameGame) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameSetup s;
        s.players = {"Ann", "Bob", "Cy"};
        s.seed = seed;
        s.source = seed % 2 ? TileSource::Shuffled : TileSource::Table;
        auto game = Game::create(s);
        RandomPlayer player(seed);
        const size_t stop = seed % 3 ? 10000 : 40;  // some unfinished
        while (!game->over() && game->moves().size() < stop) ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        for (bool carcEntries : {true, false}) {
            if (!carcEntries && s.source == TileSource::Table && !game->over()) continue;  // needs CARC_* to resume
            const std::string text = writeJcz(*game, {"g" + std::to_string(seed), "test", "2026-11-22T00:00:00Z", carcEntries});
            auto back = replayText(text);
            ASSERT_TRUE(back.ok()) << "seed " << seed << ": " << back.error();
            EXPECT_EQ(back->over(), game->over());
            for (int p = 0; p < 3; ++p) EXPECT_EQ(back->score(p), game->score(p)) << "seed " << seed;
            EXPECT_EQ(back->board().size(), game->board().size());
            EXPECT_EQ(back->followers().size(), game->followers().size());
        }
        // With our own entries the state is identical, draw order included.
        auto exact = replayText(writeJcz(*game, {"x", "x", "2026-11-22T00:00:00Z", true}));
        ASSERT_TRUE(exact.ok());
        EXPECT_EQ(stateText(*exact), stateText(*game)) << "seed " << seed;
    }
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// Games with the expansions survive export and import exactly (our CARC_* entries
// carry the decisions JCloisterZone has no form for).
TEST(Jcz, ExpansionGamesRoundTrip) {
    for (int combo = 1; combo < 4; ++combo)
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            GameSetup s;
            s.players = {"Ann", "Bob", "Cy", "Di"};
            s.players.resize(2 + seed % 3);
            s.seed = seed;
            s.source = seed % 2 ? TileSource::Shuffled : TileSource::Table;
            if (combo & 1) {
                s.sets = {"base", "bcb"};
                s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = true;
            }
            s.expansions.messages = combo & 2;
            auto game = Game::create(s);
            RandomPlayer player(seed);
            const size_t stop = seed % 4 ? 100000 : 60;
            while (!game->over() && game->moves().size() < stop) ASSERT_TRUE(game->apply(player.choose(*game)).ok());
            auto back = replayText(writeJcz(*game, {"x", "x", "2026-11-22T00:00:00Z", true}));
            ASSERT_TRUE(back.ok()) << "combo " << combo << " seed " << seed << ": " << back.error();
            EXPECT_EQ(stateText(*back), stateText(*game)) << "combo " << combo << " seed " << seed;
        }
}

// --- JCloisterZone's saves where they record less than our engine asks -----------------

// A save of Red and Blue with one follower each and Bridges, Castles and Bazaars' castles.
std::string castleSave(const nlohmann::json& replay, const nlohmann::json& drawOrder) {
    nlohmann::json doc = {
        {"appVersion", "5.12.1"},
        {"setup",
         {{"sets", {{"basic:1", 1}, {"bridges-castles-and-bazaars:1", 1}}},
          {"elements", {{"small-follower", 1}, {"farmers", true}, {"castle", 1}}},
          {"rules", {{"tiny-city-scoring", "4"}}},
          {"start", {{{"tile", "BA/RCr"}, {"x", 0}, {"y", 0}, {"rotation", 0}}}}}},
        {"players", {{{"name", "Red"}, {"slot", 0}}, {{"name", "Blue"}, {"slot", 1}}}},
        {"replay", replay},
        {"gameAnnotations", {{"drawOrder", drawOrder}}}};
    return doc.dump();
}

nlohmann::json place(const char* tile, int x, int y, const char* rot, int player) {
    return {{"type", "PLACE_TILE"}, {"player", player},
            {"payload", {{"tileId", tile}, {"rotation", rot}, {"position", {x, y}}}}};
}
nlohmann::json deploy(int x, int y, const char* feature, const char* location, int player) {
    return {{"type", "DEPLOY_MEEPLE"}, {"player", player},
            {"payload", {{"pointer", {{"position", {x, y}}, {"feature", feature}, {"location", location}}},
                         {"meepleId", std::to_string(player) + ".small.1"}}}};
}
nlohmann::json commit(int player) { return {{"type", "COMMIT"}, {"player", player}, {"payload", {{"random", 0.0}}}}; }

// Seed page 003: "the owner of the small city chooses" to score it or build a castle,
// whoever completed it. Blue closes Red's small city with no follower left to place:
// JCloisterZone asks Blue nothing (no PASS) and records Red's castle right after the tile.
TEST(Jcz, TheSmallCitysOwnerBuildsTheCastleWhoeverClosedIt) {
    const nlohmann::json replay = {
        place("BA/C", 0, 1, "R180", 0), deploy(0, 1, "City", "S", 0), commit(0),   // Red: knight in a half city
        place("BA/L", -1, 1, "R0", 1), deploy(-1, 1, "Monastery", "I", 1), commit(1),  // Blue: his last follower
        place("BA/L", 1, 1, "R0", 0), commit(0),                                   // Red: no follower left either
        place("BA/C", 0, 2, "R0", 1),                                              // Blue closes Red's small city
        {{"type", "PLACE_TOKEN"}, {"player", 0},
         {"payload", {{"token", "CASTLE"}, {"pointer", {{"position", {0, 2}}, {"feature", "City"}, {"location", "N"}}}}}},
        commit(1)};
    auto game = replayText(castleSave(replay, {"BA/C", "BA/L", "BA/L", "BA/C", "BA/L"}));
    ASSERT_TRUE(game.ok()) << game.error();
    ASSERT_EQ(game->module<BcbModule>().castles.size(), 1u);
    EXPECT_EQ(game->module<BcbModule>().castles[0].owner, 0) << "Red's castle, built in Blue's turn";
    EXPECT_EQ(game->score(0), 0) << "a castle instead of 4 points";
    EXPECT_EQ(game->module<BcbModule>().castleTokens[0], 2);
    EXPECT_EQ(game->activePlayer(), 0);
}

// Without a castle entry JCloisterZone scores the small city (its default), and a save
// that stops after a COMMIT is scored to the end of that turn.
TEST(Jcz, WithoutACastleEntryTheSmallCityScores) {
    const nlohmann::json replay = {place("BA/C", 0, 1, "R180", 0), deploy(0, 1, "City", "S", 0), commit(0),
                                   place("BA/L", -1, 1, "R0", 1), commit(1),
                                   place("BA/C", 0, 2, "R0", 0), commit(0)};
    auto game = replayText(castleSave(replay, {"BA/C", "BA/L", "BA/C", "BA/L"}));
    ASSERT_TRUE(game.ok()) << game.error();
    EXPECT_TRUE(game->module<BcbModule>().castles.empty());
    EXPECT_EQ(game->score(0), 4);
    EXPECT_FALSE(game->decision().has_value());
}

// JCloisterZone plays solo games (its own test saves have one player): replay and
// import take them.
TEST(Jcz, ASoloGameReplays) {
    nlohmann::json doc = nlohmann::json::parse(castleSave({place("BA/RRR", 1, 0, "R0", 0),
                                                           deploy(1, 0, "Road", "W", 0), commit(0),
                                                           place("BA/RRR", -1, 0, "R180", 0), commit(0)},
                                                          {"BA/RRR", "BA/RRR"}));
    doc["players"] = {{{"name", "Solo"}, {"slot", 0}}};
    auto game = replayText(doc.dump());
    ASSERT_TRUE(game.ok()) << game.error();
    EXPECT_TRUE(game->over());
    EXPECT_EQ(game->playerCount(), 1);
    EXPECT_EQ(game->score(0), 3) << "the road W-start-E between two junctions";
}

}  // namespace
}  // namespace carc
