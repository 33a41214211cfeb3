// The Messages: the rules and footnotes of seed page 004.
#include "engine/io/jcz.hpp"
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {
constexpr auto Road = FeatureKind::Road;
constexpr auto Field = FeatureKind::Field;
enum { Red, Blue };

GameSetup messagesSetup(std::vector<int> deck, bool fromTable = false) {
    GameSetup s = tableSetup({"Red", "Blue"});
    s.expansions.messages = true;
    s.expansions.messagesFromTable = fromTable;
    if (!fromTable) s.messageOrder = std::move(deck);
    return s;
}

int messagesDrawn(const Game& g) {
    return static_cast<int>(std::count_if(g.gameEvents().begin(), g.gameEvents().end(),
                                          [](const GameEvent& e) { return e.type == GameEvent::Type::MessageDrawn; }));
}

// Turns 1-6: Red gets 3 points (a road completed by Blue: Red picks figure 2), a thief on
// a road growing west, and a farmer beside a completed city. Turn 7 (Red's) completes
// the 5-tile road: Red is active and picks the figure.
void upToTheFivePointRoad(TableBuilder& t) {
    t.place("X", -1, 0, 0).deploy(Road, "E");
    t.turn("W", 1, 0, 0);
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    EXPECT_EQ(t.game().decision()->player, Red) << "the scorer chooses, even in another's turn";
    EXPECT_EQ(t.game().decision()->points, 3);
    t.choose(1);
    EXPECT_EQ(messagesDrawn(t.game()), 0);
    t.place("U", -2, 0, 0).deploy(Road, "WE");
    t.turn("U", -3, 0, 0);
    t.place("E", 0, -1, 180).deploy(Field, "NL.NR.EL.ER.WL.WR");
    t.turn("U", -4, 0, 0);
    t.turn("W", -5, 0, 0);
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    EXPECT_EQ(t.game().decision()->points, 5);
}

// "The active player draws the top card of the message deck": at a real table that is the
// physical deck, so a game whose tiles are named as they appear says which message came.
TEST(Messages, ATableGameDrawsThePhysicalDeck) {
    GameSetup table;
    table.source = TileSource::Table;
    ASSERT_TRUE(enableExpansion(table, "messages"));
    EXPECT_TRUE(table.expansions.messagesFromTable);
    GameSetup shuffled;
    ASSERT_TRUE(enableExpansion(shuffled, "messages"));
    EXPECT_FALSE(shuffled.expansions.messagesFromTable);
}

TEST(Messages, OnlyTheActivePlayerDraws) {
    TableBuilder t(messagesSetup({1, 2, 3, 4, 5, 6, 7, 8}));
    t.place("U", -1, 0, 0).deploy(Road, "WE");
    t.turn("U", 1, 0, 0);
    t.turn("X", -2, 0, 0);
    t.place("W", 2, 0, 0).pass();  // Blue completes Red's road of 5
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    t.choose(0);
    EXPECT_EQ(t.game().figure(Red, 0), 5) << "on a dark space, but not Red's turn";
    EXPECT_EQ(messagesDrawn(t.game()), 0);
    EXPECT_EQ(t.game().phase(), Phase::PlaceTile);
}

TEST(Messages, TwoPointsInsteadAndTheDeckCycles) {
    TableBuilder t(messagesSetup({1, 2, 3, 4, 5, 6, 7, 8}));
    upToTheFivePointRoad(t);
    t.choose(0);  // figure 1 to 5: a dark space
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    EXPECT_EQ(t.game().decision()->message, 1);
    EXPECT_EQ(t.game().decision()->points, 0) << "message 1: Red has no road follower left";
    EXPECT_EQ(t.game().decision()->suggested, 1) << "2 points beat nothing";
    EXPECT_EQ(t.game().module<MessagesModule>().deck, (std::vector<int>{2, 3, 4, 5, 6, 7, 8, 1})) << "drawn message to the bottom";
    t.choose(1);
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    t.choose(0);  // 5 + 2 = 7: no dark space, no chain
    EXPECT_EQ(t.game().phase(), Phase::PlaceTile);
    EXPECT_EQ(t.score(Red), 3 + 5 + 2);
    EXPECT_EQ(t.game().figure(Red, 0), 7);
    EXPECT_EQ(t.game().figure(Red, 1), 3);
}

// Message points are a new scoring round: landing on a dark space again draws again.
TEST(Messages, ChainsOfMessages) {
    TableBuilder t(messagesSetup({4, 5, 6, 1, 2, 3, 7, 8}));
    upToTheFivePointRoad(t);
    t.choose(0);                                  // figure 1: 5
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    t.choose(1);                                  // 2 points...
    t.choose(1);                                  // ...on figure 2: 3 + 2 = 5, dark again
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction) << "a second message in the same turn";
    EXPECT_EQ(t.game().decision()->message, 5);
    EXPECT_EQ(t.game().decision()->points, 0) << "message 5: Red has no knight";
    t.choose(1).choose(0);                        // 2 points on figure 1: 7
    EXPECT_EQ(messagesDrawn(t.game()), 2);
    EXPECT_EQ(t.score(Red), 12);
    EXPECT_EQ(t.game().phase(), Phase::PlaceTile);
}

// Message 6: 2 points per farmer; message 8: score a follower's feature as at the end
// (majority needed) and take it back, a farmer too.
TEST(Messages, FarmerMessages) {
    TableBuilder t(messagesSetup({6, 8, 1, 2, 3, 4, 5, 7}));
    upToTheFivePointRoad(t);
    t.choose(0);
    EXPECT_EQ(t.game().decision()->points, 2) << "message 6: one farmer";
    t.choose(0).choose(1);                        // carry out: 2 points on figure 2: 3 + 2 = 5
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    EXPECT_EQ(t.game().decision()->message, 8);
    EXPECT_EQ(t.game().decision()->points, 3) << "the farm borders one completed city";
    t.choose(0);
    ASSERT_EQ(t.pending(), DecisionKind::MessageFollower);
    ASSERT_EQ(t.game().decision()->options.size(), 1u);
    const int supplyBefore = t.game().supply(Red);
    t.choose(0).choose(0);                        // the farmer; 3 points on figure 1
    EXPECT_EQ(t.game().supply(Red), supplyBefore + 1) << "the farmer comes back";
    EXPECT_EQ(t.score(Red), 3 + 5 + 2 + 3);
    const ScoreEvent& last = t.game().scoreEvents().back();
    EXPECT_EQ(last.kind, ScoreKind::Message);
    EXPECT_EQ(last.message, 8);
}

// Message 7: a full extra turn with a drawn tile.
TEST(Messages, ExtraTurn) {
    TableBuilder t(messagesSetup({7, 1, 2, 3, 4, 5, 6, 8}));
    upToTheFivePointRoad(t);
    t.choose(0);
    EXPECT_EQ(t.game().decision()->suggested, 0) << "an extra turn is worth taking";
    t.choose(0);
    EXPECT_EQ(t.game().phase(), Phase::PlaceTile);
    EXPECT_EQ(t.game().activePlayer(), Red) << "Red plays again";
    t.turn("V", 2, 0, 90);
    EXPECT_EQ(t.game().activePlayer(), Blue);
}

// No messages during final scoring; the total is both figures.
TEST(Messages, NoneInFinalScoring) {
    TableBuilder t(messagesSetup({1, 2, 3, 4, 5, 6, 7, 8}));
    t.place("U", -1, 0, 0).deploy(Road, "WE");
    t.turn("U", 1, 0, 0);
    t.turn("U", 2, 0, 0);
    t.turn("U", -2, 0, 0);
    t.end();                                          // 5 tiles, incomplete: 5 points at the end
    EXPECT_TRUE(t.game().over());
    EXPECT_FALSE(t.game().decision().has_value());
    EXPECT_EQ(t.score(Red), 5);
    EXPECT_EQ(messagesDrawn(t.game()), 0);
}

// A table deck: the players say which message came up until it has gone round.
TEST(Messages, TableDeckIsAskedThenPredicted) {
    TableBuilder t(messagesSetup({}, true));
    upToTheFivePointRoad(t);
    t.choose(0);
    ASSERT_EQ(t.pending(), DecisionKind::MessageDrawn);
    EXPECT_EQ(t.game().decision()->options.size(), 8u);
    t.choose(2);  // "3: score your smallest cloister"
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    EXPECT_EQ(t.game().decision()->message, 3);
}

// "Draw a tile and take an extra turn": on the last turn no tile is left, so carrying
// it out gives nothing; the default policy takes the 2 points instead.
TEST(Messages, NoExtraTurnSuggestedWhenNoTileIsLeft) {
    GameSetup s = messagesSetup({7, 1, 2, 3, 4, 5, 6, 8});
    s.source = TileSource::Scripted;
    for (const char* letter : {"X", "W", "U", "U", "E", "U", "W"}) s.drawOrder.push_back(Tileset::standard().find(letter)->index);
    TableBuilder t(s);
    upToTheFivePointRoad(t);  // the last tile
    t.choose(0);
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    EXPECT_EQ(t.game().decision()->message, 7);
    EXPECT_EQ(t.game().decision()->suggested, 1) << "take 2 points: no tile is left to draw";
    while (t.game().decision()) t.choose(t.game().decision()->suggested);  // the 2 points' figure
    EXPECT_TRUE(t.game().over());
    EXPECT_GE(t.points(Red, ScoreKind::Message), 2) << "the 2 points (which may land on a dark space again)";
}

// One reading of a knight in a castle: he is in no city any more. The page counts 0
// points for "a knight on a castle token" under message 8; so message 5 ("2 points for
// each of your knights, followers in a city") does not count him either, nor does
// message 2 (the castle is no city to score).
TEST(Messages, AKnightInACastleIsNoKnightInACity) {
    GameSetup s = messagesSetup({5, 2, 8, 1, 3, 4, 6, 7});
    s.sets = {"base", "bcb"};
    s.expansions.castles = true;
    TableBuilder t(s);
    t.place("E", 0, 1, 180).deploy(FeatureKind::City, "S");  // Red: a knight in half a small city
    t.turn("E", 0, 2, 0);                                     // Blue closes it
    ASSERT_EQ(t.pending(), DecisionKind::CastleOrPoints);
    EXPECT_EQ(t.game().decision()->player, Red);
    t.choose(0);                                              // Red's castle, the knight inside
    upToTheFivePointRoad(t);
    t.choose(0);
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    ASSERT_EQ(t.game().decision()->message, 5);
    EXPECT_EQ(t.game().decision()->points, 0) << "no knight in a city: only the one in the castle";
    EXPECT_EQ(t.game().decision()->suggested, 1);
}

// Message 7: "placing this tile follows a normal turn with all its phases". Red earns it
// with the last tile of a bazaar round; the extra tile he draws is a bazaar: as in any
// normal turn, an auction follows.
TEST(Messages, TheExtraTurnIsANormalTurn) {
    GameSetup s = messagesSetup({7, 1, 2, 3, 4, 5, 6, 8});
    s.sets = {"base", "bcb"};
    s.expansions.bazaars = true;
    TableBuilder t(s);
    t.place("X", -1, 0, 0).deploy(Road, "E");
    t.turn("W", 1, 0, 0).choose(1);                       // Red: 3 points on figure 2
    t.place("U", -2, 0, 0).deploy(Road, "WE");            // Red's thief on the road west
    t.turn("U", -3, 0, 0);
    t.turn("BB/CFR.b", 0, -1, 180);                       // Red places a bazaar
    ASSERT_EQ(t.pending(), DecisionKind::BazaarReveal);
    t.move(BazaarReveal{{t.type("U"), t.type("W")}});
    t.move(BazaarBid{0, 0}).move(Pass{});                 // Blue takes U; Red gets W
    t.turn("U", -4, 0, 0);                                // Blue's auctioned tile
    t.turn("W", -5, 0, 0);                                // Red's: his road of 5
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    t.choose(0);                                          // figure 1 on 5: a dark space
    ASSERT_EQ(t.pending(), DecisionKind::MessageAction);
    ASSERT_EQ(t.game().decision()->message, 7);
    t.choose(0);                                          // carry out: an extra turn
    ASSERT_EQ(t.game().phase(), Phase::PlaceTile);
    EXPECT_EQ(t.game().activePlayer(), Red);
    t.turn("BB/F.b", 0, 1, 0);                            // the extra tile is a bazaar
    EXPECT_EQ(t.pending(), DecisionKind::BazaarReveal) << "a normal turn: its bazaar starts an auction";
}

// "Whenever a player collects points during the game, he or she may choose which of the
// two figures to move"; the notes count payments received as forward moves. Blue sells
// the tile he picked to Red for 3 and puts the payment on his second figure.
TEST(Messages, APaymentReceivedMovesTheFigureTheSellerChooses) {
    GameSetup s = messagesSetup({1, 2, 3, 4, 5, 6, 7, 8});
    s.sets = {"base", "bcb"};
    s.expansions.bazaars = true;
    TableBuilder t(s);
    t.turn("BB/CFR.b", 0, -1, 180);  // Red places a bazaar
    ASSERT_EQ(t.pending(), DecisionKind::BazaarReveal);
    t.move(BazaarReveal{{t.type("U"), t.type("W")}});
    t.move(BazaarBid{0, 2}).move(BazaarBid{0, 3});  // Blue picks U for 2, Red bids 3
    t.move(BazaarBuyOrSell{false});                 // Blue sells: Red pays him 3
    ASSERT_EQ(t.pending(), DecisionKind::Figure);
    EXPECT_EQ(t.game().decision()->player, Blue);
    EXPECT_EQ(t.game().decision()->points, 3);
    EXPECT_EQ(t.game().decision()->suggested, 0) << "the default stays the first figure";
    EXPECT_FALSE(t.game().module<BcbModule>().auction->owner[0] >= 0) << "the tile changes hands once the payment is placed";
    t.choose(1);
    EXPECT_EQ(t.game().figure(Blue, 0), 0);
    EXPECT_EQ(t.game().figure(Blue, 1), 3);
    EXPECT_EQ(t.game().figure(Red, 0), -3) << "a payment made moves the first figure back";
    EXPECT_EQ(messagesDrawn(t.game()), 0) << "a payment is no scoring round";
    ASSERT_EQ(t.game().phase(), Phase::PlaceTile) << "W went free to Blue: the auctioned tiles' turns begin";
    EXPECT_EQ(t.game().activePlayer(), Blue);
    EXPECT_EQ(t.game().drawnTile(), t.type("W"));
    t.turn("W", 1, 0, 0);

    // A save records the choice; without it, replay takes the default (figure 1).
    for (const bool recorded : {true, false}) {
        auto saved = parseJcz(writeJcz(t.game(), {"g", "g", "2026-11-28T00:00:00Z", true}));
        ASSERT_TRUE(saved.ok()) << saved.error();
        if (!recorded)
            std::erase_if(saved->replay, [](const JczEntry& e) { return e.type == "CARC_MESSAGE"; });
        auto replayed = replayJcz(*saved);
        ASSERT_TRUE(replayed.ok()) << replayed.error();
        EXPECT_EQ(replayed->figure(Blue, 1), recorded ? 3 : 0);
        EXPECT_EQ(replayed->figure(Blue, 0), recorded ? 0 : 3);
    }
}

}  // namespace
}  // namespace carc::test
