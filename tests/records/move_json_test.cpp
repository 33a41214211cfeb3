// Moves and setups survive the trip through JSON exactly, for every move kind the
// engine's random players make with every expansion.
#include <gtest/gtest.h>

#include "engine/io/move_json.hpp"
#include "engine/io/move_json_module.hpp"
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

// Each module writes and reads its own moves and setup switches (move_json_module.hpp),
// and no other module's.
TEST(MoveJson, EachModuleHasItsOwnPart) {
    const Tileset& tiles = *Tileset::standardShared();
    using nlohmann::json;
    const MoveJsonPart& bcb = moveJsonPart<BcbModule>();
    EXPECT_EQ(bcb.toJson(BazaarBid{1, 4}, tiles), (json{{"move", "bid"}, {"slot", 1}, {"price", 4}}));
    EXPECT_EQ(bcb.toJson(Pass{}, tiles), std::nullopt) << "the base game's move";
    auto bid = bcb.fromJson("bid", MoveJsonReader{json{{"slot", 1}, {"price", 4}}, "move"}, tiles);
    ASSERT_TRUE(bid && bid->ok());
    EXPECT_EQ(**bid, Move(BazaarBid{1, 4}));
    EXPECT_FALSE(bcb.fromJson("choose", MoveJsonReader{json{{"option", 1}}, "move"}, tiles).has_value());
    for (const MoveJsonPart* other : {&moveJsonPart<MessagesModule>(), &moveJsonPart<RiverModule>()}) {
        EXPECT_EQ(other->toJson(BazaarBid{1, 4}, tiles), std::nullopt);
        EXPECT_FALSE(other->fromJson("bid", MoveJsonReader{json{{"slot", 1}, {"price", 4}}, "move"}, tiles).has_value());
    }

    PlaceTile bridged{Placement{tiles.find("BA/C")->index, {1, 0}, Rotation{0}}, BridgeSpot{{1, 0}, Axis::NS}};
    json place = json::object();
    bcb.placeToJson(bridged, place);
    EXPECT_EQ(place, (json{{"bridge", {{"x", 1}, {"y", 0}, {"axis", "NS"}}}}));
    PlaceTile back{bridged.placement};
    ASSERT_TRUE(bcb.placeFromJson(MoveJsonReader{place, "move"}, back).ok());
    EXPECT_EQ(back, bridged);

    GameSetup s = allExpansions(3);
    s.messageOrder = {2, 1};
    json setup = json::object();
    moveJsonPart<MessagesModule>().setupToJson(s, setup);
    EXPECT_EQ(setup, (json{{"expansions", {{"messages", true}, {"messagesFromTable", false}}}, {"messageOrder", {2, 1}}}));
    GameSetup read;
    moveJsonPart<MessagesModule>().setupFromJson(setup, read);
    EXPECT_TRUE(read.expansions.messages);
    EXPECT_FALSE(read.expansions.bridges) << "the Messages' part reads only its own switches";
    EXPECT_EQ(read.messageOrder, s.messageOrder);
}

}  // namespace
}  // namespace carc
