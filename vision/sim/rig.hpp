#pragma once
// The simulated rig: a camera with a realistic lens hanging over a table whose four
// ArUco markers surround the area a game will use. Table frame as in INTERFACES.md
// (x east, y south, mm); the start tile's cell (0, 0) is centred on the table origin.
#include <array>
#include <cstdint>
#include <optional>

#include <opencv2/core.hpp>

#include "vision/camera/camera_model.hpp"
#include "vision/camera/projection.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::sim {

struct RigOptions {
    cv::Size imageSize{1280, 960};
    double tiltDeg = 15;  // camera axis from straight down, 0..25
    double tileMm = 45;
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
};

// A rig for a game whose tiles span cells [minX, maxX] x [minY, maxY] (Board::bounds order).
Rig makeRig(const std::array<int, 4>& cellBounds, const RigOptions& options, std::uint64_t seed);

// The pose after a bump: the camera shifted and turned a little (a few pixels in the image).
vision::CameraPose bumpedPose(const Rig& rig, std::uint64_t seed, int bump);

}  // namespace carc::sim
