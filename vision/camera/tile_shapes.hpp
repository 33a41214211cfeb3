#pragma once
// The drawn shapes of a tile type, derived from its segments (engine/tile.hpp): city
// areas with their walls, road centre lines, the cloister building, seed points of the
// fields. Unit tile coordinates at rotation 0: (0,0) is the north-west corner, x east,
// y south, the tile is [0,1]^2. The simulator paints its art from these shapes and
// tile_layout.hpp rasterises them into per-segment areas, so art and layout agree.
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/tile.hpp"

namespace carc::vision {

using Polyline = std::vector<cv::Point2d>;

struct CityShape {
    int segment = -1;
    Polyline area;                // closed polygon
    std::vector<Polyline> walls;  // the city's borders inside the tile (not along tile edges)
    std::optional<cv::Point2d> pennant;
};

struct RoadShape {
    int segment = -1;
    Polyline line;  // centre line, from the edge inwards (or edge to edge)
};

enum class RoadEndKind { None, Junction, House, Bazaar };

struct TileShapes {
    std::vector<CityShape> cities;
    std::vector<RoadShape> roads;
    int cloisterSegment = -1;
    Polyline cloister;                       // the building's footprint (closed), empty if none
    cv::Point2d cloisterAt{0.5, 0.5};        // its centre (beside a road crossing the tile)
    double cloisterScale = 1.0;
    std::vector<std::pair<int, cv::Point2d>> fieldSeeds;  // (segment, a point inside it)
    RoadEndKind roadEnd = RoadEndKind::None;  // what stands where dead-end roads meet
    cv::Point2d roadEndAt{0.5, 0.5};
    bool inn = false;
    bool bazaar = false;
};

inline constexpr double kRoadWidth = 0.10;  // of the tile side

// The shapes of a tile type at rotation 0.
TileShapes tileShapes(const TileType& type);

// A unit-tile point turned clockwise by `quarterTurns` about the tile centre.
cv::Point2d rotateUnit(cv::Point2d p, int quarterTurns);

}  // namespace carc::vision
