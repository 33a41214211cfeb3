#pragma once
// A game of Carcassonne as a state machine driven by moves. Every change is a move
// value, applied only when legal (the state is untouched otherwise); replaying a
// game's moves from its setup gives the identical state, which is also how undo works.
//
// A turn: place a tile (Phase::PlaceTile), optionally a bridge, a follower or pass
// (Phase::Follower), then a scoring round. The round may stop for decisions only
// players can make (Phase::Decision: castle or points, which score figure moves,
// which message action, bazaar bids); the game resumes when they are answered.
// The expansions are rule modules (expansion.hpp, registered in expansions.hpp) with their
// own state; the base calls their hooks at fixed points of the turn.
#include <array>
#include <memory>
#include <tuple>
#include <utility>
#include <optional>
#include <string>
#include <vector>

#include "engine/expansions.hpp"
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

// A question the game waits on; its kind is a module's (DecisionKind, expansions.hpp).
struct Decision {
    DecisionKind kind{};
    int player = 0;
    std::string question;               // for people: "Red: a castle, or 4 points?"
    std::vector<std::string> options;   // Choose{i} answers option i (empty for bazaar moves)
    int suggested = 0;                   // the default policy's option
    int points = 0;                      // Figure: points to move; CastleOrPoints: the city's value
    int message = 0;                     // MessageAction: 1-8
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
    // Each of a player's two score figures (a module may move figure 1; otherwise all is on figure 0).
    int figure(int player, int f) const { return figures_[player][f]; }
    int supply(int player) const { return supply_[player]; }
    const std::vector<Follower>& followers() const { return followers_; }
    const std::vector<ScoreEvent>& scoreEvents() const { return events_; }
    const std::vector<GameEvent>& gameEvents() const { return log_; }
    const std::vector<Move>& moves() const { return moves_; }
    const std::optional<Decision>& decision() const { return decision_; }
    // A registered module's state and queries, as its header declares them
    // (`game.module<M>().field`, `game.module<M>().query(game, ...)`).
    template <class M>
    const M& module() const {
        return std::get<M>(modules_);
    }
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
    // True when an expansion refuses some placements of the tile that the board's terrains
    // allow (a module's checkPlace): legalPlacements() filters them, Board's own lists do not.
    bool placementsRestricted(TileTypeId t) const;
    // Placements of the tile that are legal only through a module in play (a bridge), in
    // registration order; with `at`, those on that cell only.
    std::vector<PlaceTile> extraPlacements(TileTypeId type, std::optional<Pos> at = std::nullopt) const;
    // Table games: the tiles not yet drawn that may come next (the modules' order rules).
    std::vector<TileTypeId> nextDrawable() const;
    // Random play: a module's own move before the follower, or its answer to the pending
    // decision (RandomPlayer; nullopt: none).
    std::optional<Move> randomAction(Random& rng) const;
    std::optional<Move> randomAnswer(Random& rng) const;
    // Free spots for the active player's follower on the tile just placed.
    std::vector<Spot> followerSpots() const;
    // Their number, and the segment of the k-th in followerSpots() order: a random pick
    // without building the list (the simulator's hot path).
    int followerSpotCount() const;
    int nthFollowerSpot(int k) const;
    Status check(const Move& move) const;

private:
#define CARC_FRIEND(M) friend class M;
    CARC_EXPANSION_MODULES(CARC_FRIEND)
#undef CARC_FRIEND
    // One of each registered module (the leading int stands for the base game).
    using Modules = RegisteredModules;
    static constexpr size_t kModules = kRegisteredModules;
    using ModuleIndices = std::make_index_sequence<kModules>;
    // Calls f on every module in play in this game (inPlay_), in registration order: a
    // module that is off costs one bit test per hook.
    template <class F>
    void each(F&& f) {
        eachOf(f, ModuleIndices{});
    }
    template <class F>
    void each(F&& f) const {
        eachOf(f, ModuleIndices{});
    }
    // True at the first module in play for which f is true (the later ones are not called).
    template <class F>
    bool any(F&& f) {
        return anyOf(f, ModuleIndices{});
    }
    template <class F>
    bool any(F&& f) const {
        return anyOf(f, ModuleIndices{});
    }
    template <class F, size_t... I>
    void eachOf(F& f, std::index_sequence<I...>) {
        ((inPlay_ >> I & 1u ? (void)f(std::get<I + 1>(modules_)) : void()), ...);
    }
    template <class F, size_t... I>
    void eachOf(F& f, std::index_sequence<I...>) const {
        ((inPlay_ >> I & 1u ? (void)f(std::get<I + 1>(modules_)) : void()), ...);
    }
    template <class F, size_t... I>
    bool anyOf(F& f, std::index_sequence<I...>) {
        return ((inPlay_ >> I & 1u && f(std::get<I + 1>(modules_))) || ...);
    }
    template <class F, size_t... I>
    bool anyOf(F& f, std::index_sequence<I...>) const {
        return ((inPlay_ >> I & 1u && f(std::get<I + 1>(modules_))) || ...);
    }
    // Calls f on every registered module, in play or not (game start).
    template <class F>
    void everyModule(F&& f) {
        std::apply([&](int, auto&... m) { (f(m), ...); }, modules_);
    }
    // True at the first registered module, in play or not, for which f is true.
    template <class F>
    bool anyModule(F&& f) const {
        return std::apply([&](int, const auto&... m) { return (f(m) || ...); }, modules_);
    }
    // The first refusal f gives for a module, in play or not (a move or placement that
    // needs an expansion is refused by it when it is off), or ok.
    template <class F>
    Status firstRefusal(F&& f) const {
        Status out;
        std::apply(
            [&](int, const auto&... m) {
                (void)([&](const auto& x) {
                    Status st = f(x);
                    if (st.ok()) return false;
                    out = std::move(st);
                    return true;
                }(m) || ...);
            },
            modules_);
        return out;
    }
    // The module that owns move type T (its `Moves` list holds it): its index in modules_;
    // 0 for the base game's moves.
    template <class T, size_t... I>
    static constexpr size_t ownerOf(std::index_sequence<I...>) {
        size_t owner = 0;
        ((detail::ListHolds<T, typename std::tuple_element_t<I + 1, Modules>::Moves>::value ? (void)(owner = I + 1) : void()), ...);
        return owner;
    }
    template <class T>
    static constexpr size_t kOwner = ownerOf<T>(ModuleIndices{});

    // One scoring round: what completed, and how far its processing got.
    struct Round {
        int id = 0;
        std::vector<int> completed;        // roots of roads, cities, cloisters completed
        size_t next = 0;                   // next completed feature to handle
        // A fresh round (every field) that keeps the lists' memory: a round per turn at least.
        void reset(int roundId) {
            id = roundId;
            completed.clear();
            next = 0;
        }
    };
    Game(GameSetup setup, std::shared_ptr<const Tileset> tiles);
    // Checks per move kind.
    Status checkPlace(const PlaceTile& m) const;
    Status checkDeploy(int segment) const;
    Status checkSetAside(TileTypeId t) const;
    Status checkChoose(int option) const;
    // Refusal of a placement, worded for people: "<tile> at (x,y) rotated 90: <why>".
    Error placeRefused(const Placement& p, const std::string& why) const;
    // Effects.
    void doPlace(const PlaceTile& m);
    void doDeploy(int segment);
    void doChoose(int option);
    // The turn pipeline: runs until a decision is needed or the next turn starts.
    void startRound(bool withPlacedTile);
    void run();
    void endTurn();
    // A new turn's state (extraTurn: the same player again).
    void resetTurn(bool extraTurn);
    void startNextTurn();
    void drawNext();
    // Whether the tile can be placed somewhere now (the modules' rules included).
    bool fits(TileTypeId t) const;
    // Whether every module accepts the placement (its extra rules; Board checks the terrains).
    bool modulesAccept(const PlaceTile& m) const {
        return firstRefusal([&](const auto& x) { return x.checkPlace(*this, m); }).ok();
    }
    // The board's placements of the tile (on `at` only, if given) that every module accepts.
    void placementsOf(TileTypeId t, std::vector<Placement>& out, std::optional<Pos> at) const;
    void finish();
    void finalScoring();
    void ask(Decision d);
    // Scoring.
    void scoreFeature(int root, bool final, ScoreKind kind);
    void returnFollowers(int root);
    void award(int player, ScoreKind kind, const FeatureValue& v, bool final, int message = 0);
    // award() for a feature (root), noting where the player's followers on it stood.
    void awardFeature(int player, int root, ScoreKind kind, const FeatureValue& v, bool final);
    // True while a module holds awards back (their figure is still to be chosen).
    bool awardsPending() const {
        return any([&](const auto& x) { return x.awardsPending(*this); });
    }
    // Every held-back award was settled: the modules waiting for that go on.
    void awardsSettled() {
        each([&](auto& x) { x.awardsSettled(*this); });
    }
    void moveFigure(int player, int figure, int points);
    int farmPoints(int farmRoot) const { return farmPoints(citiesOfFarm(board_, graph_, farmRoot)); }
    int farmPoints(const std::vector<int>& cities) const;

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
    std::vector<int> remaining_;          // per tile type
    std::vector<TileTypeId> pile_;        // Shuffled/Scripted: tiles still to draw, next at back
    std::optional<TileTypeId> drawn_;
    std::vector<Follower> followers_;     // on the board
    std::vector<ScoreEvent> events_;
    std::vector<GameEvent> log_;
    std::vector<Move> moves_;
    std::vector<TileTypeId> history_;
    std::optional<Decision> decision_;
    Round round_;
    int roundCounter_ = 0;
    Modules modules_;
    std::uint32_t inPlay_ = 0;  // bit i: the i-th registered module is in play (its inPlay(setup))
};

}  // namespace carc
