#pragma once
// The segment layout of a tile as it lies on the board: for a tile type, rotation and
// optional bridge, which segment every part of the tile belongs to (a label mask) and
// where a follower stands on each segment. Shared by the simulator (where it puts
// followers) and the recogniser (which feature a follower seen at a point is on).
//
// Coordinates: unit tile, board orientation: (0,0) north-west corner, x east, y south;
// multiply by tile_mm for millimetres from the tile's north-west corner.
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "engine/tile.hpp"

namespace carc::vision {

struct SegmentSpot {
    FeatureKind kind = FeatureKind::Field;
    // Unit tile coordinates, well inside the segment's area; or beside it, clear of a
    // plank that covers it (a cloister under a bridge).
    cv::Point2d follower;
    bool lying = false;    // farmers lie down
};

struct TileLayout {
    static constexpr int kSize = 96;  // label mask side in pixels
    static constexpr std::uint8_t kNone = 255;
    // CV_8U kSize x kSize: segment index per pixel (pixel (c, r) covers unit
    // [c, c+1) x [r, r+1) / kSize); the bridge, when present, is segment segmentCount-1.
    cv::Mat labels;
    std::vector<SegmentSpot> segments;  // by segment index

    // The segment at a unit tile point (clamped into the tile).
    int segmentAt(cv::Point2d unit) const;
    // How far a unit tile point is from a segment's area (0 inside it).
    double distanceTo(int segment, cv::Point2d unit) const;
    // Which of `allowed` a follower seen at `unit` stands on, or -1 when none is near.
    // Followers stand where people put them, well inside a feature, and are seen a
    // little off (their outline and shaded side): near the border of a narrow road or a
    // field strip the point alone is a coin toss. Each segment whose area (or spot) lies
    // within kFollowerReach of the point costs that distance plus its spot's distance;
    // the cheapest wins. So a farmer lying at its field's spot next to a road
    // is a farmer, and one put far out in a large field is still on the field. A farmer
    // lies anywhere on its field: beyond kFarmerSpread of the field's spot, how far says
    // nothing (a farmer 4 mm beside a cloister, 17 mm from its field's spot, was a monk).
    static constexpr double kFollowerReach = 0.12;
    static constexpr double kFarmerSpread = 0.2;
    int followerSegment(cv::Point2d unit, const std::vector<int>& allowed) const;
};

// Layout of `type` turned by `rot`; `bridge`: a bridge on the tile (board orientation),
// which becomes the segment after the printed ones (as the engine numbers it).
TileLayout tileLayout(const TileType& type, Rotation rot, std::optional<Axis> bridge = std::nullopt);

}  // namespace carc::vision
