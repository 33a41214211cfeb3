#include "vision/camera/tile_shapes.hpp"

#include <bit>
#include <cmath>
#include <cstdlib>

namespace carc::vision {
namespace {

const cv::Point2d kCentre{0.5, 0.5};

cv::Point2d edgeMid(int e) {
    static const cv::Point2d mids[4] = {{0.5, 0.0}, {1.0, 0.5}, {0.5, 1.0}, {0.0, 0.5}};
    return mids[e & 3];
}

// Half-edge points NL NR EL ER SL SR WL WR (clockwise from the west half of N).
cv::Point2d halfPoint(int h) {
    static const cv::Point2d pts[8] = {{0.25, 0}, {0.75, 0}, {1, 0.25}, {1, 0.75},
                                       {0.75, 1}, {0.25, 1}, {0, 0.75}, {0, 0.25}};
    return pts[h & 7];
}

Polyline bezier(cv::Point2d a, cv::Point2d c, cv::Point2d b, int steps = 16) {
    Polyline out;
    for (int i = 0; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        out.push_back((1 - t) * (1 - t) * a + 2 * t * (1 - t) * c + t * t * b);
    }
    return out;
}

Polyline rotated(const Polyline& line, int q) {
    Polyline out;
    for (const cv::Point2d& p : line) out.push_back(rotateUnit(p, q));
    return out;
}

void append(Polyline& to, const Polyline& from) { to.insert(to.end(), from.begin(), from.end()); }

// A city on edge set `edges`, drawn in a canonical orientation and turned into place.
CityShape cityShape(const Segment& s, int index) {
    CityShape c;
    c.segment = index;
    const int n = std::popcount(static_cast<unsigned>(s.edges));
    int q = 0;
    if (n == 4) {
        c.area = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
        c.pennant = cv::Point2d{0.28, 0.3};
        return c;
    }
    if (n == 1) {  // a cap on edge N
        q = std::countr_zero(static_cast<unsigned>(s.edges));
        const Polyline wall = bezier({1, 0}, {0.5, 0.62}, {0, 0});
        c.area = wall;
        c.walls = {wall};
        c.pennant = cv::Point2d{0.5, 0.13};
    } else if (n == 3) {  // missing S
        const int missing = std::countr_zero(static_cast<unsigned>(~s.edges & 0xF));
        q = (missing - 2 + 4) % 4;
        const Polyline wall = bezier({1, 1}, {0.5, 0.45}, {0, 1});
        c.area = {{0, 0}, {1, 0}};
        append(c.area, wall);
        c.walls = {wall};
        c.pennant = cv::Point2d{0.22, 0.26};
    } else if (s.edges == 0b0101 || s.edges == 0b1010) {  // W and E, through the middle
        q = s.edges == 0b1010 ? 0 : 1;
        const Polyline top = bezier({0, 0}, {0.5, 0.55}, {1, 0});
        const Polyline bottom = bezier({1, 1}, {0.5, 0.45}, {0, 1});
        c.area = top;
        append(c.area, bottom);
        c.walls = {top, bottom};
        c.pennant = cv::Point2d{0.14, 0.5};
    } else {  // two adjacent edges: canonical N and E
        for (int e = 0; e < 4; ++e)
            if ((s.edges >> e & 1) && (s.edges >> ((e + 1) & 3) & 1)) q = e;
        const Polyline wall = bezier({1, 1}, {0.32, 0.68}, {0, 0});
        c.area = {{1, 0}};
        append(c.area, wall);
        c.walls = {wall};
        c.pennant = cv::Point2d{0.76, 0.24};
    }
    c.area = rotated(c.area, q);
    for (Polyline& w : c.walls) w = rotated(w, q);
    // Only a city with a pennant shows one: it is all that tells S from T, M from N, ...
    if (s.pennants == 0) c.pennant.reset();
    if (c.pennant) c.pennant = rotateUnit(*c.pennant, q);
    return c;
}

}  // namespace

cv::Point2d rotateUnit(cv::Point2d p, int quarterTurns) {
    for (int i = 0; i < (quarterTurns & 3); ++i) p = {1.0 - p.y, p.x};
    return p;
}

namespace {

// What on a tile shapes its roads: the edges its cities reach, how many roads end on it,
// whether it has a cloister (roads end at it), whether it is a bazaar.
struct RoadsTile {
    std::uint8_t cityEdges = 0;
    int deadEnds = 0;
    bool hasCloister = false;
    bool bazaar = false;
};

RoadsTile roadsTile(const TileType& type) {
    RoadsTile t;
    t.bazaar = type.bazaar;
    for (const Segment& s : type.segments) {
        if (s.kind == FeatureKind::City) t.cityEdges |= s.edges;
        if (s.kind == FeatureKind::Road && std::popcount(static_cast<unsigned>(s.edges)) == 1) ++t.deadEnds;
        t.hasCloister = t.hasCloister || s.kind == FeatureKind::Cloister;
    }
    return t;
}

// A road segment's centre line (segment `index` of its tile). A road ending on the tile
// runs into the city across it, or ends at the cloister; else it sets `roadEnd` to what it
// ends at (a junction of three or more, a bazaar's stall, a house).
RoadShape roadShape(const Segment& s, int index, const RoadsTile& tile, RoadEndKind& roadEnd) {
    RoadShape r;
    r.segment = index;
    std::vector<int> edges;
    for (int e = 0; e < 4; ++e)
        if (s.edges >> e & 1) edges.push_back(e);
    if (edges.size() == 2 && (edges[1] - edges[0]) == 2) {
        r.line = {edgeMid(edges[0]), edgeMid(edges[1])};
    } else if (edges.size() == 2) {  // a bend around the corner the two edges share
        const cv::Point2d a = edgeMid(edges[0]), b = edgeMid(edges[1]);
        const cv::Point2d corner = a + b - kCentre;
        for (int k = 0; k <= 12; ++k) {
            const double t = k / 12.0 * CV_PI / 2;
            r.line.push_back(corner + (a - corner) * std::cos(t) + (b - corner) * std::sin(t));
        }
    } else if (edges.size() == 1) {
        const int e = edges[0];
        const int opposite = (e + 2) & 3;
        cv::Point2d end = kCentre;
        if (!tile.hasCloister && tile.deadEnds < 3 && (tile.cityEdges >> opposite & 1))
            end = kCentre + 0.3 * (edgeMid(opposite) - kCentre) * 2;  // into the city
        else if (!tile.hasCloister) {
            roadEnd = tile.deadEnds >= 3 ? RoadEndKind::Junction
                      : tile.bazaar      ? RoadEndKind::Bazaar
                                         : RoadEndKind::House;
        }
        r.line = {edgeMid(e), end};
    } else {  // three or four edges as one road: meet in the middle
        for (int e : edges) {
            r.line.push_back(edgeMid(e));
            r.line.push_back(kCentre);
        }
    }
    return r;
}

}  // namespace

TileShapes tileShapes(const TileType& type) {
    TileShapes out;
    out.bazaar = type.bazaar;
    const RoadsTile roads = roadsTile(type);
    for (int i = 0; i < static_cast<int>(type.segments.size()); ++i) {
        const Segment& s = type.segments[i];
        switch (s.kind) {
            case FeatureKind::City:
                out.cities.push_back(cityShape(s, i));
                break;
            case FeatureKind::Cloister:
                out.cloisterSegment = i;
                break;
            case FeatureKind::Field:
                for (int h = 0; h < 8; ++h)
                    if (s.halves >> h & 1) out.fieldSeeds.emplace_back(i, halfPoint(h) + 0.07 * (kCentre - halfPoint(h)));
                break;
            case FeatureKind::Road:
                out.inn = out.inn || s.inn;
                out.roads.push_back(roadShape(s, i, roads, out.roadEnd));
                break;
        }
    }
    if (type.bazaar && out.roadEnd == RoadEndKind::None) out.roadEnd = RoadEndKind::Bazaar;
    if (out.cloisterSegment >= 0) {
        // A road straight across the tile passes beside the cloister, not through it.
        for (const RoadShape& r : out.roads)
            if (r.line.size() == 2 && std::abs(r.line[0].y - r.line[1].y) < 1e-9 && r.line[0].x != r.line[1].x) {
                out.cloisterAt = {0.5, 0.25};
                out.cloisterScale = 0.7;
            } else if (r.line.size() == 2 && std::abs(r.line[0].x - r.line[1].x) < 1e-9 && r.line[0].y != r.line[1].y &&
                       std::abs(r.line[0].y - r.line[1].y) > 0.9) {
                out.cloisterAt = {0.75, 0.5};
                out.cloisterScale = 0.7;
            }
        const double hw = 0.17 * out.cloisterScale, hh = 0.2 * out.cloisterScale;
        const cv::Point2d c = out.cloisterAt;
        out.cloister = {c + cv::Point2d(-hw, -hh), c + cv::Point2d(hw, -hh), c + cv::Point2d(hw, hh), c + cv::Point2d(-hw, hh)};
    }
    return out;
}

}  // namespace carc::vision
