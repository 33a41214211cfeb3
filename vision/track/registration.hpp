#pragma once
// Stage 2 of the pipeline (docs/vision.md): where the table and the board's cells lie in
// a frame. The table markers give the homography (Rectifier); a bump that moves them
// re-registers, and the board is laid back on the last still view by ECC; the grid of
// cells is locked to the start tile wherever it lies on the first still frame, turned as
// it lies (the board's frame: the start tile as laid), and follows the mean lie of the
// tiles read after it. Cells are cut from the top-down view as kTileSquarePx squares in
// the board's orientation (cellImage).
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/geometry.hpp"
#include "engine/tile.hpp"
#include "vision/track/dump_sink.hpp"
#include "vision/track/rectifier.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_photo.hpp"

namespace carc::vision {

// The board's cells on the table: where cell (0, 0)'s centre lies, how the board is
// turned on the table, and how many tiles' lie that is the mean of (the start tile is
// the first); `seen`: each such tile's cell and where its centre lies (table mm), what
// the board's turn is fitted to.
struct Grid {
    cv::Point2d originMm;
    double turnDeg = 0;  // the board's east from the table's, clockwise seen from above
    int samples = 0;
    std::vector<std::pair<Pos, cv::Point2d>> seen;
};

// The placed tiles' bounds in cells: min x, min y, max x, max y (Board::bounds).
using CellBounds = std::array<int, 4>;

// A tile as it lies: a cut centred on it rather than on its cell, and its pose in that
// cut (its picture -> the cut's pixels); none: the cell's own cut, the pose unknown.
struct TileCut {
    cv::Mat image;
    std::optional<cv::Matx23d> pose;
};

class Registration {
public:
    Registration(Rectifier rectifier, std::shared_ptr<const DumpSink> dump)
        : rectifier_(std::move(rectifier)), dump_(std::move(dump)) {}

    // What a still frame's markers say. Registered: the first registration; Unregistered:
    // it failed (`reason` why); Bumped: they moved beyond the tolerance and the table was
    // registered again (`reason`: how far); Lost: that failed.
    struct MarkerCheck {
        enum class Outcome { Kept, Registered, Unregistered, Bumped, Lost };
        Outcome outcome = Outcome::Kept;
        std::string reason;
    };
    [[nodiscard]] MarkerCheck checkMarkers(const cv::Mat& frameBgr, double tolerancePx);
    // After a bump: how the new top-down view `top` lies on the last still one, found on
    // the board (`board`: its bounds) by ECC and laid on every top-down view from now on.
    void alignBoardAfterBump(const cv::Mat& top, const cv::Mat& stillTop, const CellBounds& board);
    // The frame seen from above in `read` (black elsewhere), corrected after a bump.
    [[nodiscard]] cv::Mat topView(const cv::Mat& frameBgr, const cv::Rect& read) const;

    // Locks the grid to the start tile (`startType` at `startRot`, pictures in `library`)
    // found by its picture anywhere inside the markers in `top`, and turns the board's
    // frame by the quarter turns that make it lie at `startRot`; the error says why it
    // was not found.
    [[nodiscard]] Status lockGrid(const cv::Mat& top, const TileLibrary& library, TileTypeId startType, Rotation startRot);
    [[nodiscard]] bool gridLocked() const { return locked_; }
    // A tile just read on `cell` lies `offsetMm` off its centre (board orientation): the
    // grid moves by the running mean; the move (board mm) is returned for what lies in
    // cell pixels to follow it. When the tiles seen say the board lies turned from the
    // grid by more than their lie explains, the grid turns too (grid().turnDeg changes:
    // cellToCell says how cell pixels follow).
    [[nodiscard]] cv::Point2d refineGrid(Pos cell, cv::Point2d offsetMm);
    // A pose (picture -> cell `p`'s pixels) under grid `before`, under the grid now.
    [[nodiscard]] cv::Matx23d cellToCell(const Grid& before, Pos p, const cv::Matx23d& pose) const;
    [[nodiscard]] const Grid& grid() const { return grid_; }
    void setGrid(const Grid& grid) { grid_ = grid; }

    // The rectified image of a board cell (kTileSquarePx square, board orientation) from a
    // top-down image, optionally shifted (board mm) and turned from its grid place; `top`
    // may be a part of the table view, from `origin` on.
    [[nodiscard]] cv::Mat cellImage(const cv::Mat& top, Pos p, cv::Point2d shiftMm = {}, double turnDeg = 0,
                                    cv::Point origin = {}) const;
    // A tile as it lies on `cell`, `pose` how it lies on the cell's cut (none: the cell's cut).
    [[nodiscard]] TileCut cutWhereTheTileLies(const cv::Mat& top, Pos cell, const cv::Matx23d* pose) const;
    // A cell's outline in frame pixels (empty before the grid is locked).
    [[nodiscard]] std::vector<cv::Point2f> cellOutline(Pos p) const;
    // A cell's centre in the table view's pixels.
    [[nodiscard]] cv::Point2d cellCentre(Pos p) const;
    // A cell's square in the table view, `morePx` larger each way.
    [[nodiscard]] cv::Rect cellSquare(Pos cell, double morePx) const;
    // The board (`board`: its bounds) and `marginCells` around it, in top-down pixels.
    [[nodiscard]] cv::Rect aroundBoard(const CellBounds& board, double marginCells) const;
    // Where the board lies in a top-down image of `image` size, with room around it.
    [[nodiscard]] cv::Rect boardArea(const CellBounds& board, cv::Size image) const;
    // The part of the top-down image a still frame is read in (boardArea and more).
    [[nodiscard]] cv::Rect readArea(const CellBounds& board) const;

    // The scale of a cell's image (cellImage: kTileSquarePx a tile), not the table view's.
    [[nodiscard]] double cellPxPerMm() const;
    // The light's blocks (light_match): a tile each, in table-view pixels.
    [[nodiscard]] int lightBlockPx() const;
    [[nodiscard]] const Rectifier& rectifier() const { return rectifier_; }

private:
    // Board mm -> table mm under grid `g` (a turn of 0 leaves the vector as it is).
    [[nodiscard]] static cv::Point2d turned(const Grid& g, cv::Point2d boardMm);
    [[nodiscard]] cv::Point2d cellMm(const Grid& g, Pos p) const;
    // Where the start tile's picture matches best inside the markers (table-view pixels);
    // none when nothing there looks like it.
    [[nodiscard]] std::optional<cv::Point2d> findStartTile(const cv::Mat& top, const TileLibrary& library,
                                                           TileTypeId startType) const;
    // The quarter turns of the board that make the start tile's cut look most like its
    // pictures (`pictures`: the start tile at its rotation on the board).
    [[nodiscard]] int startQuarterTurns(const cv::Mat& top, const std::vector<cv::Mat>& pictures);
    // The board's turn fitted to the tiles seen, when it differs from the grid's by more
    // than their lie explains.
    void fitTurn();

    Rectifier rectifier_;
    std::shared_ptr<const DumpSink> dump_;
    // Laid on every top-down view (when not empty): a re-registration after a bump finds
    // the table from its markers, but the board, far from them, lands a pixel or two off
    // where the still frames before it have it; every cell would look changed.
    cv::Mat boardCorrection_;  // 2x3, new view pixels -> the still frames' pixels
    bool locked_ = false;
    Grid grid_;
};

}  // namespace carc::vision
