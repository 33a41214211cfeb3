#pragma once
// Stage 5 of the pipeline (docs/vision.md), the turn interpreter: what changed on a still
// frame, read by the stages before it, turned into moves played on the caller's game.
// One changed cell is a tile laid (the cell reader; the players asked when in doubt),
// then a bridge and a follower on it (the follower reader) and the turn's decisions;
// several at once are turns the camera did not see (missed_turns.hpp); the players are
// asked what only they can say (players_answers.hpp); an earlier
// reading that a later tile or a bazaar reveal shows wrong is revised and the game
// rebuilt from the corrected moves (turn_revisions.hpp). Followers the engine sends home
// may vanish from their tiles; any other change to an older tile that lasts is an alert.
// The game is a physical-table game (TileSource::Table): each placement names the tile
// seen. Decisions only players make take the players' answer (TrackerOptions::decide) or
// the engine's suggestion (noted in notes()).
//
// Who owns what: the caller owns the game and lends it, with the registration and the
// change detector (stage 2), for each call (read, endTurn, finish); the interpreter
// keeps what it saw between calls (sightings, followers seen, where each tile lies,
// alerts, notes) and its readers (stages 3 and 4).
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/track/cell_reader.hpp"
#include "vision/track/change_detector.hpp"
#include "vision/track/dump_sink.hpp"
#include "vision/track/follower_finder.hpp"
#include "vision/track/follower_reader.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_verifier.hpp"

namespace carc::vision {

// A tile read with too little confidence: the players are asked which it is (the app
// shows the frame and the likeliest readings; a simulated table's players look at it).
struct TileQuestion {
    int frame = 0;
    Pos cell;
    struct Choice {
        Placement placement;
        double confidence = 0;
    };
    std::vector<Choice> choices;  // the likeliest readings, best first
};

struct TrackerOptions {
    int stillPixels = 12;            // changed pixels (of 320x240) to the previous frame: motion
    int changePixels = 12;           // changed pixels to the last still frame: something new
    int stillFramesToAccept = 3;     // still frames an unexplained change must last to be accepted
    double cellChangeThreshold = 18; // mean colour difference inside a cell
    // Or: share of a cell's interior changed by more than 30 levels (a tile in the
    // table's colours, such as a city on light oak, shows only its roofs and pennant).
    double newTileShare = 0.04;
    // Marker movement that counts as a bump (subpixel corners jitter by a few tenths of a
    // pixel under noise; a 3 px move already puts the cells' edges off).
    double markerTolerancePx = 1.5;
    // A follower's colour read with less confidence is alerted ("uncertain": players,
    // please confirm).
    double minConfidence = 0.5;
    // A tile read with less is put to the players (confirmTile), or else alerted. Over
    // 80 games 7 of 6156 readings were below 0.9, 5 below 0.8, none
    // wrong; wrong ones seen before were guessed at 0.51 (a pennant under a farmer).
    double askTileBelow = 0.8;
    // Follower colour per player, in turn order; empty: the players' names are colours.
    std::vector<std::string> colours;
    // How the players answer a decision only they can make (the app asks them on
    // screen; a simulated table knows its players' answers). Empty, or no answer: the
    // engine's suggestion, noted in notes().
    std::function<std::optional<Move>(const Game&, const Decision&)> decide;
    // How the players answer which tile lies where a reading is in doubt
    // (askTileBelow): their answer
    // is taken as read for certain (no later revision touches it). Empty, or no answer:
    // the reading stands, with an "uncertain" alert.
    std::function<std::optional<Placement>(const Game&, const TileQuestion&)> confirmTile;
    // Where the tracker shows its work (dump_sink.hpp: `carc track --dump DIR`); none:
    // nowhere, at the cost of a null test.
    std::shared_ptr<const DumpSink> dump;
};

struct Alert {
    int frame = 0;
    std::string kind;    // "illegal", "uncertain", "moved", "bump", "frame"
    std::string reason;
};

struct FollowerSeen {
    int frame = 0;
    Pos cell;
    std::string colour;
    int segment = -1;      // on the tile at `cell`; -1 when no free spot fits
    double confidence = 0;
    bool applied = false;  // the engine accepted the deployment
    cv::Point2d unit;      // where on the tile it stands (0..1, tile coordinates)
};

struct TileSighting {
    int frame = 0;
    Placement placement;
    double confidence = 0;
    bool applied = false;  // the engine accepted it
    // The verdict's best tile of each other type, best first, each with how much better
    // the reading explained the cell (TileGuess::score, levels per judged pixel): a
    // reading may be revised to the first whose type the bag still holds
    // (turn_revisions.hpp).
    struct Alternative {
        Placement placement;
        double margin = 0;
    };
    std::vector<Alternative> alternatives;
    bool revised = false;
};

// What the stages before the interpreter lend it for one call: the caller's game, where
// the cells lie, and what changed since the last accepted still frame.
struct Lent {
    Game& game;
    Registration& registration;
    const ChangeDetector& changes;
};

class TurnInterpreter {
public:
    // `options.colours` named (the players' names when none are).
    TurnInterpreter(const TileLibrary& library, TrackerOptions options, double cellPxPerMm);

    // A still frame's change (`top`: its top-down view) read as moves played on the lent
    // game; false when it is not understood yet (e.g. a resting hand: the moves are
    // taken back, and the next still frames are compared with the last accepted one).
    [[nodiscard]] bool read(const cv::Mat& top, int frame, const Lent& lent);
    // The frames stop mid-game: no follower seen on the last tile means none was placed.
    void endTurn(const Lent& lent);
    // The players stop: final scoring (if the game has not ended by itself).
    void finish(const Lent& lent);
    // The players' word differs from what was played (Tracker::playersOverruled): where
    // the tiles lie is found again; the cells it read a tile on that `game` has not.
    [[nodiscard]] std::vector<Pos> overruled(const Game& game);
    // Something the stages before it saw (the frame, the markers, the start tile).
    void alert(Alert a) { alerts_.push_back(std::move(a)); }
    // What the reader worked out on this still frame is forgotten (memory: a few MB).
    void forgetFrame() { reader_.forgetFrame(); }

    const TrackerOptions& options() const { return opt_; }
    const std::vector<Alert>& alerts() const { return alerts_; }
    const std::vector<TileSighting>& sightings() const { return sightings_; }
    const std::vector<FollowerSeen>& followersSeen() const { return followersSeen_; }
    const std::vector<std::string>& notes() const { return notes_; }
    int tileQuestions() const { return tileQuestions_; }

private:
    friend class Revisions;
    friend class MissedTurns;
    friend class PlayersAnswers;
    // Sets the lent stages for one call; calls nest (finish -> endTurn).
    class Lending;

    Game& game() const { return lent_->game; }
    Registration& registration() const { return lent_->registration; }
    // What the interpreter has read so far, to take a reading back (a hand over the board,
    // an order of several tiles tried and dropped).
    struct Reading {
        Game game;
        std::vector<Pos> mayEmpty;
        std::vector<std::pair<Pos, cv::Matx23d>> poses;
        Grid grid;
        std::vector<Alert> alerts;
        std::vector<TileSighting> sightings;
        std::vector<FollowerSeen> followersSeen;
        std::vector<std::string> notes;
    };
    Reading reading() const;
    void restore(const Reading& r);
    // False when the change is not understood yet (e.g. a resting hand).
    bool processChange(const cv::Mat& top, int frame);
    // What lies beside the cells compared (the followers seen, the tiles' poses).
    NeighbourReach reach() const;
    // The empty cells next to the board that changed (ChangeDetector::changedCells).
    std::vector<std::pair<double, Pos>> changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                     std::optional<Pos> besides = std::nullopt) const;
    void placeTile(const cv::Mat& top, Pos cell, int frame);
    // The sighting of the tile read as `g` at `cell` (the players' word when `told`), its
    // doubt told as a note or an alert.
    TileSighting sighting(int frame, Pos cell, const TileVerdict& verdict, const TileGuess& g, bool told);
    // A bridge the active player may place now, if one is there: the tile it lies on.
    std::optional<Pos> lookForBridge(const cv::Mat& top, int frame);
    // A follower on the tile placed this turn, if one is there now.
    void lookForFollower(const cv::Mat& top, int frame);
    // Cells of followers the engine sent home after `before` (they may vanish any time);
    // `game`: the lent one, or a copy played on.
    void noteReturns(size_t eventsBefore) { noteReturns(game(), eventsBefore); }
    void noteReturns(const Game& game, size_t eventsBefore);
    // Cells of followers the turn's scoring will send home if no follower is put down
    // (the engine scores at the turn's end, the players take them off at once).
    void noteReturnsAtTurnEnd();
    // A tile read at a cell as moves: the placement (with the bridge it needs, when it
    // is legal only with one), then a bridge seen on it that it does not need.
    std::vector<Move> placementMoves(const Placement& p, std::optional<Axis> seenBridge) const;
    // A new tile's reading and its thumbnails' short list, into the dump's log (opt_.dump set).
    void printReading(int frame, Pos cell, const std::vector<TileGuess>& verdict,
                      const std::vector<TileGuess>& thumbnails) const;
    // The cell images the recognisers judge (tile, recut, follower, bridge), into the dump (if any)
    // (and the tile's pose beside it, .png.yaml), to study a misreading on its own.
    void dumpCell(const char* what, int frame, Pos cell, const cv::Mat& image, const std::optional<cv::Matx23d>& pose) const;
    double cellPxPerMm() const { return registration().cellPxPerMm(); }
    // A tile just placed was seen `offsetMm` from its cell's centre: move the grid (and
    // the tiles' poses, in cell pixels, with it).
    void refineGrid(Pos cell, cv::Point2d offsetMm);
    const cv::Matx23d* poseAt(Pos cell) const;

    const TileLibrary* library_;
    TrackerOptions opt_;
    std::vector<FollowerColour> palette_;  // the colours in play
    CellReader reader_;
    FollowerReader followers_;
    const Lent* lent_ = nullptr;  // for the call under way (Lending)
    // How each placed tile lies on its cell (its picture -> the cell image's pixels), as
    // the recogniser found it: the follower and bridge finders lay the picture there
    // rather than align it again (tiles do not move; the grid does, and takes them along).
    std::vector<std::pair<Pos, cv::Matx23d>> poses_;
    int tileQuestions_ = 0;
    int unexplainedStill_ = 0;
    std::vector<Alert> alerts_;
    std::vector<TileSighting> sightings_;
    std::vector<FollowerSeen> followersSeen_;
    std::vector<Pos> mayEmpty_;  // tiles whose followers went home, not yet seen gone
    std::vector<std::string> notes_;
};

}  // namespace carc::vision
