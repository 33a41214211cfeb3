#include "vision/sim/hand.hpp"

#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "vision/sim/sim_random.hpp"

namespace carc::sim {
namespace {

constexpr std::uint64_t kHandStream = 41;
constexpr int kShift = 4;

using Poly = std::vector<cv::Point>;

cv::Point fixedPoint(cv::Point2d p) { return {cvRound(p.x * (1 << kShift)), cvRound(p.y * (1 << kShift))}; }

// The arm as filled shapes: (polygon, colour index 0 = sleeve, 1 = skin).
struct ArmShapes {
    std::vector<std::pair<Poly, int>> parts;
    std::vector<std::pair<cv::Point2d, cv::Point2d>> fingers;  // skin-coloured thick lines
    double fingerWidth = 0;
};

Poly quad(cv::Point2d a, cv::Point2d b, double wa, double wb, cv::Point2d v) {
    return {fixedPoint(a + v * wa / 2), fixedPoint(b + v * wb / 2), fixedPoint(b - v * wb / 2), fixedPoint(a - v * wa / 2)};
}

Poly ellipse(cv::Point2d c, cv::Point2d u, double along, double across) {
    const cv::Point2d v(-u.y, u.x);
    Poly out;
    for (int i = 0; i < 24; ++i) {
        const double a = i * CV_PI / 12;
        out.push_back(fixedPoint(c + u * along * std::cos(a) + v * across * std::sin(a)));
    }
    return out;
}

// A hand's measures (mm): the middle finger, the palm from wrist to knuckles, the palm
// across; and how much larger than that it is drawn at the table's scale.
struct HandSize {
    double fingerMm, palmMm, palmWidthMm, scale;
};
// An adult's hand: 190 mm from the wrist crease to the middle fingertip, 85 mm across the
// palm (anthropometric medians of men and women together), as the issue measures it: at
// the table's scale.
constexpr HandSize kLifeSizeHand{80, 110, 85, 1.0};
// The older hand: 170 x 85 mm, drawn 1.25 times larger for being nearer the camera.
constexpr HandSize kOlderHand{75, 95, 85, 1.25};

ArmShapes armShapes(const HandStroke& s, cv::Point2d offset, SimRandom& rng) {
    const HandSize& size = s.lifeSize ? kLifeSizeHand : kOlderHand;
    const double mm = s.pxPerMm * size.scale;
    cv::Point2d u = s.reach - s.entry;
    u /= std::max(1e-6, cv::norm(u));
    const cv::Point2d v(-u.y, u.x);
    const cv::Point2d tip = s.reach + offset, entry = s.entry - u * 200 * mm + offset;
    const double fingerLen = size.fingerMm * mm, palmLen = size.palmMm * mm, palmW = size.palmWidthMm * mm;
    const cv::Point2d knuckles = tip - u * fingerLen, wrist = knuckles - u * palmLen;
    const double cuff = rng.uniform(0.35, 0.7);  // how far down the forearm the sleeve reaches
    const cv::Point2d sleeveEnd = wrist + (entry - wrist) * cuff;
    ArmShapes out;
    out.parts.push_back({quad(entry, sleeveEnd, 110 * mm, 95 * mm, v), 0});
    out.parts.push_back({quad(sleeveEnd, wrist, 72 * mm, 60 * mm, v), 1});
    out.parts.push_back({ellipse(wrist + u * palmLen * 0.5, u, palmLen * 0.55, palmW * 0.5), 1});
    const double spread = rng.uniform(0.04, 0.12);
    for (int f = 0; f < 4; ++f) {
        const double side = (f - 1.5) / 1.5;
        const double len = fingerLen * (f == 1 || f == 2 ? 1.0 : 0.85);
        const cv::Point2d base = knuckles + v * side * palmW * 0.36;
        const cv::Point2d dir = u + v * side * spread;
        out.fingers.push_back({base, base + dir * (len / cv::norm(dir))});
    }
    const cv::Point2d thumbBase = wrist + u * palmLen * 0.45 + v * palmW * 0.45;
    out.fingers.push_back({thumbBase, thumbBase + (u * 0.6 + v * 0.8) * 45 * mm});
    out.fingerWidth = 19 * mm;
    return out;
}

void fillShapes(cv::Mat& img, const ArmShapes& a, const cv::Scalar& sleeve, const cv::Scalar& skin) {
    for (const auto& [poly, colour] : a.parts)
        cv::fillPoly(img, std::vector<Poly>{poly}, colour == 0 ? sleeve : skin, cv::LINE_AA, kShift);
    for (const auto& [from, to] : a.fingers)
        cv::line(img, fixedPoint(from), fixedPoint(to), skin, std::max(1, cvRound(a.fingerWidth)), cv::LINE_AA, kShift);
}

}  // namespace

cv::Mat drawHand(cv::Mat& frame, const HandStroke& stroke) {
    SimRandom look(stroke.seed, kHandStream, static_cast<std::uint64_t>(stroke.index));
    static const cv::Scalar olderSkins[] = {{150, 175, 225}, {120, 150, 205}, {90, 120, 170}, {60, 85, 125}, {140, 170, 230}};
    // The Monk Skin Tone Scale's swatches 2, 4, 5, 6, 8 and 10 (light to dark), BGR.
    static const cv::Scalar skins[] = {{219, 231, 243}, {186, 218, 234}, {150, 189, 215},
                                       {86, 126, 160},  {52, 65, 96},    {32, 36, 41}};
    static const cv::Scalar sleeves[] = {{60, 40, 30}, {150, 150, 150}, {40, 40, 140}, {90, 110, 50}, {30, 30, 30}, {200, 200, 205}};
    const cv::Scalar skin = stroke.lifeSize ? skins[look.below(6)] : olderSkins[look.below(5)];
    const cv::Scalar sleeve = sleeves[look.below(6)];
    SimRandom rng(stroke.seed, kHandStream + 1, static_cast<std::uint64_t>(stroke.index));
    const ArmShapes arm = armShapes(stroke, {}, rng);
    SimRandom rngShadow(stroke.seed, kHandStream + 1, static_cast<std::uint64_t>(stroke.index));
    const double lift = 60 * stroke.pxPerMm;  // the arm floats ~ 15 cm above the board
    const ArmShapes shadowArm = armShapes(stroke, {0.35 * lift, 0.5 * lift}, rngShadow);

    // Soft shadow: drawn at quarter size, blurred, darkening the table under it.
    const cv::Size small(frame.cols / 4, frame.rows / 4);
    cv::Mat shadow(frame.size(), CV_8U, cv::Scalar(0));
    fillShapes(shadow, shadowArm, cv::Scalar(255), cv::Scalar(255));
    cv::Mat s;
    cv::resize(shadow, s, small, 0, 0, cv::INTER_AREA);
    cv::GaussianBlur(s, s, cv::Size(0, 0), 5);
    cv::resize(s, shadow, frame.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat keep;
    shadow.convertTo(keep, CV_8U, -0.45, 255);  // 255 = untouched, 140 = in the shadow's core
    cv::Mat keep3;
    cv::merge(std::vector<cv::Mat>{keep, keep, keep}, keep3);
    cv::multiply(frame, keep3, frame, 1.0 / 255);

    // The arm itself: flat colours, then shading across it and a little motion blur.
    cv::Mat mask(frame.size(), CV_8U, cv::Scalar(0));
    fillShapes(mask, arm, cv::Scalar(255), cv::Scalar(255));
    const cv::Rect box = cv::boundingRect(mask);
    if (box.empty()) return mask;
    cv::Mat layer(box.size(), CV_8UC3);
    frame(box).copyTo(layer);
    cv::Mat local = layer;
    ArmShapes moved = arm;
    const cv::Point shift(box.x << kShift, box.y << kShift);
    for (auto& part : moved.parts)
        for (cv::Point& p : part.first) p -= shift;
    for (auto& f : moved.fingers) {
        f.first -= cv::Point2d(box.x, box.y);
        f.second -= cv::Point2d(box.x, box.y);
    }
    fillShapes(local, moved, sleeve, skin);
    // Light from one side: darker towards the arm's outline (a rounded limb).
    cv::Mat m = mask(box), dist;
    cv::distanceTransform(m, dist, cv::DIST_L2, 3);
    cv::Mat shade;
    dist.convertTo(shade, CV_32F, 1.0 / (25 * stroke.pxPerMm));
    cv::min(shade, 1.0, shade);
    cv::Mat gain = 0.55 + 0.5 * shade;
    cv::Mat gain3, f;
    cv::merge(std::vector<cv::Mat>{gain, gain, gain}, gain3);
    local.convertTo(f, CV_32FC3);
    f = f.mul(gain3);
    f.convertTo(local, CV_8UC3);
    cv::blur(local, local, cv::Size(5, 5));
    local.copyTo(frame(box), m);
    return mask;
}

}  // namespace carc::sim
