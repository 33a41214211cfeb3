#pragma once
// Where the tiles of a board lie in a photo, without markers: the tiles are told from
// the table by colour (the table is learned from the photo's border), the straight
// edges of the tiles fall into two families of lines, each meeting at a vanishing
// point; mapping those to infinity makes the table plane square up to a scale per
// axis, and the lines' period along each axis (the tile's side) and phase give the
// grid. Each grid cell mostly covered by tile is a tile.
#include <array>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

struct GridCell {
    int column = 0, row = 0;             // grid cell: column grows to the photo's right, row downwards
    std::array<cv::Point2f, 4> corners;  // photo pixels: top-left, top-right, bottom-right, bottom-left
    double coverage = 0;                 // share of the cell covered by tile colours
};

struct BoardGrid {
    cv::Matx33d gridFromPhoto;  // photo pixels -> grid units (one unit a tile side)
    std::vector<GridCell> cells;  // the cells holding a tile, row by row
    cv::Mat tileMask;             // CV_8U at the working size: 255 where tile colours are
    double workScale = 1;         // working image pixels per photo pixel
};

// Fails with a reason when no board is seen (no tile-coloured region, no straight
// tile edges, no period among them).
[[nodiscard]] Expected<BoardGrid> findBoardGrid(const cv::Mat& photoBgr);

// The photo point of a grid point.
[[nodiscard]] cv::Point2f photoPoint(const BoardGrid& grid, cv::Point2d gridPoint);

}  // namespace carc::vision
