#include "vision/track/tile_photo.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

constexpr int kWorkSide = 480;  // photos are searched at this size: fast and enough for a quad

// Pixels far (in Lab) from every colour of the photo's border belong to the tile.
cv::Mat foregroundMask(const cv::Mat& lab) {
    const int b = std::max(2, lab.cols / 60);
    std::vector<cv::Vec3f> border;
    for (int y = 0; y < lab.rows; ++y)
        for (int x = 0; x < lab.cols; ++x)
            if (x < b || y < b || x >= lab.cols - b || y >= lab.rows - b) border.push_back(lab.at<cv::Vec3f>(y, x));
    cv::Mat samples(static_cast<int>(border.size()), 3, CV_32F, border.data());
    // A few colour clusters describe a patterned or unevenly lit background.
    constexpr int kClusters = 4;
    cv::Mat labels, centres;
    cv::kmeans(samples, kClusters, labels, cv::TermCriteria(cv::TermCriteria::COUNT, 8, 0), 1, cv::KMEANS_PP_CENTERS,
               centres);
    // Spread of each cluster, so a noisy background needs a larger distance.
    std::vector<float> spread(kClusters, 1.f);
    std::vector<int> count(kClusters, 0);
    for (int i = 0; i < samples.rows; ++i) {
        const int k = labels.at<int>(i);
        spread[k] += static_cast<float>(cv::norm(samples.row(i), centres.row(k), cv::NORM_L2SQR));
        ++count[k];
    }
    for (int k = 0; k < kClusters; ++k) spread[k] = std::sqrt(spread[k] / std::max(1, count[k]));
    cv::Mat dist(lab.size(), CV_32F);
    for (int y = 0; y < lab.rows; ++y) {
        const auto* p = lab.ptr<cv::Vec3f>(y);
        float* d = dist.ptr<float>(y);
        for (int x = 0; x < lab.cols; ++x) {
            float best = 1e9f;
            for (int k = 0; k < kClusters; ++k) {
                if (count[k] == 0) continue;
                const float* c = centres.ptr<float>(k);
                const float dl = p[x][0] - c[0], da = p[x][1] - c[1], db = p[x][2] - c[2];
                best = std::min(best, std::sqrt(dl * dl + da * da + db * db) / (spread[k] + 4.f));
            }
            d[x] = best;
        }
    }
    cv::Mat d8;
    dist.convertTo(d8, CV_8U, 255.0 / 12.0);  // 12 spreads away saturates
    cv::Mat mask;
    const double otsu = cv::threshold(d8, mask, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    // Otsu on a nearly uniform photo picks noise; require at least 3 spreads.
    if (otsu < 3 * 255.0 / 12.0) cv::threshold(d8, mask, 3 * 255.0 / 12.0, 255, cv::THRESH_BINARY);
    const cv::Mat k = cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5});
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, k);
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, k, {-1, -1}, 2);
    return mask;
}

// Orders 4 points: top-left, top-right, bottom-right, bottom-left (clockwise, starting
// with the corner whose direction from the centre is nearest to north-west).
std::array<cv::Point2f, 4> orderCorners(std::vector<cv::Point2f> p) {
    cv::Point2f c(0, 0);
    for (const auto& q : p) c += q * 0.25f;
    std::sort(p.begin(), p.end(), [c](const cv::Point2f& a, const cv::Point2f& b) {
        return std::atan2(a.y - c.y, a.x - c.x) < std::atan2(b.y - c.y, b.x - c.x);
    });
    // atan2 order with y down is clockwise on screen; start at the corner nearest -135 deg.
    int start = 0;
    double bestDiff = 1e9;
    for (int i = 0; i < 4; ++i) {
        const double a = std::atan2(p[i].y - c.y, p[i].x - c.x);
        double diff = std::abs(a + 3 * CV_PI / 4);
        diff = std::min(diff, 2 * CV_PI - diff);
        if (diff < bestDiff) bestDiff = diff, start = i;
    }
    return {p[start], p[(start + 1) % 4], p[(start + 2) % 4], p[(start + 3) % 4]};
}

// The quadrilateral of a convex outline: approxPolyDP with growing tolerance, or the
// minimum-area rectangle when no tolerance gives exactly four corners.
std::vector<cv::Point2f> quadOf(const std::vector<cv::Point>& hull) {
    const double perimeter = cv::arcLength(hull, true);
    for (double eps = 0.02; eps <= 0.12; eps += 0.01) {
        std::vector<cv::Point> approx;
        cv::approxPolyDP(hull, approx, eps * perimeter, true);
        if (approx.size() == 4) return {approx.begin(), approx.end()};
        if (approx.size() < 4) break;
    }
    cv::Point2f r[4];
    cv::minAreaRect(hull).points(r);
    return {r, r + 4};
}

// Closed outlines of strong edges (a tile's cut edge against the table).
cv::Mat edgeMask(const cv::Mat& smallBgr) {
    cv::Mat grey, edges;
    cv::cvtColor(smallBgr, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, {5, 5}, 0);
    const double high = cv::threshold(grey, edges, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    cv::Canny(grey, edges, high * 0.3, high * 0.8);
    cv::dilate(edges, edges, cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
    return edges;
}

cv::Mat gradientMagnitude(const cv::Mat& smallBgr) {
    cv::Mat grey, gx, gy, mag;
    cv::cvtColor(smallBgr, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, {3, 3}, 0);
    cv::Sobel(grey, gx, CV_32F, 1, 0);
    cv::Sobel(grey, gy, CV_32F, 0, 1);
    cv::magnitude(gx, gy, mag);
    return mag;
}

// How tile-like a quadrilateral is: edge strength all along its outline (the weakest
// side counts most: a real tile has four), its size, and corners not too far from
// right angles; 0 for quads touching the photo's border.
double quadScore(const std::vector<cv::Point2f>& quad, const cv::Mat& gradient, cv::Size size) {
    if (quad.size() != 4 || !cv::isContourConvex(quad)) return 0;
    for (const auto& p : quad)
        if (p.x < 2 || p.y < 2 || p.x > size.width - 3 || p.y > size.height - 3) return 0;
    double weakest = 1e9, total = 0;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2f a = quad[i], b = quad[(i + 1) % 4];
        const double len = cv::norm(b - a);
        const int steps = std::max(4, static_cast<int>(len / 2));
        double sum = 0;
        for (int k = 0; k < steps; ++k) {
            const cv::Point2f p = a + (b - a) * ((k + 0.5f) / static_cast<float>(steps));
            // The strongest response within 2 px across the edge (corners are rounded).
            float m = 0;
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx) {
                    const int x = std::clamp(static_cast<int>(p.x) + dx, 0, gradient.cols - 1);
                    const int y = std::clamp(static_cast<int>(p.y) + dy, 0, gradient.rows - 1);
                    m = std::max(m, gradient.at<float>(y, x));
                }
            sum += m;
        }
        weakest = std::min(weakest, sum / steps);
        total += sum / steps;
        // Sides of a seen square differ in length, but not by 3 times.
        const double next = cv::norm(quad[(i + 2) % 4] - b);
        if (len > 3 * next || next > 3 * len) return 0;
    }
    const double area = cv::contourArea(quad);
    return (0.7 * weakest + 0.3 * total / 4) * std::sqrt(area);
}

}  // namespace

cv::Mat rectifyQuad(const cv::Mat& imageBgr, const std::array<cv::Point2f, 4>& corners, int side) {
    const float s = static_cast<float>(side);
    const cv::Point2f dst[4] = {{0, 0}, {s, 0}, {s, s}, {0, s}};
    const cv::Mat h = cv::getPerspectiveTransform(corners.data(), dst);
    cv::Mat out;
    cv::warpPerspective(imageBgr, out, h, {side, side}, cv::INTER_AREA, cv::BORDER_REPLICATE);
    return out;
}

Expected<TileInPhoto> findTileInPhoto(const cv::Mat& photoBgr) {
    if (photoBgr.empty() || photoBgr.type() != CV_8UC3) return Error{"not a colour image"};
    if (std::min(photoBgr.cols, photoBgr.rows) < 32) return Error{"image smaller than 32 pixels"};
    const double scale = std::min(1.0, double(kWorkSide) / std::max(photoBgr.cols, photoBgr.rows));
    cv::Mat small;
    cv::resize(photoBgr, small, {}, scale, scale, cv::INTER_AREA);
    cv::Mat lab;
    small.convertTo(lab, CV_32F, 1.0 / 255);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);

    // Outlines from two independent cues: colour unlike the background, and edges.
    std::vector<std::vector<cv::Point>> contours, more;
    cv::findContours(foregroundMask(lab), contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    cv::findContours(edgeMask(small), more, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    contours.insert(contours.end(), more.begin(), more.end());

    const cv::Mat gradient = gradientMagnitude(small);
    const double minArea = 0.004 * static_cast<double>(small.total());
    const double maxArea = 0.9 * static_cast<double>(small.total());
    std::vector<cv::Point2f> best;
    double bestScore = 0;
    for (const auto& c : contours) {
        const double area = cv::contourArea(c);
        if (area < minArea) continue;
        std::vector<cv::Point> hull;
        cv::convexHull(c, hull);
        const double hullArea = cv::contourArea(hull);
        if (hullArea > maxArea || area < 0.5 * hullArea) continue;
        const std::vector<cv::Point2f> quad = quadOf(hull);
        const double score = quadScore(quad, gradient, small.size());
        if (score > bestScore) bestScore = score, best = quad;
    }
    TileInPhoto found;
    if (best.empty()) {
        // Nothing stands out: the photo is the tile itself (e.g. an enrolment image).
        const float w = static_cast<float>(photoBgr.cols), h = static_cast<float>(photoBgr.rows);
        found.corners = {cv::Point2f{0, 0}, {w, 0}, {w, h}, {0, h}};
    } else {
        for (auto& q : best) q *= static_cast<float>(1.0 / scale);
        found.corners = orderCorners(best);
    }
    found.square = rectifyQuad(photoBgr, found.corners);
    return found;
}

}  // namespace carc::vision
