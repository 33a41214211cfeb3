#include "vision/board/board_grid.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>
#include <random>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

constexpr int kWorkSidePx = 1000;  // the grid is found at this size: tiles of a 72-tile board stay ~60 px

struct Segment {
    cv::Point2d a, b;
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
    cv::kmeans(samples, kTableColours, labels, cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 20, 0.5), 2,
               cv::KMEANS_PP_CENTERS, centres);
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
    cv::Mat grey, edges, outline;
    cv::cvtColor(work, grey, cv::COLOR_BGR2GRAY);
    cv::Canny(grey, edges, 60, 160);
    cv::Mat near;
    cv::dilate(mask, near, cv::Mat(), {-1, -1}, 3);
    edges &= near;
    cv::morphologyEx(mask, outline, cv::MORPH_GRADIENT, cv::Mat());
    edges |= outline;
    std::vector<cv::Vec4i> found;
    const int side = std::max(work.cols, work.rows);
    cv::HoughLinesP(edges, found, 1, CV_PI / 360, side / 25, side / 25.0, 3);
    std::vector<Segment> out;
    for (const cv::Vec4i& l : found) out.push_back({{double(l[0]), double(l[1])}, {double(l[2]), double(l[3])}});
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

// The point all lines of a family meet at (homogeneous, may be at infinity), robust
// to segments of the tiles' art: RANSAC over pairs, then least squares on the inliers.
cv::Vec3d vanishingPoint(const std::vector<Segment>& family) {
    constexpr double kInlierSin = 0.03;  // ~1.7 degrees
    std::mt19937 rng(12345);
    std::uniform_int_distribution<size_t> pick(0, family.size() - 1);
    cv::Vec3d best;
    double bestScore = -1;
    for (int i = 0; i < 300; ++i) {
        const size_t a = pick(rng), b = pick(rng);
        if (a == b) continue;
        cv::Vec3d v = lineOf(family[a]).cross(lineOf(family[b]));
        if (cv::norm(v) < 1e-12) continue;
        v /= cv::norm(v);
        double score = 0;
        for (const Segment& s : family)
            if (offVanishing(s, v) < kInlierSin) score += s.length();
        if (score > bestScore) bestScore = score, best = v;
    }
    if (bestScore < 0) {  // all parallel or one segment: its direction
        const cv::Point2d d = family.front().b - family.front().a;
        return cv::Vec3d(d.x, d.y, 0) / cv::norm(d);
    }
    cv::Matx33d m = cv::Matx33d::zeros();
    for (const Segment& s : family)
        if (offVanishing(s, best) < 2 * kInlierSin) {
            const cv::Vec3d l = lineOf(s);
            m += s.length() * l * l.t();
        }
    cv::Mat values, vectors;
    cv::eigen(cv::Mat(m), values, vectors);
    cv::Vec3d v(vectors.at<double>(2, 0), vectors.at<double>(2, 1), vectors.at<double>(2, 2));
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
Period findPeriod(const std::vector<std::pair<double, double>>& posWeight, double minPeriod, double maxPeriod) {
    double total = 0;
    for (const auto& [x, w] : posWeight) total += w;
    auto at = [&](double q) {
        std::complex<double> sum = 0;
        for (const auto& [x, w] : posWeight) sum += w * std::polar(1.0, 2 * CV_PI * x / q);
        return sum / std::max(total, 1e-9);
    };
    double bestQ = minPeriod, bestS = -1;
    for (double q = minPeriod; q <= maxPeriod; q *= 1.005) {
        const double s = std::abs(at(q));
        if (s > bestS) bestS = s, bestQ = q;
    }
    // A longer period (2, 3 or 4 times) nearly as strong is the tile; the found one its harmonic.
    constexpr double kNearlyAsStrong = 0.75;
    double chosen = bestQ;
    for (int m = 4; m >= 2; --m) {
        double q = bestQ * m, s = 0;
        for (double r = q * 0.97; r <= q * 1.03; r *= 1.002)  // the harmonic's own peak nearby
            if (std::abs(at(r)) > s) s = std::abs(at(r)), q = r;
        if (q <= maxPeriod && s >= kNearlyAsStrong * bestS) {
            chosen = q;
            break;
        }
    }
    const std::complex<double> z = at(chosen);
    return {chosen, std::arg(z) / (2 * CV_PI) * chosen, std::abs(z)};
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

    // Normalised coordinates: the vanishing points' numerics stay sane.
    const double half = std::max(work.cols, work.rows) / 2.0;
    const cv::Matx33d norm(1 / half, 0, -work.cols / 2.0 / half, 0, 1 / half, -work.rows / 2.0 / half, 0, 0, 1);
    std::array<std::vector<Segment>, 2> normed;
    for (int f = 0; f < 2; ++f)
        for (const Segment& s : family[static_cast<size_t>(f)]) normed[static_cast<size_t>(f)].push_back({apply(norm, s.a), apply(norm, s.b)});
    cv::Vec3d vx = vanishingPoint(normed[0]), vy = vanishingPoint(normed[1]);
    const cv::Moments mo = cv::moments(grid.tileMask, true);
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

    // Rows' borders give y positions, columns' borders x positions.
    std::array<std::vector<std::pair<double, double>>, 2> positions;
    for (int f = 0; f < 2; ++f)
        for (const Segment& s : family[static_cast<size_t>(f)]) {
            const cv::Point2d a = apply(planeFromWork, s.a), b = apply(planeFromWork, s.b);
            const double along = cv::norm(b - a);
            positions[static_cast<size_t>(f)].push_back({f == 0 ? (a.y + b.y) / 2 : (a.x + b.x) / 2, along});
        }
    const double minPeriod = std::max(12.0, std::max(work.cols, work.rows) / 40.0);  // a tile of the largest board seen
    const double maxPeriod = std::max(work.cols, work.rows) * 0.8;
    const Period py = findPeriod(positions[0], minPeriod, maxPeriod), px = findPeriod(positions[1], minPeriod, maxPeriod);
    const cv::Matx33d toGrid(1 / px.period, 0, -px.phase / px.period, 0, 1 / py.period, -py.phase / py.period, 0, 0, 1);
    const cv::Matx33d gridFromWork = toGrid * planeFromWork;
    grid.gridFromPhoto = gridFromWork * cv::Matx33d(grid.workScale, 0, 0, 0, grid.workScale, 0, 0, 0, 1);

    // Cells: every one the tile region reaches, kept when mostly tile.
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
    constexpr double kTileCoverage = 0.6;  // a cell this much covered by tile colours holds a tile
    constexpr int kSamples = 12;           // per axis, inset a tenth from the cell's border
    for (int row = static_cast<int>(std::floor(minY)); row <= static_cast<int>(std::floor(maxY)); ++row)
        for (int col = static_cast<int>(std::floor(minX)); col <= static_cast<int>(std::floor(maxX)); ++col) {
            int inside = 0, tile = 0;
            for (int i = 0; i < kSamples; ++i)
                for (int j = 0; j < kSamples; ++j) {
                    const cv::Point2d g(col + 0.1 + 0.8 * (i + 0.5) / kSamples, row + 0.1 + 0.8 * (j + 0.5) / kSamples);
                    const cv::Point2d p = apply(workFromGrid, g);
                    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
                    if (x < 0 || y < 0 || x >= work.cols || y >= work.rows) continue;
                    ++inside;
                    tile += grid.tileMask.at<uchar>(y, x) != 0;
                }
            const double coverage = double(tile) / (kSamples * kSamples);
            if (inside == 0 || coverage < kTileCoverage) continue;
            GridCell cell{col, row, {}, coverage};
            const std::array<cv::Point2d, 4> unitCorners{cv::Point2d{0, 0}, {1, 0}, {1, 1}, {0, 1}};
            for (size_t k = 0; k < 4; ++k) cell.corners[k] = photoPoint(grid, cv::Point2d(col, row) + unitCorners[k]);
            grid.cells.push_back(cell);
        }
    if (grid.cells.empty()) return Error{"no board in the photo: no grid cell is mostly tile"};
    return grid;
}

}  // namespace carc::vision
