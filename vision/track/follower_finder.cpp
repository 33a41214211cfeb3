#include "vision/track/follower_finder.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <opencv2/imgproc.hpp>

#include "vision/track/bridge_finder.hpp"
#include "vision/track/tile_explanation.hpp"

namespace carc::vision {
namespace {

// How far from its shadow a standing follower's body reaches (its shadow lies 4-5 mm
// off it, its body is 13 mm across).
constexpr double kShadowReachMm = 6;
// The least of something that casts a shadow: an art edge a pixel off is a thin streak.
constexpr double kMinCasterMm2 = 8;
// The least of a follower's own shadow beside it (15-55 mm^2 seen on grass; a 2 mm^2
// speck beside a bazaar stall's stripe is none).
constexpr double kMinShadowMm2 = 8;
// How far from its core a grey or black follower's body and shadow reach: half its
// 13 mm outline and the 6 mm its shadow lies off it.
constexpr double kNeutralReachMm = 10;
// An explanation clearly better than another: its cost this much of the other's or
// less; as good: no more than this much of it.
constexpr double kClearlyBetterExplanation = 0.95, kAsGoodExplanation = 1.02;
// Better: by more than two alignments of the same picture on the same cell differ.
constexpr double kBetterExplanation = 0.98;
// How far beside a plank its dark side and shadow reach.
constexpr double kPlankSideMm = 3.5;
// How far from the pose a whole-cell alignment under a plank may lie and still count.
constexpr double kBesidePoseUnderAPlankMm = 2.0;

// How much softer the camera shows the art than its enrolled picture (Gaussian sigma,
// cell pixels): the lens and the sensor's demosaicing blur it, and the frame is resampled
// twice (to the table's view, then to the cell), the picture only once. 1.0: at 0.8 a
// bazaar stall's blurred stripes still made a grey follower; at 1.3 a grey thief on an
// X's pale road (core 17 mm^2) was explained away.
constexpr double kCameraBlurPx = 1.0;

// What the picture, blurred as the camera blurs it, leaves unexplained within two pixels
// (as Explanation::residual does the sharp picture). Fine art of several colours,
// blurred, is a grey mix the sharp picture has nowhere (a bazaar stall's red, blue and
// orange stripes; a pale road's edge on grass): such mixes were read as grey followers,
// the mover's on grey's turn (a painted V's road), another's as
// an illegal follower on other turns. A follower is no blur of the art around it. And the
// sharp picture holds greys the camera never shows: a C1 scan's dark outlines and specks
// beside a pale road, within two pixels of nearly every pixel of a grey thief standing on
// the road, explained all but 14 mm^2 of him (residual 20-30 over his body: C1 art,
// missed). Blurred, they are the grass-and-road mix around them.
cv::Mat residualWithCameraBlur(const cv::Mat& cellBgr, const Explanation& e) {
    cv::Mat soft;
    cv::GaussianBlur(e.fitted, soft, {0, 0}, kCameraBlurPx);
    return nearbyDistance(cellBgr, soft, 2);
}

// Where in the cell a follower is looked for. The follower's cell is cut where the tile
// lies, so its rim shows the tile's own edge but for the gap a tile turned a degree or
// two opens there: a rim of 3 px in 64 (2.1 mm), not the recogniser's 4 (cellInterior).
// A red knight on an E's thin city at the tile's edge stood half in the wider rim and
// showed a core of 16 mm^2 inside it, too small to be one (C1 art).
cv::Mat followerInterior(cv::Size cell) { return cellInterior(cell, std::max(2, cell.width / 21)); }

// A shadow darkens what the picture shows without changing its hue.
cv::Mat shadowMask(const cv::Mat& cell, const cv::Mat& fitted) {
    cv::Mat mask(cell.size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < cell.rows; ++r)
        for (int k = 0; k < cell.cols; ++k) {
            const cv::Vec3b& c = cell.at<cv::Vec3b>(r, k);
            const cv::Vec3f& f = fitted.at<cv::Vec3f>(r, k);
            double lo = 1e9, hi = -1e9;
            for (int ch = 0; ch < 3; ++ch) {
                const double ratio = c[ch] / std::max<double>(f[ch], 8.0);
                lo = std::min(lo, ratio), hi = std::max(hi, ratio);
            }
            if (lo >= 0.3 && hi <= 0.9 && hi - lo <= 0.25) mask.at<uchar>(r, k) = 255;
        }
    return mask;
}

// Art without hue (a pale road, a grey wall): its channels lie within this ratio of
// each other, and a body without hue darkens it as evenly as a shadow does.
constexpr double kHuelessArtRatio = 1.3;

// Where the picture shows art without hue.
cv::Mat huelessArt(const cv::Mat& fitted) {
    cv::Mat mask(fitted.size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < fitted.rows; ++r)
        for (int k = 0; k < fitted.cols; ++k) {
            const cv::Vec3f& f = fitted.at<cv::Vec3f>(r, k);
            const float lo = std::max(std::min({f[0], f[1], f[2]}), 8.0f), hi = std::max({f[0], f[1], f[2]});
            if (hi <= kHuelessArtRatio * lo) mask.at<uchar>(r, k) = 255;
        }
    return mask;
}

// The blobs of a mask at least this large: what may cast a shadow (a follower, a plank,
// a castle), not an art edge left a pixel off by the alignment; a follower's shadow, not
// a speck.
cv::Mat objects(const cv::Mat& mask, int minPixels) {
    cv::Mat labels, stats, centroids;
    cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    cv::Mat out(mask.size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < labels.rows; ++r)
        for (int c = 0; c < labels.cols; ++c)
            if (const int i = labels.at<int>(r, c); i > 0 && stats.at<int>(i, cv::CC_STAT_AREA) >= minPixels)
                out.at<uchar>(r, c) = 255;
    return out;
}

// Blobs of `shadowLike` no larger than a follower with nothing beside them to cast them
// (`casters` of at least `minCasterPixels`): pixel by pixel a grey follower on a pale
// road is as even a darkening as a shadow; its own shadow lies beside it, and nothing
// else does. A follower's shadow lies beside the follower, a plank's beside the plank;
// a hand's or a lamp's is larger.
cv::Mat uncast(const cv::Mat& shadowLike, const cv::Mat& casters, int maxPixels, int minCasterPixels) {
    cv::Mat near = objects(casters, minCasterPixels);
    cv::dilate(near, near, cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
    cv::Mat labels, stats, centroids;
    const int n = cv::connectedComponentsWithStats(shadowLike, labels, stats, centroids, 8, CV_32S);
    std::vector<bool> keep(static_cast<size_t>(n), false);
    for (int i = 1; i < n; ++i) keep[static_cast<size_t>(i)] = stats.at<int>(i, cv::CC_STAT_AREA) <= maxPixels;
    for (int r = 0; r < labels.rows; ++r)
        for (int c = 0; c < labels.cols; ++c)
            if (near.at<uchar>(r, c)) keep[static_cast<size_t>(labels.at<int>(r, c))] = false;
    cv::Mat out(shadowLike.size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < labels.rows; ++r)
        for (int c = 0; c < labels.cols; ++c)
            if (const int i = labels.at<int>(r, c); i > 0 && keep[static_cast<size_t>(i)]) out.at<uchar>(r, c) = 255;
    return out;
}

// The cell as it would look in the picture's light: the fitted light undone.
cv::Mat inPictureLight(const cv::Mat& cellBgr, const Explanation& e) {
    cv::Mat out;
    cellBgr.convertTo(out, CV_32FC3);
    out = out.mul(cv::Scalar(1 / e.gain[0], 1 / e.gain[1], 1 / e.gain[2]));
    out.convertTo(out, CV_8UC3);
    return out;
}

// Half the thickness of a blob (CV_8U, 255 inside): the radius of the largest circle in it.
double halfThicknessMm(const cv::Mat& blob, double pxPerMm) {
    cv::Mat padded, dist;
    cv::copyMakeBorder(blob, padded, 1, 1, 1, 1, cv::BORDER_CONSTANT, 0);
    cv::distanceTransform(padded, dist, cv::DIST_L2, 3);
    double most = 0;
    cv::minMaxLoc(dist, nullptr, &most);
    return most / pxPerMm;
}

}  // namespace

namespace {

// On a grey or black mover's turn, when no follower of the mover's colour is seen and
// of the other of the two at most one (`seen`): the other's blob with the largest core
// and the mover's blobs within a figure's reach of it (`blobs`, per colour, follower-sized
// or not), their cores together at least half as large as its, are one figure of the
// mover's, when together they are a follower's size. A grey one's shaded side is as dark
// as black (a grey thief at an L's junction showed grey cores of 11 and 16 mm^2, his
// shaded side a black one of 27, and was read as an illegal black follower, in C1 art;
// another on a road's end at a bazaar stall, grey 15 and black 20, neither enough
// alone, was missed, in painted art), a black one's lit top as
// pale as grey. It stands where most of its own colour shows.
std::optional<FollowerSighting> neutralMoversFigure(const std::optional<FollowerSighting>& seen,
                                                    const std::vector<std::vector<FollowerSighting>>& blobs,
                                                    const std::vector<FollowerColour>& palette,
                                                    const FollowerFinderOptions& options) {
    constexpr double kTileMm = 45, kLeastShare = 0.5;
    const auto mover = std::find_if(palette.begin(), palette.end(),
                                    [&](const FollowerColour& k) { return k.name == options.expectedColour; });
    if (mover == palette.end() || !isNeutral(*mover) || (seen && seen->colour == mover->name)) return std::nullopt;
    const auto other = std::find_if(palette.begin(), palette.end(),
                                    [&](const FollowerColour& k) { return isNeutral(k) && k.name != mover->name; });
    if (other == palette.end() || (seen && seen->colour != other->name)) return std::nullopt;
    const std::vector<FollowerSighting>& others = blobs[static_cast<size_t>(other - palette.begin())];
    if (others.empty()) return std::nullopt;
    const FollowerSighting& side = *std::max_element(others.begin(), others.end(), [](const auto& a, const auto& b) {
        return a.coreMm2 < b.coreMm2;
    });
    FollowerSighting figure{side.unit, mover->name, side.areaMm2, 0, side.coreMm2};
    double ownCore = 0, mostOwn = 0;
    for (const FollowerSighting& own : blobs[static_cast<size_t>(mover - palette.begin())]) {
        if (cv::norm(own.unit - side.unit) * kTileMm > kNeutralReachMm) continue;
        ownCore += own.coreMm2, figure.areaMm2 += own.areaMm2;
        if (own.areaMm2 > mostOwn) mostOwn = own.areaMm2, figure.unit = own.unit;
    }
    figure.coreMm2 += ownCore;
    if (ownCore < kLeastShare * side.coreMm2 || figure.coreMm2 < options.minCoreMm2 ||
        figure.areaMm2 < options.expectedNeutralMinAreaMm2 || figure.areaMm2 > options.maxAreaMm2)
        return std::nullopt;
    figure.confidence = ownCore / figure.coreMm2;  // the share of its core in its own colour
    return figure;
}

// What the picture, lying as `e` says, leaves unexplained in a cell, and the other masks
// a follower is looked for with (CV_8U, 255 = yes), the same for every colour in play.
struct Unexplained {
    cv::Mat interior;            // where a follower is looked for (followerInterior)
    cv::Rect inner;              // ... its bounds
    cv::Mat shadow;              // darkened as by a shadow
    cv::Mat shadowOrBody;        // where a grey or black body and its shadow both look like a shadow
    cv::Mat unexplained;         // unexplained beyond options.residual, no shadow
    cv::Mat barelyExplained;     // beyond options.grownResidual: what a blob grows into
    cv::Mat shadowLike;          // unexplained beyond options.residual and like a shadow
    cv::Mat tightlyUnexplained;  // unexplained within a pixel (rather than two), no shadow
    cv::Mat plankWood;           // the plank's strip (none: all 0)
    cv::Mat plankSide;           // its dark side and shadow beside it
    cv::Mat corrected;           // the cell in the picture's light
    cv::Mat picture;             // the fitted picture in its own light (8-bit BGR)
    cv::Mat round;               // a 3x3 disc, to open the masks with
    cv::Mat shadowReachDisc;     // as far as a follower's shadow reaches
    int maxPixels = 0, minCasterPixels = 0, minShadowPixels = 0;
    cv::Matx23d back;  // cell pixels -> picture pixels
    cv::Size cell;

    // A point of the cell on the tile (unit coordinates): the tile lies off its cell by
    // the alignment's warp, and which feature a follower stands on is the tile's business.
    [[nodiscard]] cv::Point2d onTile(cv::Point2d cellPx) const {
        const cv::Vec2d p = back * cv::Vec3d(cellPx.x, cellPx.y, 1);
        return cv::Point2d((p[0] + 0.5) / cell.width, (p[1] + 0.5) / cell.height);
    }
};

Unexplained unexplainedBy(const cv::Mat& cellBgr, const Explanation& e, double pxPerMm,
                          const FollowerFinderOptions& options, std::optional<Axis> bridge) {
    Unexplained u;
    const Plank plank = bridge ? findPlank(cellBgr, *bridge, e.warp) : Plank{};
    const cv::Mat unexplainedLevels = residualWithCameraBlur(cellBgr, e);
    const cv::Mat residual = bridge ? withPlank(unexplainedLevels, plank) : unexplainedLevels;
    u.interior = followerInterior(cellBgr.size());
    u.inner = cv::boundingRect(u.interior);
    // On a plank, a shadow darkens the plank's wood, not the art under it: a black
    // follower standing on it is as even a darkening of the grass below as a shadow.
    cv::Mat underShadows = e.fitted;
    if (!plank.strip.empty()) {
        underShadows = e.fitted.clone();
        underShadows.setTo(cv::Scalar(plank.colour[0], plank.colour[1], plank.colour[2]), plank.strip);
    }
    u.shadow = shadowMask(cellBgr, underShadows);
    const cv::Mat notArt = u.interior & ~u.shadow;
    u.shadowOrBody = u.shadow & huelessArt(underShadows);
    u.unexplained = (residual > options.residual) & notArt;
    // Grown pixels may look like a shadow: a black follower's lit top on a pale road is
    // a dark grey as even as a shadow, and it is part of the follower's size.
    u.barelyExplained = (residual > options.grownResidual) & u.interior;
    u.round = cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3});
    cv::morphologyEx(u.unexplained, u.unexplained, cv::MORPH_OPEN, u.round);
    u.shadowLike = (residual > options.residual) & u.interior & u.shadow;
    cv::morphologyEx(u.shadowLike, u.shadowLike, cv::MORPH_OPEN, u.round);
    // What the picture does not explain within a pixel (rather than two): see seenInColour.
    cv::Mat tight = nearbyDistance(cellBgr, e.fitted, 1);
    if (bridge) tight = withPlank(tight, plank);
    u.tightlyUnexplained = (tight > options.residual) & notArt;
    cv::morphologyEx(u.tightlyUnexplained, u.tightlyUnexplained, cv::MORPH_OPEN, u.round);
    const int shadowReach = static_cast<int>(std::lround(kShadowReachMm * pxPerMm));
    u.shadowReachDisc = cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * shadowReach + 1, 2 * shadowReach + 1});
    u.plankWood = plank.strip.empty() ? cv::Mat(cellBgr.size(), CV_8U, cv::Scalar(0)) : plank.strip;
    // The plank's dark side and shadow along it, blurred into the art beside it: over a
    // pond, neither wood nor water nor a plain shadow, but a grey.
    u.plankSide = widenedPlank(u.plankWood, static_cast<int>(std::lround(kPlankSideMm * pxPerMm))) & ~u.plankWood;
    u.maxPixels = static_cast<int>(options.maxAreaMm2 * pxPerMm * pxPerMm);
    u.minCasterPixels = static_cast<int>(kMinCasterMm2 * pxPerMm * pxPerMm);
    u.minShadowPixels = static_cast<int>(kMinShadowMm2 * pxPerMm * pxPerMm);
    // Colours are compared in the picture's light: voting pixel by pixel keeps the
    // shaded sides, a stray shadow or a badly printed edge from dragging one average
    // colour off.
    u.corrected = inPictureLight(cellBgr, e);
    e.fitted.convertTo(u.picture, CV_8UC3);
    u.picture = inPictureLight(u.picture, e);
    cv::invertAffineTransform(e.warp, u.back);
    u.cell = cellBgr.size();
    return u;
}

// A colour's follower pixels (`colour`: near it): its core, what surely is no art, and the
// mask it grows in (the barely explained pixels of the colour), both opened.
struct CoreAndGrown {
    cv::Mat core, grown;
};
CoreAndGrown coreAndGrown(const Unexplained& u, const cv::Mat& colour, bool neutral) {
    CoreAndGrown out{u.unexplained & colour, u.barelyExplained & colour};
    if (neutral) {
        // A grey or black follower on pale art: its body counts where nothing casts
        // it. And it is nearly as pale or dark as some art: on a pale road its
        // overhang onto the grass is explained by the road two pixels away. Near a
        // shadow nothing else casts (its own), only what the picture explains
        // within a pixel is explained (an art edge two pixels off casts none).
        const cv::Mat own = uncast(u.shadowLike, (u.unexplained & ~colour) | u.plankWood, u.maxPixels, u.minCasterPixels);
        cv::Mat nearOwn;
        cv::dilate(objects(own, u.minShadowPixels), nearOwn, u.shadowReachDisc);
        out.core |= (own | (u.tightlyUnexplained & nearOwn)) & colour;
    }
    // Nor beside a plank, whose dark side and shadow are grey over a pond, and whose
    // wooden rim a pixel off the strip found is yellow.
    out.core &= ~u.plankSide;
    cv::morphologyEx(out.core, out.core, cv::MORPH_OPEN, u.round);
    cv::morphologyEx(out.grown, out.grown, cv::MORPH_OPEN, u.round);
    return out;
}

// The band beside a plank counts in a blob's size and core, not in where it
// stands: the plank's yellow wooden rim, joined to a yellow follower's blob,
// pulled it 3.6 mm towards the plank, onto the cloister rather than its road; cut
// off, a blue monk beside a plank across its cloister was too small to be seen,
// and another's core, split in two, too small. Blobs are found apart from the
// band (pieces, `labels`); the piece with most of its whole's core says where it
// stands, the whole how large it is (Blobs::wholesPiece).
struct Blobs {
    cv::Mat wholeLabels, wholeStats;  // the wholes (connectedComponentsWithStats of the grown mask)
    cv::Mat labels;                   // the pieces: the wholes without the band beside the plank
    int wholes = 0, pieces = 0;       // counts, the background (0) included
    std::vector<int> whole;           // per piece, the whole it is part of
    std::vector<int> corePixels, pixels, onWood;  // per piece
    std::vector<cv::Point2d> coreSum;             // per piece, the sum of its core's pixels
    std::vector<int> wholeCore;                   // per whole, its core's pixels
};
Blobs blobsOf(const CoreAndGrown& m, const Unexplained& u) {
    Blobs b;
    cv::Mat centroids;
    b.wholes = cv::connectedComponentsWithStats(m.grown, b.wholeLabels, b.wholeStats, centroids, 8, CV_32S);
    b.pieces = cv::connectedComponents(m.grown & ~u.plankSide, b.labels, 8, CV_32S);
    const auto n = static_cast<size_t>(b.pieces);
    b.whole.assign(n, 0), b.corePixels.assign(n, 0), b.pixels.assign(n, 0), b.onWood.assign(n, 0);
    b.coreSum.assign(n, {});
    b.wholeCore.assign(static_cast<size_t>(b.wholes), 0);
    for (int r = 0; r < m.grown.rows; ++r)
        for (int c = 0; c < m.grown.cols; ++c) {
            const auto i = static_cast<size_t>(b.labels.at<int>(r, c));
            if (i == 0) continue;
            b.whole[i] = b.wholeLabels.at<int>(r, c);
            ++b.pixels[i];
            if (u.plankWood.at<uchar>(r, c)) ++b.onWood[i];
            if (m.core.at<uchar>(r, c))
                ++b.corePixels[i], ++b.wholeCore[static_cast<size_t>(b.whole[i])], b.coreSum[i] += cv::Point2d(c, r);
        }
    return b;
}

// Where each piece stands (cell pixels; (-1, -1) on the tile when nothing of it counts):
// its pixels unlike a shadow (its own shadow lies beside it).
// A grey or black body is as even a darkening as a shadow on art without hue (a
// pale road), so there its shadow counts too; on coloured art the two differ:
// a grey follower at a road's end, its shadow over the city beyond, was seen
// 3 mm into that city, a knight rather than a thief. And a grey or black one's
// blob takes in the grey edges of the roads it touches, as far as they reach:
// only what lies within a follower's reach of its core counts.
std::vector<cv::Point2d> whereThePiecesStand(const Blobs& b, const Unexplained& u, bool neutral, double pxPerMm) {
    const auto n = static_cast<size_t>(b.pieces);
    std::vector<cv::Point2d> sum(n);
    std::vector<int> count(n, 0);
    const double reach = kNeutralReachMm * pxPerMm;
    for (int r = 0; r < b.labels.rows; ++r)
        for (int c = 0; c < b.labels.cols; ++c) {
            const auto i = static_cast<size_t>(b.labels.at<int>(r, c));
            if (i == 0) continue;
            const bool counts = neutral ? (!u.shadow.at<uchar>(r, c) || u.shadowOrBody.at<uchar>(r, c)) &&
                                              (b.corePixels[i] == 0 ||
                                               cv::norm(cv::Point2d(c, r) - b.coreSum[i] / b.corePixels[i]) <= reach)
                                        : !u.shadow.at<uchar>(r, c);
            if (counts) sum[i] += cv::Point2d(c, r), ++count[i];
        }
    std::vector<cv::Point2d> out(n);
    for (size_t i = 1; i < n; ++i) out[i] = count[i] > 0 ? u.onTile(sum[i] / count[i]) : cv::Point2d(-1, -1);
    return out;
}

// Per whole, the piece that says where it stands, and its pixels on the plank's wood.
// A piece beside the plank with a follower's core says it before one on the wood: one
// standing on a plank does not reach past the band beside it, and one lying beside it
// may lie partly on it (a black farmer on the grass, his feet and shadow on the plank,
// was seen 5 mm onto the plank: on the bridge's road).
struct Wholes {
    std::vector<int> piece, wood;
    std::vector<bool> pieceBesideThePlank;  // per piece: beside the plank, with a follower's core
};
Wholes wholesOf(const Blobs& b, int minCorePixels) {
    Wholes w{std::vector<int>(static_cast<size_t>(b.wholes), 0), std::vector<int>(static_cast<size_t>(b.wholes), 0),
             std::vector<bool>(static_cast<size_t>(b.pieces), false)};
    for (size_t i = 0; i < w.pieceBesideThePlank.size(); ++i)
        w.pieceBesideThePlank[i] = 2 * b.onWood[i] < b.pixels[i] && b.corePixels[i] >= minCorePixels;
    for (int i = 1; i < b.pieces; ++i) {
        const auto j = static_cast<size_t>(i);
        w.wood[static_cast<size_t>(b.whole[j])] += b.onWood[j];
        int& piece = w.piece[static_cast<size_t>(b.whole[j])];
        const auto p = static_cast<size_t>(piece);
        if (piece == 0 || std::pair(w.pieceBesideThePlank[j], b.corePixels[j]) >
                              std::pair(w.pieceBesideThePlank[p], b.corePixels[p]))
            piece = i;
    }
    return w;
}

// What one colour of the palette shows: its blobs (follower-sized or not), the largest
// core among them (mm^2), and its largest follower.
struct ColourSeen {
    std::vector<FollowerSighting> blobs;
    double largestCore = 0;
    std::optional<FollowerSighting> seen;
    double seenCore = 0;
};

// The colour's core is voted by the cores (what surely is no art); the grown blob says
// how large the follower is and where it stands. Grown pixels barely differ from the art,
// and a blue follower on grass grows a green fringe as large as itself.
ColourSeen seenInColour(const Unexplained& u, const std::vector<cv::Mat>& distances,
                        const std::vector<FollowerColour>& palette, size_t k, double pxPerMm,
                        const FollowerFinderOptions& options) {
    const bool neutral = isNeutral(palette[k]);
    const Blobs b = blobsOf(coreAndGrown(u, nearColour(palette, distances, k, options.maxColourDistance), neutral), u);
    const std::vector<cv::Point2d> standsAt = whereThePiecesStand(b, u, neutral, pxPerMm);
    const Wholes wholes = wholesOf(b, static_cast<int>(options.minCoreMm2 * pxPerMm * pxPerMm));
    ColourSeen out;
    for (int i = 1; i < b.pieces; ++i) {
        const auto j = static_cast<size_t>(i);
        if (std::any_of(options.notFollowers.begin(), options.notFollowers.end(),
                        [&](const FollowerFinderOptions::NotAFollower& site) {
                            return site.colour == palette[k].name && site.where.contains(standsAt[j]);
                        }))
            continue;
        const int w = b.whole[j];
        if (wholes.piece[static_cast<size_t>(w)] != i) continue;
        const double coreMm2 = b.wholeCore[static_cast<size_t>(w)] / (pxPerMm * pxPerMm);
        // One beside the plank covers none of it: under a shifted light its wood is
        // near yellow, and a yellow thief beside it was a blob of 445 mm^2, half of it
        // wood, too large for a follower (painted art).
        const int wood = wholes.pieceBesideThePlank[j] ? wholes.wood[static_cast<size_t>(w)] : 0;
        const double areaMm2 = (b.wholeStats.at<int>(w, cv::CC_STAT_AREA) - wood) / (pxPerMm * pxPerMm);
        if (coreMm2 <= 0 || areaMm2 > options.maxAreaMm2) continue;
        out.blobs.push_back(FollowerSighting{standsAt[j], palette[k].name, areaMm2, 0, coreMm2});
        if (coreMm2 <= out.largestCore) continue;
        out.largestCore = coreMm2;
        // A follower at the tile's edge, on a tile lying a little off where its pose
        // says, stands partly in the cell's rim, which is not looked at: how large it
        // is cannot be told, only that its core is large enough.
        const cv::Rect box(b.wholeStats.at<int>(w, cv::CC_STAT_LEFT), b.wholeStats.at<int>(w, cv::CC_STAT_TOP),
                           b.wholeStats.at<int>(w, cv::CC_STAT_WIDTH), b.wholeStats.at<int>(w, cv::CC_STAT_HEIGHT));
        const bool inside =
            box.x > u.inner.x && box.y > u.inner.y && box.br().x < u.inner.br().x && box.br().y < u.inner.br().y;
        // The mover's grey or black one on pale art may show a small core, but then its
        // blob is a follower's size: a painted road's pale edge a pixel off its picture
        // (core 17 mm^2 of 23) is not.
        const double minCore = neutral && palette[k].name == options.expectedColour &&
                                       areaMm2 >= options.expectedNeutralMinAreaMm2
                                   ? options.expectedNeutralMinCoreMm2
                                   : options.minCoreMm2;
        const double minArea = inside ? options.minAreaMm2 : minCore;
        if (areaMm2 < minArea || coreMm2 < minCore ||
            halfThicknessMm(b.wholeLabels(box) == w, pxPerMm) < options.minHalfThicknessMm)
            continue;
        out.seenCore = coreMm2;
        out.seen = FollowerSighting{standsAt[j], palette[k].name, areaMm2, 0, coreMm2};
    }
    return out;
}

// The follower the picture, lying as `e` says, does not explain: of the colours in play
// the one with the largest follower's core, the mover's when it shows one; sure as far as
// no other colour shows as large a core.
std::optional<FollowerSighting> followerBeside(const cv::Mat& cellBgr, const Explanation& e, double pxPerMm,
                                               const std::vector<FollowerColour>& palette,
                                               const FollowerFinderOptions& options, std::optional<Axis> bridge) {
    const Unexplained u = unexplainedBy(cellBgr, e, pxPerMm, options, bridge);
    const std::vector<cv::Mat> distances = colourDistances(u.corrected, palette, u.picture);
    std::vector<double> cores, seenCore;  // per colour, its largest core and its largest follower's
    std::vector<std::vector<FollowerSighting>> blobs;  // per colour, follower-sized or not
    std::vector<std::optional<FollowerSighting>> seen;  // per colour, its largest follower
    for (size_t k = 0; k < palette.size(); ++k) {
        ColourSeen c = seenInColour(u, distances, palette, k, pxPerMm, options);
        cores.push_back(c.largestCore), seenCore.push_back(c.seenCore);
        blobs.push_back(std::move(c.blobs)), seen.push_back(std::move(c.seen));
    }
    size_t chosen = static_cast<size_t>(std::max_element(seenCore.begin(), seenCore.end()) - seenCore.begin());
    for (size_t k = 0; k < palette.size(); ++k)
        if (seen[k] && palette[k].name == options.expectedColour) chosen = k;
    std::optional<FollowerSighting> best = seen[chosen];
    if (const auto figure = neutralMoversFigure(best, blobs, palette, options)) return figure;
    if (!best) return best;
    cores[chosen] = 0;
    best->confidence = std::clamp(1.0 - *std::max_element(cores.begin(), cores.end()) / seenCore[chosen], 0.0, 1.0);
    return best;
}

}  // namespace

std::optional<FollowerSighting> findFollower(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures,
                                             double pxPerMm, const std::vector<FollowerColour>& palette,
                                             const FollowerFinderOptions& options, const cv::Matx23d* tilePose,
                                             std::optional<Axis> bridge) {
    if (cellBgr.empty() || pictures.empty() || palette.empty()) return std::nullopt;
    const Explanation posed = explainCell(cellBgr, pictures, tilePose);
    const std::optional<FollowerSighting> seen = followerBeside(cellBgr, posed, pxPerMm, palette, options, bridge);
    if (!tilePose) return seen;
    // The pose comes from a look that left out what might be the mover's follower, and
    // a grey or black one is seen or lost by a pixel of it: on pale art its body is as
    // pale or dark as some art, what the picture does not explain within two pixels.
    // A grey or black one's mask may take in pale art as large as a follower (a bazaar
    // stall's disc), which then held the tile in place no more: the pose lay a pixel off
    // and the art's misfit was read as a grey follower. One the picture explains away
    // once aligned on the whole cell, clearly better than the pose does (that stall:
    // by 7 %), is none; not when only a little better (a grey thief on an S's pale road,
    // its pose 2 % worse than the whole cell's alignment, is lost by that alignment).
    // So is the mover's own of any colour (its mask took in a bazaar stall's yellow disc
    // on yellow's turn, C1 art: the whole cell's alignment is 12 % better).
    // And the mover's grey or black one the pose explains away is there when the whole
    // cell's alignment, as good as the pose, shows it (a grey thief on a painted V's
    // road; another on P's road, whose shadow on the grass the pose took for a black
    // follower).
    const auto neutral = [&](const std::string& name) {
        const auto c = std::find_if(palette.begin(), palette.end(), [&](const FollowerColour& k) { return k.name == name; });
        return c != palette.end() && isNeutral(*c);
    };
    const bool moversNeutral = neutral(options.expectedColour), seenNeutral = seen && neutral(seen->colour);
    const bool moversSeen = seen && seen->colour == options.expectedColour;
    if (!moversNeutral && !seenNeutral && !moversSeen) return seen;
    // Aligned on the whole cell with the picture the pose chose (the art and the turn of
    // a symmetric tile): the others only cost (a straight road's four: 43 ms, not 5).
    // But for a plank: it is no tile's art, and aligned with it a picture slides to lay
    // dark art on what lies beside it (a cloister's roof on a black monk standing beside
    // a plank across the cloister, C1 art: "clearly better", the monk was lost).
    // Both looks are judged without it. And with the middle of the art under a plank,
    // what is left may hold the picture anywhere: there (5.6 mm off the pose, which the
    // tile's verdict found with the plank left out) it is no look at all.
    const cv::Mat& picture = pictures[static_cast<size_t>(std::max(0, posed.picture))];
    cv::Mat plank;
    if (bridge) plank = plankWithShadow(cellBgr, *bridge, posed.warp);
    const Explanation free = explainPicture(cellBgr, picture, nullptr, plank);
    if (!plank.empty() && cv::norm(centreOffset(free.warp, cellBgr.size()) - centreOffset(posed.warp, cellBgr.size())) >
                              kBesidePoseUnderAPlankMm * pxPerMm)
        return seen;
    const double posedCost = plank.empty() ? posed.cost : explainPicture(cellBgr, picture, tilePose, plank).cost;
    const std::optional<FollowerSighting> again = followerBeside(cellBgr, free, pxPerMm, palette, options, bridge);
    if (moversNeutral && !moversSeen && again && again->colour == options.expectedColour &&
        free.cost <= kAsGoodExplanation * posedCost)
        return again;
    // Nor is one seen only by the mover's lower bar for its core (expectedNeutralMinCoreMm2)
    // that the whole cell's alignment, a little better, does not show: a W's pale road
    // a little darker than its picture showed a grey core of 19 mm^2 at the pose and 14
    // aligned on the whole cell, 4 % better (painted art: a phantom thief). A
    // real grey thief on a V's road showed the same (20 and 14 mm^2), but there the whole
    // cell's alignment was no better (0.2 % worse; painted art).
    const bool lost = seen && !(again && again->colour == seen->colour);
    if (lost && (seenNeutral || moversSeen) && free.cost < kClearlyBetterExplanation * posedCost) return std::nullopt;
    if (lost && seenNeutral && seen->coreMm2 < options.minCoreMm2 && free.cost < kBetterExplanation * posedCost)
        return std::nullopt;
    return seen;
}

}  // namespace carc::vision
