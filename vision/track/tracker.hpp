#pragma once
// The turn pipeline of ARCHITECTURE.md, frame by frame, each stage a type of its own
// (docs/vision.md):
//   frame -> 1 FrameGate: still (no hands)? anything new since the last still frame?
//                                                                  [fast path ends here]
//         -> 2 Registration: markers re-checked (bumped? re-register, warn, carry on),
//            the top-down view, the grid (locked to the start tile on the first still
//            frame); ChangeDetector: changed cells vs the last still image (only those
//            the small frames show changed: change_hint)
//         -> 3 CellReader: the tile (appearance x the engine's legal placements x the bag)
//         -> 4 FollowerReader on the tile just placed (its picture, the colours in play,
//            the tile's segment layout x the engine's free spots)
//         -> 5 TurnInterpreter: moves played on the caller's game; illegal or uncertain
//            sightings become alerts; an earlier reading that a later tile or a bazaar
//            reveal shows wrong is revised and the game rebuilt (turn_revisions.hpp).
// The Tracker runs them in this order.
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/track/change_detector.hpp"
#include "vision/track/frame_gate.hpp"
#include "vision/track/rectifier.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_verifier.hpp"
#include "vision/track/turn_interpreter.hpp"

namespace carc::vision {

// Who owns what. The engine's Game is owned once, by the caller (the app's GameSession
// through VisionTable, `carc track`, `carc demo`, the accuracy harness), and passed to
// each call that may read a turn (observe, endTurn, finish). The tracker asks that game
// what the rules allow, applies to it the moves it reads from the table (the engine
// checks each one), and revises an earlier reading by replacing it with the game the
// engine rebuilt from the corrected move list (every move replayed). It keeps no game
// between calls: only what it saw (sightings, followers seen, where each tile lies, the
// grid, alerts and notes) and its stages' state.
class Tracker {
public:
    // `setup`: the game's players (their names are the follower colours when
    // `options.colours` is empty).
    Tracker(Rectifier rectifier, const TileLibrary& library, const GameSetup& setup, TrackerOptions options = {});

    // Feeds one frame (index = its position in the stream); what it shows is played on
    // `game`.
    void observe(const cv::Mat& frameBgr, int index, Game& game);
    // A frame the source could not deliver.
    void skipped(int index, const std::string& reason) { interpreter_.alert({index, "frame", reason}); }
    // The frames stop mid-game: no follower seen on the last tile means none was placed.
    void endTurn(Game& game);
    // The players stop: final scoring (if the game has not ended by itself).
    void finish(Game& game);
    // The players' word differs from what the tracker played (the app after a
    // correction, an undo, or a decision taken on screen): the table is read against
    // `game` from the next still frame on; a tile the tracker read that `game` has not
    // (taken back by undo but still lying there) is read again, and a follower still
    // standing on the last tile is seen again.
    void playersOverruled(const Game& game);

    const std::vector<Alert>& alerts() const { return interpreter_.alerts(); }
    const std::vector<TileSighting>& sightings() const { return interpreter_.sightings(); }
    const std::vector<FollowerSeen>& followersSeen() const { return interpreter_.followersSeen(); }
    const std::vector<std::string>& notes() const { return interpreter_.notes(); }
    int stillFrames() const { return gate_.stillFrames(); }
    int tileQuestions() const { return interpreter_.tileQuestions(); }  // asked through confirmTile

    // A board cell's outline in frame pixels (empty before the grid is locked).
    std::vector<cv::Point2f> cellOutline(Pos p) const { return registration_.cellOutline(p); }
    // The rectified image of a board cell from a top-down table image, optionally
    // shifted and turned from its grid place (a tile lies a little off its place).
    // `top` may be a part of the table view, from `origin` on.
    cv::Mat cellImage(const cv::Mat& top, Pos p, cv::Point2d shiftMm = {}, double turnDeg = 0, cv::Point origin = {}) const {
        return registration_.cellImage(top, p, shiftMm, turnDeg, origin);
    }
    // Re-reads every cell of `game`'s board in one still frame (the full re-scan).
    std::vector<TileGuess> rescan(const cv::Mat& frameBgr, const Game& game) const;

private:
    // A still frame let through the change gate: registration checked, the change read.
    void readStill(const cv::Mat& frameBgr, const cv::Mat& small, int index, Game& game);
    // The grid locked on the first still frame (Registration::lockGrid), and whether the
    // start tile looks like the game's; false (an alert) when it is not found.
    bool lockGrid(const cv::Mat& top, int frame, const Game& game);
    // The part of the top-down image a still frame is read in (boardArea and more).
    cv::Rect readArea(const Game& game) const { return registration_.readArea(game.board().bounds()); }
    const Rectifier& rectifier() const { return registration_.rectifier(); }

    const TileLibrary* library_;
    double markerTolerancePx_;
    FrameGate gate_;
    Registration registration_;
    ChangeDetector changes_;
    TurnInterpreter interpreter_;
    bool readAgain_ = false;  // the next still frame is read even if nothing changed
};

}  // namespace carc::vision
