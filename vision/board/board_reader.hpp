#pragma once
// A whole board read from one photograph, no markers: the grid found (board_grid),
// each cell rectified and read by its structure (vision/structure, any printing; an
// enrolled set as a second opinion), the board solved as one puzzle (board_solver),
// the followers found on the read tiles. Positions: x grows to the photo's right, y
// downwards, the origin is the first tile of the top row; rotations are clockwise with
// the photo's top as north.
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/geometry.hpp"
#include "engine/tile.hpp"
#include "engine/tileset.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {

struct BoardTile {
    Pos pos;
    TileTypeId type = 0;
    Rotation rot;
    double confidence = 0;               // share among the readings its solved neighbours allow
    cv::Point2d centrePx;                // in the photo
    std::array<cv::Point2f, 4> corners;  // photo pixels: top-left, top-right, bottom-right, bottom-left
    std::vector<TileGuess> candidates;   // the cell's readings that fit its solved neighbours, best first
};

struct BoardFollower {
    Pos pos;
    std::string colour;
    FeatureKind feature = FeatureKind::Field;
    int segment = -1;  // on the read tile's orientation
    cv::Point2d centrePx;
};

struct BoardDoubt {
    Pos pos;
    std::string reason;
    std::vector<TileGuess> candidates;  // the cell's best readings (empty for a board-wide doubt)
    std::array<cv::Point2f, 4> corners{};  // the cell in the photo (as BoardTile's); zero for a board-wide doubt
    bool unread = false;  // the cell has no tile in the reading (nothing fits): a score would be a guess
};

struct BoardReading {
    std::vector<BoardTile> tiles;          // the cells read (unknown cells are only doubts)
    std::vector<BoardFollower> followers;
    std::vector<BoardDoubt> doubts;
};

struct BoardReadOptions {
    const TileLibrary* library = nullptr;  // an enrolled tile set: a second opinion
    std::vector<std::string> colours;      // the players' follower colours; empty: red, blue, yellow
    std::vector<std::string> sets{"base"};  // the tile sets on the table: "base", and "river" for the River
};

// Fails (exit 2 material) when the input is no readable photo of a board: not a colour
// picture, too dark, blank, no board found.
[[nodiscard]] Expected<BoardReading> readBoard(const cv::Mat& photoBgr, const Tileset& tiles,
                                               const BoardReadOptions& options = {});

// The segment of `tile` under a follower whose centre is at `centrePx` (photo pixels);
// -1 when it stands on none (off the tile).
[[nodiscard]] int followerSegmentAt(const BoardTile& tile, cv::Point2d centrePx, const Tileset& tiles);

// The reading as INTERFACES.md's read-board JSON, without "score".
[[nodiscard]] nlohmann::json boardJson(const BoardReading& reading, const Tileset& tiles);

}  // namespace carc::vision
