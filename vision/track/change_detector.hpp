#pragma once
// Stage 2 of the pipeline, its second half (docs/vision.md): which cells a still frame
// shows changed since the last accepted one. Empty cells beside the board and placed
// tiles are compared in the last accepted frame's light (light_match), only where the
// small frames show a change (change_hint), the reach of the followers and tiles beside
// a cell left out; a cell that shows the bare table of the first frame again is a tile
// taken back, no change. Holds the last accepted still view and what it cut of it.
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "engine/geometry.hpp"
#include "vision/track/cell_change.hpp"
#include "vision/track/change_hint.hpp"
#include "vision/track/light_match.hpp"
#include "vision/track/registration.hpp"

namespace carc::vision {

// What lies beside the cells compared, reaching over them: the followers seen (their
// cell and where on it they stand, 0..1 tile coordinates) and the tiles read (their cell
// and pose, picture -> cell pixels).
struct NeighbourReach {
    std::vector<std::pair<Pos, cv::Point2d>> followers;
    const std::vector<std::pair<Pos, cv::Matx23d>>& poses;
};

// A still frame compared with the last accepted one: the top-down view relit in that
// frame's light (`lit`, around the cells compared), where the board lay in it when
// compared (`board`, Registration::boardArea), the empty cells beside the board that
// changed with their mean difference, and the placed tiles that changed.
struct Changes {
    cv::Mat lit;
    cv::Rect board;
    std::vector<std::pair<double, Pos>> changed;
    std::vector<Pos> disturbed;
};

class ChangeDetector {
public:
    // `cellChangeThreshold`: mean colour difference inside a cell; `newTileShare`: share of
    // a cell's interior changed by 30 levels (TrackerOptions).
    ChangeDetector(double cellChangeThreshold, double newTileShare)
        : cellChangeThreshold_(cellChangeThreshold), newTileShare_(newTileShare) {}

    // The first still frame, when the grid is locked: the bare table around the start tile.
    void start(const cv::Mat& top) { stillTop_ = emptyTop_ = top, forgetStill(); }
    // A still frame understood: the next ones are compared with it.
    void accept(const cv::Mat& top) { stillTop_ = top, forgetStill(), recheck_.clear(); }
    [[nodiscard]] const cv::Mat& stillTop() const { return stillTop_; }
    // Where the still frame about to be compared differs from the last accepted one.
    void hint(ChangeHint hint) { changeHint_ = std::move(hint), hintTouches_.clear(); }
    // A cell read again whether or not it changed (a tile the players took back).
    void recheck(Pos cell);

    // `top` (a still frame's top-down view) against the last accepted one: the empty
    // cells of `board`'s frontier and its placed tiles but `lastPlaced` (the one placed
    // this turn may get a follower).
    [[nodiscard]] Changes compare(const cv::Mat& top, const Registration& grid, const Board& board,
                                  std::optional<Pos> lastPlaced, const NeighbourReach& reach) const;
    // The empty cells next to the board that differ from the last accepted still frame
    // (and do not show bare table), with their mean difference; with `besides`, only those
    // beside that cell. `lit`: `top` in the light of the last still frame.
    [[nodiscard]] std::vector<std::pair<double, Pos>> changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                                   const Registration& grid, const Board& board,
                                                                   const NeighbourReach& reach,
                                                                   std::optional<Pos> besides = std::nullopt) const;
    // The whole board of `changes.lit` relit (before several new tiles are read: the
    // frontier grows as they are placed).
    void relightBoard(Changes& changes, const cv::Mat& top, const Registration& grid) const;

private:
    void forgetStill() { stillCells_.clear(), stillLight_.reset(); }
    // cellImage of the last accepted still frame, cut once per grid: every still frame
    // with a change compares each cell around the board with it.
    const cv::Mat& stillCell(const Registration& grid, Pos p) const;
    // ... and as the change detection compares it (comparedCell), once per grid too.
    const ComparedCell& stillCompared(const Registration& grid, Pos p) const;
    // ... and its light over `area` (the board's), once per still frame.
    const LightBlocks& stillLight(const Registration& grid, const cv::Rect& area) const;
    // `area` of `lit` relit from `top` in the last accepted frame's light.
    void relight(const cv::Mat& lit, const cv::Mat& top, const Registration& grid, const cv::Rect& area) const;
    // Whether the change hint touches the cell: if not, it did not change.
    bool mayHaveChanged(const Registration& grid, Pos cell) const;
    // The part of the board (`board`: boardArea) relit for this frame's comparisons: around
    // every cell the change hint touches; empty when it touches none.
    cv::Rect relitArea(const Registration& grid, const Board& placed, const cv::Rect& board) const;
    // Whether a cell may differ between two top-down images by the change threshold
    // (false: surely not; a cheap bound before the blurred comparison).
    bool mayDiffer(const Registration& grid, const cv::Mat& a, const cv::Mat& b, Pos cell) const;
    // The cell shows the bare table, as when the grid was locked (a tile taken back).
    bool looksEmpty(const Registration& grid, const cv::Mat& top, Pos cell) const;
    // Where in a cell's image (cellImage) the followers seen on its neighbours may reach,
    // with their shadows, and where the neighbouring tiles lie over its edges (255).
    cv::Mat neighboursReachingOver(const Registration& grid, Pos cell, const NeighbourReach& reach) const;

    double cellChangeThreshold_, newTileShare_;
    cv::Mat stillTop_;  // the last accepted still frame, top-down
    cv::Mat emptyTop_;  // the table when the grid was locked: only the start tile on it
    struct StillCell {
        cv::Mat cut;                           // stillCell
        std::optional<ComparedCell> compared;  // stillCompared
    };
    mutable std::map<std::pair<int, int>, StillCell> stillCells_;         // by (x, y)
    mutable std::optional<std::pair<cv::Rect, LightBlocks>> stillLight_;  // stillLight
    mutable cv::Vec3d stillCellsGrid_;  // ... at this grid origin (mm) and turn (degrees)
    ChangeHint changeHint_;
    mutable std::map<std::pair<int, int>, bool> hintTouches_;  // mayHaveChanged, by (x, y)
    std::vector<Pos> recheck_;  // cells to read again whether or not they changed
};

}  // namespace carc::vision
