#include "vision/sim/pieces.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::sim {
namespace {

constexpr int kShift = 4;

// A meeple's outline, 1 unit tall, centred, head up (north).
const std::vector<cv::Point2d>& meepleOutline() {
    static const std::vector<cv::Point2d> pts = [] {
        std::vector<cv::Point2d> p{{-0.5, -0.02}, {-0.42, -0.14}, {-0.16, -0.22}};
        for (int i = 0; i <= 10; ++i) {  // the head
            const double a = CV_PI * (1.15 + 0.7 * i / 10.0);
            p.push_back({0.19 * std::cos(a), -0.32 + 0.19 * std::sin(a)});
        }
        p.insert(p.end(), {{0.16, -0.22}, {0.42, -0.14}, {0.5, -0.02}, {0.44, 0.06}, {0.2, 0.06}, {0.38, 0.5},
                           {0.1, 0.5}, {0, 0.3}, {-0.1, 0.5}, {-0.38, 0.5}, {-0.2, 0.06}, {-0.44, 0.06}});
        return p;
    }();
    return pts;
}

std::vector<cv::Point> place(const std::vector<cv::Point2d>& shape, cv::Point2d centre, double size, double angle,
                             cv::Point2d shift = {}) {
    const double c = std::cos(angle), s = std::sin(angle);
    std::vector<cv::Point> out;
    for (const cv::Point2d& p : shape) {
        const cv::Point2d q(p.x * c - p.y * s, p.x * s + p.y * c);
        out.emplace_back(cvRound((centre.x + shift.x + q.x * size) * 16), cvRound((centre.y + shift.y + q.y * size) * 16));
    }
    return out;
}

// Darkens the picture under a polygon (a soft cast shadow).
void shadow(cv::Mat& picture, const std::vector<cv::Point>& poly, double strength) {
    const cv::Rect box = cv::boundingRect(poly);
    cv::Rect roi(box.x / 16 - 4, box.y / 16 - 4, box.width / 16 + 9, box.height / 16 + 9);
    roi &= cv::Rect(0, 0, picture.cols, picture.rows);
    if (roi.empty()) return;
    cv::Mat mask = cv::Mat::zeros(roi.size(), CV_8U);
    std::vector<cv::Point> local;
    for (const cv::Point& p : poly) local.emplace_back(p.x - roi.x * 16, p.y - roi.y * 16);
    cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{local}, cv::Scalar(255), cv::LINE_AA, kShift);
    cv::GaussianBlur(mask, mask, cv::Size(5, 5), 1.5);
    cv::Mat region = picture(roi), f, m;
    mask.convertTo(m, CV_32F, strength / 255.0);
    cv::Mat m3;
    cv::merge(std::vector<cv::Mat>{m, m, m}, m3);
    region.convertTo(f, CV_32FC3);
    f = f.mul(cv::Scalar::all(1.0) - m3);
    f.convertTo(region, CV_8UC3);
}

cv::Scalar scaled(const cv::Scalar& c, double f) {
    return {std::min(255.0, c[0] * f), std::min(255.0, c[1] * f), std::min(255.0, c[2] * f)};
}

void solid(cv::Mat& picture, const std::vector<cv::Point2d>& shape, cv::Point2d centre, double size, double angle,
           const cv::Scalar& colour, double lift) {
    shadow(picture, place(shape, centre, size, angle, {lift, lift * 1.2}), 0.55);
    cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(shape, centre, size, angle)}, scaled(colour, 0.6),
                 cv::LINE_AA, kShift);
    cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(shape, centre, size * 0.86, angle, {-size * 0.03, -size * 0.03})},
                 colour, cv::LINE_AA, kShift);
    cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(shape, centre, size * 0.45, angle, {-size * 0.1, -size * 0.12})},
                 scaled(colour + cv::Scalar::all(40), 1.12), cv::LINE_AA, kShift);
}

std::vector<cv::Point2d> box(double hw, double hh) { return {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}}; }

}  // namespace

void drawFollower(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool lying,
                  double angle) {
    // A meeple is 16 mm tall and 10 mm thick: lying, its whole outline shows; standing,
    // the camera sees it nearly from above, foreshortened, with a longer shadow.
    if (lying)
        solid(picture, meepleOutline(), centre, 16 * pxPerMm, angle + CV_PI / 2, colour, 1.5 * pxPerMm);
    else
        solid(picture, meepleOutline(), centre, 13 * pxPerMm, angle, colour, 4 * pxPerMm);
}

namespace {

// A standing meeple's cross-section at height z (mm over the table): across its arms
// (x) and front to back (y), full sizes in mm; zero: nothing at that height.
cv::Size2d standingSection(double z) {
    constexpr double kDepth = 8;
    if (z < 6.5) return {15 - 6 * z / 6.5, kDepth};  // legs: feet apart, closing to the hips
    if (z < 9) return {9, kDepth};                   // body
    if (z < 11.5) return {16 - 2 * std::abs(z - 10.25), kDepth};  // arms spread, rounded
    if (z < 12.5) return {5, kDepth - 2};                         // neck
    if (z < 16) {                                                 // head, round
        const double r = (z - 14.25) / 1.75;
        const double k = std::sqrt(std::max(0.0, 1 - r * r));
        return {6.5 * k + 0.5, (kDepth - 1) * k + 0.5};
    }
    return {0, 0};
}

constexpr double kStandingMm = 16, kLyingMm = 8, kSliceMm = 0.5;

// The figure's slices from the table up, each drawn by `slice(polygon, heightMm)`.
template <class Slice>
void slices(cv::Point2d centre, double pxPerMm, bool lying, double angle, const cv::Point2d& perMmUp, Slice slice) {
    const double top = lying ? kLyingMm : kStandingMm;
    for (double z = 0; z < top; z += kSliceMm) {
        const cv::Point2d at = centre + perMmUp * (z + kSliceMm / 2);
        if (lying) {  // the meeple's outline, on its back: the same shape at every height, its top rounded
            const double inset = std::max(0.0, (z - 0.6 * kLyingMm) / (0.4 * kLyingMm)) * 0.12;
            slice(place(meepleOutline(), at, 16 * pxPerMm * (1 - inset), angle + CV_PI / 2), z);
            continue;
        }
        const cv::Size2d s = standingSection(z + kSliceMm / 2);
        if (s.width <= 0) continue;
        slice(place(box(0.5, 0.5 * s.height / s.width), at, s.width * pxPerMm, angle), z);
    }
}

}  // namespace

void drawFigure(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& paint, bool lying,
                double angle, const FigureView& view) {
    // Where the figure's parts land: a point z mm up lies (P - nadir) z / (H - z) off its
    // foot; at a figure's heights H - z is H to within 2 %, so the shift grows linearly.
    const cv::Point2d outward = (centre - view.nadirPx) * (1.0 / view.cameraHeightMm);
    const double reachPx = (kStandingMm + 8) * pxPerMm + cv::norm(outward) * kStandingMm + cv::norm(view.shadowPerMm) * kStandingMm;
    const cv::Rect roi = cv::Rect(cvFloor(centre.x - reachPx), cvFloor(centre.y - reachPx), cvCeil(2 * reachPx) + 1,
                                  cvCeil(2 * reachPx) + 1) & cv::Rect(0, 0, picture.cols, picture.rows);
    if (roi.empty()) return;
    const cv::Point2d local = centre - cv::Point2d(roi.tl());
    cv::Mat region = picture(roi);
    // The shadow: every slice cast along the light onto the table, softened by the
    // lamp's size (a 1.5 mm blur).
    cv::Mat cast = cv::Mat::zeros(roi.size(), CV_8U);
    slices(local, pxPerMm, lying, angle, view.shadowPerMm,
           [&](const std::vector<cv::Point>& poly, double) {
               cv::fillPoly(cast, std::vector<std::vector<cv::Point>>{poly}, cv::Scalar(255), cv::LINE_AA, kShift);
           });
    const double blurPx = 1.5 * pxPerMm;
    cv::GaussianBlur(cast, cast, cv::Size(), blurPx);
    cv::Mat f, m, m3;
    cast.convertTo(m, CV_32F, 0.5 / 255.0);
    cv::merge(std::vector<cv::Mat>{m, m, m}, m3);
    region.convertTo(f, CV_32FC3);
    f = f.mul(cv::Scalar::all(1.0) - m3);
    f.convertTo(region, CV_8UC3);
    // The figure, lowest slice first: what the camera sees of it is its highest part
    // along each ray; lit from above, lower parts (its sides) darker.
    const double top = lying ? kLyingMm : kStandingMm;
    slices(local, pxPerMm, lying, angle, outward, [&](const std::vector<cv::Point>& poly, double z) {
        const double lit = 0.5 + 0.5 * std::pow((z + kSliceMm) / top, 1.5);
        cv::fillPoly(region, std::vector<std::vector<cv::Point>>{poly}, scaled(paint, lit * 1.1), cv::LINE_AA, kShift);
    });
}

std::optional<cv::Scalar> figurePaint(const std::string& colour) {
    // BGR of painted wooden meeples in diffuse daylight-balanced light, read off photos of
    // the pieces (the paint is darker and less saturated than the tracker's palette).
    static const std::map<std::string, cv::Scalar> paints{
        {"red", {38, 42, 178}},     {"blue", {150, 82, 38}},     {"green", {62, 126, 48}},
        {"yellow", {45, 180, 222}}, {"black", {40, 38, 38}},     {"grey", {132, 136, 134}},
        {"pink", {160, 118, 218}},  {"purple", {132, 62, 104}}};
    const auto it = paints.find(colour);
    if (it == paints.end()) return std::nullopt;
    return it->second;
}

void drawBridge(cv::Mat& picture, cv::Point2d centre, double pxPerMm, bool northSouth, double angle) {
    const double a = angle + (northSouth ? 0 : CV_PI / 2);
    const double len = 42 * pxPerMm, width = 12 * pxPerMm;
    const cv::Scalar wood(110, 165, 205);
    shadow(picture, place(box(0.5 * width / len, 0.5), centre, len, a, {2 * pxPerMm, 2.4 * pxPerMm}), 0.5);
    cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(box(0.5 * width / len, 0.5), centre, len, a)},
                 scaled(wood, 0.75), cv::LINE_AA, kShift);
    cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(box(0.36 * width / len, 0.48), centre, len, a)}, wood,
                 cv::LINE_AA, kShift);
    for (int i = -4; i <= 4; ++i) {  // planks across the bridge
        const double y = i * 0.1;
        const std::vector<cv::Point2d> line{{-0.36 * width / len, y}, {0.36 * width / len, y}};
        cv::polylines(picture, place(line, centre, len, a), false, scaled(wood, 0.6), 1, cv::LINE_AA, kShift);
    }
}

void drawCastle(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool northSouth,
                double angle) {
    // The wooden castle seen from above: a 16 x 22 mm walled court lying across the two
    // tiles' shared edge, battlements all round, a square keep in the middle.
    const double a = angle + (northSouth ? 0 : CV_PI / 2);
    const double size = 22 * pxPerMm;
    const double hw = 0.36, hh = 0.5;
    auto fill = [&](const std::vector<cv::Point2d>& shape, const cv::Scalar& c) {
        cv::fillPoly(picture, std::vector<std::vector<cv::Point>>{place(shape, centre, size, a)}, c, cv::LINE_AA, kShift);
    };
    auto square = [&](cv::Point2d at, double half) {
        std::vector<cv::Point2d> b = box(half, half);
        for (cv::Point2d& q : b) q += at;
        return b;
    };
    shadow(picture, place(box(hw, hh), centre, size, a, {3 * pxPerMm, 3.6 * pxPerMm}), 0.55);
    fill(box(hw, hh), scaled(colour, 0.55));                  // outer wall, shaded sides
    fill(box(hw - 0.07, hh - 0.07), scaled(colour, 0.8));     // the court
    for (int i = 0; i <= 6; ++i) {                            // battlements
        const double y = -hh + 0.035 + i * (2 * hh - 0.07) / 6;
        fill(square({-hw + 0.035, y}, 0.035), scaled(colour, 1.15));
        fill(square({hw - 0.035, y}, 0.035), scaled(colour, 1.15));
    }
    for (int i = 0; i <= 4; ++i) {
        const double x = -hw + 0.035 + i * (2 * hw - 0.07) / 4;
        fill(square({x, -hh + 0.035}, 0.035), scaled(colour, 1.15));
        fill(square({x, hh - 0.035}, 0.035), scaled(colour, 1.15));
    }
    fill(square({0.02, 0.03}, 0.17), scaled(colour, 0.45));   // the keep's shadow
    fill(square({0, 0}, 0.16), scaled(colour, 1.0));
    fill(square({-0.03, -0.03}, 0.1), scaled(colour + cv::Scalar::all(45), 1.1));
}

}  // namespace carc::sim
