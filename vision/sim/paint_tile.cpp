// The painted tile art: fields, roads, walled cities with roofs, pennant shields,
// cloisters, junction houses, bazaars and inns, drawn from the tile's shapes.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/camera/tile_layout.hpp"
#include "vision/camera/tile_shapes.hpp"
#include "vision/sim/sim_random.hpp"
#include "vision/sim/tile_art.hpp"

namespace carc::sim {
namespace {

using vision::Polyline;
constexpr int kShift = 4;

struct Painter {
    cv::Mat img;
    double s;  // pixels per unit tile

    cv::Point px(cv::Point2d p) const { return {cvRound(p.x * s * 16), cvRound(p.y * s * 16)}; }
    std::vector<cv::Point> px(const Polyline& line) const {
        std::vector<cv::Point> out;
        for (const cv::Point2d& p : line) out.push_back(px(p));
        return out;
    }
    int w(double unit) const { return std::max(1, cvRound(unit * s)); }
    void line(const Polyline& l, const cv::Scalar& c, double width, bool closed = false) {
        cv::polylines(img, px(l), closed, c, w(width), cv::LINE_AA, kShift);
    }
    void fill(const Polyline& poly, const cv::Scalar& c) {
        cv::fillPoly(img, std::vector<std::vector<cv::Point>>{px(poly)}, c, cv::LINE_AA, kShift);
    }
    void disc(cv::Point2d centre, double radius, const cv::Scalar& c) {
        cv::circle(img, px(centre), cvRound(radius * s * 16), c, cv::FILLED, cv::LINE_AA, kShift);
    }
    void rect(cv::Point2d a, cv::Point2d b, const cv::Scalar& c) { fill({a, {b.x, a.y}, b, {a.x, b.y}}, c); }
};

cv::Scalar shade(const cv::Scalar& c, double f) { return {c[0] * f, c[1] * f, c[2] * f}; }

// Low-frequency blotches plus fine grain, added to a base colour. The grain, one number
// per pixel, comes from a generator of its own: drawn from `rng`, it would move every
// later random choice (roofs, road bends) with the picture's size, and the same tile
// painted for the table and for its enrolment would be two different printings.
void texture(cv::Mat& img, SimRandom& rng, double blotch, double grain) {
    cv::Mat low(6, 6, CV_32F), fine(img.size(), CV_32F);
    for (int i = 0; i < 36; ++i) low.at<float>(i / 6, i % 6) = static_cast<float>(rng.gaussian(blotch));
    cv::resize(low, low, img.size(), 0, 0, cv::INTER_CUBIC);
    SimRandom grainRng(rng.next(), 0);
    for (int r = 0; r < img.rows; ++r)
        for (int c = 0; c < img.cols; ++c) fine.at<float>(r, c) = static_cast<float>(grainRng.gaussian(grain));
    cv::Mat delta = low + fine, delta3;
    cv::merge(std::vector<cv::Mat>{delta, delta, delta}, delta3);
    cv::Mat f;
    img.convertTo(f, CV_32FC3);
    f += delta3;
    f.convertTo(img, CV_8UC3);
}

void paintGrass(Painter& p, SimRandom& rng) {
    const cv::Scalar dark(52, 140, 92), light(120, 215, 170);
    for (int i = 0; i < 90; ++i) {
        const cv::Point2d a(rng.uniform(), rng.uniform());
        const cv::Point2d b = a + cv::Point2d(rng.uniform(-0.02, 0.02), rng.uniform(-0.035, -0.01));
        p.line({a, b}, rng.chance(0.5) ? dark : light, 0.008);
    }
    for (int i = 0; i < 3; ++i) {  // a few bushes
        const cv::Point2d c(rng.uniform(0.08, 0.92), rng.uniform(0.08, 0.92));
        p.disc(c + cv::Point2d(0.006, 0.008), 0.024, cv::Scalar(40, 95, 62));
        p.disc(c, 0.021, cv::Scalar(55, 140, 80));
        p.disc(c - cv::Point2d(0.007, 0.007), 0.009, cv::Scalar(90, 185, 125));
    }
}

// Printed roads meander a little; their ends stay on the edge midpoints so that
// neighbouring tiles join.
Polyline meander(const Polyline& l, SimRandom& rng) {
    Polyline dense;
    for (size_t i = 0; i + 1 < l.size(); ++i)
        for (int k = 0; k < 8; ++k) dense.push_back(l[i] + (l[i + 1] - l[i]) * (k / 8.0));
    dense.push_back(l.back());
    if (l.size() != 2) return dense;  // bends and junction roads stay as drawn
    const cv::Point2d d = l[1] - l[0];
    const cv::Point2d n = cv::Point2d(-d.y, d.x) / std::max(1e-9, cv::norm(d));
    const double amp = rng.uniform(0.012, 0.022), waves = rng.uniform(1.0, 1.6), phase = rng.uniform(0, 6.28);
    for (size_t i = 1; i + 1 < dense.size(); ++i) {
        const double t = static_cast<double>(i) / (dense.size() - 1);
        dense[i] += n * (amp * std::sin(CV_PI * t) * std::sin(2 * CV_PI * waves * t + phase));
    }
    return dense;
}

void paintRoad(Painter& p, const Polyline& line, SimRandom& rng) {
    const Polyline l = meander(line, rng);
    p.line(l, cv::Scalar(105, 125, 128), vision::kRoadWidth * 1.2);
    p.line(l, cv::Scalar(196, 208, 212), vision::kRoadWidth * 0.95);
    p.line(l, cv::Scalar(214, 226, 230), vision::kRoadWidth * 0.4);
}

void paintHouse(Painter& p, cv::Point2d c, double size, double angle, const cv::Scalar& roof) {
    // Seen from above and a little from the south, as the tiles draw them: a pale
    // wall below a red gable roof.
    const cv::Point2d u(std::cos(angle), std::sin(angle)), v(-u.y, u.x);
    const double hw = size * 0.55, hh = size * 0.32;
    const Polyline roofPoly{c - hw * u - hh * v, c + hw * u - hh * v, c + hw * u + hh * v, c - hw * u + hh * v};
    const Polyline wall{roofPoly[3], roofPoly[2], roofPoly[2] + 0.45 * size * v, roofPoly[3] + 0.45 * size * v};
    Polyline shadow;
    for (const cv::Point2d& q : roofPoly) shadow.push_back(q + cv::Point2d(0.014, 0.02));
    p.fill(shadow, cv::Scalar(70, 95, 120));
    p.fill(wall, cv::Scalar(196, 214, 226));
    p.fill({roofPoly[0], roofPoly[1], c + hw * u, c - hw * u}, roof);                  // lit roof half
    p.fill({c - hw * u, c + hw * u, roofPoly[2], roofPoly[3]}, shade(roof, 0.75));     // shaded half
    p.line({c - hw * u, c + hw * u}, shade(roof, 0.5), 0.007);                          // ridge
    p.line(roofPoly, shade(roof, 0.45), 0.005, true);
}

void paintCity(Painter& p, const vision::CityShape& c, const cv::Mat& labels, SimRandom& rng) {
    p.fill(c.area, cv::Scalar(122, 168, 206));
    // Roofs where the layout says this city is, away from the walls.
    const int n = vision::TileLayout::kSize;
    int placed = 0;
    const int wanted = std::clamp(cv::countNonZero(labels == c.segment) / 700, 2, 9);
    for (int tries = 0; tries < 400 && placed < wanted; ++tries) {
        const cv::Point2d q(rng.uniform(0.06, 0.94), rng.uniform(0.06, 0.94));
        bool inside = true;
        for (double dy : {-0.055, 0.0, 0.055})
            for (double dx : {-0.055, 0.0, 0.055}) {
                const int cx = std::clamp(cvFloor((q.x + dx) * n), 0, n - 1), cy = std::clamp(cvFloor((q.y + dy) * n), 0, n - 1);
                inside = inside && labels.at<std::uint8_t>(cy, cx) == c.segment;
            }
        if (!inside) continue;
        const cv::Scalar roof(52, 78, 205);
        paintHouse(p, q, rng.uniform(0.08, 0.11), rng.uniform(-0.25, 0.25), shade(roof, rng.uniform(0.85, 1.1)));
        ++placed;
    }
    for (const Polyline& wall : c.walls) {
        p.line(wall, cv::Scalar(88, 104, 118), 0.055);
        p.line(wall, cv::Scalar(168, 188, 200), 0.036);
        for (size_t i = 2; i + 2 < wall.size(); i += 4) {  // towers along the wall
            p.disc(wall[i], 0.03, cv::Scalar(88, 104, 118));
            p.disc(wall[i], 0.022, cv::Scalar(175, 195, 208));
        }
    }
    if (c.pennant) {
        const cv::Point2d a = *c.pennant;
        const double r = 0.07;
        const Polyline shield{a + cv::Point2d(-r, -r), a + cv::Point2d(r, -r), a + cv::Point2d(r, 0.2 * r),
                              a + cv::Point2d(0, 1.25 * r), a + cv::Point2d(-r, 0.2 * r)};
        p.fill(shield, cv::Scalar(245, 245, 245));
        Polyline inner;
        for (const cv::Point2d& q : shield) inner.push_back(a + 0.72 * (q - a));
        p.fill(inner, cv::Scalar(165, 70, 25));
        p.line({a + cv::Point2d(0, -0.6 * r), a + cv::Point2d(0, 0.6 * r)}, cv::Scalar(245, 245, 245), 0.014);
        p.line({a + cv::Point2d(-0.5 * r, -0.15 * r), a + cv::Point2d(0.5 * r, -0.15 * r)}, cv::Scalar(245, 245, 245), 0.014);
    }
}

void paintCloister(Painter& p, cv::Point2d at, double k) {
    auto q = [&](double x, double y) { return at + k * cv::Point2d(x - 0.5, y - 0.5); };
    p.disc(q(0.5, 0.52), 0.24 * k, cv::Scalar(95, 200, 150));                          // garden
    p.rect(q(0.36, 0.4), q(0.72, 0.74), cv::Scalar(60, 100, 110));                      // shadow
    p.rect(q(0.33, 0.36), q(0.67, 0.7), cv::Scalar(196, 214, 226));                     // walls
    p.fill({q(0.31, 0.44), q(0.5, 0.33), q(0.69, 0.44)}, cv::Scalar(52, 78, 205));      // roof, lit
    p.rect(q(0.31, 0.44), q(0.69, 0.6), cv::Scalar(40, 58, 160));                       // roof, shaded
    p.line({q(0.31, 0.44), q(0.69, 0.44)}, cv::Scalar(30, 40, 100), 0.008);
    p.rect(q(0.45, 0.6), q(0.55, 0.7), cv::Scalar(60, 80, 110));                        // door
    p.rect(q(0.44, 0.14), q(0.56, 0.36), cv::Scalar(180, 200, 214));                    // tower
    p.fill({q(0.42, 0.2), q(0.5, 0.1), q(0.58, 0.2)}, cv::Scalar(52, 78, 205));         // tower roof
    p.line({q(0.5, 0.03), q(0.5, 0.11)}, cv::Scalar(40, 40, 50), 0.01);                 // cross
    p.line({q(0.47, 0.055), q(0.53, 0.055)}, cv::Scalar(40, 40, 50), 0.01);
}

void paintBazaar(Painter& p, cv::Point2d c, SimRandom& rng) {
    p.disc(c, 0.17, cv::Scalar(150, 195, 220));  // sandy square
    const cv::Scalar colours[4] = {{40, 40, 200}, {30, 190, 235}, {170, 90, 40}, {60, 140, 230}};
    for (int i = 0; i < 4; ++i) {
        const double a = i * CV_PI / 2 + 0.4;
        const cv::Point2d t = c + 0.09 * cv::Point2d(std::cos(a), std::sin(a));
        p.rect(t - cv::Point2d(0.05, 0.04), t + cv::Point2d(0.05, 0.04), colours[(i + rng.below(4)) % 4]);
        p.line({t - cv::Point2d(0.05, 0), t + cv::Point2d(0.05, 0)}, cv::Scalar(240, 240, 240), 0.01);
    }
}

}  // namespace

cv::Mat paintTile(const TileType& type, int sizePx) {
    SimRandom rng(0xA27, type.index);
    Painter p{cv::Mat(sizePx, sizePx, CV_8UC3, cv::Scalar(84, 186, 138)), static_cast<double>(sizePx)};
    texture(p.img, rng, 7, 3);
    paintGrass(p, rng);
    const vision::TileShapes shapes = vision::tileShapes(type);
    const vision::TileLayout layout = vision::tileLayout(type, Rotation{0});
    if (shapes.inn) {  // a pond by the inn
        p.disc({0.22, 0.3}, 0.11, cv::Scalar(150, 110, 50));
        p.disc({0.21, 0.29}, 0.09, cv::Scalar(215, 160, 80));
    }
    for (const vision::RoadShape& r : shapes.roads) paintRoad(p, r.line, rng);
    for (const vision::CityShape& c : shapes.cities) paintCity(p, c, layout.labels, rng);
    if (shapes.cloisterSegment >= 0) paintCloister(p, shapes.cloisterAt, shapes.cloisterScale);
    if (shapes.roadEnd == vision::RoadEndKind::Junction || shapes.roadEnd == vision::RoadEndKind::House)
        paintHouse(p, shapes.roadEndAt, 0.17, 0, cv::Scalar(50, 75, 185));
    if (shapes.roadEnd == vision::RoadEndKind::Bazaar) paintBazaar(p, shapes.roadEndAt, rng);
    texture(p.img, rng, 2, 3);
    // Printed tiles have a thin darker rim.
    cv::rectangle(p.img, cv::Rect(0, 0, sizePx, sizePx), cv::Scalar(60, 90, 90), 1);
    return p.img;
}

}  // namespace carc::sim
