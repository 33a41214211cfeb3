#include "vision/structure/ground_map.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

struct Colour {
    float l, a, b;
};

// Starting colours of the clusters (Lab): two greens, two earths, a pale road, a dark
// and a blue. The clusters then move to this picture's own colours.
constexpr std::array<Colour, 7> kSeeds{{{50, -30, 40}, {72, -18, 30}, {48, 24, 32}, {72, 8, 28},
                                        {84, 0, 6}, {25, 2, 8}, {42, 6, -32}}};
constexpr int kIterations = 6;     // Lloyd steps: the clusters settle within a few
constexpr float kLightnessWeight = 0.5f;  // lightness counts half: glare and shade change it most

float distance2(const Colour& p, const Colour& c) {
    const float dl = (p.l - c.l) * kLightnessWeight, da = p.a - c.a, db = p.b - c.b;
    return dl * dl + da * da + db * db;
}

constexpr double kBlueB = -12;   // Lab b below this: blue (tower roofs, pennants)
constexpr double kGreenA = -6;   // Lab a below this: green (grass, bushes)

// Names a settled cluster by its colour. `saturation`: how washed out the picture is
// (saturationOf): a dim photo's bushes are green by less, and less colourful than
// `paleChroma` is grey or white (a road when light).
Ground nameOf(const Colour& c, double paleChroma, double saturation) {
    const double chroma = std::hypot(c.a, c.b);
    constexpr double kPaleLightness = 55;  // and lighter than this: a road
    constexpr double kDarkLightness = 28;  // darker than this: outlines and shadows
    if (c.b < kBlueB) return Ground::Other;
    if (c.a < kGreenA * saturation) return Ground::Field;
    if (chroma < paleChroma && c.l > kPaleLightness) return Ground::Road;
    if (c.l < kDarkLightness) return Ground::Other;
    return Ground::City;
}

// The picture's grass: its largest green cluster (the clusters nameOf calls field); none
// on a tile without grass (a city-only tile).
std::optional<Colour> grassOf(const std::array<Colour, kSeeds.size()>& centre, const std::array<int, kSeeds.size()>& members) {
    int grassMembers = 0;
    std::optional<Colour> grass;
    for (size_t k = 0; k < centre.size(); ++k)
        if (centre[k].b >= kBlueB && centre[k].a < kGreenA && members[k] > grassMembers)
            grassMembers = members[k], grass = centre[k];
    return grass;
}

// How washed out the picture's colours are (1: as printed). Printed art and well-lit
// photos have grass of chroma 45-50; a dim or hazy photo washes every colour out alike
// (grass of chroma 20, the city's pinkish ground 9, roads 4-7, a pennant's blue -8), so
// lines drawn on chroma are drawn at this share of the art's.
double saturationOf(const std::optional<Colour>& grass) {
    constexpr double kArtGrassChroma = 47;  // the printed grass of the first and 2014 printings
    constexpr double kLeastSaturation = 0.4;  // below this the picture has no colours to read
    if (!grass) return 1.0;
    return std::clamp(std::hypot(grass->a, grass->b) / kArtGrassChroma, kLeastSaturation, 1.0);
}

// Share of `mask` among the `seen` pixels of a rectangle (unit coordinates).
double rectShare(const cv::Mat& mask, const cv::Mat& seen, double x0, double y0, double x1, double y1) {
    const int s = mask.cols;
    const int c0 = std::clamp(static_cast<int>(std::lround(x0 * s)), 0, s - 1);
    const int r0 = std::clamp(static_cast<int>(std::lround(y0 * s)), 0, s - 1);
    const int c1 = std::clamp(static_cast<int>(std::lround(x1 * s)), c0 + 1, s);
    const int r1 = std::clamp(static_cast<int>(std::lround(y1 * s)), r0 + 1, s);
    const cv::Range rows(r0, r1), cols(c0, c1);
    const int n = cv::countNonZero(seen(rows, cols));
    return n == 0 ? 0.0 : cv::countNonZero(mask(rows, cols) & seen(rows, cols)) / double(n);
}

}  // namespace

double GroundMap::share(Ground g, double x0, double y0, double x1, double y1) const {
    return rectShare(ground == static_cast<unsigned char>(g), ground != static_cast<unsigned char>(Ground::Glare), x0, y0, x1, y1);
}

double GroundMap::unseenShare(double x0, double y0, double x1, double y1) const {
    return rectShare(ground == static_cast<unsigned char>(Ground::Glare), cv::Mat(ground.size(), CV_8U, cv::Scalar(255)), x0, y0,
                     x1, y1);
}

double GroundMap::shieldShare(double x0, double y0, double x1, double y1) const {
    return rectShare(shield, cv::Mat(shield.size(), CV_8U, cv::Scalar(255)), x0, y0, x1, y1);
}

double GroundMap::waterShare(double x0, double y0, double x1, double y1) const {
    return rectShare(water, cv::Mat(water.size(), CV_8U, cv::Scalar(255)), x0, y0, x1, y1);
}

double GroundMap::shieldColoursShare(double x0, double y0, double x1, double y1) const {
    return rectShare(shieldColours, cv::Mat(shieldColours.size(), CV_8U, cv::Scalar(255)), x0, y0, x1, y1);
}

namespace {

// The picture shrunk to kGroundSide x kGroundSide and softened, as Lab colours (L 0-100),
// row by row.
std::vector<Colour> labPixels(const cv::Mat& squareBgr) {
    cv::Mat small;
    cv::resize(squareBgr, small, {kGroundSide, kGroundSide}, 0, 0, cv::INTER_AREA);
    cv::GaussianBlur(small, small, {3, 3}, 0);
    cv::Mat lab;
    small.convertTo(lab, CV_32F, 1.0 / 255);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
    const int n = kGroundSide * kGroundSide;
    std::vector<Colour> px(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        const auto& v = lab.at<cv::Vec3f>(i / kGroundSide, i % kGroundSide);
        px[static_cast<size_t>(i)] = {v[0], v[1], v[2]};
    }
    return px;
}

// The pixels clustered around the seed colours (kIterations of k-means from kSeeds):
// each cluster's centre and each pixel's cluster.
struct Clusters {
    std::array<Colour, kSeeds.size()> centre;
    std::vector<unsigned char> label;
};
Clusters clustered(const std::vector<Colour>& px) {
    Clusters c{kSeeds, std::vector<unsigned char>(px.size(), 0)};
    for (int it = 0; it < kIterations; ++it) {
        std::array<double, kSeeds.size() * 3> sum{};
        std::array<int, kSeeds.size()> count{};
        for (size_t i = 0; i < px.size(); ++i) {
            size_t best = 0;
            float bestD = distance2(px[i], c.centre[0]);
            for (size_t k = 1; k < c.centre.size(); ++k) {
                const float d = distance2(px[i], c.centre[k]);
                if (d < bestD) bestD = d, best = k;
            }
            c.label[i] = static_cast<unsigned char>(best);
            sum[best * 3] += px[i].l, sum[best * 3 + 1] += px[i].a, sum[best * 3 + 2] += px[i].b;
            ++count[best];
        }
        for (size_t k = 0; k < c.centre.size(); ++k)
            if (count[k] > 0)
                c.centre[k] = {static_cast<float>(sum[k * 3] / count[k]), static_cast<float>(sum[k * 3 + 1] / count[k]),
                               static_cast<float>(sum[k * 3 + 2] / count[k])};
    }
    return c;
}

// Where blue and white lie within 2 px of each other (a pennant's checkered quarters,
// or a blue roof beside a white wall).
cv::Mat blueMeetsWhite(const cv::Mat& blue, const cv::Mat& white) {
    const cv::Mat near = cv::getStructuringElement(cv::MORPH_RECT, {5, 5});
    cv::Mat blueNear, whiteNear;
    cv::dilate(blue, blueNear, near);
    cv::dilate(white, whiteNear, near);
    return (blue & whiteNear) | (white & blueNear);
}

// A pennant's pixels: where blue meets white within a shield, on art with blue roofs: a
// compact blob of blue and white, alone in the city, a fifth to three fifths of it blue,
// and clearly bigger than the picture's blue roofs. Roofs beside white walls have both
// colours too, but their blob runs on along the walls (not compact), is mostly roof, or
// is one roof among others of its size.
cv::Mat shieldPixels(const cv::Mat& blue, const cv::Mat& white, const cv::Mat& meeting) {
    // The shield's parts (quarters split by a cross or an outline) joined into one blob.
    cv::Mat blob, label, stats, centroids;
    cv::morphologyEx(blue | white, blob, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
    const int n = cv::connectedComponentsWithStats(blob, label, stats, centroids, 8, CV_32S);
    struct Blob {
        int label, area, bluePx;
        bool shieldLike;
    };
    std::vector<Blob> roofSized;  // blobs of blue and white the size of a roof or a shield
    int artBluePx = 0;            // blue pixels of the art (figures left out)
    for (int k = 1; k < n; ++k) {
        const int w = stats.at<int>(k, cv::CC_STAT_WIDTH), h = stats.at<int>(k, cv::CC_STAT_HEIGHT);
        const int area = stats.at<int>(k, cv::CC_STAT_AREA);
        // Shields are 0.1 (first printing) to 0.3 (2014 art, blurred) of the tile's side.
        constexpr int kLeastSidePx = 8, kMostSidePx = 30;
        const cv::Mat part = label == k;
        const int bluePx = cv::countNonZero(part & blue);
        const double blueShare = bluePx / double(area);
        // All blue: a figure or a blue patch, no roof with walls; left out.
        constexpr double kSolidBlue = 0.9;
        if (blueShare > kSolidBlue) continue;
        artBluePx += bluePx;
        if (std::min(w, h) < kLeastSidePx || std::max(w, h) > kMostSidePx) continue;
        const double whiteShare = cv::countNonZero(part & white) / double(area);
        constexpr double kLeastBlue = 0.2;  // a roof or a shield; less is a wall
        if (blueShare < kLeastBlue) continue;
        std::vector<cv::Point> pts, hull;
        cv::findNonZero(part, pts);
        cv::convexHull(pts, hull);
        const double solidity = area / std::max(1.0, cv::contourArea(hull));
        constexpr double kMostAspect = 1.45;    // a shield is about as wide as high
        constexpr double kLeastSolidity = 0.8;  // and convex; walls with roofs wind and branch
        // Blue and white quarters, the rest the closing's fill: the 2014 art's shields
        // (0.2 of the tile) are at most 0.56 blue, its roofs 0.58 and more; the first
        // printing's shields (a tenth of the tile, under 120 px here) up to 0.6.
        constexpr double kMostShieldBlue = 0.56, kMostSmallShieldBlue = 0.62, kLeastShieldWhite = 0.2;
        constexpr int kSmallShieldPx = 120;
        const double mostBlue = area <= kSmallShieldPx ? kMostSmallShieldBlue : kMostShieldBlue;
        const bool shieldLike = std::max(w, h) <= kMostAspect * std::min(w, h) && solidity >= kLeastSolidity &&
                                blueShare <= mostBlue && whiteShare >= kLeastShieldWhite;
        roofSized.push_back({k, area, bluePx, shieldLike});
    }
    cv::Mat out = cv::Mat::zeros(blue.size(), CV_8U);
    constexpr double kBiggerThanRoofs = 1.6;  // board photos: shields 210-460 px, the roofs beside them 60-140
    int shieldBluePx = 0;
    for (const Blob& b : roofSized) {
        if (!b.shieldLike) continue;
        const bool biggest = std::all_of(roofSized.begin(), roofSized.end(), [&](const Blob& o) {
            return o.label == b.label || b.area >= kBiggerThanRoofs * o.area;
        });
        if (biggest) out.setTo(255, (label == b.label) & meeting), shieldBluePx += b.bluePx;
    }
    // Art without blue roofs (the first printing's and the painted art's are red): blue
    // beside white is the pennant whatever its shape (a small shield blurs into the
    // houses beside it).
    constexpr int kRoofsBluePx = 100;  // two or three of the 2014 art's roofs (40-60 px each); a shield has at most 60
    if (artBluePx - shieldBluePx < kRoofsBluePx) return meeting.clone();
    return out;
}

}  // namespace

GroundMap mapGround(const cv::Mat& squareBgr) {
    const int n = kGroundSide * kGroundSide;
    const std::vector<Colour> px = labPixels(squareBgr);
    const Clusters clusters = clustered(px);
    const std::array<Colour, kSeeds.size()>& centre = clusters.centre;
    const std::vector<unsigned char>& label = clusters.label;
    std::array<Ground, kSeeds.size()> named{};
    std::array<int, kSeeds.size()> members{};
    for (unsigned char l : label) ++members[l];
    const std::optional<Colour> grass = grassOf(centre, members);
    const double saturation = saturationOf(grass);
    constexpr double kArtPaleChroma = 14;  // the printed art's line between grey or cream road and cream city
    for (size_t k = 0; k < centre.size(); ++k) named[k] = nameOf(centre[k], kArtPaleChroma * saturation, saturation);
    // Roads are judged against the grass, pixel by pixel (a thin road shares its cluster
    // with pale walls): far less colourful, and lighter.
    const Colour g = grass.value_or(Colour{60, -25, 35});
    constexpr double kRoadChromaShare = 0.3;  // a road has under this share of the grass's colourfulness
    constexpr double kRoadMinChroma = 6;      // ... but any grey is a road's colour, however pale the grass
    constexpr double kRoadLighterBy = 5;      // Lab L: roads are lighter than grass in every printing
    const double roadChroma = std::max(kRoadMinChroma, kRoadChromaShare * std::hypot(g.a, g.b));
    const double roadLightness = g.l + kRoadLighterBy;

    GroundMap out;
    out.ground.create(kGroundSide, kGroundSide, CV_8U);
    cv::Mat blue(kGroundSide, kGroundSide, CV_8U), white(kGroundSide, kGroundSide, CV_8U);
    out.water.create(kGroundSide, kGroundSide, CV_8U);
    double sumL = 0, sumL2 = 0;
    for (int i = 0; i < n; ++i) {
        const Colour& p = px[static_cast<size_t>(i)];
        const bool road = std::hypot(p.a, p.b) < roadChroma && p.l > roadLightness;
        out.ground.at<unsigned char>(i / kGroundSide, i % kGroundSide) =
            static_cast<unsigned char>(road ? Ground::Road : named[label[static_cast<size_t>(i)]]);
        constexpr float kShieldBlueB = -18;      // Lab b: the pennant's strong blue (as printed)
        constexpr float kShieldWhiteL = 62;      // Lab L: its white quarters and rim, even in shade
        constexpr float kShieldWhiteChroma = 10;  // ... which are grey, not cream like walls (as printed)
        blue.at<unsigned char>(i / kGroundSide, i % kGroundSide) = p.b < kShieldBlueB * saturation ? 255 : 0;
        white.at<unsigned char>(i / kGroundSide, i % kGroundSide) =
            p.l > kShieldWhiteL && std::hypot(p.a, p.b) < kShieldWhiteChroma * saturation ? 255 : 0;
        // The River's water is light and blue-green (Lab a and b both negative: grass is
        // yellow-green, b > 0; roofs and pennants are blue or violet, a >= 0). On a
        // washed-out photo it is as grey as a road and not told apart.
        constexpr float kWaterL = 50, kWaterA = -2, kWaterB = -6;  // seen on the board photos: water b -6 to -20, grass b > 10
        out.water.at<unsigned char>(i / kGroundSide, i % kGroundSide) = p.l > kWaterL && p.a < kWaterA && p.b < kWaterB ? 255 : 0;
        sumL += p.l, sumL2 += double(p.l) * p.l;
    }
    // Specks and small blobs (a roof's rim, blue-green roofs on a greenish photo, a blue
    // figure's edge) are no water: the river is a band across the tile, a lake broad.
    constexpr int kWaterSpeckPx = 3;
    cv::morphologyEx(out.water, out.water, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, {kWaterSpeckPx, kWaterSpeckPx}));
    constexpr int kLeastWaterPx = 45;  // of 96^2: a river band breaks into pieces of 60 px and more, a roof is under 40
    cv::Mat labels, stats, centroids;
    const int blobs = cv::connectedComponentsWithStats(out.water, labels, stats, centroids, 8, CV_32S);
    for (int k = 1; k < blobs; ++k)
        if (stats.at<int>(k, cv::CC_STAT_AREA) < kLeastWaterPx) out.water.setTo(0, labels == k);
    // Road ground that survives an opening twice a road's width is a broad pale patch:
    // glare (a road is a tenth of the tile wide, 10 px here).
    constexpr int kBroaderThanRoadPx = 15;
    cv::Mat broad;
    cv::morphologyEx(out.ground == static_cast<unsigned char>(Ground::Road), broad, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_ELLIPSE, {kBroaderThanRoadPx, kBroaderThanRoadPx}));
    out.ground.setTo(static_cast<unsigned char>(Ground::Glare), broad);
    out.meanLightness = sumL / n;
    out.saturation = saturation;
    out.lightnessSpread = std::sqrt(std::max(0.0, sumL2 / n - out.meanLightness * out.meanLightness));
    out.shieldColours = blueMeetsWhite(blue, white);
    out.shield = shieldPixels(blue, white, out.shieldColours);
    return out;
}

cv::Mat paintGround(const GroundMap& map) {
    const std::array<cv::Vec3b, 5> paint{{{40, 160, 40}, {40, 90, 170}, {240, 240, 240}, {0, 0, 0}, {150, 150, 150}}};
    cv::Mat out(map.ground.size(), CV_8UC3);
    for (int y = 0; y < out.rows; ++y)
        for (int x = 0; x < out.cols; ++x)
            out.at<cv::Vec3b>(y, x) = map.shield.at<unsigned char>(y, x)          ? cv::Vec3b{220, 60, 0}
                                      : map.water.at<unsigned char>(y, x)         ? cv::Vec3b{200, 200, 0}
                                      : map.shieldColours.at<unsigned char>(y, x) ? cv::Vec3b{230, 180, 120}
                                                                                  : paint[map.ground.at<unsigned char>(y, x)];
    return out;
}

}  // namespace carc::vision
