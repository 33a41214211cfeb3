#pragma once
// Bridges, Castles and Bazaars as a rule module (its tiles come with the "bcb" set).
// Its rules live in game_bcb.cpp, game_bcb_bridges.cpp, game_bcb_castles.cpp and game_bcb_bazaar.cpp.
#include <array>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/expansion.hpp"

namespace carc {

// Its moves (besides a bridge named with a PlaceTile, and a Pass declining a bid).
// An optional bridge after placing a tile, before the follower.
struct PlaceBridge {
    BridgeSpot spot;
    friend bool operator==(const PlaceBridge&, const PlaceBridge&) = default;
};
// Bazaar: pick a revealed tile and bid for it, or raise the bid on it.
struct BazaarBid {
    int slot = 0;
    int price = 0;
    friend bool operator==(const BazaarBid&, const BazaarBid&) = default;
};
// Bazaar: the picker buys the tile from the highest bidder or sells it to them.
struct BazaarBuyOrSell {
    bool buy = true;
    friend bool operator==(const BazaarBuyOrSell&, const BazaarBuyOrSell&) = default;
};
// Table games: the tiles turned up for a bazaar auction; none when the players find
// fewer tiles left than players (no auction is held).
struct BazaarReveal {
    std::vector<TileTypeId> tiles;
    friend bool operator==(const BazaarReveal&, const BazaarReveal&) = default;
};
std::string describe(const PlaceBridge& m, const Tileset& tiles);
std::string describe(const BazaarBid& m, const Tileset& tiles);
std::string describe(const BazaarBuyOrSell& m, const Tileset& tiles);
std::string describe(const BazaarReveal& m, const Tileset& tiles);

// Its decisions (DecisionKind::CastleOrPoints, ...).
enum class BcbDecision : std::uint8_t {
    CastleOrPoints,   // the owner of a completed small city: build a castle or score it
    CastleTarget,     // several features complete near a castle: which one it scores
    BazaarReveal,     // table games: which tiles were turned up for the auction
    BazaarPick,       // pick a revealed tile and bid (BazaarBid)
    BazaarBid,        // bid higher (BazaarBid) or pass (Pass)
    BazaarBuyOrSell,  // the picker buys from or sells to the highest bidder
};
template <class K>
struct BcbDecisionNames {
    static const K CastleOrPoints, CastleTarget, BazaarReveal, BazaarPick, BazaarBid, BazaarBuyOrSell;
};
template <class K>
constexpr K BcbDecisionNames<K>::CastleOrPoints{BcbDecision::CastleOrPoints};
template <class K>
constexpr K BcbDecisionNames<K>::CastleTarget{BcbDecision::CastleTarget};
template <class K>
constexpr K BcbDecisionNames<K>::BazaarReveal{BcbDecision::BazaarReveal};
template <class K>
constexpr K BcbDecisionNames<K>::BazaarPick{BcbDecision::BazaarPick};
template <class K>
constexpr K BcbDecisionNames<K>::BazaarBid{BcbDecision::BazaarBid};
template <class K>
constexpr K BcbDecisionNames<K>::BazaarBuyOrSell{BcbDecision::BazaarBuyOrSell};

struct Castle {
    int owner = 0;
    int city = -1;                 // root of the small city it stands on
    std::array<Pos, 2> tiles{};
    int round = 0;                 // scoring round it was built in (it scores in a later one)
    bool scored = false;
    int points = 0;
    bool inVicinity(Pos p) const;  // the 2 castle tiles and the 2 on each side
};

struct Auction {
    std::vector<TileTypeId> tiles;
    std::vector<int> owner;         // per slot, -1 while unsold
    std::vector<bool> hasTile;      // per player
    int trigger = 0;                // who placed the bazaar tile
    int picker = -1;
    int slot = -1;                  // tile being auctioned
    int price = 0;
    int highBidder = -1;
    std::vector<int> toBid;         // players still to bid on this tile, in order
};

class BcbModule : public ExpansionModule {
public:
    // Its names (the registration's expansionNames, enableExpansion).
    static constexpr const char* kName = "bcb";
    static constexpr const char* kTitle = "Bridges, Castles and Bazaars";
    static void enable(GameSetup& s) {
        s.addSet("bcb");
        s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = true;
    }

    // Hooks (expansion.hpp).
    [[nodiscard]] static bool inPlay(const GameSetup& s) {
        return s.expansions.bridges || s.expansions.castles || s.expansions.bazaars;
    }
    void start(Game& g);
    using Moves = std::tuple<PlaceBridge, BazaarBid, BazaarBuyOrSell, BazaarReveal>;
    [[nodiscard]] Status check(const Game& g, const PlaceBridge& m) const;
    [[nodiscard]] Status check(const Game& g, const BazaarBid& m) const;
    [[nodiscard]] Status check(const Game& g, const BazaarBuyOrSell& m) const;
    [[nodiscard]] Status check(const Game& g, const BazaarReveal& m) const;
    [[nodiscard]] std::optional<Status> checkPass(const Game& g) const;
    void apply(Game& g, const PlaceBridge& m);
    void apply(Game& g, const BazaarBid& m);
    void apply(Game& g, const BazaarBuyOrSell& m);
    void apply(Game& g, const BazaarReveal& m);
    bool pass(Game& g);
    using Decisions = BcbDecision;
    template <class K>
    using DecisionNames = BcbDecisionNames<K>;
    [[nodiscard]] static const char* decisionName(BcbDecision k);
    bool choose(Game& g, const Decision& d, int option);
    [[nodiscard]] Status checkPlace(const Game& g, const PlaceTile& m) const {
        return m.bridge ? checkBridgedPlace(g, m) : Status{};
    }
    [[nodiscard]] bool fitsOtherwise(const Game& g, TileTypeId t) const;
    void beforePlace(Game& g, const PlaceTile& m);
    void afterPlace(Game& g, const PlaceTile& m);
    bool afterSetAside(Game& g);
    void roundStart(Game& g, bool withPlacedTile);
    bool beforeFeatures(Game& g);
    bool featureCompleted(Game& g, int root);
    bool afterFeatures(Game& g);
    void awardsSettled(Game& g);
    [[nodiscard]] int farmCityValue(const Game& g, int cityRoot, int value) const;
    bool turnEnd(Game& g);
    void turnStart(Game& g, bool extraTurn);
    void beforeNextTurn(Game& g);

    // State the game shows (game.module<BcbModule>()).
    std::vector<int> bridges;        // per player: bridges left
    std::vector<int> castleTokens;   // per player: castles left
    std::vector<Castle> castles;
    std::optional<Auction> auction;  // while a bazaar auction runs
    // CastleOrPoints: the feature roots of the small cities its castle options name, in option order.
    [[nodiscard]] std::vector<int> castleChoices(const Game& g) const;
    // Bridges the active player may place now (Follower phase).
    [[nodiscard]] std::vector<BridgeSpot> bridgeSpots(const Game& g) const;
    // Placements of the tile that are legal only together with a bridge (the player has one);
    // with `at`, those on that cell only.
    [[nodiscard]] std::vector<PlaceTile> bridgePlacements(const Game& g, TileTypeId type, std::optional<Pos> at) const;
    // What may be done, and random play (hooks, expansion.hpp): bridges and bazaar bids.
    [[nodiscard]] std::vector<PlaceTile> extraPlacements(const Game& g, TileTypeId t, std::optional<Pos> at) const {
        return bridgePlacements(g, t, at);
    }
    bool randomAction(const Game& g, Random& rng, std::optional<Move>& out) const;
    bool randomAnswer(const Game& g, const Decision& d, Random& rng, std::optional<Move>& out) const;

private:
    // Bridges.
    [[nodiscard]] Status checkBridgedPlace(const Game& g, const PlaceTile& m) const;
    [[nodiscard]] Status checkBridge(const Game& g, const BridgeSpot& b) const;
    void doBridge(Game& g, const BridgeSpot& b);
    // Castles.
    [[nodiscard]] bool isSmallCity(const Game& g, int root) const;
    [[nodiscard]] bool isCastle(int root) const;
    // Asks the next owner of a small city completed this round; false when nobody is left to ask.
    bool askCastle(Game& g);
    void buildCastle(Game& g, int root);
    // What a castle may score this round: (index into the round's completed features, or
    // -1 - castle index for a castle scored this round; points).
    [[nodiscard]] std::vector<std::pair<int, int>> castleCandidates(const Game& g, const Castle& c) const;
    // Scores or asks about one castle; false when none is due.
    bool runCastles(Game& g);
    void scoreCastle(Game& g, int castle, int points);
    // Bazaar.
    // A random answer to an auction's decision (randomAnswer).
    [[nodiscard]] std::optional<Move> answer(const Game& g, const Decision& d, Random& rng) const;
    // A bazaar move is answered: the auction goes on (the next bidder, or the tile settled).
    void bazaarAnswered(Game& g);
    void startAuction(Game& g, std::vector<TileTypeId> tiles);
    void nextPick(Game& g);
    void settleBid(Game& g);
    void giveTile(Game& g, int player, int slot);
    void startAuctionPlacements(Game& g);
    // Starts the next auctioned tile's turn; false when none is left.
    bool nextAuctionPlacement(Game& g);

    // The scoring round (castles in play only).
    std::vector<int> values_;          // the round's completed features' values as completed
    int castleAsked_ = 0;              // players asked about their small cities, from the active one on
    std::vector<size_t> castleCities_; // the pending CastleOrPoints: its small cities (indices into completed)
    bool castlesDone_ = false;
    std::vector<int> castlesScored_;   // indices into castles scored this round
    int castleChoosing_ = -1;          // castle whose target is being chosen
    std::vector<std::pair<int, int>> castleOptions_;
    // The turn.
    bool bridgePlaced_ = false;
    bool bazaarPending_ = false;       // a normally drawn bazaar tile was placed
    bool fromAuction_ = false;         // this turn places an auctioned tile
    // Auctions.
    std::vector<std::pair<int, TileTypeId>> auctionPlacements_;  // (player, tile), in order
    int auctionResume_ = -1;           // player after whom normal play resumes
    std::optional<std::pair<int, int>> saleAwaitingFigure_;      // (buyer, slot): sold, the seller's figure to choose
};

}  // namespace carc
