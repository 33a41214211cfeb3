#include "vision/camera/tile_layout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <opencv2/imgproc.hpp>

#include "vision/camera/tile_shapes.hpp"

namespace carc::vision {
namespace {

constexpr int kShift = 4;  // sub-pixel bits for OpenCV's drawing functions
constexpr int N = TileLayout::kSize;

std::vector<cv::Point> toPixels(const Polyline& line) {
    std::vector<cv::Point> out;
    for (const cv::Point2d& p : line)
        out.emplace_back(cvRound(p.x * N * (1 << kShift)), cvRound(p.y * N * (1 << kShift)));
    return out;
}

void drawRoad(cv::Mat& labels, const Polyline& line, int label) {
    const std::vector<cv::Point> px = toPixels(line);
    cv::polylines(labels, px, false, cv::Scalar(label), std::max(1, cvRound(kRoadWidth * N)), cv::LINE_8, kShift);
}

// Fields take what is left: each free pixel goes to the nearest seed of its
// connected free area (areas without a seed: the nearest seed anywhere).
void fillFields(cv::Mat& labels, const std::vector<std::pair<int, cv::Point2d>>& seeds) {
    if (seeds.empty()) return;
    cv::Mat free = labels == TileLayout::kNone, components;
    cv::connectedComponents(free, components, 4, CV_32S);
    std::vector<int> seedComponent;
    for (const auto& [seg, p] : seeds) {
        const int c = std::clamp(cvFloor(p.x * N), 0, N - 1), r = std::clamp(cvFloor(p.y * N), 0, N - 1);
        seedComponent.push_back(components.at<int>(r, c));
    }
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c) {
            const int comp = components.at<int>(r, c);
            if (comp == 0) continue;
            const cv::Point2d p((c + 0.5) / N, (r + 0.5) / N);
            double best = 1e9, bestAny = 1e9;
            int label = -1, labelAny = -1;
            for (size_t i = 0; i < seeds.size(); ++i) {
                const cv::Point2d d = p - seeds[i].second;
                const double dist = d.dot(d);
                if (seedComponent[i] == comp && dist < best) best = dist, label = seeds[i].first;
                if (dist < bestAny) bestAny = dist, labelAny = seeds[i].first;
            }
            labels.at<std::uint8_t>(r, c) = static_cast<std::uint8_t>(label >= 0 ? label : labelAny);
        }
}

// A farmer lies this far (a share of the tile, 9 mm) from where a follower on another
// feature stands, where its field allows: a narrow field beside a road's middle would
// otherwise put the two spots 2.5 mm apart, and a follower on either is read as on
// whichever it lands nearer.
constexpr double kFarmerApart = 0.2;

// Per pixel of a segment's area, how far it lies from the area's edge or the tile's
// (label pixels; padded by one pixel on each side).
cv::Mat roomIn(const cv::Mat& labels, int seg) {
    cv::Mat mask, dist;
    cv::copyMakeBorder(labels == seg, mask, 1, 1, 1, 1, cv::BORDER_CONSTANT, 0);
    cv::distanceTransform(mask, dist, cv::DIST_L2, 3);
    return dist;
}

// The most interior point of a segment's area, pulled towards `anchor` (so that a
// road's follower stands on the road near its middle, not at the tile edge) and kept
// kFarmerApart from the points in `apart`.
cv::Point2d interiorPoint(const cv::Mat& labels, int seg, cv::Point2d anchor, const std::vector<cv::Point2d>& apart = {}) {
    const cv::Mat dist = roomIn(labels, seg);
    double best = -1e9;
    cv::Point2d at = anchor;
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c) {
            const float d = dist.at<float>(r + 1, c + 1);
            if (d <= 0) continue;
            const cv::Point2d p((c + 0.5) / N, (r + 0.5) / N);
            double score = std::min<double>(d, 0.09 * N) - 0.35 * N * cv::norm(p - anchor);
            for (const cv::Point2d& other : apart) score -= 2.0 * N * std::max(0.0, kFarmerApart - cv::norm(p - other));
            if (score > best) best = score, at = p;
        }
    return at;
}

// A follower stands clear of a plank: its body (13 mm across) beside the plank (12 mm
// wide), not half on it. Put at a cloister's spot when a plank lay across the cloister,
// a monk stood on the plank's edge, its blob ran onto the wood and it was missed or
// seen on the bridge's road (in both art styles). As a share of
// the tile: half the plank and half a follower, from the plank's middle line.
constexpr double kPlankClearance = (6.0 + 6.5) / 45;
// ... and no farther from its feature's area than this (9 mm).
constexpr double kBesideItsArea = 0.2;

// Where the follower on segment `seg` stands when a plank lies along `bridge`: its spot,
// or when that lies on the plank, the nearest point beside it on its own segment, or
// beside its area on a field (a cloister under the plank) that lies nearest the area,
// or else the roomiest point of its area clear of the plank;
// a farmer's kFarmerApart from the points in `apart` where it can.
cv::Point2d clearOfThePlank(const TileLayout& layout, int seg, cv::Point2d spot, Axis bridge,
                            const std::vector<cv::Point2d>& apart) {
    const double across = bridge == Axis::NS ? spot.x : spot.y;
    if (std::abs(across - 0.5) >= kPlankClearance) return spot;
    std::optional<cv::Point2d> best;
    double bestCost = std::numeric_limits<double>::max();
    for (const double side : {-1.0, 1.0}) {
        const double at = 0.5 + side * kPlankClearance;
        const cv::Point2d p = bridge == Axis::NS ? cv::Point2d(at, spot.y) : cv::Point2d(spot.x, at);
        const int under = layout.segmentAt(p);
        const bool own = under == seg;
        // (A farmer lies on its own field; another follower may stand on a field beside.)
        const bool field = under >= 0 && layout.segments[static_cast<size_t>(under)].kind == FeatureKind::Field;
        if (!own && (!field || layout.segments[static_cast<size_t>(seg)].lying)) continue;
        const double area = own ? 0.0 : layout.distanceTo(seg, p);
        if (area > kBesideItsArea) continue;
        // Its own segment first, apart from the others, then the nearer to its area, then
        // to where it stood.
        const bool crowded = std::any_of(apart.begin(), apart.end(), [&](cv::Point2d o) { return cv::norm(p - o) < kFarmerApart; });
        const double cost = (own ? 0.0 : 2.0) + (crowded ? 1.0 : 0.0) + area + 0.01 * cv::norm(p - spot);
        if (cost < bestCost) best = p, bestCost = cost;
    }
    if (best) return *best;
    // Straight across lies another feature: the roomiest point of its own area clear of
    // the plank. (H's field under a plank between its two cities is roomy only at its
    // ends; in its middle a farmer lies half on the plank, and the part beside it, on
    // the city's edge, is read as a knight.)
    cv::Mat clear = layout.labels.clone();
    const int from = cvFloor((0.5 - kPlankClearance) * N), to = cvCeil((0.5 + kPlankClearance) * N);
    const cv::Rect band = bridge == Axis::NS ? cv::Rect(from, 0, to - from, N) : cv::Rect(0, from, N, to - from);
    clear(band).setTo(TileLayout::kNone);
    double most = 0;
    cv::Point at;
    cv::minMaxLoc(roomIn(clear, seg), nullptr, &most, nullptr, &at);
    if (most <= 0) return spot;
    return interiorPoint(clear, seg, {(at.x - 0.5) / N, (at.y - 0.5) / N}, apart);
}

cv::Point2d centroid(const cv::Mat& labels, int seg) {
    const cv::Moments m = cv::moments(labels == seg, true);
    if (m.m00 <= 0) return {0.5, 0.5};
    return {(m.m10 / m.m00 + 0.5) / N, (m.m01 / m.m00 + 0.5) / N};
}

}  // namespace

int TileLayout::segmentAt(cv::Point2d unit) const {
    const int c = std::clamp(cvFloor(unit.x * kSize), 0, kSize - 1);
    const int r = std::clamp(cvFloor(unit.y * kSize), 0, kSize - 1);
    const int label = labels.at<std::uint8_t>(r, c);
    return label == kNone ? -1 : label;
}

double TileLayout::distanceTo(int segment, cv::Point2d unit) const {
    double best = std::numeric_limits<double>::max();
    for (int r = 0; r < labels.rows; ++r)
        for (int c = 0; c < labels.cols; ++c)
            if (labels.at<std::uint8_t>(r, c) == segment)
                best = std::min(best, std::hypot((c + 0.5) / kSize - unit.x, (r + 0.5) / kSize - unit.y));
    return best;
}

int TileLayout::followerSegment(cv::Point2d unit, const std::vector<int>& allowed) const {
    int best = -1;
    double bestCost = std::numeric_limits<double>::max();
    for (const int s : allowed) {
        if (s < 0 || static_cast<size_t>(s) >= segments.size()) continue;
        const SegmentSpot& spot = segments[static_cast<size_t>(s)];
        const double off = cv::norm(spot.follower - unit);
        // (Its spot counts as its area: beside a plank across it, a cloister's follower
        // stands off its area.)
        const double area = segmentAt(unit) == s ? 0.0 : std::min(distanceTo(s, unit), off);
        if (area > kFollowerReach) continue;
        const double cost = area + (spot.kind == FeatureKind::Field ? std::min(off, kFarmerSpread) : off);
        if (cost < bestCost) best = s, bestCost = cost;
    }
    return best;
}

TileLayout tileLayout(const TileType& type, Rotation rot, std::optional<Axis> bridge) {
    const TileShapes shapes = tileShapes(type);
    TileLayout out;
    out.labels = cv::Mat(N, N, CV_8U, cv::Scalar(TileLayout::kNone));
    for (const RoadShape& r : shapes.roads) drawRoad(out.labels, r.line, r.segment);
    for (const CityShape& c : shapes.cities)
        cv::fillPoly(out.labels, std::vector<std::vector<cv::Point>>{toPixels(c.area)}, cv::Scalar(c.segment),
                     cv::LINE_8, kShift);
    if (shapes.cloisterSegment >= 0)  // on top: a cloister may stand inside a city (BB/LCFc)
        cv::fillPoly(out.labels, std::vector<std::vector<cv::Point>>{toPixels(shapes.cloister)},
                     cv::Scalar(shapes.cloisterSegment), cv::LINE_8, kShift);
    fillFields(out.labels, shapes.fieldSeeds);

    // Rotation 0 -> board orientation: the picture turns with the tile.
    static const cv::RotateFlags turns[3] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    if (rot.q != 0) cv::rotate(out.labels, out.labels, turns[rot.q - 1]);

    const int printed = static_cast<int>(type.segments.size());
    if (bridge) {
        const Polyline line = *bridge == Axis::NS ? Polyline{{0.5, 0}, {0.5, 1}} : Polyline{{0, 0.5}, {1, 0.5}};
        drawRoad(out.labels, line, printed);
    }
    for (int s = 0; s < printed + (bridge ? 1 : 0); ++s) {
        SegmentSpot spot;
        spot.kind = s < printed ? type.segments[s].kind : FeatureKind::Road;
        spot.lying = spot.kind == FeatureKind::Field;
        cv::Point2d anchor = centroid(out.labels, s);
        if (spot.kind == FeatureKind::Road) {
            // The middle of the road's centre line (a dead end: nearer the edge).
            Polyline line;
            if (s < printed) {
                for (const RoadShape& r : shapes.roads)
                    if (r.segment == s) line = r.line;
                for (cv::Point2d& p : line) p = rotateUnit(p, rot.q);
            } else {
                line = *bridge == Axis::NS ? Polyline{{0.5, 0.3}, {0.5, 0.3}} : Polyline{{0.3, 0.5}, {0.3, 0.5}};
            }
            if (!line.empty()) anchor = line.size() == 2 ? 0.55 * line[0] + 0.45 * line[1] : line[line.size() / 2];
        }
        spot.follower = interiorPoint(out.labels, s, anchor);
        out.segments.push_back(spot);
    }
    // Beside a plank, but on it the bridge's own follower.
    const auto clearOfIt = [&](bool lying, const std::vector<cv::Point2d>& apart) {
        if (!bridge) return;
        for (int s = 0; s < printed; ++s)
            if (SegmentSpot& spot = out.segments[static_cast<size_t>(s)]; spot.lying == lying)
                spot.follower = clearOfThePlank(out, s, spot.follower, *bridge, apart);
    };
    clearOfIt(false, {});
    // Farmers lie apart from where the other followers stand.
    std::vector<cv::Point2d> standing;
    for (const SegmentSpot& spot : out.segments)
        if (spot.kind != FeatureKind::Field) standing.push_back(spot.follower);
    for (size_t s = 0; s < out.segments.size(); ++s)
        if (out.segments[s].kind == FeatureKind::Field && !standing.empty())
            out.segments[s].follower = interiorPoint(out.labels, static_cast<int>(s), centroid(out.labels, static_cast<int>(s)), standing);
    clearOfIt(true, standing);
    return out;
}

}  // namespace carc::vision
