#include "vision/structure/structure_reader.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace carc::vision {
namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Probabilities are kept away from 0 and 1: one misread part must not veto a tile.
double logOf(double p) {
    constexpr double kFloor = 0.03;
    return std::log(std::clamp(p, kFloor, 1 - kFloor));
}

struct Rect {
    double x0, y0, x1, y1;
};

// A rectangle beside edge `e`: `t0..t1` along it (clockwise, as the half-edges are
// named) and `d0..d1` deep into the tile, in unit tile coordinates.
Rect besideEdge(int e, double t0, double t1, double d0, double d1) {
    switch (e) {
        case 0: return {t0, d0, t1, d1};
        case 1: return {1 - d1, t0, 1 - d0, t1};
        case 2: return {1 - t1, 1 - d1, 1 - t0, 1 - d0};
        default: return {d0, 1 - t1, d1, 1 - t0};
    }
}

double shareIn(const GroundMap& m, Ground g, const Rect& r) { return m.share(g, r.x0, r.y0, r.x1, r.y1); }

// Where the edge band lies: clear of the printed rim and of a photo's cut, and no
// deeper than a city cap is at its thinnest.
constexpr double kBandNear = 0.03, kBandFar = 0.12;
constexpr double kBandEnds = 0.12;  // the corners belong to both edges: left out
// A road crosses its edge at the middle (give or take the art's wiggle).
constexpr double kRoadFrom = 0.30, kRoadTo = 0.70, kRoadWindow = 0.12;
constexpr double kRoadNear = 0.03, kRoadFar = 0.16;

EdgeReading readEdge(const GroundMap& m, int e) {
    EdgeReading r;
    const Rect band = besideEdge(e, kBandEnds, 1 - kBandEnds, kBandNear, kBandFar);
    // Pale ground all along the band is no road (a road crosses a tenth of it): a city's
    // worn, washed-out ground or white walls; the city share is judged without it.
    constexpr double kRoadAlongBand = 0.25;  // a road crossing the middle fills at most this much of the band
    const double paleShare = std::max(0.0, shareIn(m, Ground::Road, band) - kRoadAlongBand);
    r.cityShare = std::min(1.0, shareIn(m, Ground::City, band) / (1 - paleShare));
    for (double t = kRoadFrom; t + kRoadWindow <= kRoadTo + 1e-9; t += 0.02)
        r.roadShare = std::max(r.roadShare, shareIn(m, Ground::Road, besideEdge(e, t, t + kRoadWindow, kRoadNear, kRoadFar)));
    constexpr double kCityShareMid = 0.40, kCityShareSlope = 0.08;  // a city fills most of its edge band
    constexpr double kRoadShareMid = 0.28, kRoadShareSlope = 0.06;  // a road fills a third of its window and more
    const double city = sigmoid((r.cityShare - kCityShareMid) / kCityShareSlope);
    // Where a road would cross, mostly unseen (a follower stands there, glare): no word on a road.
    constexpr double kMostlyUnseen = 0.4;
    const Rect crossing = besideEdge(e, kRoadFrom, kRoadTo, kRoadNear, kRoadFar);
    const bool unseen = m.unseenShare(crossing.x0, crossing.y0, crossing.x1, crossing.y1) > kMostlyUnseen;
    const double road = unseen ? 0.5 : sigmoid((r.roadShare - kRoadShareMid) / kRoadShareSlope);
    // The River's water crosses an edge as a road does, a little wider and winding.
    for (double t = kRoadFrom; t + kRoadWindow <= kRoadTo + 1e-9; t += 0.02) {
        const Rect w = besideEdge(e, t, t + kRoadWindow, kRoadNear, kRoadFar);
        r.waterShare = std::max(r.waterShare, m.waterShare(w.x0, w.y0, w.x1, w.y1));
    }
    constexpr double kWaterShareMid = 0.25, kWaterShareSlope = 0.06;  // water fills a quarter of the window and more
    r.water = sigmoid((r.waterShare - kWaterShareMid) / kWaterShareSlope);
    r.city = city;
    r.road = (1 - city) * road;
    r.field = (1 - city) * (1 - road);
    return r;
}

double joinProbability(double cityShare) {
    constexpr double kMid = 0.35, kSlope = 0.10;  // the joining part is mostly city ground
    return sigmoid((cityShare - kMid) / kSlope);
}

// City ground where two city edges may join, on a washed-out photo pale ground counted as
// city too: there a city's ground and walls are pale, and no road runs between two city
// edges of a base tile. Printed colours keep their pale walls apart (the painted art's
// walls of two city caps nearly meet inward of their corner).
double cityOrPale(const GroundMap& m, double x0, double y0, double x1, double y1) {
    constexpr double kWashedOut = 0.7, kPrinted = 0.9;  // saturations: the board photos are 0.4-0.7
    const double paleCounts = std::clamp((kPrinted - m.saturation) / (kPrinted - kWashedOut), 0.0, 1.0);
    return m.share(Ground::City, x0, y0, x1, y1) + paleCounts * m.share(Ground::Road, x0, y0, x1, y1);
}

}  // namespace

StructureReading readStructure(const GroundMap& m) {
    StructureReading r;
    for (int e = 0; e < 4; ++e) {
        r.edge[static_cast<size_t>(e)] = readEdge(m, e);
        for (int h = 0; h < 2; ++h)
            r.halfCity[static_cast<size_t>(2 * e + h)] =
                shareIn(m, Ground::City, besideEdge(e, h == 0 ? kBandEnds : 0.5, h == 0 ? 0.5 : 1 - kBandEnds, kBandNear, kBandFar));
    }
    // Inward of each corner, a third of the way in from both edges: city when the two
    // edges' cities are one (M), field when they are two caps (I).
    constexpr double kIn = 0.33, kHalf = 0.08;
    const std::array<cv::Point2d, 4> corner{{{1 - kIn, kIn}, {1 - kIn, 1 - kIn}, {kIn, 1 - kIn}, {kIn, kIn}}};
    for (size_t c = 0; c < 4; ++c)
        r.cornerCity[c] = cityOrPale(m, corner[c].x - kHalf, corner[c].y - kHalf, corner[c].x + kHalf, corner[c].y + kHalf);
    r.centreCity = cityOrPale(m, 0.4, 0.4, 0.6, 0.6);

    // A cloister: something not field in the middle, field all round it.
    const double centreField = m.share(Ground::Field, 0.35, 0.35, 0.65, 0.65);
    const double bigField = m.share(Ground::Field, 0.15, 0.15, 0.85, 0.85);
    const double ringField = (bigField * 0.49 - centreField * 0.09) / 0.40;
    constexpr double kBuildingMid = 0.45, kRingMid = 0.60, kSlope = 0.10;
    r.cloister = sigmoid((1 - centreField - kBuildingMid) / kSlope) * sigmoid((ringField - kRingMid) / kSlope);

    // A pennant: a small patch where blue and white meet, anywhere on the tile, in a
    // shield's shape. Its colours alone (a shield cut by the edge or touching roofs, or
    // roofs beside walls) say less: the picture's other parts and the neighbours decide.
    constexpr double kShieldSide = 0.14, kStep = 0.03;
    double shield = 0, colours = 0;
    for (double y = 0; y + kShieldSide <= 1; y += kStep)
        for (double x = 0; x + kShieldSide <= 1; x += kStep) {
            shield = std::max(shield, m.shieldShare(x, y, x + kShieldSide, y + kShieldSide));
            colours = std::max(colours, m.shieldColoursShare(x, y, x + kShieldSide, y + kShieldSide));
        }
    constexpr double kShieldMid = 0.15, kShieldSlope = 0.05;
    constexpr double kColoursAlone = 0.3;  // the most a pennant's colours without its shape make it likely
    r.pennant = std::max(sigmoid((shield - kShieldMid) / kShieldSlope), kColoursAlone * sigmoid((colours - kShieldMid) / kShieldSlope));
    r.tileColours = 1 - m.share(Ground::Other, 0, 0, 1, 1);
    r.seen = 1 - m.unseenShare(0, 0, 1, 1);
    return r;
}

double structureLogLikelihood(const StructureReading& r, const TileOrientation& o) {
    double ll = 0;
    for (size_t e = 0; e < 4; ++e) {
        const EdgeReading& er = r.edge[e];
        // Only the River marks edges (engine/data): a marked edge is the river's. Its water
        // is field to the rules, but its pale ground may read as road: it is no city.
        const bool river = (o.markEdges >> e) & 1;
        ll += logOf(river ? er.water : 1 - er.water);
        if (river) {
            ll += logOf(1 - er.city);
            continue;
        }
        switch (o.edge[e]) {
            case Terrain::City: ll += logOf(er.city); break;
            case Terrain::Road: ll += logOf(er.road); break;
            default: ll += logOf(er.field); break;
        }
    }
    // Which city edges are one city.
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b) {
            if (o.edge[static_cast<size_t>(a)] != Terrain::City || o.edge[static_cast<size_t>(b)] != Terrain::City) continue;
            const bool joined = o.edgeSegment[static_cast<size_t>(a)] == o.edgeSegment[static_cast<size_t>(b)];
            double p;
            if (b - a == 2) p = joinProbability(r.centreCity);
            else p = joinProbability(r.cornerCity[static_cast<size_t>(b - a == 1 ? a : b)]);
            ll += logOf(joined ? p : 1 - p);
        }
    bool pennant = false;
    for (int s = 0; s < o.segmentCount; ++s) pennant = pennant || o.seg[static_cast<size_t>(s)].pennants > 0;
    ll += logOf(pennant ? r.pennant : 1 - r.pennant);
    constexpr double kCloisterWeight = 0.5;  // the edges already tell A and B from the rest
    ll += kCloisterWeight * logOf(o.cloister >= 0 ? r.cloister : 1 - r.cloister);
    return ll;
}

std::vector<TileGuess> rankByStructure(const Tileset& tiles, const StructureReading& r, const std::vector<std::string>& sets) {
    std::vector<TileGuess> out;
    for (const TileType& t : tiles.types()) {
        if (std::find(sets.begin(), sets.end(), t.set) == sets.end()) continue;
        for (std::uint8_t q = 0; q < 4; ++q) {
            if (canonicalRotation(tiles, t.index, Rotation{q}) != Rotation{q}) continue;
            TileGuess g;
            g.type = t.index;
            g.rot = Rotation{q};
            g.score = structureLogLikelihood(r, tiles.orientation(t.index, g.rot));
            out.push_back(g);
        }
    }
    std::sort(out.begin(), out.end(), [](const TileGuess& a, const TileGuess& b) { return a.score > b.score; });
    double total = 0;
    for (const TileGuess& g : out) total += std::exp(g.score - out.front().score);
    for (TileGuess& g : out) g.probability = std::exp(g.score - out.front().score) / total;
    return out;
}

std::string describeReading(const StructureReading& r) {
    std::string s;
    char buf[160];
    for (size_t e = 0; e < 4; ++e) {
        const EdgeReading& er = r.edge[e];
        std::snprintf(buf, sizeof buf, "%c field %.2f road %.2f city %.2f water %.2f (city %.2f road %.2f water %.2f); ",
                      "NESW"[e], er.field, er.road, er.city, er.water, er.cityShare, er.roadShare, er.waterShare);
        s += buf;
    }
    std::snprintf(buf, sizeof buf, "corners %.2f %.2f %.2f %.2f; centre city %.2f; cloister %.2f; pennant %.2f",
                  r.cornerCity[0], r.cornerCity[1], r.cornerCity[2], r.cornerCity[3], r.centreCity, r.cloister,
                  r.pennant);
    return s + buf;
}

}  // namespace carc::vision
