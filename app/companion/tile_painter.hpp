#pragma once
// Draws tiles from the engine's tile definitions (no tile art is shipped): fields,
// city areas with pennants, roads, cloisters and bridges, in board orientation, and
// says where a follower on each segment stands. Coordinates are in the unit square
// (0,0) = north-west corner, (1,1) = south-east; y grows south as on the board.
#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QPointF>
#include <vector>

#include "engine/board.hpp"
#include "engine/tile.hpp"

namespace carc::app {

// What is drawn on one cell: a tile type turned, maybe with a bridge.
struct TileLook {
    const TileOrientation* o = nullptr;
    const Segment* bridge = nullptr;  // a bridge's road segment, or nullptr
    int bridgeSegment = -1;
};
TileLook lookOf(const PlacedTile& t);
TileLook lookOf(const Tileset& tiles, TileTypeId type, Rotation rot);

// The city area of a city segment reaching these edges (bit per edge N E S W): the
// outline the simulator paints (vision/camera/tile_shapes).
QPainterPath cityArea(std::uint8_t edges);
// The centre line of a road segment.
QPainterPath roadLine(std::uint8_t edges);

// Paints the tile into `rect` (a square).
void paintTile(QPainter& p, const QRectF& rect, const TileLook& look);
// Where a follower on segment `segment` stands, in the unit square: the segment's spot
// in vision/camera/tile_layout, where the simulator puts one and the follower reader
// expects it (on the segment's own area, or beside a plank that covers it).
QPointF segmentAnchor(const TileLook& look, int segment);

enum class FigureShape { Follower, Farmer, Castle };
// A follower (standing), a farmer (lying, as players put them on fields) or a castle,
// centred on `centre`, `size` pixels high, with a dark outline that shows on any tile.
void paintFigure(QPainter& p, QPointF centre, qreal size, const QColor& colour, FigureShape shape);

}  // namespace carc::app
