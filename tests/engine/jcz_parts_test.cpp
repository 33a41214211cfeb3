// Each module's part of the .jcz format reads and writes its own replay entries and no
// other's (engine/io/jcz_module.hpp); the reader and the writer ask every part.
#include <gtest/gtest.h>

#include "engine/io/jcz_module.hpp"

namespace carc {
namespace {
using nlohmann::json;

Game bcbGame() {
    GameSetup s;
    s.players = {"Red", "Blue"};
    s.seed = 7;
    if (!enableExpansion(s, "bcb") || !enableExpansion(s, "messages")) ADD_FAILURE() << "bcb and messages are registered";
    auto g = Game::create(s);
    EXPECT_TRUE(g.ok()) << g.error();
    return std::move(*g);
}

JczEntry entry(const char* type, json payload) { return {type, std::move(payload)}; }

TEST(JczParts, EachModuleReadsItsOwnEntriesOnly) {
    const Game g = bcbGame();
    const JczEntry bid = entry("BAZAAR_BID", {{"supplyIndex", 1}, {"price", 3}});
    const JczEntry sell = entry("BAZAAR_BUY_OR_SELL", {{"value", "SELL"}});
    const JczEntry bridge = entry("PLACE_TOKEN", {{"token", "BRIDGE"}, {"pointer", {{"position", {2, -1}}, {"location", "WE"}}}});
    const JczEntry message = entry("CARC_MESSAGE", {{"kind", "figure"}, {"option", 1}});
    const JczEntry tile = entry("PLACE_TILE", {{"tileId", "BA/C"}, {"rotation", "R0"}, {"position", {0, 1}}});

    const JczPart& bcb = jczPart<BcbModule>();
    auto m = bcb.readEntry(g, bid);
    ASSERT_TRUE(m.ok() && *m) << (m.ok() ? "not read" : m.error());
    EXPECT_EQ(**m, Move(BazaarBid{1, 3}));
    m = bcb.readEntry(g, sell);
    ASSERT_TRUE(m.ok() && *m);
    EXPECT_EQ(**m, Move(BazaarBuyOrSell{false}));
    m = bcb.readEntry(g, bridge);
    ASSERT_TRUE(m.ok() && *m);
    EXPECT_EQ(**m, Move(PlaceBridge{{{2, -1}, Axis::WE}}));
    EXPECT_FALSE(bcb.readEntry(g, entry("PLACE_TOKEN", {{"token", "DRAGON"}})).ok()) << "a token it does not know is refused";
    EXPECT_FALSE(bcb.readEntry(g, entry("PASS", json::object()))->has_value()) << "a PASS outside the castle phase is the base game's";

    const JczPart& messages = jczPart<MessagesModule>();
    auto answer = messages.readEntry(g, message);
    ASSERT_FALSE(answer.ok()) << "no decision is pending at the start";
    EXPECT_NE(answer.error().find("no decision is pending"), std::string::npos);
    EXPECT_TRUE(messages.answersDecision(g, message));
    EXPECT_FALSE(bcb.answersDecision(g, message));

    for (const JczEntry& e : {tile, entry("DEPLOY_MEEPLE", json::object()), entry("COMMIT", json::object())})
        for (const JczPart* part : jczParts()) {
            auto none = part->readEntry(g, e);
            ASSERT_TRUE(none.ok()) << e.type;
            EXPECT_FALSE(none->has_value()) << e.type << " is the base game's entry";
        }
    for (const JczEntry& e : {bid, sell, bridge, message}) {
        EXPECT_FALSE(jczPart<RiverModule>().readEntry(g, e)->has_value()) << e.type;
        if (e.type != "CARC_MESSAGE") {
            EXPECT_FALSE(messages.readEntry(g, e)->has_value()) << e.type;
        }
    }
    EXPECT_FALSE(bcb.readEntry(g, message)->has_value());
}

TEST(JczParts, EachModuleWritesItsOwnMovesOnly) {
    const Game g = bcbGame();
    json replay = json::array();
    int state = 0;
    const JczMoveOut out{g, 0, 1, true, state, replay};
    EXPECT_TRUE(jczPart<BcbModule>().writeMove(out, BazaarBid{2, 5}));
    ASSERT_EQ(replay.size(), 1u);
    EXPECT_EQ(replay[0], (json{{"type", "BAZAAR_BID"}, {"player", 1}, {"payload", {{"supplyIndex", 2}, {"price", 5}}}}))
        << "a bid is the bidder's (the actor's)";
    EXPECT_TRUE(jczPart<BcbModule>().writeMove(out, PlaceBridge{{{0, 1}, Axis::NS}}));
    ASSERT_EQ(replay.size(), 2u);
    EXPECT_EQ(replay[1]["payload"]["token"], "BRIDGE");
    EXPECT_EQ(replay[1]["player"], 0);

    for (const Move& m : {Move(BazaarBid{2, 5}), Move(PlaceBridge{{{0, 1}, Axis::NS}}), Move(Choose{0})}) {
        EXPECT_FALSE(jczPart<MessagesModule>().writeMove(out, m)) << "no decision of the Messages is pending";
        EXPECT_FALSE(jczPart<RiverModule>().writeMove(out, m));
    }
    EXPECT_FALSE(jczPart<BcbModule>().writeMove(out, Choose{0})) << "no castle decision is pending";
    EXPECT_FALSE(jczPart<BcbModule>().writeMove(out, Pass{}));
    EXPECT_EQ(replay.size(), 2u);

    const JczMoveOut quiet{g, 0, 0, false, state, replay};
    EXPECT_TRUE(jczPart<BcbModule>().writeMove(quiet, BazaarReveal{{}})) << "the reveal is the module's";
    EXPECT_EQ(replay.size(), 2u) << "but written only with our CARC_ entries";
}

TEST(JczParts, ActionPhaseDecisionsAreTheCastlePhases) {
    Decision d;
    d.kind = DecisionKind::CastleOrPoints;
    EXPECT_TRUE(jczPart<BcbModule>().actionPhase(d));
    EXPECT_FALSE(jczPart<MessagesModule>().actionPhase(d));
    d.kind = DecisionKind::Figure;
    for (const JczPart* part : jczParts()) EXPECT_FALSE(part->actionPhase(d)) << "the Messages' decisions follow the COMMIT";
}

}  // namespace
}  // namespace carc
