// Moves and setups survive the trip through JSON exactly, for every move kind the
// engine's random players make with every expansion.
#include <gtest/gtest.h>

#include "engine/io/move_json.hpp"
#include "engine/random_player.hpp"
#include "engine/state_text.hpp"

namespace carc {
namespace {

GameSetup allExpansions(std::uint64_t seed) {
    GameSetup s;
    s.players = {"A", "B", "C", "D"};
    s.sets = {"base", "bcb"};
    s.expansions = {true, true, true, false, true, false};
    s.seed = seed;
    return s;
}

TEST(MoveJson, EveryMoveOfRandomGamesRoundTrips) {
    const Tileset& tiles = *Tileset::standardShared();
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto game = Game::create(allExpansions(seed));
        ASSERT_TRUE(game.ok()) << game.error();
        ASSERT_GE(RandomPlayer(seed).playOut(*game), 0) << "every move the random player makes is accepted";
        auto copy = Game::create(allExpansions(seed));
        for (const Move& m : game->moves()) {
            auto back = moveFromJson(moveToJson(m, tiles), tiles);
            ASSERT_TRUE(back.ok()) << back.error();
            EXPECT_EQ(moveToJson(*back, tiles), moveToJson(m, tiles));
            ASSERT_TRUE(copy->apply(*back).ok());
        }
        EXPECT_EQ(stateText(*copy), stateText(*game));
    }
}

TEST(MoveJson, SetupRoundTripsWithEveryField) {
    const Tileset& tiles = *Tileset::standardShared();
    GameSetup s = allExpansions(0xFFFFFFFFFFFFFFF1ull);  // a seed a JSON double would round
    s.expansions.bazaarNoBidding = s.expansions.messagesFromTable = true;
    s.rules.tinyCityPoints = 2;
    s.rules.incompleteScoresNothing = true;
    s.rules.playArea = {9, 7};
    s.source = TileSource::Table;
    s.messageOrder = {3, 1, 2, 8, 7, 6, 5, 4};
    s.followersPerPlayer = 6;
    s.start = Placement{tiles.find("D")->index, {0, 0}, Rotation{2}};
    s.startGiven = true;
    auto back = setupFromJson(setupToJson(s, tiles), tiles);
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ(setupToJson(*back, tiles), setupToJson(s, tiles));
    EXPECT_EQ(back->seed, s.seed);
    EXPECT_EQ(back->start, s.start);
}

TEST(MoveJson, BadMovesNameTheField) {
    const Tileset& tiles = *Tileset::standardShared();
    using nlohmann::json;
    EXPECT_NE(moveFromJson(json{{"move", "place"}, {"tile", "ZZ"}, {"x", 0}, {"y", 1}, {"rotation", 0}}, tiles).error().find("unknown tile 'ZZ'"),
              std::string::npos);
    EXPECT_NE(moveFromJson(json{{"move", "place"}, {"tile", "D"}, {"x", 0}, {"y", 1}, {"rotation", 45}}, tiles).error().find("rotation"),
              std::string::npos);
    EXPECT_NE(moveFromJson(json{{"move", "deploy"}}, tiles).error().find("segment"), std::string::npos);
    EXPECT_NE(moveFromJson(json{{"move", "fly"}}, tiles).error().find("unknown move 'fly'"), std::string::npos);
    EXPECT_FALSE(moveFromJson(json::array(), tiles).ok());
    EXPECT_NE(setupFromJson(json{{"players", 3}}, tiles).error().find("setup"), std::string::npos);
}

}  // namespace
}  // namespace carc
