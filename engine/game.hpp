#pragma once
// A game of Carcassonne as a state machine driven by moves. Every change is a move
// value, applied only when legal (the state is untouched otherwise); replaying a
// game's moves from its setup gives the identical state, which is also how undo works.
//
// A turn: place a tile (Phase::PlaceTile), optionally a bridge, a follower or pass
// (Phase::Follower), then a scoring round. The round may stop for decisions only
// players can make (Phase::Decision: castle or points, which score figure moves,
// which message action, bazaar bids); the game resumes when they are answered.
// The expansions' rules live in their own files (game_bridges.cpp, game_castles.cpp,
// game_messages.cpp, game_bazaar.cpp); this header is their shared state.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/expected.hpp"
#include "engine/features.hpp"
#include "engine/moves.hpp"
#include "engine/random.hpp"
#include "engine/rules.hpp"
#include "engine/scoring.hpp"

namespace carc {

enum class Phase : std::uint8_t {
    PlaceTile,  // the active player places the drawn tile
    Follower,   // the active player may place a bridge, then deploy a follower or pass
    Decision,   // a player must answer decision()
    Over,       // final scoring done
};

struct Follower {
    int owner = 0;
    SegmentRef at;
};

// A follower spot on the tile just placed.
struct Spot {
    int segment = -1;
    FeatureKind kind = FeatureKind::Field;
    std::string location;  // JCloisterZone location name in board orientation
};

enum class DecisionKind : std::uint8_t {
    CastleOrPoints,   // the owner of a completed small city: build a castle or score it
    CastleTarget,     // several features complete near a castle: which one it scores
    Figure,           // The Messages: which score figure moves
    MessageDrawn,     // The Messages, table deck: which message was drawn
    MessageAction,    // carry out the drawn message or take 2 points
    MessageFollower,  // message 8: which follower
    BazaarReveal,     // table games: which tiles were turned up for the auction
    BazaarPick,       // pick a revealed tile and bid (BazaarBid)
    BazaarBid,        // bid higher (BazaarBid) or pass (Pass)
    BazaarBuyOrSell,  // the picker buys from or sells to the highest bidder
};
const char* decisionName(DecisionKind k);

struct Decision {
    DecisionKind kind = DecisionKind::Figure;
    int player = 0;
    std::string question;               // for people: "Red: a castle, or 4 points?"
    std::vector<std::string> options;   // Choose{i} answers option i (empty for bazaar moves)
    int suggested = 0;                   // the default policy's option
    int points = 0;                      // Figure: points to move; CastleOrPoints: the city's value
    int message = 0;                     // MessageAction: 1-8
};

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

// Something that happened besides a move's direct effect, for logs and the app.
struct GameEvent {
    enum class Type : std::uint8_t { SetAside, Returned, Ended, CastleBuilt, MessageDrawn, AuctionTile } type;
    int turn = 0;
    TileTypeId tile = 0;   // SetAside, AuctionTile
    Follower follower{};   // Returned, CastleBuilt
    int value = 0;         // MessageDrawn: the message; AuctionTile: the buyer
};

class Game {
public:
    // Validates the setup (player count, tile sets, draw order) and places the start tile.
    static Expected<Game> create(GameSetup setup, std::shared_ptr<const Tileset> tiles = Tileset::standardShared());

    Status apply(const Move& move);
    // Takes back the last move (replays the others from the setup).
    Status undo();

    // --- state ---
    const GameSetup& setup() const { return setup_; }
    const Expansions& expansions() const { return setup_.expansions; }
    const Tileset& tiles() const { return *tiles_; }
    const std::shared_ptr<const Tileset>& sharedTiles() const { return tiles_; }
    const Board& board() const { return board_; }
    const FeatureGraph& features() const { return graph_; }
    Phase phase() const { return phase_; }
    bool over() const { return phase_ == Phase::Over; }
    int playerCount() const { return static_cast<int>(setup_.players.size()); }
    int activePlayer() const { return active_; }
    int turn() const { return turn_; }
    int score(int player) const { return figures_[player][0] + figures_[player][1]; }
    // The Messages: each of a player's two score figures (without it, all is on figure 0).
    int figure(int player, int f) const { return figures_[player][f]; }
    int supply(int player) const { return supply_[player]; }
    int bridges(int player) const { return bridges_[player]; }
    int castleTokens(int player) const { return castleTokens_[player]; }
    const std::vector<Follower>& followers() const { return followers_; }
    const std::vector<Castle>& castles() const { return castles_; }
    const std::vector<ScoreEvent>& scoreEvents() const { return events_; }
    const std::vector<GameEvent>& gameEvents() const { return log_; }
    const std::vector<Move>& moves() const { return moves_; }
    const std::optional<Decision>& decision() const { return decision_; }
    // CastleOrPoints: the feature roots of the small cities its castle options name, in option order.
    std::vector<int> castleChoices() const;
    const std::optional<Auction>& auction() const { return auction_; }
    // The message deck, top first (simulated deck, or once a table deck has gone round).
    const std::vector<int>& messageDeck() const { return deck_; }
    // The tile the active player must place (Shuffled/Scripted sources, bazaar tiles), if any.
    std::optional<TileTypeId> drawnTile() const { return drawn_; }
    // Copies of a type not yet placed or set aside.
    int remaining(TileTypeId t) const { return remaining_[t]; }
    int tilesLeft() const;  // in the pile/bag, the drawn tile excluded
    // Index of the tile placed this turn (Follower phase), -1 otherwise.
    int lastPlaced() const { return lastPlaced_; }
    // Every tile drawn so far, in order: placed ones, those set aside, auctioned ones.
    const std::vector<TileTypeId>& drawHistory() const { return history_; }
    // Tiles not yet drawn, in draw order when the engine draws (next first).
    std::vector<TileTypeId> undrawn() const;

    // --- what may be done now ---
    // Legal placements of the drawn tile (or of `type`, for table games), without bridges;
    // with `at`, those on that cell only.
    std::vector<Placement> legalPlacements(std::optional<TileTypeId> type = std::nullopt,
                                           std::optional<Pos> at = std::nullopt) const;
    // Placements of the tile that are legal only together with a bridge (player has one);
    // with `at`, those on that cell only.
    std::vector<PlaceTile> bridgePlacements(TileTypeId type, std::optional<Pos> at = std::nullopt) const;
    // Bridges the active player may place now (Follower phase).
    std::vector<BridgeSpot> bridgeSpots() const;
    // Free spots for the active player's follower on the tile just placed.
    std::vector<Spot> followerSpots() const;
    // Their number, and the segment of the k-th in followerSpots() order: a random pick
    // without building the list (the simulator's hot path).
    int followerSpotCount() const;
    int nthFollowerSpot(int k) const;
    Status check(const Move& move) const;

private:
    // One scoring round: what completed, and how far its processing got.
    struct Round {
        int id = 0;
        std::vector<int> completed;        // roots of roads, cities, cloisters completed
        std::vector<int> values;           // their values as completed features (castles in play only)
        size_t next = 0;                   // next completed feature to handle
        int castleAsked = 0;               // players asked about their small cities, from the active one on
        std::vector<size_t> castleCities;  // the pending CastleOrPoints: its small cities (indices into completed)
        bool castlesDone = false;
        std::vector<int> castlesScored;    // indices into castles_ scored this round
        int activeMoved = 0;               // bit per figure the active player moved forward
        bool messageDone = false;
        // A fresh round (every field) that keeps the lists' memory: a round per turn at least.
        void reset(int roundId) {
            id = roundId;
            completed.clear();
            values.clear();
            next = 0;
            castleAsked = 0;
            castleCities.clear();
            castlesDone = false;
            castlesScored.clear();
            activeMoved = 0;
            messageDone = false;
        }
    };
    // What the current turn still owes: set in the Follower phase, read when it ends.
    struct TurnState {
        bool bridgePlaced = false;
        bool bazaarPending = false;   // a normally drawn bazaar tile was placed
        bool fromAuction = false;     // this turn places an auctioned tile
        int extraTurns = 0;           // message 7
    };

    Game(GameSetup setup, std::shared_ptr<const Tileset> tiles);
    // Checks per move kind.
    Status checkPlace(const PlaceTile& m) const;
    Status checkDeploy(int segment) const;
    Status checkSetAside(TileTypeId t) const;
    Status checkBridge(const BridgeSpot& b) const;
    Status checkChoose(int option) const;
    Status checkBazaar(const Move& m) const;
    // Effects.
    void doPlace(const PlaceTile& m);
    void doBridge(const BridgeSpot& b);
    void doDeploy(int segment);
    void doChoose(int option);
    void doBazaar(const Move& m);
    // The turn pipeline: runs until a decision is needed or the next turn starts.
    void startRound(bool withPlacedTile);
    void run();
    bool runCastles();  // scores or asks about one castle; false when none is due
    void endTurn();
    void startNextTurn();
    void drawNext();
    void finish();
    void finalScoring();
    void ask(Decision d);
    // Scoring.
    void scoreFeature(int root, bool final, ScoreKind kind);
    void returnFollowers(int root);
    void award(int player, ScoreKind kind, const FeatureValue& v, bool final, int message = 0);
    // award() for a feature (root), noting where the player's followers on it stood.
    void awardFeature(int player, int root, ScoreKind kind, const FeatureValue& v, bool final);
    void moveFigure(int player, int figure, int points);
    int farmPoints(int farmRoot) const;
    // Castles.
    bool isSmallCity(int root) const;
    bool isCastle(int root) const;
    // Asks the next owner of a small city completed this round; false when nobody is left to ask.
    bool askCastle();
    void buildCastle(int root);
    // What a castle may score this round: (index into round_.completed, or -1 - castle
    // index for a castle scored this round; points).
    std::vector<std::pair<int, int>> castleCandidates(const Castle& c) const;
    void scoreCastle(int castle, int points);
    // Messages.
    void drawMessage();
    void resolveMessage(int message, bool carryOut);
    int messageValue(int message, int player) const;
    void messageEight(int player, size_t followerIndex);
    // Bazaar.
    void startAuction(std::vector<TileTypeId> tiles);
    void nextPick();
    void settleBid();
    void giveTile(int player, int slot);
    void startAuctionPlacements();
    bool nextAuctionPlacement();

    GameSetup setup_;
    std::shared_ptr<const Tileset> tiles_;
    Board board_;
    FeatureGraph graph_;
    Phase phase_ = Phase::PlaceTile;
    int active_ = 0;
    int turn_ = 1;
    int lastPlaced_ = -1;
    std::vector<std::array<int, 2>> figures_;
    std::vector<int> supply_;
    std::vector<int> bridges_;
    std::vector<int> castleTokens_;
    std::vector<int> remaining_;          // per tile type
    std::vector<TileTypeId> pile_;        // Shuffled/Scripted: tiles still to draw, next at back
    std::optional<TileTypeId> drawn_;
    std::vector<Follower> followers_;     // on the board
    std::vector<Castle> castles_;
    std::vector<ScoreEvent> events_;
    std::vector<GameEvent> log_;
    std::vector<Move> moves_;
    std::vector<TileTypeId> history_;
    std::optional<Decision> decision_;
    std::vector<size_t> figureQueue_;     // events whose figure is still to be chosen
    Round round_;
    int roundCounter_ = 0;
    TurnState turnState_;
    std::vector<int> deck_;               // messages, top first
    std::vector<int> tableDraws_;         // table deck: messages seen in the first cycle
    int pendingMessage_ = 0;              // drawn, awaiting MessageAction / MessageFollower
    int castleChoosing_ = -1;             // castle whose target is being chosen
    std::vector<std::pair<int, int>> castleOptions_;
    std::optional<Auction> auction_;
    std::vector<std::pair<int, TileTypeId>> auctionPlacements_;  // (player, tile), in order
    int auctionResume_ = -1;              // player after whom normal play resumes
    std::optional<std::pair<int, int>> saleAwaitingFigure_;  // (buyer, slot): sold, the seller's figure to choose
};

}  // namespace carc
