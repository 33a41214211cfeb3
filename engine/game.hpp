#pragma once
// A game of Carcassonne as a state machine driven by moves. Every change is a move
// value, applied only when legal (the state is untouched otherwise); replaying a
// game's moves from its setup gives the identical state, which is also how undo works.
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
    Follower,   // the active player may deploy a follower on the tile just placed
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

// Something that happened besides a move's direct effect, for logs and the app.
struct GameEvent {
    enum class Type : std::uint8_t { SetAside, Returned, Ended } type;
    int turn = 0;
    TileTypeId tile = 0;   // SetAside
    Follower follower{};   // Returned
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
    const Tileset& tiles() const { return *tiles_; }
    const Board& board() const { return board_; }
    const FeatureGraph& features() const { return graph_; }
    Phase phase() const { return phase_; }
    bool over() const { return phase_ == Phase::Over; }
    int playerCount() const { return static_cast<int>(setup_.players.size()); }
    int activePlayer() const { return active_; }
    int turn() const { return turn_; }
    int score(int player) const { return score_[player]; }
    int supply(int player) const { return supply_[player]; }
    const std::vector<Follower>& followers() const { return followers_; }
    const std::vector<ScoreEvent>& scoreEvents() const { return events_; }
    const std::vector<GameEvent>& gameEvents() const { return log_; }
    const std::vector<Move>& moves() const { return moves_; }
    // Every tile drawn so far, in order: placed ones and those set aside.
    const std::vector<TileTypeId>& drawHistory() const { return history_; }
    // Tiles not yet drawn, in draw order when the engine draws (next first).
    std::vector<TileTypeId> undrawn() const;
    // The tile the active player must place (Shuffled/Scripted sources), if any.
    std::optional<TileTypeId> drawnTile() const { return drawn_; }
    // Copies of a type not yet placed or set aside.
    int remaining(TileTypeId t) const { return remaining_[t]; }
    int tilesLeft() const;  // in the pile/bag, the drawn tile excluded
    // Index of the tile placed this turn (Follower phase), -1 otherwise.
    int lastPlaced() const { return lastPlaced_; }

    // --- what may be done now ---
    // Legal placements of the drawn tile (or of `type`, for table games).
    std::vector<Placement> legalPlacements(std::optional<TileTypeId> type = std::nullopt) const;
    // Free spots for the active player's follower on the tile just placed.
    std::vector<Spot> followerSpots() const;
    Status check(const Move& move) const;

private:
    Game(GameSetup setup, std::shared_ptr<const Tileset> tiles);
    Status checkPlace(const Placement& p) const;
    Status checkDeploy(int segment) const;
    Status checkSetAside(TileTypeId t) const;
    void doPlace(const Placement& p);
    void doDeploy(int segment);
    void endTurn();
    void scoreCompleted();
    void scoreFeature(int root, bool final, ScoreKind kind);
    void returnFollowers(int root);
    void award(int player, ScoreKind kind, const FeatureValue& v, bool final);
    void drawNext();
    void finish();
    void finalScoring();
    std::optional<SegmentRef> segmentOfSpot(int segment) const;

    GameSetup setup_;
    std::shared_ptr<const Tileset> tiles_;
    Board board_;
    FeatureGraph graph_;
    Phase phase_ = Phase::PlaceTile;
    int active_ = 0;
    int turn_ = 1;
    int lastPlaced_ = -1;
    std::vector<int> score_;
    std::vector<int> supply_;
    std::vector<int> remaining_;          // per tile type
    std::vector<TileTypeId> pile_;        // Shuffled/Scripted: tiles still to draw, next at back
    std::optional<TileTypeId> drawn_;
    std::vector<Follower> followers_;     // on the board
    std::vector<ScoreEvent> events_;
    std::vector<GameEvent> log_;
    std::vector<Move> moves_;
    std::vector<TileTypeId> history_;
};

}  // namespace carc
