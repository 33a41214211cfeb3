#pragma once
// The simulated rig: a camera with a realistic lens hanging over a table whose four
// ArUco markers surround the area a game will use. Table frame as in INTERFACES.md
// (x east, y south, mm); the board lies on it as BoardOnTable says (by default the start
// tile's cell (0, 0) centred on the table origin, the board's north the table's).
#include <array>
#include <cstdint>
#include <optional>

#include <opencv2/core.hpp>

#include "vision/camera/camera_model.hpp"
#include "vision/camera/projection.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::sim {

// Where the board lies on the table: board mm (cell (x, y) centred at (45x, 45y), y
// south) -> table mm, turned by `turnDeg` clockwise as seen from above about the start
// tile's centre, which lies at `startMm`.
struct BoardOnTable {
    cv::Point2d startMm{0, 0};
    double turnDeg = 0;

    [[nodiscard]] cv::Point2d toTable(cv::Point2d boardMm) const;
};

struct RigOptions {
    cv::Size imageSize{1280, 960};
    double tiltDeg = 15;  // camera axis from straight down, 0..25
    double tileMm = 45;
    BoardOnTable board;
    // The camera turned about its own axis (clockwise in its image), any angle: a rig
    // mounted any way round.
    double cameraRollDeg = 0;
    // Spare cells the markers' area has beyond the game's extent (and its one spare cell)
    // to the west, north, east, south of the table: the markers went down before anyone
    // knew where the board would grow.
    cv::Vec4d spareCells{0, 0, 0, 0};
    // A rig already set up (the app's simulated camera: the lens and table its setup
    // calibrated); empty: a random lens, and markers around the game's area.
    std::optional<vision::CameraModel> camera;
    std::optional<vision::TableModel> table;
};

struct Rig {
    vision::CameraModel camera;
    vision::TableModel table;
    vision::CameraPose pose;  // before any bump
    cv::Rect2d drawnMm;       // the table area drawn top-down (markers and a margin)
    BoardOnTable board;
};

// A rig for a game whose tiles span cells [minX, maxX] x [minY, maxY] (Board::bounds order).
Rig makeRig(const std::array<int, 4>& cellBounds, const RigOptions& options, std::uint64_t seed);

// The pose after a bump: the camera shifted and turned a little (a few pixels in the image).
vision::CameraPose bumpedPose(const Rig& rig, std::uint64_t seed, int bump);

}  // namespace carc::sim
