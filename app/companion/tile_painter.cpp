#include "tile_painter.hpp"

#include <QLineF>
#include <QPolygonF>
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

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
// Half-edges NL NR EL ER SL SR WL WR: the left half as seen from the centre looking out.
QPointF halfPoint(int h) {
    const int e = h >> 1;
    const QPointF a = corner(e), b = corner(e + 1);
    return (h & 1) ? a * 0.25 + b * 0.75 : a * 0.75 + b * 0.25;
}
QPointF quadAt(QPointF a, QPointF c, QPointF b, qreal t) {
    const qreal u = 1 - t;
    return a * (u * u) + c * (2 * u * t) + b * (t * t);
}
bool hasEdge(std::uint8_t edges, int e) { return (edges >> (e & 3)) & 1; }

int segmentCount(const TileLook& l) { return l.o->segmentCount + (l.bridge ? 1 : 0); }
const Segment& segmentOf(const TileLook& l, int s) { return s == l.bridgeSegment && l.bridge ? *l.bridge : l.o->seg[s]; }

bool hasCloister(const TileLook& l) { return l.o->cloister >= 0; }

int roadEndsAtCentre(const TileLook& l) {
    int n = 0;
    for (int s = 0; s < l.o->segmentCount; ++s)
        if (l.o->seg[s].kind == FeatureKind::Road && std::popcount(l.o->seg[s].edges) == 1) ++n;
    return n;
}

qreal distanceToPath(const QPainterPath& path, QPointF p) {
    qreal best = std::numeric_limits<qreal>::max();
    for (int i = 0; i <= 24; ++i) best = std::min(best, QLineF(path.pointAtPercent(i / 24.0), p).length());
    return best;
}

QPointF fieldAnchor(const TileLook& l, int segment) {
    const Segment& field = segmentOf(l, segment);
    QPointF mean;
    int halves = 0;
    for (int h = 0; h < 8; ++h)
        if ((field.halves >> h) & 1) { mean += halfPoint(h); ++halves; }
    if (halves == 0) return kCentre;
    mean /= halves;
    // Pick the grid point nearest the halves' mean that lies on this field: not in a
    // city, clear of roads and the cloister, and nearer to one of this field's
    // half-edges than to any other field's.
    QPointF best = mean;
    qreal bestScore = std::numeric_limits<qreal>::max();
    for (int gy = 1; gy < 20; ++gy) {
        for (int gx = 1; gx < 20; ++gx) {
            const QPointF p(gx / 20.0, gy / 20.0);
            bool free = true;
            int nearestField = -1;
            qreal nearest = std::numeric_limits<qreal>::max();
            for (int s = 0; s < segmentCount(l) && free; ++s) {
                const Segment& seg = segmentOf(l, s);
                if (seg.kind == FeatureKind::City && cityArea(seg.edges).contains(p)) free = false;
                if (seg.kind == FeatureKind::Road && distanceToPath(roadLine(seg.edges), p) < 0.12) free = false;
                if (seg.kind == FeatureKind::Cloister && QLineF(p, kCentre).length() < 0.24) free = false;
                if (seg.kind != FeatureKind::Field) continue;
                for (int h = 0; h < 8; ++h) {
                    if (!((seg.halves >> h) & 1)) continue;
                    const qreal d = QLineF(p, halfPoint(h)).length();
                    if (d < nearest) { nearest = d; nearestField = s; }
                }
            }
            if (!free || nearestField != segment) continue;
            const qreal score = QLineF(p, mean).length();
            if (score < bestScore) { bestScore = score; best = p; }
        }
    }
    return best;
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
    if (edges == 0xF) {
        path.addRect(0, 0, 1, 1);
        return path;
    }
    if (edges == 0) return path;
    // Walk the border clockwise from a city edge that follows a non-city one; each
    // run of non-city edges becomes one curve bowing into the tile.
    int start = 0;
    while (!(hasEdge(edges, start) && !hasEdge(edges, start + 3))) ++start;
    path.moveTo(corner(start));
    for (int i = 0; i < 4;) {
        const int e = start + i;
        if (hasEdge(edges, e)) {
            path.lineTo(corner(e + 1));
            ++i;
            continue;
        }
        int run = 0;
        while (run < 4 - i && !hasEdge(edges, e + run)) ++run;
        QPointF control;
        if (run == 3) {
            // A cap on the one city edge (e + 3): apex about a quarter into the tile.
            control = edgeMid(e + 3) + (kCentre - edgeMid(e + 3)) * 1.1;
        } else if (run == 2) {
            // A corner city: the curve passes near the centre, bowing to the free corner.
            control = kCentre + (corner(e + 1) - kCentre) * 0.3;
        } else {
            control = edgeMid(e) + (kCentre - edgeMid(e)) * 1.0;
        }
        path.quadTo(control, corner(e + run));
        i += run;
    }
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
    for (int i = 0; i < segmentCount(look); ++i) {
        const Segment& seg = segmentOf(look, i);
        if (seg.kind != FeatureKind::City) continue;
        p.setPen(QPen(kCityWall, 0.035 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(kCity);
        p.drawPath(scale.map(cityArea(seg.edges)));
    }
    for (int i = 0; i < look.o->segmentCount; ++i) {
        const Segment& seg = look.o->seg[i];
        if (seg.kind == FeatureKind::Road) paintRoad(p, roadLine(seg.edges), s, false);
    }
    if (!hasCloister(look) && roadEndsAtCentre(look) > 0) {
        // Roads that end on the tile meet at a village (or a crossing).
        p.setPen(QPen(QColor(0x4a, 0x2a, 0x1a), 0.015 * s));
        p.setBrush(QColor(0xe8, 0xd9, 0xb8));
        p.drawRect(QRectF(0.42 * s, 0.42 * s, 0.16 * s, 0.16 * s));
    }
    if (look.bridge) paintRoad(p, roadLine(look.bridge->edges), s, true);
    if (hasCloister(look)) paintCloister(p, s);
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
    const Segment& seg = segmentOf(look, segment);
    switch (seg.kind) {
        case FeatureKind::Cloister:
            return kCentre;
        case FeatureKind::City: {
            if (std::popcount(seg.edges) == 1) {
                for (int e = 0; e < 4; ++e)
                    if (hasEdge(seg.edges, e)) return edgeMid(e) + (kCentre - edgeMid(e)) * 0.3;
            }
            QPointF mean;
            for (int e = 0; e < 4; ++e)
                if (hasEdge(seg.edges, e)) mean += edgeMid(e);
            mean /= std::popcount(seg.edges);
            return mean + (kCentre - mean) * 0.3;
        }
        case FeatureKind::Road: {
            if (segment == look.bridgeSegment) return kCentre;
            int ends[2] = {-1, -1}, n = 0;
            for (int e = 0; e < 4; ++e)
                if (hasEdge(seg.edges, e) && n < 2) ends[n++] = e;
            if (n == 1) return edgeMid(ends[0]) + (kCentre - edgeMid(ends[0])) * 0.5;
            return quadAt(edgeMid(ends[0]), kCentre, edgeMid(ends[1]), hasCloister(look) ? 0.2 : 0.5);
        }
        case FeatureKind::Field:
            return fieldAnchor(look, segment);
    }
    return kCentre;
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
