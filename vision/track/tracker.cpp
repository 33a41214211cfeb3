#include "vision/track/tracker.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>

#include <opencv2/core/persistence.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/photo.hpp>

#include "vision/camera/tile_layout.hpp"
#include "vision/track/bazaar_reveal.hpp"
#include "vision/track/bridge_finder.hpp"
#include "vision/track/cell_change.hpp"
#include "vision/track/frame_memory.hpp"
#include "vision/track/light_match.hpp"
#include "vision/track/tile_explanation.hpp"
#include "vision/track/tile_photo.hpp"
#include "vision/track/tile_verifier.hpp"

namespace carc::vision {
namespace {

// How far off its grid place a tile may lie that recognition still tries (the
// simulator's full mess: up to 6 degrees and 3 mm).
constexpr double kTurnDeg = 4, kShiftMm = 2.5;
// A pixel of a cell "changed" beyond sensor noise and JPEG artefacts (levels).
constexpr int kPixelChange = 30;
// How far from where it was seen a follower and its shadow may reach: half a lying
// farmer's length (8 mm), the 2-4 mm its shadow falls off it, and the 3 mm a tile may
// lie off its cell.
constexpr double kFollowerReachMm = 14;
// How far past its own edges a placed tile may change the cell beside it: its cut edge
// and the shadow of its 2 mm thickness.
constexpr double kTileEdgeReachMm = 2;
// Readings offered to the players when they are asked which tile lies there.
constexpr size_t kChoicesShown = 4;

// The options with the followers' colours named: the players' names when none are.
TrackerOptions withColours(TrackerOptions options, const GameSetup& setup) {
    if (options.colours.empty()) options.colours = setup.players;
    return options;
}

}  // namespace

// Lends the caller's game to the tracker for one call; calls nest (finish -> endTurn).
class Tracker::Lent {
public:
    Lent(Tracker& tracker, Game& game) : tracker_(tracker), before_(tracker.game_) { tracker.game_ = &game; }
    ~Lent() { tracker_.game_ = before_; }
    Lent(const Lent&) = delete;
    Lent& operator=(const Lent&) = delete;

private:
    Tracker& tracker_;
    Game* before_;
};

Tracker::Tracker(Rectifier rectifier, const TileLibrary& library, const GameSetup& setup, TrackerOptions options)
    : library_(&library),
      opt_(withColours(std::move(options), setup)),
      gate_(opt_.stillPixels, opt_.changePixels),
      registration_(std::move(rectifier), opt_.dump),
      reader_(library, opt_.colours, printedColours(opt_.colours), registration_.cellPxPerMm(), opt_.dump),
      followers_(library, opt_.colours, printedColours(opt_.colours), registration_.cellPxPerMm(), opt_.dump) {
    palette_ = printedColours(opt_.colours);
    keepFrameBuffersInTheHeap();  // whoever tracks a table (the app, `carc`) reads frames
}

const cv::Mat& Tracker::stillCell(Pos p) const {
    if (stillCellsGrid_ != registration_.grid().originMm) stillCells_.clear(), stillCellsGrid_ = registration_.grid().originMm;
    StillCell& still = stillCells_[{p.x, p.y}];
    if (still.cut.empty()) still.cut = cellImage(stillTop_, p);
    return still.cut;
}

const LightBlocks& Tracker::stillLight(const cv::Rect& area) const {
    if (!stillLight_ || stillLight_->first != area)
        stillLight_.emplace(area, lightBlocks(stillTop_(area), lightBlockPx()));
    return stillLight_->second;
}

const ComparedCell& Tracker::stillCompared(Pos p) const {
    const cv::Mat& cut = stillCell(p);
    std::optional<ComparedCell>& c = stillCells_[{p.x, p.y}].compared;
    if (!c) c = comparedCell(cut);
    return *c;
}

void Tracker::observe(const cv::Mat& frameBgr, int index, Game& played) {
    if (frameBgr.empty()) return skipped(index, "empty frame");
    const Lent lent(*this, played);
    const FrameGate::Look look = gate_.look(frameBgr, index, readAgain_);
    if (look.kind == FrameGate::Look::Kind::Moving) return;  // hands over the board, or the first frame of a new view
    if (opt_.dump && look.changedSinceStill >= 0)
        opt_.dump->log("frame %d: still, %d pixels changed", index, look.changedSinceStill);
    if (look.kind == FrameGate::Look::Kind::New) readStill(frameBgr, look.small, index);
}

void Tracker::readStill(const cv::Mat& frameBgr, const cv::Mat& small, int index) {
    using Outcome = Registration::MarkerCheck::Outcome;
    const Registration::MarkerCheck markers = registration_.checkMarkers(frameBgr, opt_.markerTolerancePx);
    if (markers.outcome == Outcome::Unregistered) return alerts_.push_back({index, "frame", markers.reason});
    if (markers.outcome == Outcome::Lost) return alerts_.push_back({index, "bump", "table markers lost: " + markers.reason});
    if (markers.outcome == Outcome::Bumped) {
        alerts_.push_back({index, "bump", "camera or table moved (" + markers.reason + "): re-registered"});
        if (registration_.gridLocked())
            registration_.alignBoardAfterBump(rectifier().rectify(frameBgr, readArea()), stillTop_, game().board().bounds());
    }
    // Once the grid is locked, only the board and what lies around it is read.
    const cv::Rect table({0, 0}, rectifier().outputSize());
    const cv::Rect read = registration_.gridLocked() ? readArea() & table : table;
    cv::Mat top = registration_.topView(frameBgr, read);
    if (!registration_.gridLocked()) {
        if (lockGrid(top, index)) stillTop_ = emptyTop_ = top, gate_.accept(small), stillCells_.clear(), stillLight_.reset();
        return;
    }
    changeHint_ = readAgain_ || gate_.accepted().empty() ? ChangeHint() : ChangeHint(small, gate_.accepted(), frameBgr.size());
    hintTouches_.clear();
    // A still frame that is not yet understood (a resting hand) stays unaccepted: the
    // next still frames are compared with the last accepted one again.
    const bool understood = processChange(top, index);
    reader_.forgetFrame();  // what was worked out for this frame (memory: a few MB)
    if (understood) {
        // The next still frame is compared with this one around the board as it is now:
        // grown past what was read (tiles laid outward), it is read again, larger.
        const cv::Rect compared = boardArea(top.size());
        if ((compared & read) != compared) top = registration_.topView(frameBgr, readArea() & table);
        stillTop_ = top, gate_.accept(small), stillCells_.clear(), stillLight_.reset();
        recheck_.clear(), readAgain_ = false;
    }
}

void Tracker::playersOverruled(const Game& game) {
    // Cells the tracker laid a tile on that the players' game has not: read them again.
    for (const TileSighting& s : sightings_)
        if (s.applied && game.board().at(s.placement.pos) < 0 &&
            std::find(recheck_.begin(), recheck_.end(), s.placement.pos) == recheck_.end())
            recheck_.push_back(s.placement.pos);
    poses_.clear();
    unexplainedStill_ = 0;
    readAgain_ = true;
}

bool Tracker::mayHaveChanged(Pos cell) const {
    if (changeHint_.everywhere()) return true;
    const auto [at, added] = hintTouches_.try_emplace({cell.x, cell.y}, false);
    if (added) at->second = changeHint_.touches(cellOutline(cell));
    return at->second;
}

cv::Rect Tracker::relitArea(const cv::Rect& board) const {
    cv::Rect around;
    const auto add = [&](Pos p) {
        if (mayHaveChanged(p)) around |= cellSquare(p, 0);
    };
    for (const int c : game().board().frontierCells()) add(game().board().cellPos(c));
    for (const PlacedTile& t : game().board().placed()) add(t.pos);
    for (const Pos p : recheck_) around |= cellSquare(p, 0);
    if (around.empty()) return {};
    // Relit as the whole board would be: the light's field at a pixel comes from the
    // blocks up to three away (the 5-block median, then the field interpolated between
    // block centres). Four blocks around take in the cells beside these too, which the
    // tile placed may add to the frontier (changedCells besides it).
    const int block = lightBlockPx(), margin = 4 * block;
    const auto down = [&](int v, int from) { return from + static_cast<int>(std::floor(double(v - from) / block)) * block; };
    const auto up = [&](int v, int from) { return from + static_cast<int>(std::ceil(double(v - from) / block)) * block; };
    const cv::Point from(down(around.x - margin, board.x), down(around.y - margin, board.y));
    const cv::Point to(up(around.br().x + margin, board.x), up(around.br().y + margin, board.y));
    return cv::Rect(from, to) & board;
}

bool Tracker::mayDiffer(const cv::Mat& a, const cv::Mat& b, Pos cell) const {
    // meanAbsDiff averages the cell's pixel differences (resampled, then blurred) before
    // taking their size: it cannot be more than about the mean size of the raw ones over
    // the cell, up to the weight a blur's mirrored border gives the rim. Half the
    // threshold leaves room for that; it saves cutting and blurring the cells of a board
    // nobody touched (most of them, on every still frame with a change).
    const cv::Rect r = cellSquare(cell, 2) & cv::Rect({0, 0}, a.size());
    if (r.area() == 0) return true;
    return cv::norm(a(r), b(r), cv::NORM_L1) / (3.0 * r.area()) > opt_.cellChangeThreshold / 2;
}

cv::Mat Tracker::neighboursReachingOver(Pos cell) const {
    cv::Mat reach(kTileSquarePx, kTileSquarePx, CV_8U, cv::Scalar(0));
    const double cellPx = kTileSquarePx, pxPerMm = cellPxPerMm();
    const auto besides = [&](Pos p) { return std::abs(p.x - cell.x) + std::abs(p.y - cell.y) == 1; };
    for (const FollowerSeen& f : followersSeen_) {
        if (!besides(f.cell)) continue;
        const cv::Point2d at((f.cell.x - cell.x + f.unit.x) * cellPx, (f.cell.y - cell.y + f.unit.y) * cellPx);
        cv::circle(reach, at, static_cast<int>(std::lround(kFollowerReachMm * pxPerMm)), cv::Scalar(255), cv::FILLED);
    }
    // A tile lying off its cell by a few millimetres covers the edge of the cell beside it.
    const double out = kTileEdgeReachMm * pxPerMm;
    for (const auto& [at, warp] : poses_) {
        if (!besides(at)) continue;
        const cv::Point2d shift((at.x - cell.x) * cellPx, (at.y - cell.y) * cellPx);
        std::vector<cv::Point> corners;
        for (const cv::Point2d c : {cv::Point2d(-out, -out), cv::Point2d(cellPx + out, -out),
                                    cv::Point2d(cellPx + out, cellPx + out), cv::Point2d(-out, cellPx + out)}) {
            const cv::Vec2d p = warp * cv::Vec3d(c.x - 0.5, c.y - 0.5, 1);
            corners.emplace_back(cv::Point2d(p[0], p[1]) + shift);
        }
        cv::fillConvexPoly(reach, corners, cv::Scalar(255));
    }
    return reach;
}

bool Tracker::looksEmpty(const cv::Mat& top, Pos cell) const {
    // The light has drifted since the grid was locked: a gain within what light can do.
    // Bare table matches itself closely; art in the table's colours (a C1 city on
    // light wood) must not pass for it, hence half the change threshold.
    const ComparedCell now = comparedCell(cellImage(top, cell)), then = comparedCell(cellImage(emptyTop_, cell));
    return lightFreeDifference(now.soft, then.soft).mean <= opt_.cellChangeThreshold / 2 &&
           changedShare(now, then, kPixelChange) < opt_.newTileShare / 2;
}

bool Tracker::lockGrid(const cv::Mat& top, int frame) {
    const PlacedTile& first = game().board().tile(0);
    if (const Status locked = registration_.lockGrid(top, *library_, first.type, first.rot); !locked) {
        alerts_.push_back({frame, "frame", locked.error()});
        return false;
    }
    const TileGuess g = library_->rank(cellImage(top, {0, 0})).front();
    const Placement start = game().board().tile(0).rot == Rotation{} ? Placement{game().board().tile(0).type, {0, 0}, {}}
                                                                    : Placement{};
    if (g.type != start.type)
        alerts_.push_back({frame, "uncertain", "the start tile does not look like " +
                                                   tileLabel(game().tiles().type(start.type)) + " (looks like " +
                                                   tileLabel(game().tiles().type(g.type)) + ")"});
    return true;
}

void Tracker::refineGrid(cv::Point2d offsetMm) {
    const cv::Point2d move = registration_.refineGrid(offsetMm);
    // The cells move with the grid; the tiles stay where they lie.
    const double pxPerMm = cellPxPerMm();  // the poses are in cell pixels
    for (auto& [cell, warp] : poses_) warp(0, 2) -= move.x * pxPerMm, warp(1, 2) -= move.y * pxPerMm;
}

const cv::Matx23d* Tracker::poseAt(Pos cell) const {
    for (const auto& [at, warp] : poses_)
        if (at == cell) return &warp;
    return nullptr;
}

std::vector<Move> Tracker::placementMoves(const Placement& p, std::optional<Axis> seenBridge) const {
    // Legal only with a bridge: the one seen on it, else the one the engine knows of (on
    // a neighbour: the bridge finder confirms it there later, or the players correct).
    if (!game().check(PlaceTile{p})) {
        std::optional<PlaceTile> needed;
        for (const PlaceTile& withBridge : game().bridgePlacements(p.type, p.pos)) {
            if (withBridge.placement.rot != p.rot || !withBridge.bridge) continue;
            const bool asSeen = seenBridge && withBridge.bridge->pos == p.pos && withBridge.bridge->axis == *seenBridge;
            if (!needed || asSeen) needed = withBridge;
        }
        if (needed) return {*needed};
    }
    if (seenBridge) return {PlaceTile{p}, PlaceBridge{BridgeSpot{p.pos, *seenBridge}}};
    return {PlaceTile{p}};
}

Tracker::Reading Tracker::reading() const {
    return {game(), mayEmpty_, poses_, registration_.grid(), alerts_, sightings_, followersSeen_, notes_};
}

void Tracker::restore(const Reading& r) {
    game() = r.game;
    mayEmpty_ = r.mayEmpty;
    poses_ = r.poses;
    registration_.setGrid(r.grid);
    alerts_ = r.alerts, sightings_ = r.sightings, followersSeen_ = r.followersSeen, notes_ = r.notes;
}

std::vector<std::pair<double, Pos>> Tracker::changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                          std::optional<Pos> besides) const {
    std::vector<std::pair<double, Pos>> changed;
    for (const int c : game().board().frontierCells()) {
        const Pos p = game().board().cellPos(c);
        if (besides && std::abs(p.x - besides->x) + std::abs(p.y - besides->y) != 1) continue;
        const bool again = std::find(recheck_.begin(), recheck_.end(), p) != recheck_.end();
        if (!again && !mayHaveChanged(p)) continue;
        cv::Mat now = cellImage(lit, p);
        const cv::Mat& then = stillCell(p);
        const ComparedCell& thenCompared = stillCompared(p);
        ComparedCell nowCompared = comparedCell(now);
        const auto differs = [&](double d) {
            return d > opt_.cellChangeThreshold || again ||
                   changedShare(nowCompared, thenCompared, kPixelChange) > opt_.newTileShare;
        };
        double d = meanAbsDiff(nowCompared, thenCompared);
        if (!differs(d)) continue;
        // A follower standing at a neighbour's edge reaches over the cell (a lying farmer
        // by a quarter of it), and so does its shadow, and a neighbour lying a few
        // millimetres off its cell (the tile just placed, not yet in the still frame):
        // where they may reach is left out. A new tile changes far more than that.
        if (const cv::Mat reach = again ? cv::Mat() : neighboursReachingOver(p);
            !reach.empty() && cv::countNonZero(reach) > 0) {
            then.copyTo(now, reach);
            nowCompared = comparedCell(now);
            d = meanAbsDiff(nowCompared, thenCompared);
            if (!differs(d)) continue;
        }
        // A tile taken off the table (an illegal one, or one undone) leaves bare table.
        if (!looksEmpty(top, p)) changed.emplace_back(d, p);
    }
    return changed;
}

bool Tracker::processChange(const cv::Mat& top, int frame) {
    // Compared in the light of the last accepted still frame (one tile per block). Only
    // the cells the change hint touches are compared, so only around them is relit (the
    // whole board, before several new tiles are read).
    const cv::Mat lit = top.clone();
    const cv::Rect board = boardArea(top.size());
    const auto relight = [&](const cv::Rect& area) {
        if (!area.empty()) matchLight(top(area), stillLight(area)).copyTo(lit(area));
    };
    relight(relitArea(board));
    // Which empty cells next to the board changed since the last accepted still frame,
    // and which older tiles (the one placed this turn may get a follower).
    std::vector<std::pair<double, Pos>> changed = changedCells(lit, top);
    std::vector<Pos> disturbed;
    for (const PlacedTile& t : game().board().placed()) {
        if (game().lastPlaced() >= 0 && game().board().tile(game().lastPlaced()).pos == t.pos) continue;
        if (!mayHaveChanged(t.pos) || !mayDiffer(lit, stillTop_, t.pos)) continue;
        if (meanAbsDiff(comparedCell(cellImage(lit, t.pos)), stillCompared(t.pos)) > opt_.cellChangeThreshold)
            disturbed.push_back(t.pos);
    }
    if (opt_.dump)
        for (const auto& [d, p] : changed) opt_.dump->log("frame %d: changed %s by %.1f", frame, toString(p).c_str(), d);

    // Read the change as moves; they are taken back if the change is not understood yet.
    const Reading before = reading();
    const size_t eventsBefore = game().gameEvents().size();
    std::optional<Pos> bridged;
    const auto lookForPieces = [&] {
        bridged = lookForBridge(top, frame);
        lookForFollower(top, frame);
        noteReturns(eventsBefore);
        // A knight on the city the tile just closed is taken off with the tile's turn, while
        // the engine still waits for the follower: no change to explain, and not a hand (a
        // turn played meanwhile beside the tile went unseen).
        noteReturnsAtTurnEnd();
    };
    if (changed.size() == 1) {
        placeTile(top, changed[0].second, frame);
        lookForPieces();
        // A tile laid beside it in a turn the camera did not see (behind a bump's
        // re-registration) lay off the frontier compared: it is one of several new tiles.
        // (Its follower is known by now: where it reaches over a neighbour is no change.)
        if (std::vector<std::pair<double, Pos>> beyond = changedCells(lit, top, changed[0].second); !beyond.empty()) {
            restore(before);
            changed.insert(changed.end(), beyond.begin(), beyond.end());
            lookForPieces();
        }
    } else {
        lookForPieces();
    }

    std::vector<Pos> unexplained;
    for (const Pos p : disturbed)
        if (std::find(mayEmpty_.begin(), mayEmpty_.end(), p) == mayEmpty_.end() && p != bridged) unexplained.push_back(p);
    if (changed.size() > 1 || !unexplained.empty()) {
        // A hand resting over the board, or a real irregularity: only when it stays for
        // several still frames is it taken as what is on the table.
        if (++unexplainedStill_ < opt_.stillFramesToAccept) {
            restore(before);
            return false;
        }
        for (const Pos p : unexplained)
            alerts_.push_back({frame, "moved", "the tile at " + toString(p) +
                                                   " changed after its turn: moved, covered, or a follower put on or "
                                                   "taken off it"});
        if (changed.size() > 1) {
            relight(board);  // the frontier grows as they are placed
            placeSeveral(lit, top, changed, frame);
        }
    }
    unexplainedStill_ = 0;
    for (const Pos p : disturbed) std::erase(mayEmpty_, p);  // seen gone
    return true;
}

void Tracker::noteReturns(const Game& game, size_t eventsBefore) {
    const std::vector<GameEvent>& events = game.gameEvents();
    for (size_t i = eventsBefore; i < events.size(); ++i)
        if (events[i].type == GameEvent::Type::Returned)
            mayEmpty_.push_back(game.board().tile(events[i].follower.at.tile).pos);
}

void Tracker::noteReturnsAtTurnEnd() {
    if (game().phase() != Phase::Follower) return;
    // The turn ended here on a copy: the followers on what the tile closes go home
    // whatever is decided (a figure, a message).
    noteReturns(turnEndedOnACopy(game(), false), game().gameEvents().size());
}

std::optional<Pos> Tracker::lookForBridge(const cv::Mat& top, int frame) {
    if (game().phase() != Phase::Follower) return std::nullopt;
    // The spots the rules allow now (the tile just placed and its neighbours), per tile.
    std::vector<std::pair<Pos, std::vector<Axis>>> tiles;
    for (const BridgeSpot& spot : game().bridgeSpots()) {
        auto it = std::find_if(tiles.begin(), tiles.end(), [&](const auto& t) { return t.first == spot.pos; });
        if (it == tiles.end()) tiles.push_back({spot.pos, {spot.axis}});
        else it->second.push_back(spot.axis);
    }
    for (const auto& [pos, axes] : tiles) {
        const PlacedTile& t = game().board().tile(game().board().at(pos));
        const TileCut cut = registration_.cutWhereTheTileLies(top, pos, poseAt(pos));
        const cv::Mat& cell = cut.image;
        dumpCell("bridge", frame, pos, cell, cut.pose);
        const auto axis = findBridge(cell, library_->picturesShowing(t.type, t.rot, cell.cols), axes, {},
                                     cut.pose ? &*cut.pose : nullptr, followerMask(cell, cellPxPerMm(), palette_));
        if (!axis) continue;
        const PlaceBridge bridge{{pos, *axis}};
        if (const Status ok = game().apply(bridge); !ok) {
            alerts_.push_back({frame, "illegal", "a bridge on the tile at " + toString(pos) + ": " + ok.error()});
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": a bridge on the tile at " + toString(pos) +
                         (*axis == Axis::NS ? " (north-south)" : " (west-east)"));
        return pos;
    }
    return std::nullopt;
}

void Tracker::lookForFollower(const cv::Mat& top, int frame) {
    if (game().phase() != Phase::Follower || game().lastPlaced() < 0) return;
    const PlacedTile& t = game().board().tile(game().lastPlaced());
    // Cut where the tile lies: a knight on a city's edge of a tile lying 2.4 mm off its
    // cell stood half outside the cell's cut, and was too small to be a follower.
    const TileCut cut = registration_.cutWhereTheTileLies(top, t.pos, poseAt(t.pos));
    dumpCell("follower", frame, t.pos, cut.image, cut.pose);
    const std::optional<FollowerReading> seen = followers_.read(game(), cut, frame);
    if (!seen) return;
    const std::string& mine = opt_.colours[static_cast<size_t>(game().activePlayer())];
    FollowerSeen f{frame, t.pos, seen->colour, seen->segment, seen->confidence, false, seen->unit};
    // The same refused follower is reported once, not on every still frame after.
    const bool reported = !followersSeen_.empty() && followersSeen_.back().cell == f.cell &&
                          followersSeen_.back().segment == f.segment && !followersSeen_.back().applied;
    const std::string where = seen->colour + " follower on the tile at " + toString(t.pos);
    if (seen->colour != mine) {
        if (!reported)
            alerts_.push_back({frame, "illegal", "a " + where + ", placed this turn by " + mine + ": only " + mine +
                                                     " may put a follower there"});
    } else if (const Status ok = game().apply(Deploy{f.segment}); !ok) {
        if (!reported) alerts_.push_back({frame, "illegal", where + ": " + ok.error()});
    } else {
        if (seen->confidence < opt_.minConfidence)
            alerts_.push_back({frame, "uncertain", where + " (colour confidence " + std::to_string(seen->confidence) +
                                                       "): players, please confirm"});
        f.applied = true;
        answerDecisions(frame);
    }
    if (!reported || f.applied) followersSeen_.push_back(f);
}

void Tracker::placeTile(const cv::Mat& top, Pos cell, int frame) {
    // A follower still owed from the last turn: none was seen, so the player passed.
    if (game().phase() == Phase::Follower) {
        (void)game().apply(Pass{});  // always legal in the follower phase
        answerDecisions(frame);
    }
    // Views of the cell as the tile may lie on it (a few degrees and millimetres off its
    // grid place), each as seen and with what may be a follower put down with the tile
    // painted over (so that it does not look like a city); each candidate takes the view
    // it matches best, so art wrongly painted over costs nothing. The painting is done
    // once, on the cell and its margin, and every view is cut from it.
    const double t = rectifier().table().tileMm;
    const cv::Point2d centre = registration_.cellCentre(cell);
    const auto around = [&](double reachTiles) {
        const double r = reachTiles * t * rectifier().pxPerMm();
        return cv::Rect(cv::Point(centre - cv::Point2d(r, r)), cv::Point(centre + cv::Point2d(r, r))) &
               cv::Rect({0, 0}, top.size());
    };
    // Painted within 3/4 of a tile of the cell's centre, on a copy of the table view
    // that holds every view cut (a view's corner lies up to 0.77 tile from the centre);
    // the whole view (6 MB) was copied for one cell before.
    const cv::Rect window = around(0.75), copied = around(1.0);
    cv::Mat painted = top(copied).clone();
    if (!window.empty()) {
        const cv::Mat seenAround = top(window);
        cv::inpaint(seenAround, followerMask(seenAround, rectifier().pxPerMm(), palette_), painted(window - copied.tl()), 3,
                    cv::INPAINT_TELEA);
    }
    // The grid place, shifted along each axis and turned each way: 5 poses. The short
    // list only has to hold the right tile; the verifier aligns it precisely.
    const std::vector<std::pair<cv::Point2d, double>> poses{{{0, 0}, 0.0},       {{-kShiftMm, 0}, 0.0}, {{kShiftMm, 0}, 0.0},
                                                            {{0, -kShiftMm}, -kTurnDeg}, {{0, kShiftMm}, kTurnDeg}};
    std::vector<TileAppearance> views;
    for (const auto& [shift, turn] : poses) {
        views.push_back(describeTile(cellImage(top, cell, shift, turn)));
        views.push_back(describeTile(cellImage(painted, cell, shift, turn, copied.tl())));
    }
    const cv::Mat seen = cellImage(top, cell);
    dumpCell("tile", frame, cell, seen, std::nullopt);
    const cv::Mat moversFollower = reader_.moversFollower(game(), seen);
    CellReading reading = reader_.read(game(), registration_, {top, cell, frame, views, seen, moversFollower});
    if (reading.verdict.ranked.empty()) return;
    if (reading.legal) {
        reviseEarlierMisreading(top, cell, frame, views, seen, moversFollower, reading);
        reviseNeighbourOfMisfit(top, cell, frame, views, seen, moversFollower, reading);
    } else {
        reviseNeighbourOfRefused(top, cell, frame, views, seen, moversFollower, reading);
    }
    const TileVerdict& verdict = reading.verdict;
    if (opt_.dump) printReading(frame, cell, verdict.ranked, reading.thumbnails);
    const TileGuess& best = verdict.ranked.front();
    const std::optional<TileGuess> told = best.probability < opt_.askTileBelow ? askPlayers(frame, cell, verdict) : std::nullopt;
    const TileGuess& g = told ? *told : best;
    TileSighting s{frame, {g.type, cell, g.rot}, g.probability, false, {}, false};
    // The players' word has no alternatives: no revision takes it back.
    for (const TileGuess& other : verdict.ranked) {
        const auto sameType = [&](const TileSighting::Alternative& a) { return a.placement.type == other.type; };
        if (!told && other.type != g.type && std::none_of(s.alternatives.begin(), s.alternatives.end(), sameType))
            s.alternatives.push_back({{other.type, cell, other.rot}, g.score - other.score});
    }
    const std::string name = tileLabel(game().tiles().type(g.type));
    if (told)
        notes_.push_back("frame " + std::to_string(frame) + ": the players say the tile at " + toString(cell) + " is " +
                         name + " rot " + std::to_string(g.rot.degrees()) + " (read as " +
                         tileLabel(game().tiles().type(best.type)) + " rot " + std::to_string(best.rot.degrees()) +
                         ", confidence " + std::to_string(best.probability) + ")");
    else if (g.probability < opt_.askTileBelow)
        alerts_.push_back({frame, "uncertain",
                           "tile at " + toString(cell) + " looks like " + name + " rot " + std::to_string(g.rot.degrees()) +
                               " with confidence " + std::to_string(g.probability) + ": players, please confirm"});
    const std::vector<Move> moves = placementMoves(s.placement, g.bridge);
    if (const Status ok = game().apply(moves.front()); !ok) {
        alerts_.push_back({frame, "illegal", name + " at " + toString(cell) + ": " + ok.error()});
        sightings_.push_back(s);
        return;
    }
    s.applied = true;
    sightings_.push_back(s);
    poses_.emplace_back(cell, verdict.pose);
    refineGrid(centreOffset(verdict.pose, seen.size()) * (t / seen.cols));
    if (const auto* placed = std::get_if<PlaceTile>(&moves.front()); placed && placed->bridge)
        notes_.push_back("frame " + std::to_string(frame) + ": " + name + " at " + toString(cell) +
                         " fits only with a bridge: bridge placed");
    for (size_t i = 1; i < moves.size(); ++i) {
        if (const Status ok = game().apply(moves[i]); !ok) {
            alerts_.push_back({frame, "illegal", "a bridge on the tile at " + toString(cell) + ": " + ok.error()});
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": a bridge on the tile at " + toString(cell));
    }
}

void Tracker::dumpCell(const char* what, int frame, Pos cell, const cv::Mat& image,
                       const std::optional<cv::Matx23d>& pose) const {
    if (opt_.dump) opt_.dump->cell(what, frame, cell, image, pose);
}

void Tracker::printReading(int frame, Pos cell, const std::vector<TileGuess>& verdict,
                           const std::vector<TileGuess>& thumbnails) const {
    const auto print = [&](const std::vector<TileGuess>& list) {
        std::string out;
        for (size_t i = 0; i < std::min<size_t>(4, list.size()); ++i) {
            char one[96];
            std::snprintf(one, sizeof one, " %s/%d%s %.3f", tileLabel(game().tiles().type(list[i].type)).c_str(),
                          list[i].rot.degrees(), list[i].bridge ? "+bridge" : "", list[i].probability);
            out += one;
        }
        return out;
    };
    opt_.dump->log("frame %d: tile at %s:%s | thumbnails:%s", frame, toString(cell).c_str(), print(verdict).c_str(),
                   print(thumbnails).c_str());
}

std::optional<Move> Tracker::revealWithLookAlikes(const BazaarReveal& named, int frame) {
    std::vector<int> left;
    for (const TileType& t : game().tiles().types()) left.push_back(game().remaining(t.index));
    const auto fromBag = revealFromBag(game().tiles(), std::move(left), named);
    if (!fromBag) return std::nullopt;
    for (const auto& [said, taken] : fromBag->replaced) {
        const std::string a = tileLabel(game().tiles().type(said)), b = tileLabel(game().tiles().type(taken));
        alerts_.push_back({frame, "uncertain", "the bazaar shows " + a + ", but every " + a +
                                                   " is on the board already: one was misread; taken as " + b +
                                                   ", players, please check"});
    }
    return fromBag->reveal;
}

std::optional<TileGuess> Tracker::askPlayers(int frame, Pos cell, const TileVerdict& verdict) {
    if (!opt_.confirmTile) return std::nullopt;
    TileQuestion question{frame, cell, {}};
    for (const TileGuess& g : verdict.ranked) {
        // (Turns of a symmetric tile that look the same, and a tile with and without a
        // bridge, are one choice, as likely as all of them.)
        const Placement p{g.type, cell, canonicalRotation(game().tiles(), g.type, g.rot)};
        const auto same = std::find_if(question.choices.begin(), question.choices.end(),
                                       [&](const TileQuestion::Choice& c) { return c.placement == p; });
        if (same != question.choices.end()) same->confidence += g.probability;
        else if (question.choices.size() < kChoicesShown) question.choices.push_back({p, g.probability});
    }
    ++tileQuestions_;
    const std::optional<Placement> answer = opt_.confirmTile(game(), question);
    if (!answer || answer->pos != cell) return std::nullopt;
    // The reading of that tile, for the bridge seen on it; a tile not among the readings
    // takes the pose of the best one (it lies where that was seen).
    const Rotation turn = canonicalRotation(game().tiles(), answer->type, answer->rot);
    const auto read = std::find_if(verdict.ranked.begin(), verdict.ranked.end(), [&](const TileGuess& g) {
        return g.type == answer->type && canonicalRotation(game().tiles(), g.type, g.rot) == turn;
    });
    TileGuess out = read != verdict.ranked.end() ? *read : verdict.ranked.front();
    out.type = answer->type;
    out.rot = answer->rot;
    if (read == verdict.ranked.end()) out.bridge.reset();
    out.probability = 1;
    return out;
}

void Tracker::answerDecisions(int frame) {
    while (game().phase() == Phase::Decision && game().decision()) {
        const Decision d = *game().decision();  // a copy: a revision replaces the game
        std::optional<Move> answer = opt_.decide ? opt_.decide(game(), d) : std::nullopt;
        if (const auto* reveal = answer ? std::get_if<BazaarReveal>(&*answer) : nullptr; reveal && !game().check(*answer)) {
            if (!reviseForReveal(*reveal, frame)) answer = revealWithLookAlikes(*reveal, frame);
        }
        if (answer && game().apply(*answer)) {
            notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> " + describe(*answer, game().tiles()));
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> default: " +
                         (d.options.empty() ? std::string("pass") : d.options[static_cast<size_t>(d.suggested)]));
        const Status s = d.options.empty() ? game().apply(Pass{}) : game().apply(Choose{d.suggested});
        if (!s) {
            alerts_.push_back({frame, "uncertain", "cannot answer '" + d.question + "': " + s.error()});
            return;
        }
    }
}

void Tracker::endTurn(Game& played) {
    const Lent lent(*this, played);
    // The last still frame is read once more, whatever it changed: a tile in the table's
    // colours changes too few pixels of the small frame to be looked at (an all-city C,
    // 9 pixels, laid on the last turn), and no later turn shows
    // it among several new tiles.
    if (const std::optional<FrameGate::Quiet> quiet = registration_.gridLocked() ? gate_.takeQuiet() : std::nullopt) {
        readAgain_ = true;
        readStill(*quiet->frame, FrameGate::shrink(*quiet->frame), quiet->index);
    }
    if (game().phase() == Phase::Follower) (void)game().apply(Pass{});  // always legal in the follower phase
    answerDecisions(-1);
}

void Tracker::finish(Game& played) {
    const Lent lent(*this, played);
    if (game().over()) return;
    endTurn(played);
    if (!game().over())
        if (const Status st = game().apply(EndGame{}); !st) alerts_.push_back({-1, "uncertain", "cannot end the game: " + st.error()});
    answerDecisions(-1);
}

std::vector<TileGuess> Tracker::rescan(const cv::Mat& frameBgr, const Game& game) const {
    const cv::Mat top = rectifier().rectify(frameBgr);
    std::vector<TileGuess> out;
    for (const PlacedTile& t : game.board().placed()) out.push_back(library_->rank(cellImage(top, t.pos)).front());
    return out;
}

}  // namespace carc::vision
