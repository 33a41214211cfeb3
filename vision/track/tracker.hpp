#pragma once
// The turn pipeline of ARCHITECTURE.md, frame by frame, each stage a type of its own
// (docs/vision.md), the tracker the last:
//   frame -> 1 FrameGate: still (no hands)? anything new since the last still frame?
//                                                                  [fast path ends here]
//         -> 2 Registration: markers re-checked (bumped? re-register, warn, carry on),
//            the top-down view, the grid (locked to the start tile on the first still
//            frame); changed cells vs the last still image (only those the small frames
//            show changed: change_hint)
//         -> 3 CellReader: the tile (appearance x the engine's legal placements x the bag)
//         -> 4 FollowerReader on the tile just placed (its picture, the colours in play,
//            the tile's segment layout x the engine's free spots)
//         -> 5 the tracker: engine moves; illegal or uncertain sightings become alerts; an
//            earlier reading that a later tile or a bazaar reveal shows wrong is revised
//            and the game replayed (tracker_revisions.cpp).
// Followers the engine sends home may vanish from their tiles; any other change to an
// older tile that lasts is an alert.
// The game is a physical-table game (TileSource::Table): each placement names the tile
// seen. Decisions only players make take the engine's suggestion (noted in notes()).
#include <functional>
#include <map>
#include <memory>
#include <tuple>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/track/cell_change.hpp"
#include "vision/track/cell_reader.hpp"
#include "vision/track/change_hint.hpp"
#include "vision/track/dump_sink.hpp"
#include "vision/track/follower_finder.hpp"
#include "vision/track/follower_reader.hpp"
#include "vision/track/frame_gate.hpp"
#include "vision/track/light_match.hpp"
#include "vision/track/rectifier.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_photo.hpp"
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
    // (tracker_revisions.cpp).
    struct Alternative {
        Placement placement;
        double margin = 0;
    };
    std::vector<Alternative> alternatives;
    bool revised = false;
};

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
    // `played`.
    void observe(const cv::Mat& frameBgr, int index, Game& played);
    // A frame the source could not deliver.
    void skipped(int index, const std::string& reason) { alerts_.push_back({index, "frame", reason}); }
    // The frames stop mid-game: no follower seen on the last tile means none was placed.
    void endTurn(Game& played);
    // The players stop: final scoring (if the game has not ended by itself).
    void finish(Game& played);
    // The players' word differs from what the tracker played (the app after a
    // correction, an undo, or a decision taken on screen): the table is read against
    // `game` from the next still frame on; a tile the tracker read that `game` has not
    // (taken back by undo but still lying there) is read again, and a follower still
    // standing on the last tile is seen again.
    void playersOverruled(const Game& game);

    const std::vector<Alert>& alerts() const { return alerts_; }
    const std::vector<TileSighting>& sightings() const { return sightings_; }
    const std::vector<FollowerSeen>& followersSeen() const { return followersSeen_; }
    const std::vector<std::string>& notes() const { return notes_; }
    int stillFrames() const { return gate_.stillFrames(); }
    int tileQuestions() const { return tileQuestions_; }  // asked through confirmTile

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
    // What the tracker has read so far, to take a reading back (a hand over the board,
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
    // The grid locked on the first still frame (Registration::lockGrid), and whether the
    // start tile looks like the game's; false (an alert) when it is not found.
    bool lockGrid(const cv::Mat& top, int frame);
    // False when the change is not understood yet (e.g. a resting hand).
    bool processChange(const cv::Mat& top, int frame);
    // A still frame let through the change gate: registration checked, the change read.
    void readStill(const cv::Mat& frameBgr, const cv::Mat& small, int index);
    // Where the board lies in the top-down image, with room around it.
    cv::Rect boardArea(cv::Size image) const { return registration_.boardArea(game().board().bounds(), image); }
    // The part of the top-down image a still frame is read in (boardArea and more).
    cv::Rect readArea() const { return registration_.readArea(game().board().bounds()); }
    const Rectifier& rectifier() const { return registration_.rectifier(); }
    void placeTile(const cv::Mat& top, Pos cell, int frame);
    // An earlier doubtful reading that took the last copy of the type this cell clearly
    // shows is revised to its runner-up, and the cell read again (tracker_revisions.cpp).
    void reviseEarlierMisreading(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                 const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // Several empty cells changed at once and stayed so (tracker_missed_turns.cpp):
    // turns the camera did not see, or a follower standing over a neighbouring cell.
    // `lit`: `top` in the light of the last still frame (as changedCells compares).
    void placeSeveral(const cv::Mat& lit, const cv::Mat& top, const std::vector<std::pair<double, Pos>>& changed,
                      int frame);
    // The empty cells next to the board that differ from the last still frame (and do
    // not show bare table), with their mean difference; with `besides`, only those
    // beside that cell. Where the followers on their neighbours may reach is left out.
    std::vector<std::pair<double, Pos>> changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                     std::optional<Pos> besides = std::nullopt) const;
    // A bridge the active player may place now, if one is there: the tile it lies on.
    std::optional<Pos> lookForBridge(const cv::Mat& top, int frame);
    // A follower on the tile placed this turn, if one is there now.
    void lookForFollower(const cv::Mat& top, int frame);
    // A reading changed from `was` to `now`.
    struct Revision {
        Placement was, now;
    };
    // The caller's game with one placement read as another, every move replayed; none when a move is
    // then illegal (tracker_revisions.cpp). With `top`, a later tile that no longer fits
    // is read again as it lies now (at most two), each listed in `knockOns`.
    std::optional<Game> replayedWith(const Placement& was, const Placement& now, const cv::Mat* top = nullptr,
                                     std::vector<Revision>* knockOns = nullptr) const;
    // An older tile's cell as `top` shows it now, cut where the tile was found lying, and
    // the followers on it; none when that pose is not known.
    struct CellNow {
        TileCut cut;
        cv::Mat followers;
    };
    std::optional<CellNow> cellNow(const cv::Mat& top, Pos cell) const;
    // What a placement laid there leaves unexplained (costAtPose), the followers left out.
    double costNow(const CellNow& cell, const Placement& p) const;
    // What fits at `was`'s cell in `game` (its turn) and explains the cell as `top` shows
    // it best, if it does as well as `was`.
    std::optional<Placement> fitsAsItLooksNow(const Game& game, const cv::Mat& top, const Placement& was) const;
    // How much better `seen` (a new tile's cell) is explained as `now` than as `before`
    // (TileGuess::score), the two judged in one verdict; none if either drops out. Each
    // verdict judges its candidates on the pixels some of them explain: where a revised
    // game rules out the pennant twin the cell was read as, the pennant is explained by no
    // candidate and counts for neither, and the two verdicts' scores do not compare (an F
    // read as its twin G came out 0.06 better as G, which head to head was 1.7 worse).
    // Under the plank `before`'s reading was judged under (TileVerdict::plank), if any.
    std::optional<double> betterAs(const cv::Mat& seen, const cv::Mat& moversFollower, const TileGuess& now,
                                   const TileGuess& before, const cv::Mat& plank) const;
    // A new tile the rules refuse where it lies: a neighbour read without much to spare is
    // revised to its runner-up if the tile is then allowed (tracker_revisions.cpp).
    bool reviseNeighbourOfRefused(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                  const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // A new tile read as one the rules allow while it looks, judged against that reading,
    // clearly like one they refuse there: handled as a refused tile, its allowed reading
    // kept unless a neighbour's revision lets the tile in as it looks (tracker_revisions.cpp).
    void reviseNeighbourOfMisfit(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                 const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // Whether the cell's thumbnails rank `type` among their first two as `game` would allow.
    bool ranksAmongFirstAs(const Game& game, Pos cell, const std::vector<TileAppearance>& views, TileTypeId type) const;
    // Applied readings of `type` whose runner-up is still in the bag, the least sure first.
    std::vector<TileSighting*> revisable(TileTypeId type);
    // The same, each with how much better its runner-up explains its cell as `top` shows
    // it now (levels per judged pixel), best first. (Those it explains clearly worse are
    // still tried: a reading forced by an earlier misreading may have no right runner-up,
    // and its revision still lets the new tile be read as it is.)
    std::vector<std::pair<double, TileSighting*>> revisableAsTheyLookNow(TileTypeId type, const cv::Mat& top);
    // Takes `revised` (the game with `doubtful` read as its runner-up) and tells the players why.
    void adoptRevision(Game revised, TileSighting& doubtful, const Placement& now, int frame, const std::string& why,
                       const std::vector<Revision>& knockOns = {});
    // The sighting's best alternative whose type the bag still holds.
    std::optional<TileSighting::Alternative> runnerUp(const TileSighting& s) const;
    // Cells of followers the engine sent home after `before` (they may vanish any time);
    // `game`: the caller's, or a copy played on.
    void noteReturns(size_t eventsBefore) { noteReturns(game(), eventsBefore); }
    void noteReturns(const Game& game, size_t eventsBefore);
    // Cells of followers the turn's scoring will send home if no follower is put down
    // (the engine scores at the turn's end, the players take them off at once).
    void noteReturnsAtTurnEnd();
    void answerDecisions(int frame);
    // The players' answer to which tile lies at `cell` (confirmTile), as a reading.
    std::optional<TileGuess> askPlayers(int frame, Pos cell, const TileVerdict& verdict);
    // The players' bazaar reveal, tiles the bag has run out of replaced by look-alikes
    // still in it (bazaar_reveal.hpp, with an alert); nothing when none is left.
    std::optional<Move> revealWithLookAlikes(const BazaarReveal& named, int frame);
    // The bazaar shows a tile whose copies all lie on the board: a doubtful reading of
    // it is revised to its runner-up, if the reveal is then allowed (tracker_revisions.cpp).
    bool reviseForReveal(const BazaarReveal& named, int frame);
    // A tile read at a cell as moves: the placement (with the bridge it needs, when it
    // is legal only with one), then a bridge seen on it that it does not need.
    std::vector<Move> placementMoves(const Placement& p, std::optional<Axis> seenBridge) const;
    // cellImage of the last accepted still frame, cut once per grid: every still frame
    // with a change compares each cell around the board with it.
    const cv::Mat& stillCell(Pos p) const;
    // ... and as the change detection compares it (comparedCell), once per grid too.
    const ComparedCell& stillCompared(Pos p) const;
    // ... and its light over `area` (the board's), once per still frame.
    const LightBlocks& stillLight(const cv::Rect& area) const;
    // A new tile's reading and its thumbnails' short list, into the dump's log (opt_.dump set).
    void printReading(int frame, Pos cell, const std::vector<TileGuess>& verdict,
                      const std::vector<TileGuess>& thumbnails) const;
    // The cell images the recognisers judge (tile, recut, follower, bridge), into the dump (if any)
    // (and the tile's pose beside it, .png.yaml), to study a misreading on its own.
    void dumpCell(const char* what, int frame, Pos cell, const cv::Mat& image, const std::optional<cv::Matx23d>& pose) const;
    double cellPxPerMm() const { return registration_.cellPxPerMm(); }
    // A tile just placed was seen `offsetMm` from its cell's centre: move the grid (and
    // the tiles' poses, in cell pixels, with it).
    void refineGrid(cv::Point2d offsetMm);
    // Whether a cell may differ between two top-down images by the change threshold
    // (false: surely not; a cheap bound before the blurred comparison).
    bool mayDiffer(const cv::Mat& a, const cv::Mat& b, Pos cell) const;
    cv::Rect cellSquare(Pos cell, double morePx) const { return registration_.cellSquare(cell, morePx); }
    // Whether the change hint (changeHint_) touches the cell: if not, it did not change.
    bool mayHaveChanged(Pos cell) const;
    // The part of the board (`board`: boardArea) relit for this frame's comparisons: around
    // every cell the change hint touches; empty when it touches none.
    cv::Rect relitArea(const cv::Rect& board) const;
    int lightBlockPx() const { return registration_.lightBlockPx(); }
    // The cell shows the bare table, as when the grid was locked (a tile taken back).
    bool looksEmpty(const cv::Mat& top, Pos cell) const;
    // Where in a cell's image (cellImage) the followers seen on its neighbours may reach,
    // with their shadows, and where the neighbouring tiles lie over its edges (255).
    cv::Mat neighboursReachingOver(Pos cell) const;

    // The caller's game, lent for one call (observe, endTurn, finish; Lent sets it).
    class Lent;
    Game& game() const { return *game_; }

    const TileLibrary* library_;
    Game* game_ = nullptr;
    TrackerOptions opt_;
    FrameGate gate_;
    Registration registration_;
    CellReader reader_;
    FollowerReader followers_;
    cv::Mat stillTop_;
    struct StillCell {
        cv::Mat cut;                           // stillCell
        std::optional<ComparedCell> compared;  // stillCompared
    };
    mutable std::map<std::pair<int, int>, StillCell> stillCells_;  // by (x, y)
    mutable std::optional<std::pair<cv::Rect, LightBlocks>> stillLight_;  // stillLight
    mutable cv::Point2d stillCellsGrid_;                         // ... at this grid origin
    // Where the still frame being read differs from the last accepted one (readStill).
    ChangeHint changeHint_;
    mutable std::map<std::pair<int, int>, bool> hintTouches_;  // mayHaveChanged, by (x, y)
    cv::Mat emptyTop_;           // the table when the grid was locked: only the start tile on it
    std::vector<Pos> recheck_;   // cells to read again whether or not they changed (playersOverruled)
    bool readAgain_ = false;     // the next still frame is read even if nothing changed
    // How each placed tile lies on its cell (its picture -> the cell image's pixels), as
    // the recogniser found it: the follower and bridge finders lay the picture there
    // rather than align it again (tiles do not move; the grid does, and takes them along).
    std::vector<std::pair<Pos, cv::Matx23d>> poses_;
    const cv::Matx23d* poseAt(Pos cell) const;
    int tileQuestions_ = 0;
    int unexplainedStill_ = 0;
    std::vector<Alert> alerts_;
    std::vector<TileSighting> sightings_;
    std::vector<FollowerSeen> followersSeen_;
    std::vector<FollowerColour> palette_;  // the colours in play
    std::vector<Pos> mayEmpty_;            // tiles whose followers went home, not yet seen gone
    std::vector<std::string> notes_;
};

}  // namespace carc::vision
