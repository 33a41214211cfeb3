#pragma once
// The table drawn top-down at a fixed scale: a wooden table top with the four ArUco
// markers (printed on white paper), the tiles as they physically lie (each a little
// turned and off its cell, with a thin cast shadow), and the pieces on top. Tiles are
// added incrementally (a move redraws one tile); the pieces layer is rebuilt only when
// the pieces change.
#include <map>
#include <optional>
#include <tuple>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "vision/camera/plane_warp.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/pieces.hpp"
#include "vision/sim/rig.hpp"
#include "vision/sim/tile_art.hpp"

namespace carc::sim {

// Where a placed tile physically lies: its cell centre plus these.
struct TileLie {
    cv::Point2d offsetMm;
    double angleDeg = 0;  // clockwise as seen from above
    int variant = 0;      // which art variant (real art with several scans)
};

// A follower, bridge or castle to draw, in table mm.
struct PiecePlacement {
    enum class Kind { Follower, Bridge, Castle } kind = Kind::Follower;
    cv::Point2d atMm;
    cv::Scalar colour;
    bool lying = false;       // followers: farmers
    bool northSouth = false;  // bridges, castles
    double angleDeg = 0;
};

class TablePicture {
public:
    TablePicture(const Rig& rig, double pxPerMm, std::uint64_t seed);

    const vision::PlanePicture& plane() const { return plane_; }
    double pxPerMm() const { return 1.0 / plane_.mmPerPixel; }
    cv::Size size() const { return background_.size(); }
    int tileArtPx() const;  // the side tiles are drawn at (tile art size)

    // Makes the tiles layer show exactly tiles[0..count) (redraws from scratch when
    // asked for fewer than it shows).
    void showTiles(const std::vector<PlacedTile>& tiles, const std::vector<TileLie>& lies, int count, TileArt& art);
    // The tiles layer with the pieces drawn on (a new picture); `figures`: followers as
    // solid figures seen so (drawFigure), else flat.
    cv::Mat withPieces(const std::vector<PiecePlacement>& pieces, const std::optional<FigureView>& figures = {}) const;

    cv::Point2d toPicture(cv::Point2d mm) const { return (mm - plane_.originMm) * pxPerMm(); }

private:
    void drawTile(const PlacedTile& tile, const TileLie& lie, TileArt& art);

    vision::PlanePicture plane_;
    double tileMm_;
    BoardOnTable board_;
    cv::Mat background_;  // table and markers
    cv::Mat tiles_;       // background + tiles shown
    int shown_ = 0;
};

// The table point (mm) of a unit-tile point (board orientation) on a lying tile of a
// board lying on the table as `board` says.
cv::Point2d tilePointMm(Pos cell, const TileLie& lie, double tileMm, cv::Point2d unit, const BoardOnTable& board);

}  // namespace carc::sim
