#include "vision/track/change_detector.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <opencv2/imgproc.hpp>

#include "vision/track/tile_photo.hpp"

namespace carc::vision {
namespace {

// A pixel of a cell "changed" beyond sensor noise and JPEG artefacts (levels).
constexpr int kPixelChange = 30;
// How far from where it was seen a follower and its shadow may reach: half a lying
// farmer's length (8 mm), the 2-4 mm its shadow falls off it, and the 3 mm a tile may
// lie off its cell.
constexpr double kFollowerReachMm = 14;
// How far past its own edges a placed tile may change the cell beside it: its cut edge
// and the shadow of its 2 mm thickness.
constexpr double kTileEdgeReachMm = 2;

}  // namespace

void ChangeDetector::recheck(Pos cell) {
    if (std::find(recheck_.begin(), recheck_.end(), cell) == recheck_.end()) recheck_.push_back(cell);
}

const cv::Mat& ChangeDetector::stillCell(const Registration& grid, Pos p) const {
    const cv::Vec3d at(grid.grid().originMm.x, grid.grid().originMm.y, grid.grid().turnDeg);
    if (stillCellsGrid_ != at) stillCells_.clear(), stillCellsGrid_ = at;
    StillCell& still = stillCells_[{p.x, p.y}];
    if (still.cut.empty()) still.cut = grid.cellImage(stillTop_, p);
    return still.cut;
}

const LightBlocks& ChangeDetector::stillLight(const Registration& grid, const cv::Rect& area) const {
    if (!stillLight_ || stillLight_->first != area)
        stillLight_.emplace(area, lightBlocks(stillTop_(area), grid.lightBlockPx()));
    return stillLight_->second;
}

const ComparedCell& ChangeDetector::stillCompared(const Registration& grid, Pos p) const {
    const cv::Mat& cut = stillCell(grid, p);
    std::optional<ComparedCell>& c = stillCells_[{p.x, p.y}].compared;
    if (!c) c = comparedCell(cut);
    return *c;
}

bool ChangeDetector::mayHaveChanged(const Registration& grid, Pos cell) const {
    if (changeHint_.everywhere()) return true;
    const auto [at, added] = hintTouches_.try_emplace({cell.x, cell.y}, false);
    if (added) at->second = changeHint_.touches(grid.cellOutline(cell));
    return at->second;
}

cv::Rect ChangeDetector::relitArea(const Registration& grid, const Board& placed, const cv::Rect& board) const {
    cv::Rect around;
    const auto add = [&](Pos p) {
        if (mayHaveChanged(grid, p)) around |= grid.cellSquare(p, 0);
    };
    for (const int c : placed.frontierCells()) add(placed.cellPos(c));
    for (const PlacedTile& t : placed.placed()) add(t.pos);
    for (const Pos p : recheck_) around |= grid.cellSquare(p, 0);
    if (around.empty()) return {};
    // Relit as the whole board would be: the light's field at a pixel comes from the
    // blocks up to three away (the 5-block median, then the field interpolated between
    // block centres). Four blocks around take in the cells beside these too, which the
    // tile placed may add to the frontier (changedCells besides it).
    const int block = grid.lightBlockPx(), margin = 4 * block;
    const auto down = [&](int v, int from) { return from + static_cast<int>(std::floor(double(v - from) / block)) * block; };
    const auto up = [&](int v, int from) { return from + static_cast<int>(std::ceil(double(v - from) / block)) * block; };
    const cv::Point from(down(around.x - margin, board.x), down(around.y - margin, board.y));
    const cv::Point to(up(around.br().x + margin, board.x), up(around.br().y + margin, board.y));
    return cv::Rect(from, to) & board;
}

bool ChangeDetector::mayDiffer(const Registration& grid, const cv::Mat& a, const cv::Mat& b, Pos cell) const {
    // meanAbsDiff averages the cell's pixel differences (resampled, then blurred) before
    // taking their size: it cannot be more than about the mean size of the raw ones over
    // the cell, up to the weight a blur's mirrored border gives the rim. Half the
    // threshold leaves room for that; it saves cutting and blurring the cells of a board
    // nobody touched (most of them, on every still frame with a change).
    const cv::Rect r = grid.cellSquare(cell, 2) & cv::Rect({0, 0}, a.size());
    if (r.area() == 0) return true;
    return cv::norm(a(r), b(r), cv::NORM_L1) / (3.0 * r.area()) > cellChangeThreshold_ / 2;
}

cv::Mat ChangeDetector::neighboursReachingOver(const Registration& grid, Pos cell, const NeighbourReach& reach) const {
    cv::Mat out(kTileSquarePx, kTileSquarePx, CV_8U, cv::Scalar(0));
    const double cellPx = kTileSquarePx, pxPerMm = grid.cellPxPerMm();
    const auto besides = [&](Pos p) { return std::abs(p.x - cell.x) + std::abs(p.y - cell.y) == 1; };
    for (const auto& [at, unit] : reach.followers) {
        if (!besides(at)) continue;
        const cv::Point2d where((at.x - cell.x + unit.x) * cellPx, (at.y - cell.y + unit.y) * cellPx);
        cv::circle(out, where, static_cast<int>(std::lround(kFollowerReachMm * pxPerMm)), cv::Scalar(255), cv::FILLED);
    }
    // A tile lying off its cell by a few millimetres covers the edge of the cell beside it.
    const double edge = kTileEdgeReachMm * pxPerMm;
    for (const auto& [at, warp] : reach.poses) {
        if (!besides(at)) continue;
        const cv::Point2d shift((at.x - cell.x) * cellPx, (at.y - cell.y) * cellPx);
        std::vector<cv::Point> corners;
        for (const cv::Point2d c : {cv::Point2d(-edge, -edge), cv::Point2d(cellPx + edge, -edge),
                                    cv::Point2d(cellPx + edge, cellPx + edge), cv::Point2d(-edge, cellPx + edge)}) {
            const cv::Vec2d p = warp * cv::Vec3d(c.x - 0.5, c.y - 0.5, 1);
            corners.emplace_back(cv::Point2d(p[0], p[1]) + shift);
        }
        cv::fillConvexPoly(out, corners, cv::Scalar(255));
    }
    return out;
}

bool ChangeDetector::looksEmpty(const Registration& grid, const cv::Mat& top, Pos cell) const {
    // The light has drifted since the grid was locked: a gain within what light can do.
    // Bare table matches itself closely; art in the table's colours (a C1 city on
    // light wood) must not pass for it, hence half the change threshold.
    const ComparedCell now = comparedCell(grid.cellImage(top, cell)), then = comparedCell(grid.cellImage(emptyTop_, cell));
    return lightFreeDifference(now.soft, then.soft).mean <= cellChangeThreshold_ / 2 &&
           changedShare(now, then, kPixelChange) < newTileShare_ / 2;
}

std::vector<std::pair<double, Pos>> ChangeDetector::changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                                 const Registration& grid, const Board& board,
                                                                 const NeighbourReach& reach,
                                                                 std::optional<Pos> besides) const {
    std::vector<std::pair<double, Pos>> changed;
    for (const int c : board.frontierCells()) {
        const Pos p = board.cellPos(c);
        if (besides && std::abs(p.x - besides->x) + std::abs(p.y - besides->y) != 1) continue;
        const bool again = std::find(recheck_.begin(), recheck_.end(), p) != recheck_.end();
        if (!again && !mayHaveChanged(grid, p)) continue;
        cv::Mat now = grid.cellImage(lit, p);
        const cv::Mat& then = stillCell(grid, p);
        const ComparedCell& thenCompared = stillCompared(grid, p);
        ComparedCell nowCompared = comparedCell(now);
        const auto differs = [&](double d) {
            return d > cellChangeThreshold_ || again ||
                   changedShare(nowCompared, thenCompared, kPixelChange) > newTileShare_;
        };
        double d = meanAbsDiff(nowCompared, thenCompared);
        if (!differs(d)) continue;
        // A follower standing at a neighbour's edge reaches over the cell (a lying farmer
        // by a quarter of it), and so does its shadow, and a neighbour lying a few
        // millimetres off its cell (the tile just placed, not yet in the still frame):
        // where they may reach is left out. A new tile changes far more than that.
        if (const cv::Mat over = again ? cv::Mat() : neighboursReachingOver(grid, p, reach);
            !over.empty() && cv::countNonZero(over) > 0) {
            then.copyTo(now, over);
            nowCompared = comparedCell(now);
            d = meanAbsDiff(nowCompared, thenCompared);
            if (!differs(d)) continue;
        }
        // A tile taken off the table (an illegal one, or one undone) leaves bare table.
        if (!looksEmpty(grid, top, p)) changed.emplace_back(d, p);
    }
    return changed;
}

void ChangeDetector::relight(const cv::Mat& lit, const cv::Mat& top, const Registration& grid, const cv::Rect& area) const {
    if (!area.empty()) matchLight(top(area), stillLight(grid, area)).copyTo(lit(area));
}

Changes ChangeDetector::compare(const cv::Mat& top, const Registration& grid, const Board& board,
                                std::optional<Pos> lastPlaced, const NeighbourReach& reach) const {
    // Compared in the light of the last accepted still frame (one tile per block). Only
    // the cells the change hint touches are compared, so only around them is relit (the
    // whole board, before several new tiles are read).
    Changes out{top.clone(), grid.boardArea(board.bounds(), top.size()), {}, {}};
    relight(out.lit, top, grid, relitArea(grid, board, out.board));
    // Which empty cells next to the board changed since the last accepted still frame,
    // and which older tiles (the one placed this turn may get a follower).
    out.changed = changedCells(out.lit, top, grid, board, reach);
    for (const PlacedTile& t : board.placed()) {
        if (lastPlaced == t.pos) continue;
        if (!mayHaveChanged(grid, t.pos) || !mayDiffer(grid, out.lit, stillTop_, t.pos)) continue;
        if (meanAbsDiff(comparedCell(grid.cellImage(out.lit, t.pos)), stillCompared(grid, t.pos)) > cellChangeThreshold_)
            out.disturbed.push_back(t.pos);
    }
    return out;
}

void ChangeDetector::relightBoard(Changes& changes, const cv::Mat& top, const Registration& grid) const {
    relight(changes.lit, top, grid, changes.board);
}

}  // namespace carc::vision
