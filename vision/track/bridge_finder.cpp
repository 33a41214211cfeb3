#include "vision/track/bridge_finder.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace carc::vision {

// The plank's place on the tile (picture pixels), then where it lies in the cell.
cv::Mat bridgeStrip(Axis axis, cv::Size cell, const cv::Matx23d& tilePose) {
    constexpr double kHalfWidth = 6.0 / 45, kHalfLength = 0.45;  // 12 x 42 mm on a 45 mm tile
    const double w = kHalfWidth * cell.width, l = kHalfLength * cell.height;
    const cv::Point2d c(0.5 * (cell.width - 1), 0.5 * (cell.height - 1));
    const cv::Point2d half = axis == Axis::NS ? cv::Point2d(w, l) : cv::Point2d(l, w);
    cv::Mat onTile(cell, CV_8U, cv::Scalar(0));
    cv::rectangle(onTile, cv::Rect(cv::Point(c - half), cv::Point(c + half)), cv::Scalar(255), cv::FILLED);
    cv::Mat out;
    cv::warpAffine(onTile, out, cv::Mat(tilePose), cell, cv::INTER_NEAREST);
    return out;
}

namespace {

// The commonest colour of the cell on `strip` (colours binned by 16 levels a channel).
std::optional<cv::Vec3d> commonestColour(const cv::Mat& cellBgr, const cv::Mat& strip) {
    constexpr int kBin = 16, kBins = 256 / kBin;
    std::vector<int> count(kBins * kBins * kBins, 0);
    std::vector<cv::Vec3d> sum(count.size(), cv::Vec3d(0, 0, 0));
    for (int r = 0; r < cellBgr.rows; ++r)
        for (int c = 0; c < cellBgr.cols; ++c)
            if (strip.at<uchar>(r, c)) {
                const cv::Vec3b& v = cellBgr.at<cv::Vec3b>(r, c);
                const size_t bin = static_cast<size_t>((v[0] / kBin * kBins + v[1] / kBin) * kBins + v[2] / kBin);
                ++count[bin];
                sum[bin] += cv::Vec3d(v[0], v[1], v[2]);
            }
    const size_t commonest = static_cast<size_t>(std::max_element(count.begin(), count.end()) - count.begin());
    if (count[commonest] == 0) return std::nullopt;
    return sum[commonest] / count[commonest];
}

// Per pixel, the distance to the nearest of a plank's shades (lighter boards, lit top,
// rims, lines). Its commonest colour may be a darker board's: the lighter ones, 30-39
// from it, were unexplained and yellowish, a yellow follower over the cloister the plank
// hid (C1 art).
cv::Mat shadeDistance(const cv::Mat& cellBgr, const cv::Vec3d& plank) {
    cv::Mat cell;
    cellBgr.convertTo(cell, CV_32FC3);
    cv::Mat distance(cell.size(), CV_32F, cv::Scalar(std::numeric_limits<float>::max()));
    for (const double shade : {1.2, 1.0, 0.75, 0.6}) {
        cv::Mat diff, d;
        cv::absdiff(cell, cv::Scalar(plank * shade), diff);
        diff = diff.mul(diff);
        cv::transform(diff, d, cv::Matx13f(1, 1, 1));
        distance = cv::min(distance, d);
    }
    cv::sqrt(distance, distance);
    return distance;
}

// Where the cell is no greener than it is red: wood is, in any light the rig has. A
// plank's colour is the commonest of these on its strip: plain grass beside a plank, more
// uniform than the plank's wood, was taken for it when a tile's pose had slid 4 px onto
// the grass (and the plank was then left to the tile's art to explain), and a green
// follower standing on the plank is no wood either.
cv::Mat woodColoured(const cv::Mat& cellBgr) {
    cv::Mat channels[3];
    cv::split(cellBgr, channels);
    return channels[2] >= channels[1];
}

// Places along the plank's reach as plank-coloured as this share of the most are told
// apart by their sides (findPlank): on grass a strip a pixel off the plank has lost about
// a seventeenth of its plank-coloured pixels, on a wood-coloured city none. (At 0.95 the
// strip across a field tile moved 2 px from the most plank-coloured place, less of the
// plank's shadow in it, and the field tile under it tied with a cloister: the tests'
// cell BB-F.b_under_a_plank_and_a_lying_red_farmer.)
constexpr double kNearlyAsPlankLike = 0.96;

// How much the cell changes across `axis` (for a north-south plank, from west to east),
// per pixel, summed over the colour channels: where a plank's sides lie against what lies
// beside them (wood and grass differ in hue more than in lightness).
cv::Mat changeAcross(const cv::Mat& cellBgr, Axis axis) {
    cv::Mat change, summed;
    cv::Sobel(cellBgr, change, CV_32F, axis == Axis::NS ? 1 : 0, axis == Axis::NS ? 0 : 1);
    cv::transform(cv::abs(change), summed, cv::Matx13f(1, 1, 1));
    return summed;
}

// How sharply the cell changes along the strip's two long sides (`across`: changeAcross;
// `bounds`: the strip's): the weaker side's mean, taken on each line across the strip at
// its first and last pixel and the one beyond. A plank's two sides both stand out
// against what lies beside them; one art edge lines up with one side only.
double sidesContrast(const cv::Mat& across, const cv::Mat& strip, const cv::Rect& bounds, Axis axis) {
    const bool ns = axis == Axis::NS;
    const int lines = ns ? bounds.height : bounds.width, length = ns ? across.cols : across.rows;
    const auto at = [&](int line, int k) {
        return ns ? cv::Point(k, bounds.y + line) : cv::Point(bounds.x + line, k);
    };
    double first = 0, last = 0;
    int counted = 0;
    for (int line = 0; line < lines; ++line) {
        int lo = -1, hi = -1;
        for (int k = ns ? bounds.x : bounds.y; k < (ns ? bounds.br().x : bounds.br().y); ++k)
            if (strip.at<uchar>(at(line, k))) hi = k, lo = lo < 0 ? k : lo;
        if (lo < 0) continue;
        const auto change = [&](int k) { return k >= 0 && k < length ? across.at<float>(at(line, k)) : 0.0f; };
        first += std::max(change(lo - 1), change(lo)), last += std::max(change(hi), change(hi + 1));
        ++counted;
    }
    return counted > 0 ? std::min(first, last) / counted : 0.0;
}

}  // namespace

Plank findPlank(const cv::Mat& cellBgr, Axis axis, const cv::Matx23d& pose) {
    constexpr double kReachMm = 4.0, kTileMm = 45.0;
    const int reach = std::max(1, cvRound(kReachMm / kTileMm * cellBgr.cols));
    const cv::Mat wood = woodColoured(cellBgr);
    const cv::Mat across = changeAcross(cellBgr, axis);
    struct Place {
        cv::Mat strip;
        cv::Vec3d colour;
        int plankLike;
        double sides;
    };
    std::vector<Place> places;
    for (int d = -reach; d <= reach; ++d) {
        cv::Matx23d moved = pose;
        (axis == Axis::NS ? moved(0, 2) : moved(1, 2)) += d;
        const cv::Mat strip = bridgeStrip(axis, cellBgr.size(), moved);
        // Only the strip's pixels count: each place is judged within its bounds, and the
        // whole cell's distances are worked out for the best place only.
        const cv::Rect bounds = cv::boundingRect(strip);
        if (bounds.empty()) continue;
        const auto colour = commonestColour(cellBgr(bounds), (strip & wood)(bounds));
        if (!colour) continue;
        const int plankLike = cv::countNonZero((shadeDistance(cellBgr(bounds), *colour) < kPlankLikeDistance) & strip(bounds));
        places.push_back({strip, *colour, plankLike, sidesContrast(across, strip, bounds, axis)});
    }
    if (places.empty()) return {};
    // Where most of the strip is plank-coloured; but on art as wood-coloured as the plank
    // (C1's beige cities) that is nearly everywhere within reach, and then the plank
    // lies where its sides are: a grey follower standing on a plank across an F's city
    // made the strip 4 px off the plank, onto the city, the most plank-coloured (694
    // against 654 pixels), and the plank was not seen (C1 art).
    const int most = std::max_element(places.begin(), places.end(), [](const Place& a, const Place& b) {
                         return a.plankLike < b.plankLike;
                     })->plankLike;
    const Place* best = nullptr;
    for (const Place& p : places)
        if (p.plankLike >= kNearlyAsPlankLike * most && (!best || p.sides > best->sides)) best = &p;
    return {best->strip, shadeDistance(cellBgr, best->colour), best->colour};
}

cv::Mat plankLikePixels(const Plank& plank) { return plank.strip & (plank.distance < kPlankLikeDistance); }

double plankLikeShare(const Plank& plank) {
    const int strip = plank.strip.empty() ? 0 : cv::countNonZero(plank.strip);
    return strip == 0 ? 0.0 : cv::countNonZero(plankLikePixels(plank)) / static_cast<double>(strip);
}

std::optional<Axis> plankSeenAlong(const cv::Mat& cellBgr) {
    constexpr double kMostlyPlank = 0.8, kClearlyMore = 0.2;
    const auto share = [&](Axis axis) { return plankLikeShare(findPlank(cellBgr, axis, cv::Matx23d::eye())); };
    const double ns = share(Axis::NS), we = share(Axis::WE);
    if (ns >= kMostlyPlank && ns >= we + kClearlyMore) return Axis::NS;
    if (we >= kMostlyPlank && we >= ns + kClearlyMore) return Axis::WE;
    return std::nullopt;
}

cv::Mat widenedPlank(const cv::Mat& strip, int px) {
    cv::Mat out;
    cv::dilate(strip, out, cv::getStructuringElement(cv::MORPH_RECT, {2 * px + 1, 2 * px + 1}));
    return out;
}

cv::Mat plankWithShadow(const cv::Mat& cellBgr, Axis axis, const cv::Matx23d& pose) {
    constexpr double kShadowShare = 0.03;  // of the cell: about a millimetre
    const cv::Mat strip = findPlank(cellBgr, axis, pose).strip;
    if (strip.empty()) return strip;
    return widenedPlank(strip, std::max(1, cvRound(kShadowShare * cellBgr.cols)));
}

cv::Mat withPlank(const cv::Mat& tileResidual, const Plank& plank) {
    cv::Mat residual = tileResidual.clone();
    if (!plank.strip.empty()) plank.distance.copyTo(residual, plank.strip);
    return residual;
}

namespace {

double shareOf(const cv::Mat& set, const cv::Mat& within) {
    const int n = cv::countNonZero(within);
    return n > 0 ? static_cast<double>(cv::countNonZero(set & within)) / n : 0.0;
}

// The least share of `set` in a third of the strip, along its axis (a third hidden by
// a follower, with nothing left to look at, does not count).
double weakestThird(const cv::Mat& set, const cv::Mat& strip, Axis axis) {
    double weakest = 1.0;
    const int length = axis == Axis::NS ? strip.rows : strip.cols;
    for (int k = 0; k < 3; ++k) {
        const int from = k * length / 3, to = (k + 1) * length / 3;
        const cv::Rect third = axis == Axis::NS ? cv::Rect(0, from, strip.cols, to - from) : cv::Rect(from, 0, to - from, strip.rows);
        if (cv::countNonZero(strip(third)) > 0) weakest = std::min(weakest, shareOf(set(third), strip(third)));
    }
    return weakest;
}

}  // namespace

std::optional<double> plankLeftUnexplained(const cv::Mat& cellBgr, const Explanation& e, Axis axis, const Plank& plank,
                                           const BridgeFinderOptions& options, const cv::Mat& followers) {
    const cv::Mat unexplained = (e.residual > options.residual) & cellInterior(cellBgr.size());
    // A follower is left out where the picture cannot explain it, but not where it
    // has the plank's wood colour (a yellow follower's colour, wood in the light):
    // that is the plank. Where the picture explains a follower-coloured pixel (a
    // green field), it counts as explained.
    cv::Mat interior = cellInterior(cellBgr.size());
    const cv::Mat woodLike = plank.strip.empty() ? cv::Mat(cellBgr.size(), CV_8U, cv::Scalar(0)) : plankLikePixels(plank);
    if (!followers.empty()) interior &= ~(followers & unexplained & ~woodLike);
    const cv::Mat strip = bridgeStrip(axis, cellBgr.size(), e.warp) & interior;
    const double inside = shareOf(unexplained, strip), outside = shareOf(unexplained, interior & ~strip);
    // A plank runs the tile's length: what the picture leaves unexplained on part of
    // its strip only is something else (a yellow farmer lying across the strip's
    // north third, wood-coloured, beside a bazaar stall on the middle third the
    // picture did not quite explain: 0.99, 0.46 and 0.00 of its thirds).
    // But art the picture explains that is as wood-coloured as the plank tells
    // neither way: a plank across B's cloister, red's monk on it hiding 40 % of the
    // middle third, showed only 0.24 of what was left unexplained, the cloister's
    // beige walls under it (painted art: a plank missed there is spent again by the
    // next tile whose road needs one, and its player runs short of bridges later).
    if (inside >= options.stripShare && inside >= options.contrast * outside &&
        weakestThird(unexplained, strip & ~(woodLike & ~unexplained), axis) >= options.thirdShare)
        return inside;
    return std::nullopt;
}

std::optional<Axis> plankAtFirstLook(const cv::Mat& cellBgr, const Explanation& best, const std::vector<Axis>& axes,
                                     const cv::Mat& followers) {
    constexpr double kMostlyWood = 0.8;
    BridgeFinderOptions firstLook;
    firstLook.contrast = 1.5;
    for (const Axis axis : axes)
        if (const Plank plank = findPlank(cellBgr, axis, best.warp);
            plankLikeShare(plank) >= kMostlyWood && plankLeftUnexplained(cellBgr, best, axis, plank, firstLook, followers))
            return axis;
    return std::nullopt;
}

std::optional<Axis> findBridge(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const std::vector<Axis>& allowed,
                               const BridgeFinderOptions& options, const cv::Matx23d* tilePose, const cv::Mat& followers) {
    if (cellBgr.empty() || pictures.empty() || allowed.empty()) return std::nullopt;
    const Explanation e = explainCell(cellBgr, pictures, tilePose);
    std::optional<Axis> best;
    double bestShare = 0;
    for (const Axis axis : allowed)
        if (const std::optional<double> inside =
                plankLeftUnexplained(cellBgr, e, axis, findPlank(cellBgr, axis, e.warp), options, followers);
            inside && *inside > bestShare)
            best = axis, bestShare = *inside;
    return best;
}

}  // namespace carc::vision
