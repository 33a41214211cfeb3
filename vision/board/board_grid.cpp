#include "vision/board/board_grid.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

constexpr int kWorkSidePx = 1000;  // the grid is found at this size: tiles of a 72-tile board stay ~60 px

struct Segment {
    cv::Point2d a, b;
    bool outline = false;  // on the outline of the tile region: a tile's edge for sure
    double length() const { return cv::norm(b - a); }
    double angle() const {  // [0, 180) degrees
        double d = std::atan2(b.y - a.y, b.x - a.x) * 180 / CV_PI;
        while (d < 0) d += 180;
        while (d >= 180) d -= 180;
        return d;
    }
};

double angleGap(double a, double b) {  // between two line angles, degrees, 0..90
    const double d = std::fmod(std::abs(a - b), 180.0);
    return std::min(d, 180 - d);
}

cv::Vec3d lineOf(const Segment& s) {
    cv::Vec3d l = cv::Vec3d(s.a.x, s.a.y, 1).cross(cv::Vec3d(s.b.x, s.b.y, 1));
    return l / std::max(1e-12, std::hypot(l[0], l[1]));
}

// The table's colours from the photo's border; a pixel far from all of them is tile.
cv::Mat tileColourMask(const cv::Mat& work) {
    cv::Mat lab;
    work.convertTo(lab, CV_32FC3, 1.0 / 255);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
    const int band = std::max(4, std::min(work.cols, work.rows) / 25);  // the border band learned from
    std::vector<cv::Vec3f> border;
    for (int y = 0; y < work.rows; y += 2)
        for (int x = 0; x < work.cols; x += 2)
            if (x < band || y < band || x >= work.cols - band || y >= work.rows - band) {
                cv::Vec3f p = lab.at<cv::Vec3f>(y, x);
                p[0] *= 0.5f;  // lightness counts half: shading and grain vary it most
                border.push_back(p);
            }
    constexpr int kTableColours = 4;
    cv::Mat samples(static_cast<int>(border.size()), 3, CV_32F, border.data()), labels, centres;
    // k-means starts from OpenCV's global generator: a fixed seed, so a photo always
    // reads the same (the generator is given back as it was).
    const std::uint64_t before = cv::theRNG().state;
    cv::theRNG().state = 0x5EED;
    cv::kmeans(samples, kTableColours, labels, cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 20, 0.5), 2,
               cv::KMEANS_PP_CENTERS, centres);
    cv::theRNG().state = before;
    // Clusters of under a tenth of the border are tiles cut by it (a board half out of the frame).
    std::vector<int> count(kTableColours, 0);
    for (int i = 0; i < labels.rows; ++i) ++count[static_cast<size_t>(labels.at<int>(i))];
    std::vector<cv::Vec3f> table;
    for (int k = 0; k < kTableColours; ++k)
        if (count[static_cast<size_t>(k)] * 10 >= labels.rows) table.push_back(centres.at<cv::Vec3f>(k));
    auto distance = [&](cv::Vec3f p) {
        p[0] *= 0.5f;
        float best = 1e9f;
        for (const cv::Vec3f& c : table) best = std::min(best, static_cast<float>(cv::norm(p - c)));
        return best;
    };
    std::vector<float> borderDistance;
    for (const cv::Vec3f& p : border) {
        cv::Vec3f q = p;
        q[0] *= 2;  // distance() halves it again
        borderDistance.push_back(distance(q));
    }
    std::nth_element(borderDistance.begin(), borderDistance.begin() + static_cast<long>(borderDistance.size() * 95 / 100),
                     borderDistance.end());
    constexpr float kMinTableDistance = 12;  // Lab units: tile colours differ from any table by more
    const float threshold = std::max(kMinTableDistance, 1.5f * borderDistance[borderDistance.size() * 95 / 100]);
    cv::Mat mask(work.size(), CV_8U);
    for (int y = 0; y < work.rows; ++y)
        for (int x = 0; x < work.cols; ++x) mask.at<uchar>(y, x) = distance(lab.at<cv::Vec3f>(y, x)) > threshold ? 255 : 0;
    // Specks of the table's grain out, small holes in the art (a pale road) filled.
    const int k = std::max(3, std::max(work.cols, work.rows) / 250);
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * k + 1, 2 * k + 1});
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, kernel);
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, kernel);
    // Only large regions are tiles.
    cv::Mat comp, stats, centroids;
    const int n = cv::connectedComponentsWithStats(mask, comp, stats, centroids, 8, CV_32S);
    const int minArea = work.cols * work.rows / 400;  // a tile of a 72-tile board is ~1/200 of the photo
    for (int i = 1; i < n; ++i)
        if (stats.at<int>(i, cv::CC_STAT_AREA) < minArea) mask.setTo(0, comp == i);
    return mask;
}

// Straight edges of the tiles: the outline of the tile region, the gaps and cut edges
// between tiles.
std::vector<Segment> tileEdges(const cv::Mat& work, const cv::Mat& mask) {
    // Thin dark lines (the gaps, cut edges and shadows between tiles) and the outline of
    // the tile region; the art's own edges are mostly not thin and dark.
    cv::Mat grey, lines, outline;
    cv::cvtColor(work, grey, cv::COLOR_BGR2GRAY);
    const int side = std::max(work.cols, work.rows);
    const int k = std::max(2, side / 300);  // a gap is up to this many pixels wide at the working size
    cv::morphologyEx(grey, lines, cv::MORPH_BLACKHAT, cv::getStructuringElement(cv::MORPH_RECT, {2 * k + 1, 2 * k + 1}));
    constexpr double kDarkLine = 18;  // grey levels darker than around: a gap or a cut edge
    cv::threshold(lines, lines, kDarkLine, 255, cv::THRESH_BINARY);
    cv::Mat near;
    cv::dilate(mask, near, cv::Mat(), {-1, -1}, 3);
    lines &= near;
    cv::morphologyEx(mask, outline, cv::MORPH_GRADIENT, cv::Mat());
    const int shortest = side / 50;  // a tile's side seen at 45 degrees on a 72-tile board is longer
    std::vector<Segment> out;
    for (const cv::Mat* image : {&lines, &outline}) {
        std::vector<cv::Vec4i> found;
        cv::HoughLinesP(*image, found, 1, CV_PI / 360, shortest, shortest, 2);
        for (const cv::Vec4i& l : found)
            out.push_back({{double(l[0]), double(l[1])}, {double(l[2]), double(l[3])}, image == &outline});
    }
    return out;
}

// The two directions' segments (by angle): the dominant one and the one most common
// at least 50 degrees from it.
std::array<std::vector<Segment>, 2> splitFamilies(const std::vector<Segment>& segments) {
    std::vector<double> hist(180, 0);
    for (const Segment& s : segments) hist[static_cast<size_t>(s.angle()) % 180] += s.length();
    auto smoothed = [&](int a) {
        double sum = 0;
        for (int d = -3; d <= 3; ++d) sum += hist[static_cast<size_t>((a + d + 180) % 180)];
        return sum;
    };
    int first = 0, second = -1;
    for (int a = 0; a < 180; ++a)
        if (smoothed(a) > smoothed(first)) first = a;
    for (int a = 0; a < 180; ++a)
        if (angleGap(a, first) >= 50 && (second < 0 || smoothed(a) > smoothed(second))) second = a;
    std::array<std::vector<Segment>, 2> out;
    constexpr double kFamilyDeg = 30;  // perspective at 45 degrees fans a family out by about this much
    for (const Segment& s : segments) {
        if (angleGap(s.angle(), first) <= kFamilyDeg) out[0].push_back(s);
        else if (second >= 0 && angleGap(s.angle(), second) <= kFamilyDeg) out[1].push_back(s);
    }
    return out;
}

// sin of the angle between a segment and the direction from its middle to `v`.
double offVanishing(const Segment& s, const cv::Vec3d& v) {
    const cv::Point2d m = (s.a + s.b) * 0.5, d = s.b - s.a;
    const cv::Point2d to(v[0] - v[2] * m.x, v[1] - v[2] * m.y);
    const double n = cv::norm(to) * cv::norm(d);
    return n < 1e-12 ? 1 : std::abs(to.x * d.y - to.y * d.x) / n;
}

// The point all lines of a family meet at (homogeneous, may be at infinity). Loose
// tiles lie turned by a few degrees each and the art adds its own straight lines, so
// no pair of segments is trusted: least squares over the segments near the current
// estimate, starting from parallel lines in the family's mean direction.
cv::Vec3d vanishingPoint(const std::vector<Segment>& family) {
    double c = 0, s = 0;
    for (const Segment& g : family) {
        const double a = 2 * g.angle() * CV_PI / 180;
        c += g.length() * std::cos(a), s += g.length() * std::sin(a);
    }
    const double mean = std::atan2(s, c) / 2;
    cv::Vec3d v(std::cos(mean), std::sin(mean), 0);
    const double inlierSin[] = {0.12, 0.09, 0.07, 0.07, 0.07};  // ~7 then ~4 degrees: a loose tile and a margin
    for (double limit : inlierSin) {
        cv::Matx33d m = cv::Matx33d::zeros();
        int used = 0;
        for (const Segment& g : family)
            if (offVanishing(g, v) < limit) {
                const cv::Vec3d l = lineOf(g);
                m += g.length() * g.length() * l * l.t();  // long runs are tile edges, the art's are short
                ++used;
            }
        if (used < 2) break;
        cv::Mat values, vectors;
        cv::eigen(cv::Mat(m), values, vectors);
        v = cv::Vec3d(vectors.at<double>(2, 0), vectors.at<double>(2, 1), vectors.at<double>(2, 2));
    }
    return v;
}

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

// Period and phase of positions that repeat every tile: the period whose phasor sum
// is strongest, preferring the longest that is nearly as strong (half a period lines
// up too). Positions weighted.
struct Period {
    double period = 0, phase = 0, strength = 0;
};
struct Position {
    double at = 0, weight = 0;
    bool outline = false;
};
Period findPeriod(const std::vector<Position>& positions, double minPeriod, double maxPeriod) {
    auto at = [&](double q, bool outlineOnly) {
        std::complex<double> sum = 0;
        double total = 0;
        for (const Position& p : positions)
            if (!outlineOnly || p.outline) sum += p.weight * std::polar(1.0, 2 * CV_PI * p.at / q), total += p.weight;
        return sum / std::max(total, 1e-9);
    };
    double bestQ = minPeriod, bestS = -1;
    for (double q = minPeriod; q <= maxPeriod; q *= 1.005) {
        const double s = std::abs(at(q, false));
        if (s > bestS) bestS = s, bestQ = q;
    }
    // A longer period (2, 3 or 4 times) nearly as strong is the tile, the one found its
    // harmonic (a road across the middle of many tiles); so is one somewhat weaker on
    // which the outline of the tile region agrees (it runs along tile edges only).
    constexpr double kNearlyAsStrong = 0.75, kWeakerButOutlined = 0.4, kOutlineAgrees = 0.7;
    const bool outlined = std::count_if(positions.begin(), positions.end(), [](const Position& p) { return p.outline; }) >= 3;
    double chosen = bestQ;
    for (int m = 4; m >= 2; --m) {
        double q = bestQ * m, s = 0;
        for (double r = q * 0.97; r <= q * 1.03; r *= 1.002)  // the harmonic's own peak nearby
            if (std::abs(at(r, false)) > s) s = std::abs(at(r, false)), q = r;
        if (q > maxPeriod) continue;
        if (s >= kNearlyAsStrong * bestS ||
            (outlined && s >= kWeakerButOutlined * bestS && std::abs(at(q, true)) >= kOutlineAgrees &&
             std::abs(at(q, true)) > std::abs(at(bestQ, true)))) {
            chosen = q;
            break;
        }
    }
    const std::complex<double> z = at(chosen, false);
    return {chosen, std::arg(z) / (2 * CV_PI) * chosen, std::abs(z)};
}

// The grid refined as one homography: each tile edge, given the grid line it lies on
// (the nearest under the current grid), must map onto that line; a direct linear fit
// over all of them, a few rounds.
cv::Matx33d refineGrid(cv::Matx33d gridFromWork, const std::array<std::vector<Segment>, 2>& family, const cv::Matx33d& norm) {
    constexpr double kOnLine = 0.18;  // grid units: a segment further from its nearest line is the art's
    cv::Matx33d h = gridFromWork * norm.inv();
    for (int round = 0; round < 3; ++round) {
        std::vector<double> rows;
        int used = 0;
        for (int f = 0; f < 2; ++f)
            for (const Segment& s : family[static_cast<size_t>(f)]) {
                const cv::Point2d a = apply(norm, s.a), b = apply(norm, s.b);
                const cv::Point2d ga = apply(h, a), gb = apply(h, b);
                const double ca = f == 0 ? ga.y : ga.x, cb = f == 0 ? gb.y : gb.x;
                const double line = std::round((ca + cb) / 2);
                if (std::abs(ca - line) > kOnLine || std::abs(cb - line) > kOnLine) continue;
                const double w = std::sqrt(cv::norm(s.b - s.a));
                for (const cv::Point2d& p : {a, b}) {
                    std::array<double, 9> r{};
                    const size_t off = f == 0 ? 3 : 0;  // rows constrain y (second row of h), columns x
                    r[off] = p.x * w, r[off + 1] = p.y * w, r[off + 2] = w;
                    r[6] = -line * p.x * w, r[7] = -line * p.y * w, r[8] = -line * w;
                    rows.insert(rows.end(), r.begin(), r.end());
                }
                ++used;
            }
        constexpr int kMinEdges = 8;  // fewer tile edges than this: keep the grid as found
        if (used < kMinEdges) break;
        cv::Mat a(static_cast<int>(rows.size() / 9), 9, CV_64F, rows.data()), w, u, vt;
        cv::SVD::compute(a, w, u, vt, cv::SVD::FULL_UV);
        cv::Matx33d next;
        for (int i = 0; i < 9; ++i) next.val[i] = vt.at<double>(8, i);
        // Keep the sign so that points on the board have a positive third coordinate.
        if ((next * cv::Vec3d(0, 0, 1))[2] * (h * cv::Vec3d(0, 0, 1))[2] < 0) next = next * -1.0;
        h = next;
    }
    return h * norm;
}

// The board's plane seen square (`planeFromWork`: working pixels -> plane units, about one
// working pixel each near the board's middle) from the vanishing points of the two edge
// families (0: the rows' borders), and the normalised coordinates they were found in
// (`norm`: working pixels -> about -1..1).
struct PlaneView {
    cv::Matx33d norm;
    cv::Matx33d planeFromWork;
};
Expected<PlaneView> planeOfTheBoard(const cv::Mat& work, const cv::Mat& tileMask,
                                    const std::array<std::vector<Segment>, 2>& family) {
    // Normalised coordinates: the vanishing points' numerics stay sane.
    const double half = std::max(work.cols, work.rows) / 2.0;
    const cv::Matx33d norm(1 / half, 0, -work.cols / 2.0 / half, 0, 1 / half, -work.rows / 2.0 / half, 0, 0, 1);
    std::array<std::vector<Segment>, 2> normed;
    for (int f = 0; f < 2; ++f)
        for (const Segment& s : family[static_cast<size_t>(f)])
            normed[static_cast<size_t>(f)].push_back({apply(norm, s.a), apply(norm, s.b), s.outline});
    cv::Vec3d vx = vanishingPoint(normed[0]), vy = vanishingPoint(normed[1]);
    const cv::Moments mo = cv::moments(tileMask, true);
    const cv::Point2d centroid = apply(norm, {mo.m10 / mo.m00, mo.m01 / mo.m00});
    auto rectifier = [&] {
        const cv::Matx33d cols(vx[0], vy[0], centroid.x, vx[1], vy[1], centroid.y, vx[2], vy[2], 1);
        return cols.inv();
    };
    cv::Matx33d rect = rectifier();
    // x must grow to the photo's right and y downwards.
    const double step = 1e-3;
    const cv::Point2d o = apply(rect, centroid), ox = apply(rect, centroid + cv::Point2d(step, 0)),
                      oy = apply(rect, centroid + cv::Point2d(0, step));
    if (ox.x - o.x < 0) vx = -vx;
    if (oy.y - o.y < 0) vy = -vy;
    rect = rectifier();
    if (std::abs(cv::determinant(rect)) < 1e-12) return Error{"no board in the photo: the tile edges meet nowhere sensible"};
    // Scale: near the board's middle one unit is about one working pixel along each axis.
    const cv::Point2d c0 = apply(rect, centroid), cx = apply(rect, centroid + cv::Point2d(step, 0)),
                      cy = apply(rect, centroid + cv::Point2d(0, step));
    const double gx = std::hypot(cx.x - c0.x, cy.x - c0.x) / (step * half), gy = std::hypot(cx.y - c0.y, cy.y - c0.y) / (step * half);
    const cv::Matx33d unit(1 / gx, 0, 0, 0, 1 / gy, 0, 0, 0, 1);
    const cv::Matx33d planeFromWork = unit * rect * norm;

    return PlaneView{norm, planeFromWork};
}

// The grid in the board's plane (plane units -> cells): the period and phase of the rows'
// and the columns' borders.
cv::Matx33d gridOfThePlane(const cv::Mat& work, const cv::Matx33d& planeFromWork,
                           const std::array<std::vector<Segment>, 2>& family) {
    // Rows' borders give y positions, columns' borders x positions.
    std::array<std::vector<Position>, 2> positions;
    for (int f = 0; f < 2; ++f)
        for (const Segment& s : family[static_cast<size_t>(f)]) {
            const cv::Point2d a = apply(planeFromWork, s.a), b = apply(planeFromWork, s.b);
            // Weight grows slower than length: the board's long outer edges must not
            // outvote the many short edges between tiles (their distance is no period).
            const double along = std::sqrt(cv::norm(b - a));
            positions[static_cast<size_t>(f)].push_back({f == 0 ? (a.y + b.y) / 2 : (a.x + b.x) / 2, along, s.outline});
        }
    const double minPeriod = std::max(12.0, std::max(work.cols, work.rows) / 40.0);  // a tile of the largest board seen
    // A period is at most the board's extent along its axis (a board of one tile).
    auto extent = [](const std::vector<Position>& pw) {
        double lo = 1e18, hi = -1e18;
        for (const Position& p : pw) lo = std::min(lo, p.at), hi = std::max(hi, p.at);
        return hi - lo;
    };
    const double maxPeriod = std::max(work.cols, work.rows) / 3.0;  // a board is at least three tiles across the photo
    Period py = findPeriod(positions[0], minPeriod, std::min(maxPeriod, 1.05 * extent(positions[0]))),
           px = findPeriod(positions[1], minPeriod, std::min(maxPeriod, 1.05 * extent(positions[1])));
    // A tile is square: seen tilted up to 45 degrees its sides differ by at most about
    // 1.6 times in these units. The clearer axis sets the range of the other.
    constexpr double kShortest = 0.55, kLongest = 1.7;
    if (px.strength >= py.strength)
        py = findPeriod(positions[0], kShortest * px.period, kLongest * px.period);
    else
        px = findPeriod(positions[1], kShortest * py.period, kLongest * py.period);
    return cv::Matx33d(1 / px.period, 0, -px.phase / px.period, 0, 1 / py.period, -py.phase / py.period, 0, 0, 1);
}

// The grid's cells (`grid.cells`): every one the tile region reaches, kept when mostly
// tile; an error when the region spans more cells than a board.
Status addCells(BoardGrid& grid, const cv::Mat& work, const cv::Matx33d& gridFromWork) {
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(grid.tileMask.clone(), contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    double minX = 1e9, minY = 1e9, maxX = -1e9, maxY = -1e9;
    for (const auto& c : contours)
        for (const cv::Point& p : c) {
            const cv::Point2d g = apply(gridFromWork, cv::Point2d(p));
            minX = std::min(minX, g.x), maxX = std::max(maxX, g.x), minY = std::min(minY, g.y), maxY = std::max(maxY, g.y);
        }
    constexpr int kMaxCells = 40;  // per axis: more is no board but a pattern
    if (maxX - minX > kMaxCells || maxY - minY > kMaxCells) return Error{"no board in the photo: the pattern found is no tile grid"};
    const cv::Matx33d workFromGrid = gridFromWork.inv();
    // Detail: tiles are drawn (roofs, walls, bushes), tables are plain or finely grained.
    cv::Mat grey, detail;
    cv::cvtColor(work, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, {3, 3}, 0);
    cv::Laplacian(grey, detail, CV_32F);
    detail = cv::abs(detail);
    const double tableDetail = std::max(1.0, cv::mean(detail, grid.tileMask == 0)[0]);
    // The bare table's detail, away from the tile region (cities the colours missed lie in
    // its holes and along its border and count in `tableDetail`).
    cv::Mat board = cv::Mat::zeros(grid.tileMask.size(), CV_8U);
    cv::drawContours(board, contours, -1, cv::Scalar(255), cv::FILLED);
    const int besidePx = std::max(3, static_cast<int>(0.015 * std::max(work.cols, work.rows)));  // a quarter of a tile on a board filling the photo
    cv::dilate(board, board, cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * besidePx + 1, 2 * besidePx + 1}));
    const double bareTableDetail = std::max(1.0, cv::mean(detail, board == 0)[0]);
    constexpr double kTileCoverage = 0.6;  // a cell this much covered by tile colours holds a tile
    constexpr double kTileDetail = 2.0;    // ... or drawn in this much more detail than the table (a city on wood)
    // ... or partly tile-coloured and drawn in that much more detail than the bare table (a
    // tile half city on a brown table: board_07's are 0.4-0.58 covered, 2.1-2.3 times the bare
    // table's detail; table cells beside a board 0 covered, up to 2.1 times).
    constexpr double kPartlyTile = 0.3;
    constexpr int kSamples = 12;           // per axis, inset a tenth from the cell's border
    // One cell more round the tile region: tiles the colours missed (a city on a brown table).
    for (int row = static_cast<int>(std::floor(minY)) - 1; row <= static_cast<int>(std::floor(maxY)) + 1; ++row)
        for (int col = static_cast<int>(std::floor(minX)) - 1; col <= static_cast<int>(std::floor(maxX)) + 1; ++col) {
            int inside = 0, tile = 0;
            double cellDetail = 0;
            for (int i = 0; i < kSamples; ++i)
                for (int j = 0; j < kSamples; ++j) {
                    const cv::Point2d g(col + 0.1 + 0.8 * (i + 0.5) / kSamples, row + 0.1 + 0.8 * (j + 0.5) / kSamples);
                    const cv::Point2d p = apply(workFromGrid, g);
                    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
                    if (x < 0 || y < 0 || x >= work.cols || y >= work.rows) continue;
                    ++inside;
                    tile += grid.tileMask.at<uchar>(y, x) != 0;
                    cellDetail += detail.at<float>(y, x);
                }
            const double coverage = double(tile) / (kSamples * kSamples);
            const double meanDetail = inside > 0 ? cellDetail / inside : 0.0;
            const bool drawn = inside == kSamples * kSamples &&
                               (meanDetail > kTileDetail * tableDetail ||
                                (coverage >= kPartlyTile && meanDetail > kTileDetail * bareTableDetail));
            if (inside == 0 || (coverage < kTileCoverage && !drawn)) continue;
            GridCell cell{col, row, {}, coverage};
            const std::array<cv::Point2d, 4> unitCorners{cv::Point2d{0, 0}, {1, 0}, {1, 1}, {0, 1}};
            for (size_t k = 0; k < 4; ++k) cell.corners[k] = photoPoint(grid, cv::Point2d(col, row) + unitCorners[k]);
            grid.cells.push_back(cell);
        }
    return {};
}

}  // namespace

cv::Point2f photoPoint(const BoardGrid& grid, cv::Point2d gridPoint) {
    return cv::Point2f(apply(grid.gridFromPhoto.inv(), gridPoint));
}

Expected<BoardGrid> findBoardGrid(const cv::Mat& photoBgr) {
    if (photoBgr.empty() || photoBgr.type() != CV_8UC3) return Error{"not a colour picture"};
    BoardGrid grid;
    grid.workScale = std::min(1.0, double(kWorkSidePx) / std::max(photoBgr.cols, photoBgr.rows));
    cv::Mat work;
    cv::resize(photoBgr, work, {}, grid.workScale, grid.workScale, cv::INTER_AREA);
    grid.tileMask = tileColourMask(work);
    const double tileShare = cv::countNonZero(grid.tileMask) / double(work.total());
    constexpr double kMinTileShare = 0.01;  // a board of even one tile fills more of a photo of it
    if (tileShare < kMinTileShare) return Error{"no board in the photo: nothing there differs from the table"};

    const std::vector<Segment> segments = tileEdges(work, grid.tileMask);
    std::array<std::vector<Segment>, 2> family = splitFamilies(segments);
    constexpr size_t kMinSegments = 2;  // per direction: one tile's two sides
    if (family[0].size() < kMinSegments || family[1].size() < kMinSegments)
        return Error{"no board in the photo: no straight tile edges in two directions"};
    // Family 0 the more horizontal one: its lines are the rows' borders.
    auto meanAngleGapToHorizontal = [](const std::vector<Segment>& f) {
        double s = 0, w = 0;
        for (const Segment& g : f) s += g.length() * angleGap(g.angle(), 0), w += g.length();
        return s / w;
    };
    if (meanAngleGapToHorizontal(family[0]) > meanAngleGapToHorizontal(family[1])) std::swap(family[0], family[1]);

    auto plane = planeOfTheBoard(work, grid.tileMask, family);
    if (!plane) return Error{plane.error()};
    const cv::Matx33d toGrid = gridOfThePlane(work, plane->planeFromWork, family);
    const cv::Matx33d gridFromWork = refineGrid(toGrid * plane->planeFromWork, family, plane->norm);
    grid.gridFromPhoto = gridFromWork * cv::Matx33d(grid.workScale, 0, 0, 0, grid.workScale, 0, 0, 0, 1);
    if (const Status added = addCells(grid, work, gridFromWork); !added) return Error{added.error()};
    if (grid.cells.empty()) return Error{"no board in the photo: no grid cell is mostly tile"};
    return grid;
}

}  // namespace carc::vision
