#include "tile_painter.hpp"

#include <QLineF>
#include <QPolygonF>
#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>

#include "vision/camera/tile_layout.hpp"
#include "vision/camera/tile_shapes.hpp"

namespace carc::app {
namespace {

const QColor kField(0x86, 0xb8, 0x4e);
const QColor kFieldDark(0x6c, 0x9a, 0x3a);
const QColor kCity(0xd8, 0xb0, 0x72);
const QColor kCityWall(0x7a, 0x55, 0x2c);
const QColor kRoad(0xf4, 0xec, 0xd8);
const QColor kRoadEdge(0x8c, 0x7b, 0x5a);
const QColor kCloister(0xb5, 0x4b, 0x32);
const QColor kPennant(0x2b, 0x4f, 0xb0);

const QPointF kCentre(0.5, 0.5);

// Corner i is where edge i starts, walking clockwise: NW, NE, SE, SW.
QPointF corner(int i) {
    static const QPointF c[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    return c[i & 3];
}
QPointF edgeMid(int e) { return (corner(e) + corner(e + 1)) / 2; }
bool hasEdge(std::uint8_t edges, int e) { return (edges >> (e & 3)) & 1; }

int segmentCount(const TileLook& l) { return l.o->segmentCount + (l.bridge ? 1 : 0); }
const Segment& segmentOf(const TileLook& l, int s) { return s == l.bridgeSegment && l.bridge ? *l.bridge : l.o->seg[s]; }

bool hasCloister(const TileLook& l) { return l.o->cloister >= 0; }

// The segment layout the simulator and the recognisers use (vision/camera/tile_layout),
// made once per tile type, turn and bridge (models and views of any thread ask).
const vision::TileLayout& layoutOf(const TileLook& l) {
    static std::mutex guard;
    static std::map<std::tuple<TileTypeId, std::uint8_t, int>, vision::TileLayout> made;
    const std::lock_guard<std::mutex> lock(guard);
    std::optional<Axis> axis;
    if (l.bridge) axis = l.bridge->edges == axisEdges(Axis::NS) ? Axis::NS : Axis::WE;
    const auto key = std::make_tuple(l.o->type->index, l.o->rot.q, axis ? static_cast<int>(*axis) : -1);
    auto it = made.find(key);
    if (it == made.end()) it = made.emplace(key, vision::tileLayout(*l.o->type, l.o->rot, axis)).first;
    return it->second;
}

void paintCloister(QPainter& p, qreal s) {
    // A small chapel: walls, a pointed roof and a door, seen from above-front.
    const QRectF walls(0.37 * s, 0.42 * s, 0.26 * s, 0.2 * s);
    p.setPen(QPen(QColor(0x4a, 0x2a, 0x1a), 0.015 * s));
    p.setBrush(QColor(0xe8, 0xd9, 0xb8));
    p.drawRect(walls);
    QPolygonF roof;
    roof << QPointF(0.33 * s, 0.43 * s) << QPointF(0.5 * s, 0.3 * s) << QPointF(0.67 * s, 0.43 * s);
    p.setBrush(kCloister);
    p.drawPolygon(roof);
    p.setBrush(QColor(0x4a, 0x2a, 0x1a));
    p.drawRect(QRectF(0.47 * s, 0.52 * s, 0.06 * s, 0.1 * s));
}

void paintPennant(QPainter& p, QPointF at, qreal s) {
    QPolygonF shield;
    const qreal w = 0.075 * s;
    shield << QPointF(at.x() - w, at.y() - w) << QPointF(at.x() + w, at.y() - w) << QPointF(at.x() + w, at.y() + 0.2 * w)
           << QPointF(at.x(), at.y() + 1.2 * w) << QPointF(at.x() - w, at.y() + 0.2 * w);
    p.setPen(QPen(Qt::white, 0.012 * s));
    p.setBrush(kPennant);
    p.drawPolygon(shield);
}

void paintRoad(QPainter& p, const QPainterPath& unitLine, qreal s, bool bridge) {
    QTransform scale = QTransform::fromScale(s, s);
    const QPainterPath line = scale.map(unitLine);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(bridge ? QColor(0x5a, 0x4a, 0x3a) : kRoadEdge, (bridge ? 0.17 : 0.12) * s, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(line);
    p.setPen(QPen(bridge ? QColor(0xb8, 0xa8, 0x90) : kRoad, (bridge ? 0.12 : 0.08) * s, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(line);
}

}  // namespace

TileLook lookOf(const PlacedTile& t) {
    TileLook l;
    l.o = t.o;
    if (t.bridgeSeg >= 0) {
        l.bridge = &t.bridge;
        l.bridgeSegment = t.bridgeSeg;
    }
    return l;
}

TileLook lookOf(const Tileset& tiles, TileTypeId type, Rotation rot) {
    TileLook l;
    l.o = &tiles.orientation(type, rot);
    return l;
}

QPainterPath cityArea(std::uint8_t edges) {
    QPainterPath path;
    edges &= 0xF;
    if (edges == 0) return path;
    // The outline the simulator paints and the recognisers' layout holds (tile_shapes).
    TileType city;
    city.segments.push_back(Segment{FeatureKind::City, edges});
    const vision::Polyline area = vision::tileShapes(city).cities.front().area;
    path.moveTo(area.front().x, area.front().y);
    for (size_t i = 1; i < area.size(); ++i) path.lineTo(area[i].x, area[i].y);
    path.closeSubpath();
    return path;
}

QPainterPath roadLine(std::uint8_t edges) {
    QPainterPath path;
    int ends[2] = {-1, -1};
    int n = 0;
    for (int e = 0; e < 4; ++e)
        if (hasEdge(edges, e) && n < 2) ends[n++] = e;
    if (n == 0) return path;
    path.moveTo(edgeMid(ends[0]));
    if (n == 1)
        path.lineTo(kCentre);
    else
        path.quadTo(kCentre, edgeMid(ends[1]));
    return path;
}

void paintTile(QPainter& p, const QRectF& rect, const TileLook& look) {
    if (!look.o) return;
    const qreal s = rect.width();
    p.save();
    p.translate(rect.topLeft());
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(kField);
    p.drawRect(QRectF(0, 0, s, s));
    // A little texture so fields read as grass, not as a flat UI colour.
    p.setPen(QPen(kFieldDark, 0.012 * s));
    for (int i = 0; i < 6; ++i) {
        const qreal x = (0.12 + 0.15 * i) * s, y = (0.2 + 0.13 * ((i * 3) % 5)) * s;
        p.drawLine(QPointF(x, y), QPointF(x + 0.03 * s, y - 0.04 * s));
    }
    const QTransform scale = QTransform::fromScale(s, s);
    // Roads, cities and the cloister where the simulator paints them (tile_shapes).
    const vision::TileShapes shapes = vision::tileShapes(*look.o->type);
    const auto turned = [&](cv::Point2d unit) {
        const cv::Point2d at = vision::rotateUnit(unit, look.o->rot.q);
        return QPointF(at.x, at.y);
    };
    for (const vision::RoadShape& road : shapes.roads) {
        QPainterPath line;
        // (A road of three or four ends runs edge, centre, edge, centre, ...: its spokes.)
        for (size_t k = 0; k < road.line.size(); ++k) {
            if (k == 0) line.moveTo(turned(road.line[k]));
            else line.lineTo(turned(road.line[k]));
        }
        paintRoad(p, line, s, false);
    }
    // Over the roads' ends: a road that ends at a city runs under its wall.
    for (int i = 0; i < segmentCount(look); ++i) {
        const Segment& seg = segmentOf(look, i);
        if (seg.kind != FeatureKind::City) continue;
        p.setPen(QPen(kCityWall, 0.035 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(kCity);
        p.drawPath(scale.map(cityArea(seg.edges)));
    }
    if (shapes.roadEnd != vision::RoadEndKind::None) {
        // Roads that end on the tile meet at a village (or a crossing, or a bazaar).
        p.setPen(QPen(QColor(0x4a, 0x2a, 0x1a), 0.015 * s));
        p.setBrush(QColor(0xe8, 0xd9, 0xb8));
        const QPointF at = turned(shapes.roadEndAt) * s;
        p.drawRect(QRectF(at - QPointF(0.08, 0.08) * s, at + QPointF(0.08, 0.08) * s));
    }
    if (look.bridge) paintRoad(p, roadLine(look.bridge->edges), s, true);
    if (hasCloister(look)) {
        // Drawn about the tile's middle, then moved where the shapes put it (beside a road
        // straight across the tile) at their scale.
        const QPointF at = turned(shapes.cloisterAt) * s;
        p.save();
        p.translate(at);
        p.scale(shapes.cloisterScale, shapes.cloisterScale);
        p.translate(-0.5 * s, -0.5 * s);
        paintCloister(p, s);
        p.restore();
    }
    for (int i = 0; i < look.o->segmentCount; ++i) {
        const Segment& seg = look.o->seg[i];
        if (seg.kind == FeatureKind::City && seg.pennants > 0) {
            const QPointF a = segmentAnchor(look, i);
            // Beside where a knight would stand, towards the tile's centre.
            const QPointF at = a + (kCentre - a) * 0.45 + QPointF(0.12, 0);
            paintPennant(p, QPointF(std::clamp(at.x(), 0.12, 0.88) * s, std::clamp(at.y(), 0.12, 0.88) * s), s);
        }
    }
    p.setPen(QPen(QColor(0, 0, 0, 90), 0.01 * s));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(0, 0, s, s));
    p.restore();
}

QPointF segmentAnchor(const TileLook& look, int segment) {
    if (!look.o || segment < 0 || segment >= segmentCount(look)) return kCentre;
    const cv::Point2d spot = layoutOf(look).segments[static_cast<size_t>(segment)].follower;
    return {spot.x, spot.y};
}

void paintFigure(QPainter& p, QPointF centre, qreal size, const QColor& colour, FigureShape shape) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(centre);
    const qreal h = size;
    p.setPen(QPen(QColor(0x10, 0x10, 0x10), std::max<qreal>(1.0, h * 0.07), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(colour);
    if (shape == FigureShape::Castle) {
        QPolygonF tower;
        const qreal w = h * 0.45;
        tower << QPointF(-w, h / 2) << QPointF(-w, -h * 0.3) << QPointF(-w * 0.6, -h * 0.3) << QPointF(-w * 0.6, -h / 2)
              << QPointF(-w * 0.2, -h / 2) << QPointF(-w * 0.2, -h * 0.3) << QPointF(w * 0.2, -h * 0.3)
              << QPointF(w * 0.2, -h / 2) << QPointF(w * 0.6, -h / 2) << QPointF(w * 0.6, -h * 0.3)
              << QPointF(w, -h * 0.3) << QPointF(w, h / 2);
        p.drawPolygon(tower);
        p.restore();
        return;
    }
    if (shape == FigureShape::Farmer) p.rotate(-90);
    // The classic meeple outline: head, arms out, legs apart.
    const qreal u = h / 10.0;
    QPainterPath m;
    m.moveTo(0, -5 * u);
    m.cubicTo(1.6 * u, -5 * u, 1.8 * u, -2.6 * u, 1.2 * u, -2.3 * u);
    m.lineTo(4.5 * u, -1.2 * u);
    m.cubicTo(5.2 * u, -0.8 * u, 4.8 * u, 0.4 * u, 4.0 * u, 0.2 * u);
    m.lineTo(2.0 * u, 0.0);
    m.lineTo(3.6 * u, 5 * u);
    m.lineTo(1.0 * u, 5 * u);
    m.lineTo(0, 2.6 * u);
    m.lineTo(-1.0 * u, 5 * u);
    m.lineTo(-3.6 * u, 5 * u);
    m.lineTo(-2.0 * u, 0.0);
    m.lineTo(-4.0 * u, 0.2 * u);
    m.cubicTo(-4.8 * u, 0.4 * u, -5.2 * u, -0.8 * u, -4.5 * u, -1.2 * u);
    m.lineTo(-1.2 * u, -2.3 * u);
    m.cubicTo(-1.8 * u, -2.6 * u, -1.6 * u, -5 * u, 0, -5 * u);
    p.drawPath(m);
    p.restore();
}

}  // namespace carc::app
