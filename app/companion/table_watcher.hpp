#pragma once
// The one path from what the camera saw to engine moves. A TableWatcher reports each
// change on the table (a tile laid, a follower put down, a bridge, a castle) as an
// Observation: the engine move it amounts to, how sure the recogniser is, and the
// cell it concerns. The live game (LiveGame) decides what to do with it: apply
// it, ask the players to confirm a doubtful one, or raise an alert for an illegal one.
//
// Implementations: DemoTable (a quick simulated table: the engine's RandomPlayer plays
// and now and then makes the mistakes real tables see) and VisionTable (frames from a
// camera, a recording or the table simulator, read by the vision pipeline).
#include <QImage>
#include <QPolygonF>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/random.hpp"
#include "engine/random_player.hpp"

namespace carc::app {

struct Observation {
    Move move;
    double confidence = 1.0;   // of the recognition, 0..1
    std::optional<Pos> cell;   // the cell the change is on (tiles, followers)
};

// Something the players should know that is not a move: an illegal sighting (the game
// waits until it is fixed), a bumped camera, an unreadable frame, a tile disturbed.
struct TableNotice {
    bool illegal = false;
    QString text;
    std::optional<Placement> placement;  // an illegal tile as it lies
};

class TableWatcher {
public:
    virtual ~TableWatcher() = default;
    // The next change seen on the table, or nothing while the table is unchanged
    // (or while the game waits for the players' decision on screen).
    virtual std::optional<Observation> next(const Game& game) = 0;
    // The still frame that showed the last observation (null when there is no camera).
    virtual QImage frame() const { return {}; }
    // The table as the camera sees it now (null when there is no camera): the frame
    // "Check the board" reads.
    virtual QImage currentFrame() const { return {}; }
    virtual bool hasCamera() const { return false; }
    // A cell's outline in frame() pixels (empty when there is no camera).
    virtual QPolygonF outline(Pos) const { return {}; }
    virtual QString sourceName() const = 0;
    // What the players should know since the last call (not moves).
    virtual std::vector<TableNotice> takeNotices() { return {}; }
    // No more frames will come (a recording played to its end).
    virtual bool ended() const { return false; }
    // What the players should do after an undo for the table to agree.
    virtual QString undoHint() const { return {}; }
    // How often the live game asks for the next observation.
    virtual int pollMs() const { return 700; }
    // A simulated table's players answer the questions on screen by themselves: the
    // move they make for the pending decision. Real players: nothing (they tap).
    virtual bool simulatedPlayers() const { return false; }
    virtual std::optional<Move> playersAnswer(const Game&) { return std::nullopt; }
};

// A simulated table for the demo: plays random legal moves; on request (or every
// `mistakeEvery` turns) first lays a tile the wrong way round, which the players then
// fix, and reports some placements with low confidence.
class DemoTable final : public TableWatcher {
public:
    explicit DemoTable(std::uint64_t seed, int mistakeEvery = 0, int doubtEvery = 0);
    std::optional<Observation> next(const Game& game) override;
    QString sourceName() const override { return QStringLiteral("simulated demo"); }
    bool simulatedPlayers() const override { return true; }
    std::optional<Move> playersAnswer(const Game& game) override { return answers_.choose(game); }

    // The next tile placement is first laid illegally / reported with low confidence.
    void makeMistake() { mistakePending_ = true; }
    void makeDoubt() { doubtPending_ = true; }

private:
    std::optional<Observation> illegalVariant(const Game& game, const Placement& legal) const;

    // Like people, the simulated players mostly put a follower down when they can.
    std::optional<Move> follower(const Game& game);
    // Like people, they lay a tile where it scores for them rather than for the others
    // (picked uniformly, a tile almost never closes a city: farms then feed on nothing).
    PlaceTile keenPlacement(const Game& game, const PlaceTile& random) const;

    RandomPlayer player_;
    RandomPlayer answers_;  // the simulated players at the screen
    Random rng_;
    int mistakeEvery_;
    int doubtEvery_;
    bool mistakePending_ = false;
    bool doubtPending_ = false;
    std::optional<Move> fixed_;  // the legal move that follows a mistake
};

// Where an observation happens, for moves that concern a cell.
std::optional<Pos> cellOf(const Game& game, const Move& move);

}  // namespace carc::app
