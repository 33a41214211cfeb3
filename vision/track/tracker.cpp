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
#include <opencv2/video/tracking.hpp>

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

// Frames are compared at this size: enough to see a hand or a new tile, cheap to make.
const cv::Size kSmall(320, 240);
// How far off its grid place a tile may lie that recognition still tries (the
// simulator's full mess: up to 6 degrees and 3 mm).
constexpr double kTurnDeg = 4, kShiftMm = 2.5;
// The start tile's outline is taken for where it lies when each side is within this
// of a tile's (the outlines found measured 69-75 px of 72, 1-2 mm; one that lost a
// city as brown as the table, 61-66); else its picture is aligned on its cell up to
// this many times, until it moves less than this (cell pixels).
constexpr double kOutlineSlackMm = 3;
constexpr int kStartAlignments = 3;
constexpr double kStartAlignedPx = 0.5;
// A pixel of the small frame "changed" beyond sensor noise and JPEG artefacts.
constexpr int kPixelChange = 30;
// How far from where it was seen a follower and its shadow may reach: half a lying
// farmer's length (8 mm), the 2-4 mm its shadow falls off it, and the 3 mm a tile may
// lie off its cell.
constexpr double kFollowerReachMm = 14;
// How far past its own edges a placed tile may change the cell beside it: its cut edge
// and the shadow of its 2 mm thickness.
constexpr double kTileEdgeReachMm = 2;
// A placement legal only with a bridge, against one legal as it is.
constexpr double kBridgePlacementWeight = 0.5;
// A bridge a player adds to a tile that fits without one, against the tile alone.
constexpr double kOptionalBridgeWeight = 0.1;
// A verdict below this is judged again where the tile lies, when it lies this far off
// its cell (pixels of the cell's cut), among this many of the best.
constexpr double kSureVerdict = 0.9, kRecutShiftPx = 2.5;
constexpr size_t kRecutCandidates = 3;
// ... and its second verdict is taken when the tile lies within this share of the shift
// from the new cut's middle.
constexpr double kRecutMiss = 0.5;
// A castle token's reach from the middle of the edge it stands across (tile units): 0.3
// along it (8 mm, turned by up to 8 degrees, the tile a little off), 0.35 into the tile
// (11 mm and its shadow).
constexpr double kCastleAlong = 0.3, kCastleDepth = 0.35;
// A turn's scoring asks a few decisions (a figure per feature, a message, its figure);
// more than this is no turn's.
constexpr int kMostDecisionsInATurn = 32;
// Readings offered to the players when they are asked which tile lies there.
constexpr size_t kChoicesShown = 4;

cv::Mat smallFrame(const cv::Mat& frameBgr) {
    cv::Mat small;
    cv::resize(frameBgr, small, kSmall, 0, 0, cv::INTER_AREA);
    return small;
}

int changedPixels(const cv::Mat& a, const cv::Mat& b) { return cv::countNonZero(changedMask(a, b, kPixelChange)); }

}  // namespace

Tracker::Tracker(Rectifier rectifier, const TileLibrary& library, Game game, TrackerOptions options)
    : rectifier_(std::move(rectifier)), library_(&library), game_(std::move(game)), opt_(std::move(options)) {
    if (opt_.colours.empty()) opt_.colours = game_.setup().players;
    palette_ = printedColours(opt_.colours);
    keepFrameBuffersInTheHeap();  // whoever tracks a table (the app, `carc`) reads frames
}

cv::Mat Tracker::cellImage(const cv::Mat& top, Pos p, cv::Point2d shiftMm, double turnDeg, cv::Point origin) const {
    const double t = rectifier_.table().tileMm;
    const cv::Point2d centre =
        rectifier_.toPixel(gridOriginMm_ + cv::Point2d(p.x * t, p.y * t) + shiftMm) - cv::Point2d(origin);
    const double half = t * rectifier_.pxPerMm() / 2, a = turnDeg * CV_PI / 180;
    const cv::Point2d u(std::cos(a) * half, std::sin(a) * half), v(-u.y, u.x);  // half-sides, turned
    const std::array<cv::Point2f, 4> corners{cv::Point2f(centre - u - v), cv::Point2f(centre + u - v),
                                             cv::Point2f(centre + u + v), cv::Point2f(centre - u + v)};
    return rectifyQuad(top, corners);
}

const cv::Mat& Tracker::stillCell(Pos p) const {
    if (stillCellsGrid_ != gridOriginMm_) stillCells_.clear(), stillCellsGrid_ = gridOriginMm_;
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

void Tracker::observe(const cv::Mat& frameBgr, int index) {
    if (frameBgr.empty()) return skipped(index, "empty frame");
    const cv::Mat small = smallFrame(frameBgr);
    const bool still = !previousSmall_.empty() && changedPixels(small, previousSmall_) < opt_.stillPixels;
    previousSmall_ = small;
    if (!still) return;  // hands over the board, or the first frame of a new view
    ++stillCount_;
    const int sinceStill = stillSmall_.empty() ? -1 : changedPixels(small, stillSmall_);
    if (opt_.dump && sinceStill >= 0)
        opt_.dump->log("frame %d: still, %d pixels changed", index, sinceStill);
    if (!readAgain_ && sinceStill >= 0 && sinceStill < opt_.changePixels) {  // nothing new
        // (Into the buffer it had: a fresh 3.7 MB one costs a still frame 0.3 ms.)
        frameBgr.copyTo(lastQuiet_.frame);
        lastQuiet_.index = index;
        return;
    }
    lastQuiet_.index = -1;
    readStill(frameBgr, small, index);
}

void Tracker::readStill(const cv::Mat& frameBgr, const cv::Mat& small, int index) {
    if (!rectifier_.registered()) {
        if (auto s = rectifier_.registerFrame(frameBgr); !s) {
            alerts_.push_back({index, "frame", s.error()});
            return;
        }
    } else {
        const auto shift = rectifier_.markerShift(frameBgr);
        if (!shift || *shift > opt_.markerTolerancePx) {
            // Re-register: cells are compared in table coordinates, so nothing phantom
            // appears from the move itself.
            if (auto s = rectifier_.registerFrame(frameBgr); !s) {
                alerts_.push_back({index, "bump", "table markers lost: " + s.error()});
                return;
            }
            alerts_.push_back({index, "bump",
                               "camera or table moved (" + (shift ? std::to_string(*shift) + " px" : shift.error()) +
                                   "): re-registered"});
            boardCorrection_.release();
            if (gridLocked_) alignBoardAfterBump(rectifier_.rectify(frameBgr, readArea()));
        }
    }
    // Once the grid is locked, only the board and what lies around it is read.
    const cv::Rect table({0, 0}, rectifier_.outputSize());
    const cv::Rect read = gridLocked_ ? readArea() & table : table;
    cv::Mat top = topView(frameBgr, read);
    if (!gridLocked_) {
        if (lockGrid(top, index)) stillTop_ = emptyTop_ = top, stillSmall_ = small, stillCells_.clear(), stillLight_.reset();
        return;
    }
    changeHint_ = readAgain_ || stillSmall_.empty() ? ChangeHint() : ChangeHint(small, stillSmall_, frameBgr.size());
    hintTouches_.clear();
    // A still frame that is not yet understood (a resting hand) stays unaccepted: the
    // next still frames are compared with the last accepted one again.
    const bool understood = processChange(top, index);
    explanations_.clear(), likenesses_.clear();  // what was worked out for this frame (memory: a few MB)
    if (understood) {
        // The next still frame is compared with this one around the board as it is now:
        // grown past what was read (tiles laid outward), it is read again, larger.
        const cv::Rect compared = boardArea(top.size());
        if ((compared & read) != compared) top = topView(frameBgr, readArea() & table);
        stillTop_ = top, stillSmall_ = small, stillCells_.clear(), stillLight_.reset();
        recheck_.clear(), readAgain_ = false;
    }
}

cv::Mat Tracker::topView(const cv::Mat& frameBgr, const cv::Rect& read) const {
    cv::Mat top = rectifier_.rectify(frameBgr, read);
    if (boardCorrection_.empty() || read.empty()) return top;
    // Laid on the part read only: the correction's shift, less where that part starts.
    cv::Mat toRead = boardCorrection_.clone();
    toRead.at<float>(0, 2) -= static_cast<float>(read.x), toRead.at<float>(1, 2) -= static_cast<float>(read.y);
    cv::Mat corrected(top.size(), top.type(), cv::Scalar::all(0));
    cv::Mat drawn = corrected(read);
    cv::warpAffine(top, drawn, toRead, read.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return corrected;
}

void Tracker::adopt(Game game) {
    // Cells the tracker had a tile on that the players' game has not: read them again.
    for (const PlacedTile& t : game_.board().placed())
        if (game.board().at(t.pos) < 0) recheck_.push_back(t.pos);
    game_ = std::move(game);
    poses_.clear();
    unexplainedStill_ = 0;
    readAgain_ = true;
}

void Tracker::alignBoardAfterBump(const cv::Mat& top) {
    // Euclidean ECC at half size on the board and what lies around it: a new tile or a
    // hand's edge is a small part of it. No convergence, or a fit too far to be what a
    // re-registration leaves: the markers' registration is kept as it is.
    const cv::Rect board = boardArea(top.size());
    if (board.width < 16 || board.height < 16) return;
    cv::Mat now, then;
    cv::cvtColor(top(board), now, cv::COLOR_BGR2GRAY);
    cv::cvtColor(stillTop_(board), then, cv::COLOR_BGR2GRAY);
    cv::pyrDown(now, now), cv::pyrDown(then, then);
    cv::Mat warp = cv::Mat::eye(2, 3, CV_32F);  // the still view's pixels -> the new view's (half size)
    try {
        cv::findTransformECC(then, now, warp, cv::MOTION_EUCLIDEAN,
                             cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 50, 1e-4), cv::noArray(), 3);
    } catch (const cv::Exception&) {
        return;
    }
    const double maxShiftPx = 0.5 * rectifier_.table().tileMm * rectifier_.pxPerMm();
    warp.at<float>(0, 2) *= 2, warp.at<float>(1, 2) *= 2;  // to full size
    if (std::hypot(warp.at<float>(0, 2), warp.at<float>(1, 2)) > maxShiftPx) return;
    // In whole-image pixels: x_new = R (x_still - tl) + t + tl.
    const cv::Matx22f r(warp.at<float>(0, 0), warp.at<float>(0, 1), warp.at<float>(1, 0), warp.at<float>(1, 1));
    const cv::Vec2f tl(static_cast<float>(board.x), static_cast<float>(board.y));
    const cv::Vec2f t = cv::Vec2f(warp.at<float>(0, 2), warp.at<float>(1, 2)) + tl - r * tl;
    cv::Mat stillToNew = (cv::Mat_<float>(2, 3) << r(0, 0), r(0, 1), t[0], r(1, 0), r(1, 1), t[1]);
    cv::invertAffineTransform(stillToNew, boardCorrection_);
    if (opt_.dump)
        opt_.dump->log("board after the bump: (%.2f, %.2f) px, %.2f degrees off the markers' registration",
                     warp.at<float>(0, 2), warp.at<float>(1, 2), std::atan2(r(1, 0), r(0, 0)) * 180 / CV_PI);
}

std::vector<cv::Point2f> Tracker::cellOutline(Pos p) const {
    if (!gridLocked_) return {};
    const double t = rectifier_.table().tileMm;
    const cv::Point2d c = gridOriginMm_ + cv::Point2d(p.x * t, p.y * t);
    std::vector<cv::Point2f> mm;
    for (const cv::Point2d corner : {cv::Point2d(-1, -1), cv::Point2d(1, -1), cv::Point2d(1, 1), cv::Point2d(-1, 1)})
        mm.emplace_back(c + corner * (t / 2));
    return rectifier_.toFrame(mm);
}

cv::Rect Tracker::cellSquare(Pos cell, double morePx) const {
    const double t = rectifier_.table().tileMm, half = t * rectifier_.pxPerMm() / 2 + morePx;
    const cv::Point2d c = rectifier_.toPixel(gridOriginMm_ + cv::Point2d(cell.x * t, cell.y * t));
    return {cv::Point(c - cv::Point2d(half, half)), cv::Point(c + cv::Point2d(half, half))};
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
    for (const int c : game_.board().frontierCells()) add(game_.board().cellPos(c));
    for (const PlacedTile& t : game_.board().placed()) add(t.pos);
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
    // The start tile lies near the table's centre: find the one tile there.
    const double t = rectifier_.table().tileMm;
    const cv::Point2d c = rectifier_.toPixel({0, 0});
    const double r = 2.5 * t * rectifier_.pxPerMm();
    const cv::Rect window = cv::Rect(cv::Point(c - cv::Point2d(r, r)), cv::Point(c + cv::Point2d(r, r))) &
                            cv::Rect({0, 0}, top.size());
    auto found = findTileInPhoto(top(window).clone());
    if (!found) {
        alerts_.push_back({frame, "frame", "start tile not found near the table centre: " + found.error()});
        return false;
    }
    cv::Point2d centre(0, 0);
    for (const cv::Point2f& p : found->corners) centre += cv::Point2d(p) * 0.25;
    gridOriginMm_ = rectifier_.toMm(centre + cv::Point2d(window.tl()));
    // The outline stands out where the tile differs from the table: a C1 D's city, as
    // brown as the wood, was left out of it (61-66 px of 72 across), and the grid locked
    // 2.9 mm towards its road; the first tile beside it, lying 5 mm the other way, lay
    // beyond the reach of its alignment and was misread, and the tiles after it. An outline not the size of a tile: the start tile's own
    // picture, aligned on its cell, says where it lies (aligned again from there: ECC
    // climbs only part of the way from afar).
    const double sidePx = t * rectifier_.pxPerMm();
    bool tileSized = true;
    for (size_t k = 0; k < 4; ++k) {
        const double side = cv::norm(found->corners[(k + 1) % 4] - found->corners[k]);
        tileSized = tileSized && std::abs(side - sidePx) <= kOutlineSlackMm * rectifier_.pxPerMm();
    }
    const PlacedTile& first = game_.board().tile(0);
    for (int k = 0; k < kStartAlignments && !tileSized; ++k) {
        const cv::Mat startCell = cellImage(top, {0, 0});
        const Explanation lie = explainCell(startCell, library_->picturesShowing(first.type, first.rot, startCell.cols));
        if (lie.picture < 0) break;
        const cv::Point2d offPx = centreOffset(lie.warp, startCell.size());
        gridOriginMm_ += offPx * (t / startCell.cols);
        if (cv::norm(offPx) < kStartAlignedPx) break;
    }
    gridLocked_ = true;
    gridSamples_ = 1;
    if (opt_.dump)
        opt_.dump->log("grid origin %.1f %.1f mm", gridOriginMm_.x, gridOriginMm_.y);
    const TileGuess g = library_->rank(cellImage(top, {0, 0})).front();
    const Placement start = game_.board().tile(0).rot == Rotation{} ? Placement{game_.board().tile(0).type, {0, 0}, {}}
                                                                    : Placement{};
    if (g.type != start.type)
        alerts_.push_back({frame, "uncertain", "the start tile does not look like " +
                                                   tileLabel(game_.tiles().type(start.type)) + " (looks like " +
                                                   tileLabel(game_.tiles().type(g.type)) + ")"});
    return true;
}

const cv::Matx23d* Tracker::poseAt(Pos cell) const {
    for (const auto& [at, warp] : poses_)
        if (at == cell) return &warp;
    return nullptr;
}

void Tracker::refineGrid(cv::Point2d offsetMm) {
    // Each tile lies a little off its place, the start tile too, independently: the grid
    // origin is the running mean of where the tiles say it is. Locked to the start tile
    // alone, the grid is as far off as that one tile lies, and a tile lying the other
    // way is then twice as far from its cell.
    ++gridSamples_;
    const cv::Point2d move = offsetMm / gridSamples_;
    gridOriginMm_ += move;
    // The cells move with the grid; the tiles stay where they lie.
    const double pxPerMm = cellPxPerMm();  // the poses are in cell pixels
    for (auto& [cell, warp] : poses_) warp(0, 2) -= move.x * pxPerMm, warp(1, 2) -= move.y * pxPerMm;
    if (opt_.dump)
        opt_.dump->log("tile lies (%.1f, %.1f) mm off its cell; grid origin now %.1f %.1f mm", offsetMm.x,
                     offsetMm.y, gridOriginMm_.x, gridOriginMm_.y);
}

CellPriors Tracker::priorsAt(Pos cell) const {
    const size_t types = static_cast<size_t>(game_.tiles().size());
    CellPriors out;
    out.plain.assign(types, {0, 0, 0, 0});
    // Per type, rotation and axis: a bridge lying across the tile (0: not allowed).
    auto bridged = std::make_shared<std::vector<std::array<std::array<double, 2>, 4>>>(types);
    const bool haveBridges = game_.setup().expansions.bridges && game_.bridges(game_.activePlayer()) > 0;
    // A tile the game already knows (bought at the bazaar) is the only one that may come.
    const std::optional<TileTypeId> known = game_.drawnTile();
    for (const TileType& t : game_.tiles().types()) {
        const double copies = game_.remaining(t.index);
        if (copies <= 0 || (known && t.index != *known)) continue;
        for (const Placement& p : game_.legalPlacements(t.index, cell)) {
            out.plain[t.index][p.rot.q] = copies;
            if (!haveBridges) continue;
            // A bridge the player adds although the tile fits without: its ends on fields.
            const TileOrientation& o = game_.tiles().orientation(t.index, p.rot);
            for (const Axis axis : {Axis::NS, Axis::WE}) {
                const int e = axis == Axis::NS ? 0 : 1;  // N and S, or E and W
                if (o.edge[e] == Terrain::Field && o.edge[e + 2] == Terrain::Field)
                    (*bridged)[t.index][p.rot.q][static_cast<size_t>(axis)] = kOptionalBridgeWeight * copies;
            }
        }
        // Legal only with a bridge: the player spends one, which is rarer. The plank lies
        // on this tile (seen with it) or on a neighbour (the tile itself looks plain).
        for (const PlaceTile& p : game_.bridgePlacements(t.index, cell)) {
            if (!p.bridge) continue;
            if (p.bridge->pos == cell)
                (*bridged)[t.index][p.placement.rot.q][static_cast<size_t>(p.bridge->axis)] = kBridgePlacementWeight * copies;
            else if (out.plain[t.index][p.placement.rot.q] == 0)
                out.plain[t.index][p.placement.rot.q] = kBridgePlacementWeight * copies;
        }
    }
    out.forRanking = out.plain;
    for (size_t t = 0; t < types; ++t)
        for (size_t q = 0; q < 4; ++q)
            out.forRanking[t][q] = std::max({out.forRanking[t][q], (*bridged)[t][q][0], (*bridged)[t][q][1]});
    out.bridged = [bridged](TileTypeId t, Rotation r, Axis a) { return (*bridged)[t][r.q][static_cast<size_t>(a)]; };
    return out;
}

std::vector<Move> Tracker::placementMoves(const Placement& p, std::optional<Axis> seenBridge) const {
    // Legal only with a bridge: the one seen on it, else the one the engine knows of (on
    // a neighbour: the bridge finder confirms it there later, or the players correct).
    if (!game_.check(PlaceTile{p})) {
        std::optional<PlaceTile> needed;
        for (const PlaceTile& withBridge : game_.bridgePlacements(p.type, p.pos)) {
            if (withBridge.placement.rot != p.rot || !withBridge.bridge) continue;
            const bool asSeen = seenBridge && withBridge.bridge->pos == p.pos && withBridge.bridge->axis == *seenBridge;
            if (!needed || asSeen) needed = withBridge;
        }
        if (needed) return {*needed};
    }
    if (seenBridge) return {PlaceTile{p}, PlaceBridge{BridgeSpot{p.pos, *seenBridge}}};
    return {PlaceTile{p}};
}

cv::Rect Tracker::aroundBoard(double marginCells) const {
    const std::array<int, 4> b = game_.board().bounds();  // min x, min y, max x, max y
    const double t = rectifier_.table().tileMm;
    const cv::Point2d from = rectifier_.toPixel(gridOriginMm_ + cv::Point2d(b[0] - marginCells, b[1] - marginCells) * t);
    const cv::Point2d to = rectifier_.toPixel(gridOriginMm_ + cv::Point2d(b[2] + marginCells, b[3] + marginCells) * t);
    return cv::Rect(cv::Point(from), cv::Point(to));
}

cv::Rect Tracker::readArea() const {
    // The cells read in one still frame reach 4 beyond the board (up to three unseen
    // tiles laid in a row, and the frontier around them: placeSeveral), and a tile may
    // lie a little off its cell. One cell more than boardArea: the board grows by a
    // tile a turn, and what the next still frame is compared with is read again only
    // when it outgrows that (observe).
    return aroundBoard(5.0);
}

cv::Rect Tracker::boardArea(cv::Size image) const {
    // The placed tiles' bounds, one cell of frontier around them and two more cells of
    // context for the light's block median.
    return aroundBoard(3.5) & cv::Rect({0, 0}, image);
}

Tracker::Reading Tracker::reading() const {
    return {game_, mayEmpty_, poses_, gridOriginMm_, gridSamples_, alerts_, sightings_, followersSeen_, notes_};
}

void Tracker::restore(const Reading& r) {
    game_ = r.game;
    mayEmpty_ = r.mayEmpty;
    poses_ = r.poses, gridOriginMm_ = r.gridOriginMm, gridSamples_ = r.gridSamples;
    alerts_ = r.alerts, sightings_ = r.sightings, followersSeen_ = r.followersSeen, notes_ = r.notes;
}

std::vector<std::pair<double, Pos>> Tracker::changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                          std::optional<Pos> besides) const {
    std::vector<std::pair<double, Pos>> changed;
    for (const int c : game_.board().frontierCells()) {
        const Pos p = game_.board().cellPos(c);
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
    for (const PlacedTile& t : game_.board().placed()) {
        if (game_.lastPlaced() >= 0 && game_.board().tile(game_.lastPlaced()).pos == t.pos) continue;
        if (!mayHaveChanged(t.pos) || !mayDiffer(lit, stillTop_, t.pos)) continue;
        if (meanAbsDiff(comparedCell(cellImage(lit, t.pos)), stillCompared(t.pos)) > opt_.cellChangeThreshold)
            disturbed.push_back(t.pos);
    }
    if (opt_.dump)
        for (const auto& [d, p] : changed) opt_.dump->log("frame %d: changed %s by %.1f", frame, toString(p).c_str(), d);

    // Read the change as moves; they are taken back if the change is not understood yet.
    const Reading before = reading();
    const size_t eventsBefore = game_.gameEvents().size();
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

Game Tracker::turnEndedOnACopy(bool buildingCastles) const {
    Game ended = game_;
    if (!ended.apply(Pass{})) return ended;
    for (int asked = 0; asked < kMostDecisionsInATurn && ended.phase() == Phase::Decision && ended.decision(); ++asked) {
        const Decision d = *ended.decision();
        const int answer = buildingCastles && d.kind == DecisionKind::CastleOrPoints ? 0 : d.suggested;
        if (!(d.options.empty() ? ended.apply(Pass{}) : ended.apply(Choose{answer}))) break;
    }
    return ended;
}

void Tracker::noteReturnsAtTurnEnd() {
    if (game_.phase() != Phase::Follower) return;
    // The turn ended here on a copy: the followers on what the tile closes go home
    // whatever is decided (a figure, a message).
    noteReturns(turnEndedOnACopy(false), game_.gameEvents().size());
}

std::vector<FollowerFinderOptions::NotAFollower> Tracker::castleSitesOnNewTile() const {
    std::vector<FollowerFinderOptions::NotAFollower> out;
    if (game_.phase() != Phase::Follower || game_.lastPlaced() < 0) return out;
    const Pos here = game_.board().tile(game_.lastPlaced()).pos;
    const Game ended = turnEndedOnACopy(true);
    for (size_t k = game_.castles().size(); k < ended.castles().size(); ++k) {
        const std::array<Pos, 2>& tiles = ended.castles()[k].tiles;
        if (tiles[0] != here && tiles[1] != here) continue;
        const Pos other = tiles[0] == here ? tiles[1] : tiles[0];
        // The token (16 x 22 mm) lies across the middle of the shared edge, its half on
        // this tile reaching 11 mm in; turned and shifted a little, with its shadow.
        const cv::Point2d edge(0.5 + 0.5 * (other.x - here.x), 0.5 + 0.5 * (other.y - here.y));
        const cv::Point2d half = other.x != here.x ? cv::Point2d(kCastleDepth, kCastleAlong) : cv::Point2d(kCastleAlong, kCastleDepth);
        out.push_back({cv::Rect2d(edge - half, edge + half), opt_.colours[static_cast<size_t>(ended.castles()[k].owner)]});
    }
    return out;
}

std::optional<Pos> Tracker::lookForBridge(const cv::Mat& top, int frame) {
    if (game_.phase() != Phase::Follower) return std::nullopt;
    // The spots the rules allow now (the tile just placed and its neighbours), per tile.
    std::vector<std::pair<Pos, std::vector<Axis>>> tiles;
    for (const BridgeSpot& spot : game_.bridgeSpots()) {
        auto it = std::find_if(tiles.begin(), tiles.end(), [&](const auto& t) { return t.first == spot.pos; });
        if (it == tiles.end()) tiles.push_back({spot.pos, {spot.axis}});
        else it->second.push_back(spot.axis);
    }
    for (const auto& [pos, axes] : tiles) {
        const PlacedTile& t = game_.board().tile(game_.board().at(pos));
        const TileCut cut = cutWhereTheTileLies(top, pos, poseAt(pos));
        const cv::Mat& cell = cut.image;
        dumpCell("bridge", frame, pos, cell, cut.pose);
        const auto axis = findBridge(cell, library_->picturesShowing(t.type, t.rot, cell.cols), axes, {},
                                     cut.pose ? &*cut.pose : nullptr, followerMask(cell, cellPxPerMm(), palette_));
        if (!axis) continue;
        const PlaceBridge bridge{{pos, *axis}};
        if (const Status ok = game_.apply(bridge); !ok) {
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
    if (game_.phase() != Phase::Follower || game_.lastPlaced() < 0) return;
    const PlacedTile& t = game_.board().tile(game_.lastPlaced());
    // Cut where the tile lies: a knight on a city's edge of a tile lying 2.4 mm off its
    // cell stood half outside the cell's cut, and was too small to be a follower.
    const TileCut cut = cutWhereTheTileLies(top, t.pos, poseAt(t.pos));
    const cv::Mat& cell = cut.image;
    dumpCell("follower", frame, t.pos, cell, cut.pose);
    const std::string& mine = opt_.colours[static_cast<size_t>(game_.activePlayer())];
    FollowerFinderOptions look;
    look.expectedColour = mine;
    look.notFollowers = castleSitesOnNewTile();
    const auto seen = findFollower(cell, library_->picturesShowing(t.type, t.rot, cell.cols), cellPxPerMm(), palette_,
                                   look, cut.pose ? &*cut.pose : nullptr, bridgeAxis(t));
    if (!seen) return;
    if (opt_.dump)
        opt_.dump->log("frame %d: %s follower at (%.2f, %.2f) of %s, %.0f mm2, confidence %.2f", frame,
                     seen->colour.c_str(), seen->unit.x, seen->unit.y, toString(t.pos).c_str(), seen->areaMm2,
                     seen->confidence);
    FollowerSeen f{frame, t.pos, seen->colour, segmentSeenAt(game_, seen->unit), seen->confidence, false, seen->unit};
    // The same refused follower is reported once, not on every still frame after.
    const bool reported = !followersSeen_.empty() && followersSeen_.back().cell == f.cell &&
                          followersSeen_.back().segment == f.segment && !followersSeen_.back().applied;
    const std::string where = seen->colour + " follower on the tile at " + toString(t.pos);
    if (seen->colour != mine) {
        if (!reported)
            alerts_.push_back({frame, "illegal", "a " + where + ", placed this turn by " + mine + ": only " + mine +
                                                     " may put a follower there"});
    } else if (const Status ok = game_.apply(Deploy{f.segment}); !ok) {
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

const TileLayout& Tracker::layoutOf(const PlacedTile& t) const {
    const std::optional<Axis> bridge = bridgeAxis(t);
    const auto key = std::make_tuple(t.type, t.rot.q, bridge ? static_cast<int>(*bridge) : -1);
    auto it = layouts_.find(key);
    if (it == layouts_.end()) it = layouts_.emplace(key, tileLayout(game_.tiles().type(t.type), t.rot, bridge)).first;
    return it->second;
}

int Tracker::segmentSeenAt(const Game& game, cv::Point2d unit) const {
    const PlacedTile& t = game.board().tile(game.lastPlaced());
    const TileLayout& layout = layoutOf(t);
    std::vector<int> free;
    for (const Spot& s : game.followerSpots()) free.push_back(s.segment);
    const int seen = layout.followerSegment(unit, free);
    if (opt_.dump && seen >= 0) {
        const cv::Point2d spot = layout.segments[static_cast<size_t>(seen)].follower;
        opt_.dump->log("  on segment %d (%s), its spot (%.2f, %.2f), seen %+.2f %+.2f off", seen,
                     featureName(layout.segments[static_cast<size_t>(seen)].kind),
                     spot.x, spot.y, unit.x - spot.x, unit.y - spot.y);
    }
    // None free near the point: the segment under it (the engine says why it is refused).
    return seen >= 0 ? seen : layout.segmentAt(unit);
}

void Tracker::placeTile(const cv::Mat& top, Pos cell, int frame) {
    // A follower still owed from the last turn: none was seen, so the player passed.
    if (game_.phase() == Phase::Follower) {
        (void)game_.apply(Pass{});  // always legal in the follower phase
        answerDecisions(frame);
    }
    // Views of the cell as the tile may lie on it (a few degrees and millimetres off its
    // grid place), each as seen and with what may be a follower put down with the tile
    // painted over (so that it does not look like a city); each candidate takes the view
    // it matches best, so art wrongly painted over costs nothing. The painting is done
    // once, on the cell and its margin, and every view is cut from it.
    const double t = rectifier_.table().tileMm;
    const cv::Point2d centre = rectifier_.toPixel(gridOriginMm_ + cv::Point2d(cell.x * t, cell.y * t));
    const auto around = [&](double reachTiles) {
        const double r = reachTiles * t * rectifier_.pxPerMm();
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
        cv::inpaint(seenAround, followerMask(seenAround, rectifier_.pxPerMm(), palette_), painted(window - copied.tl()), 3,
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
    const cv::Mat moversFollower = moverFollowerMask(seen);
    CellReading reading = readCell(top, cell, frame, views, seen, moversFollower);
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
    const std::string name = tileLabel(game_.tiles().type(g.type));
    if (told)
        notes_.push_back("frame " + std::to_string(frame) + ": the players say the tile at " + toString(cell) + " is " +
                         name + " rot " + std::to_string(g.rot.degrees()) + " (read as " +
                         tileLabel(game_.tiles().type(best.type)) + " rot " + std::to_string(best.rot.degrees()) +
                         ", confidence " + std::to_string(best.probability) + ")");
    else if (g.probability < opt_.askTileBelow)
        alerts_.push_back({frame, "uncertain",
                           "tile at " + toString(cell) + " looks like " + name + " rot " + std::to_string(g.rot.degrees()) +
                               " with confidence " + std::to_string(g.probability) + ": players, please confirm"});
    const std::vector<Move> moves = placementMoves(s.placement, g.bridge);
    if (const Status ok = game_.apply(moves.front()); !ok) {
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
        if (const Status ok = game_.apply(moves[i]); !ok) {
            alerts_.push_back({frame, "illegal", "a bridge on the tile at " + toString(cell) + ": " + ok.error()});
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": a bridge on the tile at " + toString(cell));
    }
}

Tracker::CellReading Tracker::readCell(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                       const cv::Mat& seen, const cv::Mat& moversFollower) const {
    CellReading out;
    out.priors = priorsAt(cell);
    const CellPriors& priors = out.priors;
    out.thumbnails = library_->rank(views, priors.forRanking, &likenesses_);
    out.legal = !out.thumbnails.empty();
    if (!out.legal) out.thumbnails = library_->rank(views, {}, &likenesses_);  // nothing legal fits: say what it looks like
    if (out.thumbnails.empty()) return out;
    // The short list judged again at full resolution (pennants, roads, city caps, bridges).
    out.verdict = out.legal
                      ? verifyTile(seen, *library_, out.thumbnails, priors.plain, priors.bridged, {}, moversFollower,
                                   &explanations_)
                      : verifyTile(seen, *library_, out.thumbnails, {}, {}, {}, moversFollower, &explanations_);
    if (out.legal) lookAgainWhereTheTileLies(top, cell, frame, seen, priors, out.verdict);
    return out;
}

cv::Mat Tracker::moverFollowerMask(const cv::Mat& cell) const {
    const std::string& mine = opt_.colours[static_cast<size_t>(game_.activePlayer())];
    for (size_t k = 0; k < palette_.size(); ++k)
        if (palette_[k].name == mine) return moversFollowerMask(cell, cellPxPerMm(), palette_, k);
    return {};
}

Tracker::TileCut Tracker::cutWhereTheTileLies(const cv::Mat& top, Pos cell, const cv::Matx23d* pose) const {
    if (!pose) return {cellImage(top, cell), std::nullopt};
    const cv::Point2d offPx = centreOffset(*pose, cv::Size(kTileSquarePx, kTileSquarePx));
    TileCut cut{cellImage(top, cell, offPx * (rectifier_.table().tileMm / kTileSquarePx)), *pose};
    // The cut moved by offPx: the tile lies that much nearer its centre in it.
    (*cut.pose)(0, 2) -= offPx.x, (*cut.pose)(1, 2) -= offPx.y;
    return cut;
}

void Tracker::lookAgainWhereTheTileLies(const cv::Mat& top, Pos cell, int frame, const cv::Mat& seen,
                                         const CellPriors& priors, TileVerdict& verdict) const {
    // A tile lying millimetres off its cell shows a strip of itself outside the cell's
    // cut, and the cut's rim is not judged: a pennant in that corner (Q or R, in C1 art)
    // goes unseen. When the verdict is unsure, the best few are judged again on a cut
    // centred where the tile lies.
    if (verdict.ranked.empty() || verdict.ranked.front().probability >= kSureVerdict) return;
    const cv::Point2d offPx = centreOffset(verdict.pose, seen.size());
    if (cv::norm(offPx) < kRecutShiftPx) return;
    // As candidates: the verdict names the turn a tile lies in, the priors its lowest
    // turn the rules cannot tell apart from it.
    std::vector<TileGuess> few;
    for (TileGuess g : verdict.ranked) {
        g.rot = canonicalRotation(game_.tiles(), g.type, g.rot);
        const bool listed = std::any_of(few.begin(), few.end(), [&](const TileGuess& f) { return f.type == g.type && f.rot == g.rot; });
        if (!listed) few.push_back(g);
        if (few.size() == kRecutCandidates) break;
    }
    const TileCut recut = cutWhereTheTileLies(top, cell, &verdict.pose);
    dumpCell("recut", frame, cell, recut.image, std::nullopt);
    TileVerdict again =
        verifyTile(recut.image, *library_, few, priors.plain, priors.bridged, {}, moverFollowerMask(recut.image),
                   &explanations_);
    if (again.ranked.empty()) return;
    // Centred where the tile lies, it lies near the middle of the new cut. Far from it,
    // the first pose was wrong (a straight road under a plank slides along the road),
    // and the new cut shows a neighbour's edge instead: the first verdict stands.
    // And a second look as unsure as the first does not overrule it (a U under a plank
    // with a thief, its pose 5 px astray along its road, became a cloister with a road).
    const cv::Point2d stillOff = centreOffset(again.pose, recut.image.size());
    const bool believed = cv::norm(stillOff) <= kRecutMiss * cv::norm(offPx) &&
                          (again.ranked.front().probability >= kSureVerdict ||
                           (again.ranked.front().type == verdict.ranked.front().type &&
                            again.ranked.front().probability > verdict.ranked.front().probability));
    if (opt_.dump) {
        const TileGuess &first = verdict.ranked.front(), &second = again.ranked.front();
        opt_.dump->log("  %s/%d %.3f judged again on a cut %.1f, %.1f px off: %s/%d %.3f, %.1f px off its middle%s",
                     tileLabel(game_.tiles().type(first.type)).c_str(), first.rot.degrees(), first.probability, offPx.x,
                     offPx.y, tileLabel(game_.tiles().type(second.type)).c_str(), second.rot.degrees(), second.probability,
                     cv::norm(stillOff), believed ? "" : ": not taken");
    }
    if (!believed) return;
    // Its pose in the first cut's pixels, where the rest of the tracker keeps it. (Its
    // plank lies in the new cut's pixels: a revision's head to head on the first cut is
    // made without it.)
    again.pose(0, 2) += offPx.x, again.pose(1, 2) += offPx.y;
    again.plank.release();
    verdict = std::move(again);
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
            std::snprintf(one, sizeof one, " %s/%d%s %.3f", tileLabel(game_.tiles().type(list[i].type)).c_str(),
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
    for (const TileType& t : game_.tiles().types()) left.push_back(game_.remaining(t.index));
    const auto fromBag = revealFromBag(game_.tiles(), std::move(left), named);
    if (!fromBag) return std::nullopt;
    for (const auto& [said, taken] : fromBag->replaced) {
        const std::string a = tileLabel(game_.tiles().type(said)), b = tileLabel(game_.tiles().type(taken));
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
        const Placement p{g.type, cell, canonicalRotation(game_.tiles(), g.type, g.rot)};
        const auto same = std::find_if(question.choices.begin(), question.choices.end(),
                                       [&](const TileQuestion::Choice& c) { return c.placement == p; });
        if (same != question.choices.end()) same->confidence += g.probability;
        else if (question.choices.size() < kChoicesShown) question.choices.push_back({p, g.probability});
    }
    ++tileQuestions_;
    const std::optional<Placement> answer = opt_.confirmTile(game_, question);
    if (!answer || answer->pos != cell) return std::nullopt;
    // The reading of that tile, for the bridge seen on it; a tile not among the readings
    // takes the pose of the best one (it lies where that was seen).
    const Rotation turn = canonicalRotation(game_.tiles(), answer->type, answer->rot);
    const auto read = std::find_if(verdict.ranked.begin(), verdict.ranked.end(), [&](const TileGuess& g) {
        return g.type == answer->type && canonicalRotation(game_.tiles(), g.type, g.rot) == turn;
    });
    TileGuess out = read != verdict.ranked.end() ? *read : verdict.ranked.front();
    out.type = answer->type;
    out.rot = answer->rot;
    if (read == verdict.ranked.end()) out.bridge.reset();
    out.probability = 1;
    return out;
}

void Tracker::answerDecisions(int frame) {
    while (game_.phase() == Phase::Decision && game_.decision()) {
        const Decision d = *game_.decision();  // a copy: a revision replaces game_
        std::optional<Move> answer = opt_.decide ? opt_.decide(game_, d) : std::nullopt;
        if (const auto* reveal = answer ? std::get_if<BazaarReveal>(&*answer) : nullptr; reveal && !game_.check(*answer)) {
            if (!reviseForReveal(*reveal, frame)) answer = revealWithLookAlikes(*reveal, frame);
        }
        if (answer && game_.apply(*answer)) {
            notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> " + describe(*answer, game_.tiles()));
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> default: " +
                         (d.options.empty() ? std::string("pass") : d.options[static_cast<size_t>(d.suggested)]));
        const Status s = d.options.empty() ? game_.apply(Pass{}) : game_.apply(Choose{d.suggested});
        if (!s) {
            alerts_.push_back({frame, "uncertain", "cannot answer '" + d.question + "': " + s.error()});
            return;
        }
    }
}

void Tracker::endTurn() {
    // The last still frame is read once more, whatever it changed: a tile in the table's
    // colours changes too few pixels of the small frame to be looked at (an all-city C,
    // 9 pixels, laid on the last turn), and no later turn shows
    // it among several new tiles.
    if (lastQuiet_.index >= 0 && gridLocked_) {
        readAgain_ = true;
        const int index = std::exchange(lastQuiet_.index, -1);
        readStill(lastQuiet_.frame, smallFrame(lastQuiet_.frame), index);
    }
    if (game_.phase() == Phase::Follower) (void)game_.apply(Pass{});  // always legal in the follower phase
    answerDecisions(-1);
}

void Tracker::finish() {
    if (game_.over()) return;
    endTurn();
    if (!game_.over())
        if (const Status st = game_.apply(EndGame{}); !st) alerts_.push_back({-1, "uncertain", "cannot end the game: " + st.error()});
    answerDecisions(-1);
}

std::vector<TileGuess> Tracker::rescan(const cv::Mat& frameBgr) const {
    const cv::Mat top = rectifier_.rectify(frameBgr);
    std::vector<TileGuess> out;
    for (const PlacedTile& t : game_.board().placed()) out.push_back(library_->rank(cellImage(top, t.pos)).front());
    return out;
}

}  // namespace carc::vision
