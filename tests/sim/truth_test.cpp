// truth.json agrees with the engine: the tiles and followers of the last frame are the
// engine's board after replaying the game on its own, follower features are where the
// engine says, hand frames are flagged and hide part of the board.
#include <set>

#include <gtest/gtest.h>

#include "engine/io/jcz.hpp"
#include "engine/io/score_json.hpp"
#include "tests/sim/sim_test_support.hpp"

namespace carc::sim {
namespace {

using nlohmann::json;

TEST(Truth, LastFrameOfASavedGameIsTheEnginesBoard) {
    const std::string path = std::string(CARC_FIXTURES) + "/seed_final5.jcz";
    auto saved = readJczFile(path);
    ASSERT_TRUE(saved) << saved.error();
    auto game = replayJcz(*saved);
    ASSERT_TRUE(game) << game.error();

    SimOptions o;
    o.jcz = path;
    o.framesPerMove = 2;
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const json truth = sim->render(sim->frameCount() - 1).truth;

    const Board& board = game->board();
    ASSERT_EQ(truth["tiles"].size(), static_cast<size_t>(board.size()));
    std::set<std::tuple<int, int, std::string, int>> engineTiles, truthTiles;
    for (const PlacedTile& t : board.placed()) engineTiles.insert({t.pos.x, t.pos.y, t.o->type->id, t.rot.degrees()});
    for (const json& t : truth["tiles"]) truthTiles.insert({t["x"].get<int>(), t["y"].get<int>(), t["id"].get<std::string>(), t["rotation"].get<int>()});
    EXPECT_EQ(engineTiles, truthTiles);

    std::multiset<std::tuple<int, int, std::string, std::string>> engineFollowers, truthFollowers;
    for (const Follower& f : game->followers()) {
        const PlacedTile& t = board.tile(f.at.tile);
        engineFollowers.insert({t.pos.x, t.pos.y, featureName(t.segment(f.at.seg).kind), sim->game().colours[static_cast<size_t>(f.owner)]});
    }
    for (const json& f : truth["followers"]) truthFollowers.insert({f["x"].get<int>(), f["y"].get<int>(), f["feature"].get<std::string>(), f["colour"].get<std::string>()});
    EXPECT_EQ(engineFollowers, truthFollowers);
    EXPECT_EQ(sim->summary()["scores"], scoreJson(*game));
}

TEST(Truth, FollowersStandOnTheirFeatureInEveryFrame) {
    SimOptions o;
    o.seed = 5;
    o.colours = {"red", "blue", "yellow", "black"};
    o.expansions = {"bcb"};
    o.framesPerMove = 1;
    o.mess = MessLevel::None;
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const Tileset& tiles = Tileset::standard();
    int followersSeen = 0;
    for (int i = 0; i < sim->frameCount(); ++i) {
        const json t = sim->plan(i).snapshot == sim->plan(std::max(0, i - 1)).snapshot && i > 0 ? json() : sim->render(i).truth;
        if (t.is_null()) continue;
        std::map<std::pair<int, int>, const json*> byCell;
        for (const json& tile : t["tiles"]) byCell[{tile["x"], tile["y"]}] = &tile;
        EXPECT_EQ(byCell.size(), t["tiles"].size()) << "two tiles on one cell, frame " << i;
        for (const json& f : t["followers"]) {
            ++followersSeen;
            const json* tile = byCell.at({f["x"], f["y"]});
            const TileType* type = tiles.find((*tile)["id"].get<std::string>());
            ASSERT_NE(type, nullptr);
            const TileOrientation orient = tiles.orientation(type->index, Rotation::fromDegrees((*tile)["rotation"]));
            const int seg = f["segment"];
            if (seg < orient.segmentCount) {
                EXPECT_EQ(featureName(orient.seg[static_cast<size_t>(seg)].kind), f["feature"].get<std::string>());
                FeatureKind kind = orient.seg[static_cast<size_t>(seg)].kind;
                EXPECT_EQ(segmentAt(orient, kind, f["location"]), seg) << "frame " << i;
            }
            // Its table position lies on its tile's cell (tiles are 45 mm).
            const double dx = f["at_mm"][0].get<double>() - 45.0 * f["x"].get<int>();
            const double dy = f["at_mm"][1].get<double>() - 45.0 * f["y"].get<int>();
            EXPECT_LT(std::max(std::abs(dx), std::abs(dy)), 22.5) << "frame " << i;
        }
    }
    EXPECT_GT(followersSeen, 10);
    EXPECT_EQ(sim->summary()["setup"]["expansions"][0], "bcb");
}

TEST(Truth, HandFramesAreFlaggedAndHidePartOfTheBoard) {
    SimOptions o;
    o.seed = 9;
    o.turns = 6;
    o.framesPerMove = 5;
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    int hands = 0, still = 0;
    for (int i = 0; i < sim->frameCount(); ++i) {
        const json t = sim->render(i).truth;
        EXPECT_EQ(t["hand"].get<bool>(), !t["still"].get<bool>());
        if (t["hand"]) {
            ++hands;
            // The hand putting the tile down is over the board.
            if (t["hand_phase"] == "place") {
                EXPECT_GT(t["hidden"].get<double>(), 0.01) << "frame " << i;
            }
        } else {
            ++still;
            EXPECT_EQ(t["hidden"].get<double>(), 0.0);
        }
        // A move shows up once, in the first still frame after it.
        if (i > 0 && t["still"] && sim->plan(i - 1).hand != HandPhase::None) {
            EXPECT_EQ(t["move"]["tiles"].size(), 1u) << "frame " << i;
        }
        if (i > 0 && t["still"] && sim->plan(i - 1).hand == HandPhase::None) {
            EXPECT_TRUE(t["move"]["tiles"].empty()) << "frame " << i;
        }
    }
    EXPECT_EQ(hands, 6 * 3);
    EXPECT_EQ(still, 5 + 6 * 2);
}

}  // namespace
}  // namespace carc::sim
