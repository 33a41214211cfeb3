#include "vision/track/follower_finder.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <opencv2/imgproc.hpp>
#include <opencv2/video/tracking.hpp>

#include "vision/camera/piece_colours.hpp"

namespace carc::vision {
namespace {

// How far a tile can lie off its grid cell (3 mm off-grid, 6 degrees turned, plus the
// grid's own error), as a share of the tile and in degrees.
constexpr double kMaxShift = 0.12;
constexpr double kMaxTurnDeg = 8.0;

// The tile's picture as the camera shows it: aligned to the cell, in the cell's light.
struct Explanation {
    cv::Mat fitted;     // CV_32FC3: gain * picture + offset, per channel
    cv::Mat distance;   // CV_32F: |cell - fitted| per pixel
    cv::Vec3d gain{1, 1, 1}, offset{0, 0, 0};
    double cost = std::numeric_limits<double>::max();
};

cv::Mat blurredGrey(const cv::Mat& bgr) {
    cv::Mat grey, out;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, {5, 5}, 1.5);
    grey.convertTo(out, CV_32F);
    return out;
}

// Tiles lie up to a few millimetres and degrees off the grid: shift the picture onto
// the cell (phase correlation), then refine the turn and shift (ECC, rigid). A fit
// beyond what a tile lying off the grid can be (kMaxShift, kMaxTurnDeg) matched the art
// to itself half a tile away, or to another tile: the picture is then taken unmoved.
cv::Mat alignedPicture(const cv::Mat& cellBgr, const cv::Mat& picture) {
    const cv::Mat cell = blurredGrey(cellBgr), pic = blurredGrey(picture);
    cv::Mat window;
    cv::createHanningWindow(window, cell.size(), CV_32F);
    const double reach = kMaxShift * cell.cols;
    cv::Point2d shift = cv::phaseCorrelate(pic, cell, window);
    if (std::abs(shift.x) > reach || std::abs(shift.y) > reach) shift = {0, 0};
    // ECC's warp maps cell pixels into the picture: the opposite of the picture's shift.
    cv::Mat warp = (cv::Mat_<float>(2, 3) << 1, 0, float(-shift.x), 0, 1, float(-shift.y));
    const cv::Mat coarse = warp.clone();
    try {
        cv::findTransformECC(cell, pic, warp, cv::MOTION_EUCLIDEAN,
                             {cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 30, 1e-4}, cv::noArray(), 1);
    } catch (const cv::Exception&) {
        warp = coarse.clone();  // no convergence (a featureless tile)
    }
    const double turnDeg = std::atan2(warp.at<float>(1, 0), warp.at<float>(0, 0)) * 180 / CV_PI;
    if (std::abs(turnDeg) > kMaxTurnDeg || std::abs(warp.at<float>(0, 2)) > reach || std::abs(warp.at<float>(1, 2)) > reach)
        warp = coarse;
    cv::Mat out;
    cv::warpAffine(picture, out, warp, picture.size(), cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    return out;
}

// Least-squares cell = gain * picture per channel (the light's colour and strength),
// over the pixels in `use`. No offset: with one fitted, a tile of few colours (all
// field) extrapolates wildly to colours it does not show, such as a follower's.
void fitLight(const cv::Mat& cell, const cv::Mat& picture, const cv::Mat& use, Explanation& e) {
    for (int c = 0; c < 3; ++c) {
        double sxx = 0, sxy = 0;
        for (int r = 0; r < cell.rows; ++r)
            for (int k = 0; k < cell.cols; ++k) {
                if (!use.at<uchar>(r, k)) continue;
                const double x = picture.at<cv::Vec3b>(r, k)[c], y = cell.at<cv::Vec3b>(r, k)[c];
                sxx += x * x, sxy += x * y;
            }
        e.gain[c] = sxx > 1e-6 ? std::clamp(sxy / sxx, 0.3, 3.0) : 1.0;
        e.offset[c] = 0;
    }
}

void explain(const cv::Mat& cell, const cv::Mat& picture, const cv::Mat& use, Explanation& e) {
    fitLight(cell, picture, use, e);
    picture.convertTo(e.fitted, CV_32FC3);
    e.fitted = e.fitted.mul(cv::Scalar(e.gain[0], e.gain[1], e.gain[2])) + cv::Scalar(e.offset[0], e.offset[1], e.offset[2]);
    cv::Mat cellF, diff;
    cell.convertTo(cellF, CV_32FC3);
    cv::absdiff(cellF, e.fitted, diff);
    diff = diff.mul(diff);
    cv::transform(diff, e.distance, cv::Matx13f(1, 1, 1));
    cv::sqrt(e.distance, e.distance);
}

// The best explanation among the art variants. The light is fitted twice: the second
// time without the worst-explained 30 % (where a follower or a shadow may be).
Explanation bestExplanation(const cv::Mat& cell, const std::vector<cv::Mat>& pictures, const cv::Mat& interior) {
    Explanation best;
    for (const cv::Mat& p : pictures) {
        const cv::Mat picture = alignedPicture(cell, p);
        Explanation e;
        explain(cell, picture, interior, e);
        std::vector<float> d;
        for (int r = 0; r < cell.rows; ++r)
            for (int k = 0; k < cell.cols; ++k)
                if (interior.at<uchar>(r, k)) d.push_back(e.distance.at<float>(r, k));
        std::nth_element(d.begin(), d.begin() + static_cast<long>(d.size() * 7 / 10), d.end());
        const float cut = d[d.size() * 7 / 10];
        explain(cell, picture, interior & (e.distance <= cut), e);
        e.cost = cv::mean(e.distance, interior)[0];
        if (e.cost < best.cost) best = e;
    }
    return best;
}

// Per pixel, the distance to the nearest-coloured picture pixel within 2 pixels: the
// art's edges (a city wall, a road's border) land a pixel or two off after alignment
// and the print differs a little; only what no nearby part of the picture explains is
// left, which a follower is and a misaligned edge is not.
cv::Mat nearbyDistance(const cv::Mat& cellBgr, const cv::Mat& fitted) {
    constexpr int kReach = 2;
    cv::Mat cell, padded;
    cellBgr.convertTo(cell, CV_32FC3);
    cv::copyMakeBorder(fitted, padded, kReach, kReach, kReach, kReach, cv::BORDER_REPLICATE);
    cv::Mat best(cell.size(), CV_32F, cv::Scalar(std::numeric_limits<float>::max()));
    for (int dy = -kReach; dy <= kReach; ++dy)
        for (int dx = -kReach; dx <= kReach; ++dx) {
            const cv::Mat shifted = padded(cv::Rect(kReach + dx, kReach + dy, cell.cols, cell.rows));
            cv::Mat diff, d;
            cv::absdiff(cell, shifted, diff);
            diff = diff.mul(diff);
            cv::transform(diff, d, cv::Matx13f(1, 1, 1));
            best = cv::min(best, d);
        }
    cv::sqrt(best, best);
    return best;
}

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

cv::Vec3d toLab8(const cv::Vec3b& bgr) {
    cv::Mat lab;
    cv::cvtColor(cv::Mat(1, 1, CV_8UC3, cv::Scalar(bgr[0], bgr[1], bgr[2])), lab, cv::COLOR_BGR2Lab);
    const cv::Vec3b v = lab.at<cv::Vec3b>(0, 0);
    return {double(v[0]), double(v[1]), double(v[2])};
}

// The cell as it would look in the picture's light: the fitted light undone.
cv::Mat inPictureLight(const cv::Mat& cellBgr, const Explanation& e) {
    cv::Mat out;
    cellBgr.convertTo(out, CV_32FC3);
    out = out.mul(cv::Scalar(1 / e.gain[0], 1 / e.gain[1], 1 / e.gain[2]));
    out.convertTo(out, CV_8UC3);
    return out;
}

// Distance to the nearest shade of a colour; lightness counts half (the light on the
// table varies more than hue does).
double colourDistance(const cv::Vec3d& p, const FollowerColour& colour) {
    double best = std::numeric_limits<double>::max();
    for (const cv::Vec3d& shade : colour.shades) {
        const cv::Vec3d d = p - shade;
        best = std::min(best, std::sqrt(0.5 * d[0] * d[0] + d[1] * d[1] + d[2] * d[2]));
    }
    return best;
}

// Pixels nearer to palette[k] than to any other colour in play, and within maxDistance.
cv::Mat nearColour(const cv::Mat& bgr, const std::vector<FollowerColour>& palette, size_t k, double maxDistance) {
    cv::Mat lab;
    cv::cvtColor(bgr, lab, cv::COLOR_BGR2Lab);
    cv::Mat mask(bgr.size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < lab.rows; ++r)
        for (int c = 0; c < lab.cols; ++c) {
            const cv::Vec3b& v = lab.at<cv::Vec3b>(r, c);
            const cv::Vec3d p(v[0], v[1], v[2]);
            const double mine = colourDistance(p, palette[k]);
            if (mine > maxDistance) continue;
            bool nearest = true;
            for (size_t j = 0; j < palette.size() && nearest; ++j)
                nearest = j == k || colourDistance(p, palette[j]) > mine;
            if (nearest) mask.at<uchar>(r, c) = 255;
        }
    return mask;
}

}  // namespace

std::vector<FollowerColour> printedColours(const std::vector<std::string>& names) {
    std::vector<FollowerColour> out;
    for (const std::string& n : names)
        if (const PieceColour* c = findColour(n)) {
            FollowerColour colour{n, {}};
            for (const double light : {0.6, 0.8, 1.0})
                colour.shades.push_back(toLab8(cv::Vec3b(cv::saturate_cast<uchar>(c->bgr[0] * light),
                                                         cv::saturate_cast<uchar>(c->bgr[1] * light),
                                                         cv::saturate_cast<uchar>(c->bgr[2] * light))));
            out.push_back(colour);
        }
    return out;
}

std::optional<FollowerSighting> findFollower(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures,
                                             double pxPerMm, const std::vector<FollowerColour>& palette,
                                             const FollowerFinderOptions& options) {
    if (cellBgr.empty() || pictures.empty() || palette.empty()) return std::nullopt;
    // The outermost rim shows the neighbours and the gaps between tiles, not this tile.
    const int rim = std::max(2, cellBgr.cols / 16);
    cv::Mat interior(cellBgr.size(), CV_8U, cv::Scalar(0));
    interior(cv::Rect(rim, rim, cellBgr.cols - 2 * rim, cellBgr.rows - 2 * rim)).setTo(255);

    const Explanation e = bestExplanation(cellBgr, pictures, interior);
    cv::Mat unexplained = (nearbyDistance(cellBgr, e.fitted) > options.residual) & interior & ~shadowMask(cellBgr, e.fitted);
    const cv::Mat round = cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3});
    cv::morphologyEx(unexplained, unexplained, cv::MORPH_OPEN, round);

    // Per colour in play: the unexplained pixels of that colour (in the picture's light),
    // their largest blob. The colour with the largest follower-sized blob wins; its
    // centre is where the follower stands. Voting pixel by pixel keeps the shaded sides,
    // a stray shadow or a badly printed edge from dragging one average colour off.
    const cv::Mat corrected = inPictureLight(cellBgr, e);
    std::vector<double> areas(palette.size(), 0);
    std::optional<FollowerSighting> best;
    for (size_t k = 0; k < palette.size(); ++k) {
        cv::Mat mask = unexplained & nearColour(corrected, palette, k, options.maxColourDistance);
        cv::morphologyEx(mask, mask, cv::MORPH_OPEN, round);
        cv::Mat labels, stats, centroids;
        const int n = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
        for (int i = 1; i < n; ++i) {
            const double areaMm2 = stats.at<int>(i, cv::CC_STAT_AREA) / (pxPerMm * pxPerMm);
            if (areaMm2 > options.maxAreaMm2 || areaMm2 <= areas[k]) continue;
            areas[k] = areaMm2;
            if (areaMm2 < options.minAreaMm2 || (best && areaMm2 <= best->areaMm2)) continue;
            best = FollowerSighting{{(centroids.at<double>(i, 0) + 0.5) / cellBgr.cols,
                                     (centroids.at<double>(i, 1) + 0.5) / cellBgr.rows},
                                    palette[k].name, areaMm2, 0};
        }
    }
    if (!best) return best;
    std::sort(areas.begin(), areas.end(), std::greater<>());
    const double runnerUp = areas.size() > 1 ? areas[1] : 0;
    best->confidence = std::clamp(1.0 - runnerUp / best->areaMm2, 0.0, 1.0);
    return best;
}

}  // namespace carc::vision
