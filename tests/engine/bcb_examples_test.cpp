// Bridges, Castles and Bazaars: the examples and clarifications of seed page 003.
#include "tests/engine/table_builder.hpp"

namespace carc::test {
namespace {
constexpr auto Road = FeatureKind::Road;
constexpr auto City = FeatureKind::City;
constexpr auto Cloister = FeatureKind::Cloister;

GameSetup bcbSetup(std::vector<std::string> players, bool noBidding = false) {
    GameSetup s = tableSetup(std::move(players));
    s.sets = {"base", "bcb"};
    s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = true;
    s.expansions.bazaarNoBidding = noBidding;
    return s;
}

// --- bridges -----------------------------------------------------------------------

// Example 2: the tile placed extends nothing road-wise; a bridge on it continues the
// road, and it is placed only because of that bridge. A thief may go on the bridge.
TEST(Bridges, BridgeOnThePlacedTileMakesItFit) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    const Placement e{t.type("E"), {1, 0}, Rotation{0}};  // city N, field W: faces the start's road
    EXPECT_FALSE(t.game().check(PlaceTile{e}).ok());
    const std::vector<PlaceTile> options = t.game().module<BcbModule>().bridgePlacements(t.game(), t.type("E"), std::nullopt);
    const PlaceTile withBridge{e, BridgeSpot{{1, 0}, Axis::WE}};
    EXPECT_NE(std::find_if(options.begin(), options.end(), [&](const PlaceTile& p) {
                  return p.placement == e && p.bridge == withBridge.bridge;
              }), options.end());
    t.move(withBridge);
    EXPECT_EQ(t.game().module<BcbModule>().bridges[0], 2);
    const PlacedTile& placed = t.game().board().tile(t.game().lastPlaced());
    ASSERT_EQ(placed.bridgeSeg, 2);
    // The bridge is on the tile just placed: a thief may stand on it.
    const int bridge = placed.bridgeSeg;
    t.move(Deploy{bridge});
    const FeatureGraph& f = t.game().features();
    EXPECT_EQ(f.root({t.game().board().at({1, 0}), bridge}), f.root({0, 1})) << "the bridge continues the start's road";
}

// Example 3: the new tile's road meets a neighbour's field edge; the bridge goes on
// that neighbour. A thief may not go on a bridge of another tile.
TEST(Bridges, BridgeOnANeighbourContinuesTheRoad) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.turn("U", 1, 0, 0).turn("E", 1, -1, 0);
    const Placement x{t.type("X"), {2, -1}, Rotation{0}};
    const Status without = t.game().check(PlaceTile{x});
    ASSERT_FALSE(without.ok());
    EXPECT_NE(without.error().find("edge W is road, neighbour (1,-1) shows field"), std::string::npos) << without.error();
    t.move(PlaceTile{x, BridgeSpot{{1, -1}, Axis::WE}});
    for (const Spot& s : t.game().followerSpots()) EXPECT_LT(s.segment, 8) << "X's own segments only";
    t.pass();
    const Board& b = t.game().board();
    EXPECT_EQ(t.game().features().root({b.at({1, -1}), b.tile(b.at({1, -1})).bridgeSeg}),
              t.game().features().root({b.at({2, -1}), 3}))
        << "X's west road runs onto the bridge";
}

// Example 4: both ends of a bridge must lie on field edges.
TEST(Bridges, EndsMustBeFieldEdges) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("U", 1, 0, 0);
    Status st = t.game().check(PlaceBridge{{{0, 0}, Axis::NS}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("edge N of (0,0) is city"), std::string::npos) << st.error();
    st = t.game().check(PlaceBridge{{{1, 0}, Axis::WE}});
    EXPECT_NE(st.error().find("edge E of (1,0) is road"), std::string::npos) << st.error();
    EXPECT_TRUE(t.game().check(PlaceBridge{{{1, 0}, Axis::NS}}).ok()) << "across U's fields, both ends facing empty cells";
}

// Clarification: each end continues a road or faces an empty cell; one bridge per tile;
// one bridge per turn.
TEST(Bridges, OnePerTileAndOnePerTurn) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("B", 0, 1, 0);  // cloister below the start: fields all round
    Status st = t.game().check(PlaceBridge{{{0, 1}, Axis::NS}});
    ASSERT_FALSE(st.ok()) << "the N end would meet the start tile's field";
    EXPECT_NE(st.error().find("must continue a road or face an empty cell"), std::string::npos) << st.error();
    t.move(PlaceBridge{{{0, 1}, Axis::WE}});
    st = t.game().check(PlaceBridge{{{0, 1}, Axis::NS}});
    EXPECT_FALSE(st.ok());
    t.pass();
    t.place("B", 0, 2, 0);  // below the bridged cloister: its N edge is still field
    st = t.game().check(PlaceBridge{{{0, 1}, Axis::NS}});
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().find("already has a bridge"), std::string::npos) << st.error();
}

// Example 6 / clarification 6: a bridge scores as road; completing a road over two
// bridges in a row (one over a monk's cloister, example 5) scores every tile once.
TEST(Bridges, BridgesScoreAsRoad) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    // A cloister east of the start fits only with a bridge carrying the road over it.
    const Placement cloister{t.type("B"), {1, 0}, Rotation{0}};
    EXPECT_FALSE(t.game().check(PlaceTile{cloister}).ok());
    t.move(PlaceTile{cloister, BridgeSpot{{1, 0}, Axis::WE}});
    t.deploy(Cloister, "I");   // Red's monk
    // Blue bridges the cloister tile, continuing the start's road east over it.
    t.place("U", 2, 0, 0).deploy(Road, "WE");  // Blue's thief: the road runs over the bridge
    t.turn("W", 3, 0, 0);      // Red ends it east with a junction
    EXPECT_EQ(t.score(1), 0) << "still open at the start's west end";
    t.turn("W", -1, 0, 180);   // Blue ends it west: W rotated 180 has a road on its east edge
    EXPECT_EQ(t.score(1), 5) << "W, D, B (bridge), U, W: five tiles";
}

// --- castles -----------------------------------------------------------------------

// Example 1: closing a small city with a knight on it: the owner builds a castle
// instead of scoring 4 points; the knight stays inside.
TEST(Castles, SmallCityBecomesACastle) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("E", 0, -1, 180).deploy(City, "S");
    ASSERT_EQ(t.pending(), DecisionKind::CastleOrPoints);
    EXPECT_EQ(t.game().decision()->player, 0);
    EXPECT_EQ(t.game().decision()->points, 4);
    t.choose(0);
    EXPECT_EQ(t.score(0), 0);
    ASSERT_EQ(t.game().module<BcbModule>().castles.size(), 1u);
    EXPECT_EQ(t.game().module<BcbModule>().castleTokens[0], 2);
    EXPECT_EQ(t.game().supply(0), 6) << "the knight is in the castle";
    EXPECT_EQ(t.game().activePlayer(), 1);
}

TEST(Castles, OwnerMayScoreInstead) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("E", 0, -1, 180).deploy(City, "S").choose(1);
    EXPECT_EQ(t.score(0), 4);
    EXPECT_TRUE(t.game().module<BcbModule>().castles.empty());
}

// Only two semicircular segments make a small city: a 2-tile city with a wider
// segment (F's city W-E) or an unoccupied one asks nothing.
TEST(Castles, OnlySemicircularPairsQualify) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.turn("E", 0, -1, 180);
    EXPECT_FALSE(t.game().decision().has_value()) << "nobody owns it";
    // BB/CFR!'s one-edge city is not a semicircle: a 2-tile city with it scores at once.
    TableBuilder u(bcbSetup({"Red", "Blue"}));
    u.place("BB/CFR!", 0, -1, 270).deploy(City, "S");
    EXPECT_FALSE(u.game().decision().has_value());
    EXPECT_EQ(u.score(0), 4);
}

// Example 3 and the rules: the castle scores the first feature completed in its
// vicinity in a later round, in full even if the owner of the feature is someone
// else; the knight comes back, the castle stays.
TEST(Castles, ScoresTheFirstFeatureCompletedNearby) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("E", 0, -1, 180).deploy(City, "S").choose(0);   // Red: castle on (0,-1)-(0,0)
    t.place("U", 1, 0, 0).deploy(Road, "WE");                // Blue: thief on the road through (0,0)
    t.turn("X", 2, 0, 0);                                     // Red: east end
    EXPECT_EQ(t.score(0), 0);
    t.turn("W", -1, 0, 0);                                    // Blue: west end: road W,D,U,X = 4
    EXPECT_EQ(t.score(1), 4);
    EXPECT_EQ(t.score(0), 4) << "the castle scores the same road";
    EXPECT_TRUE(t.game().module<BcbModule>().castles[0].scored);
    EXPECT_EQ(t.game().supply(0), 7) << "the knight returns";
}

// A castle scores only in a scoring round after the one it was built in: it records that round.
TEST(Castles, RemembersTheRoundItWasBuilt) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("U", -1, 0, 0).deploy(Road, "WE");   // Red: thief west of the start
    t.turn("W", 1, 0, 0);                         // Blue: road ends east
    // Red closes the small city and the road in one placement? The road needs its west
    // end: W at (-2,0); it is not next to the city, so build the castle first.
    t.place("E", 0, -1, 180).deploy(City, "S").choose(0);
    EXPECT_EQ(t.game().module<BcbModule>().castles[0].round, 3);
    EXPECT_FALSE(t.game().module<BcbModule>().castles[0].scored);
}

// The vicinity: the 2 castle tiles and the 2 tiles on each side (a 2x3 block).
TEST(Castles, VicinityIsTheTwoByThreeBlock) {
    Castle vertical;
    vertical.tiles = {Pos{0, -1}, Pos{0, 0}};
    for (int y = -1; y <= 0; ++y)
        for (int x = -1; x <= 1; ++x) EXPECT_TRUE(vertical.inVicinity({x, y})) << x << "," << y;
    EXPECT_FALSE(vertical.inVicinity({0, 1}));
    EXPECT_FALSE(vertical.inVicinity({0, -2}));
    EXPECT_FALSE(vertical.inVicinity({2, 0}));
    Castle horizontal;
    horizontal.tiles = {Pos{3, 2}, Pos{4, 2}};
    EXPECT_TRUE(horizontal.inVicinity({3, 1}));
    EXPECT_TRUE(horizontal.inVicinity({4, 3}));
    EXPECT_FALSE(horizontal.inVicinity({5, 2}));
}

// At the end knights still in castles leave without points; a castle bordering a farm
// is worth 4 to its farmers.
TEST(Castles, FinalScoringKnightsLeaveAndFarmsCountFour) {
    TableBuilder t(bcbSetup({"Red", "Blue"}));
    t.place("E", 0, -1, 180).deploy(City, "S").choose(0);          // Red's castle
    t.place("U", 1, 0, 0).deploy(FeatureKind::Field, "NL.NR.EL.WR");  // Blue: farm north of the road
    t.end();
    EXPECT_EQ(t.score(0), 0) << "no points for the knight in the castle";
    EXPECT_EQ(t.score(1), 4) << "the castle feeds the farm 4";
}

// --- bazaars -------------------------------------------------------------------------

// The 3-player example: You (active) place a bazaar; Blue picks and bids 2, Black
// passes, You bid 3, Blue buys from You (Blue -3, You +3). Black picks and bids 2,
// You bid 3, Black sells to You (You -3, Black +3). Black gets the last tile free.
// Starting with Blue, everyone places their tile.
TEST(Bazaars, ThreePlayerExample) {
    enum { You, Blue, Black };
    TableBuilder t(bcbSetup({"You", "Blue", "Black"}));
    t.place("BB/F.b", 0, 1, 0).pass();
    ASSERT_EQ(t.pending(), DecisionKind::BazaarReveal);
    const std::vector<TileTypeId> revealed{t.type("U"), t.type("V"), t.type("E")};
    t.move(BazaarReveal{revealed});
    ASSERT_EQ(t.pending(), DecisionKind::BazaarPick);
    EXPECT_EQ(t.game().decision()->player, Blue);
    t.move(BazaarBid{0, 2});
    EXPECT_EQ(t.game().decision()->player, Black);
    t.move(Pass{});
    EXPECT_EQ(t.game().decision()->player, You);
    t.move(BazaarBid{0, 3});
    ASSERT_EQ(t.pending(), DecisionKind::BazaarBuyOrSell);
    EXPECT_EQ(t.game().decision()->player, Blue);
    t.move(BazaarBuyOrSell{true});
    EXPECT_EQ(t.score(Blue), -3);
    EXPECT_EQ(t.score(You), 3);
    ASSERT_EQ(t.pending(), DecisionKind::BazaarPick);
    EXPECT_EQ(t.game().decision()->player, Black);
    t.move(BazaarBid{1, 2});
    EXPECT_EQ(t.game().decision()->player, You) << "Blue already has a tile";
    t.move(BazaarBid{1, 3});
    t.move(BazaarBuyOrSell{false});
    EXPECT_EQ(t.score(You), 0);
    EXPECT_EQ(t.score(Black), 3);
    // Black gets the last tile free; Blue places first.
    EXPECT_EQ(t.game().phase(), Phase::PlaceTile);
    EXPECT_EQ(t.game().activePlayer(), Blue);
    EXPECT_EQ(*t.game().drawnTile(), t.type("U"));
    t.turn("U", -1, 0, 0);
    EXPECT_EQ(t.game().activePlayer(), Black);
    EXPECT_EQ(*t.game().drawnTile(), t.type("E"));
    t.turn("E", 0, -1, 180);
    EXPECT_EQ(t.game().activePlayer(), You);
    EXPECT_EQ(*t.game().drawnTile(), t.type("V"));
    t.turn("V", 1, 0, 0);
    EXPECT_EQ(t.game().activePlayer(), Blue) << "play resumes left of the bazaar's player";
    EXPECT_FALSE(t.game().drawnTile().has_value());
}

// If only the picker bid, they pay the bank; an auctioned bazaar tile holds no auction.
TEST(Bazaars, LonePickerPaysTheBankAndNoChainReaction) {
    TableBuilder t(bcbSetup({"A", "B"}));
    t.place("BB/F.b", 0, 1, 0).pass();
    t.move(BazaarReveal{{t.type("BB/R.bi"), t.type("U")}});
    t.move(BazaarBid{0, 4}).move(Pass{});
    EXPECT_EQ(t.score(1), -4) << "scores may go negative";
    EXPECT_EQ(t.score(0), 0);
    // A takes U free; B places the bazaar tile first (left of A), then A.
    EXPECT_EQ(t.game().activePlayer(), 1);
    t.turn("BB/R.bi", 1, 1, 0);
    EXPECT_FALSE(t.game().decision().has_value()) << "no auction from an auctioned bazaar tile";
    t.turn("U", -1, 0, 0);
    EXPECT_EQ(t.game().activePlayer(), 1);
}

// The variant without bidding: starting left of the active player, each takes a tile
// and places it at once.
TEST(Bazaars, NoBiddingVariant) {
    TableBuilder t(bcbSetup({"A", "B"}, true));
    t.place("BB/F.b", 0, 1, 0).pass();
    t.move(BazaarReveal{{t.type("U"), t.type("V")}});
    EXPECT_FALSE(t.game().check(BazaarBid{0, 2}).ok()) << "no bids in the variant";
    t.move(BazaarBid{1, 0});
    EXPECT_EQ(t.game().activePlayer(), 1);
    EXPECT_EQ(*t.game().drawnTile(), t.type("V"));
    t.turn("V", 1, 0, 0);
    EXPECT_EQ(t.game().activePlayer(), 0);
    EXPECT_EQ(*t.game().drawnTile(), t.type("U"));
    t.turn("U", -1, 0, 0);
    EXPECT_EQ(t.game().activePlayer(), 1);
}

// In a table game the players may find fewer tiles left than the companion counts (a
// tile that fitted nowhere was set aside unseen): they reveal none, and play goes on.
TEST(Bazaars, NoneRevealedInATableGameHoldsNoAuction) {
    TableBuilder t(bcbSetup({"A", "B"}));
    t.place("BB/F.b", 0, 1, 0).pass();
    ASSERT_TRUE(t.game().decision().has_value());
    EXPECT_FALSE(t.game().check(BazaarReveal{{t.type("U")}}).ok()) << "one tile per player, or none";
    t.move(BazaarReveal{});
    EXPECT_FALSE(t.game().decision().has_value());
    EXPECT_FALSE(t.game().module<BcbModule>().auction.has_value());
    EXPECT_EQ(t.game().activePlayer(), 1);
    t.turn("U", -1, 0, 0);
    EXPECT_EQ(t.score(0), 0);
    EXPECT_EQ(t.score(1), 0);
}

// No auction when fewer tiles remain than there are players.
TEST(Bazaars, SkippedWhenTooFewTilesRemain) {
    GameSetup s = bcbSetup({"A", "B", "C"});
    s.source = TileSource::Scripted;
    const Tileset& ts = Tileset::standard();
    s.drawOrder = {ts.find("BB/F.b")->index, ts.find("U")->index, ts.find("V")->index};
    TableBuilder t(s);
    t.turn("BB/F.b", 0, 1, 0);
    EXPECT_FALSE(t.game().decision().has_value());
    EXPECT_EQ(t.game().activePlayer(), 1);
}

// The page: every player places the tile they got "as usual". A bought tile that fits
// nowhere is set aside and its buyer draws another instead (JCloisterZone's turn: the
// player does not lose it); that tile is still part of the bazaar round.
TEST(Bazaars, ABoughtTileThatFitsNowhereIsReplacedFromThePile) {
    GameSetup s = bcbSetup({"Red", "Blue", "Green"});
    s.source = TileSource::Scripted;
    const Tileset& tiles = Tileset::standard();
    for (const char* id : {"BB/CFR.b", "BA/RFr", "BA/Ccc", "BA/Cccc+", "BA/Ccc", "BA/CRRR", "BA/RFr"})
        s.drawOrder.push_back(tiles.find(id)->index);
    TableBuilder t(s);
    t.place("BB/CFR.b", 0, -1, 180).deploy(City, "S");   // Red closes a small city with a bazaar
    ASSERT_EQ(t.pending(), DecisionKind::CastleOrPoints);
    t.choose(1);                                         // 4 points; the auction: U, R, C
    ASSERT_EQ(t.pending(), DecisionKind::BazaarPick);
    t.move(BazaarBid{2, 1}).move(Pass{}).move(Pass{});   // Blue buys C (the 4-sided city) for 1
    t.move(BazaarBid{0, 0}).move(Pass{});                // Green takes U; Red gets R
    ASSERT_EQ(t.game().activePlayer(), 1) << "Blue places first";
    ASSERT_TRUE(t.game().drawnTile().has_value());
    EXPECT_EQ(t.game().tiles().type(*t.game().drawnTile()).id, "BA/Ccc") << "C fits nowhere: Blue draws the next tile";
    EXPECT_EQ(t.points(1, ScoreKind::Bazaar), -1) << "Blue paid for C all the same";
}

}  // namespace
}  // namespace carc::test
