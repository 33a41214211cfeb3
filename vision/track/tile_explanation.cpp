#include "vision/track/tile_explanation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/video/tracking.hpp>

namespace carc::vision {
namespace {

// How far a tile can lie off its grid cell (3 mm off-grid, 6 degrees turned, plus the
// grid's own error), as a share of the tile and in degrees.
constexpr double kMaxShift = 0.12;
constexpr double kMaxTurnDeg = 8.0;
// Starts nearer each other than this (px) climb to the same warp: one is tried.
constexpr double kNearStartPx = 1.5;

cv::Mat blurredGrey(const cv::Mat& bgr) {
    cv::Mat grey, out;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, {5, 5}, 1.5);
    grey.convertTo(out, CV_32F);
    return out;
}

cv::Mat shiftWarp(cv::Point2d shift) {
    return (cv::Mat_<float>(2, 3) << 1, 0, float(shift.x), 0, 1, float(shift.y));
}

// Tiles lie up to a few millimetres and degrees off the grid. The warp that lays the
// picture on the cell (picture pixels -> cell pixels): first a shift, then turn and
// shift refined (ECC, rigid) over the cell pixels in `use` (empty: all). A fit beyond
// what a tile lying off the grid can be (kMaxShift, kMaxTurnDeg) matched the art to
// itself half a tile away, or to another tile: the warp it started from is kept.
//
// ECC climbs only a pixel or two, so the shift it starts from must be near. Two
// estimates, because each fails where the other holds: phase correlation (its peak
// can be noise on a tile of much grass and a road with a follower on it) and where
// the picture's middle correlates best with the cell (a dark follower can pull it).
std::vector<cv::Mat> coarseWarps(const cv::Mat& cellGrey, const cv::Mat& picGrey, const cv::Point2d* tileShift) {
    const int reach = static_cast<int>(std::ceil(kMaxShift * cellGrey.cols));
    cv::Mat window;
    cv::createHanningWindow(window, cellGrey.size(), CV_32F);
    // Copies: OpenCV 4.6's phaseCorrelate multiplies the window into its inputs in place
    // when their size needs no padding for the DFT (72 x 72 does not), and ECC would
    // then align two vignetted images.
    cv::Point2d phase = cv::phaseCorrelate(picGrey.clone(), cellGrey.clone(), window);
    if (std::abs(phase.x) > reach || std::abs(phase.y) > reach) phase = {0, 0};
    const cv::Rect middle(reach, reach, picGrey.cols - 2 * reach, picGrey.rows - 2 * reach);
    cv::Mat likeness;
    cv::matchTemplate(cellGrey, picGrey(middle), likeness, cv::TM_CCOEFF_NORMED);
    cv::Point best;
    cv::minMaxLoc(likeness, nullptr, nullptr, nullptr, &best);
    const cv::Point2d correlated(best.x - reach, best.y - reach);
    std::vector<cv::Point2d> starts{phase};
    const auto add = [&](cv::Point2d s) {
        if (std::all_of(starts.begin(), starts.end(), [&](cv::Point2d o) { return cv::norm(s - o) >= kNearStartPx; }))
            starts.push_back(s);
    };
    add(correlated);
    // Both fail where the art is hidden or plain (a field under a plank): where the gaps
    // beside the tile say it lies.
    if (tileShift) add(*tileShift);
    std::vector<cv::Mat> out;
    for (const cv::Point2d& s : starts) out.push_back(shiftWarp(s));
    return out;
}

// The refined warp; none when ECC does not converge or lands beyond what a tile lying
// off the grid can be.
std::optional<cv::Mat> eccWarp(const cv::Mat& cellGrey, const cv::Mat& picGrey, const cv::Mat& start, const cv::Mat& use) {
    // ECC runs the other way (cell pixels -> picture pixels), where it converges better
    // (the picture is the image it samples); its mask is in picture pixels.
    cv::Mat back;
    cv::invertAffineTransform(start, back);
    cv::Mat usePic;
    if (!use.empty()) cv::warpAffine(use, usePic, start, use.size(), cv::INTER_NEAREST | cv::WARP_INVERSE_MAP);
    // Not looser: it runs its 30 steps on nearly every picture (1.5 ms each), but
    // stopping at a gain of 2e-4 a step (a new tile's frame 61 -> 55 ms) laid tiles
    // up to a pixel otherwise, and thieves at a road's edge became farmers (painted
    // art; some still with only the kept warp refined at 1e-4).
    const cv::TermCriteria stop(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 30, 1e-4);
    try {
        if (usePic.empty()) cv::findTransformECC(cellGrey, picGrey, back, cv::MOTION_EUCLIDEAN, stop, cv::noArray(), 1);
        else cv::findTransformECC(cellGrey, picGrey, back, cv::MOTION_EUCLIDEAN, stop, usePic, 1);
    } catch (const cv::Exception&) {
        return std::nullopt;  // no convergence (a featureless tile)
    }
    cv::Mat warp;
    cv::invertAffineTransform(back, warp);
    const double reach = kMaxShift * cellGrey.cols;
    const double turnDeg = std::atan2(warp.at<float>(1, 0), warp.at<float>(0, 0)) * 180 / CV_PI;
    if (std::abs(turnDeg) > kMaxTurnDeg || std::abs(warp.at<float>(0, 2)) > reach || std::abs(warp.at<float>(1, 2)) > reach)
        return std::nullopt;
    return warp;
}

cv::Mat refinedWarp(const cv::Mat& cellGrey, const cv::Mat& picGrey, const cv::Mat& start, const cv::Mat& use) {
    return eccWarp(cellGrey, picGrey, start, use).value_or(start);
}

cv::Mat warped(const cv::Mat& picture, const cv::Mat& warp) {
    cv::Mat out;
    cv::warpAffine(picture, out, warp, picture.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

// Least-squares cell = gain * picture per channel (the light's colour and strength),
// over the pixels in `use`. No offset: with one fitted, a tile of few colours (all
// field) extrapolates wildly to colours it does not show, such as a follower's.
void fitLight(const cv::Mat& cell, const cv::Mat& picture, const cv::Mat& use, Explanation& e) {
    // Sums of 8-bit products: exact in integers, whatever the order (one pass, all channels).
    std::uint64_t sxx[3] = {0, 0, 0}, sxy[3] = {0, 0, 0};
    for (int r = 0; r < cell.rows; ++r) {
        const uchar *x = picture.ptr<uchar>(r), *y = cell.ptr<uchar>(r), *in = use.ptr<uchar>(r);
        for (int k = 0; k < cell.cols; ++k)
            if (in[k])
                for (int c = 0; c < 3; ++c) {
                    const unsigned xv = x[3 * k + c];
                    sxx[c] += xv * xv, sxy[c] += xv * y[3 * k + c];
                }
    }
    for (int c = 0; c < 3; ++c)
        e.gain[c] = sxx[c] > 0 ? std::clamp(static_cast<double>(sxy[c]) / static_cast<double>(sxx[c]), 0.3, 3.0) : 1.0;
}

void explain(const cv::Mat& cell, const cv::Mat& picture, const cv::Mat& use, Explanation& e) {
    fitLight(cell, picture, use, e);
    picture.convertTo(e.fitted, CV_32FC3);
    e.fitted = e.fitted.mul(cv::Scalar(e.gain[0], e.gain[1], e.gain[2]));
    cv::Mat cellF, diff;
    cell.convertTo(cellF, CV_32FC3);
    cv::absdiff(cellF, e.fitted, diff);
    diff = diff.mul(diff);
    cv::transform(diff, e.distance, cv::Matx13f(1, 1, 1));
    cv::sqrt(e.distance, e.distance);
}

}  // namespace

cv::Point2d centreOffset(const cv::Matx23d& warp, cv::Size cell) {
    const cv::Point2d c(0.5 * (cell.width - 1), 0.5 * (cell.height - 1));
    const cv::Vec2d moved = warp * cv::Vec3d(c.x, c.y, 1);
    return cv::Point2d(moved[0], moved[1]) - c;
}

cv::Mat cellInterior(cv::Size cell) { return cellInterior(cell, std::max(2, cell.width / 16)); }

cv::Mat cellInterior(cv::Size cell, int rimPx) {
    cv::Mat interior(cell, CV_8U, cv::Scalar(0));
    interior(cv::Rect(rimPx, rimPx, cell.width - 2 * rimPx, cell.height - 2 * rimPx)).setTo(255);
    return interior;
}

// Per pixel, the distance to the nearest-coloured picture pixel within `reach` pixels:
// the art's edges (a city wall, a road's border) land a pixel or two off after
// alignment and the print differs a little; only what no nearby part of the picture
// explains is left, which a follower is and a misaligned edge is not.
cv::Mat nearbyDistance(const cv::Mat& cellBgr, const cv::Mat& fitted, int reach) {
    CV_Assert(cellBgr.type() == CV_8UC3 && fitted.type() == CV_32FC3 && cellBgr.size() == fitted.size());
    // Channel planes, so that each neighbour offset is a run of contiguous floats along a
    // row, four pixels at a time (OpenCV's universal intrinsics: SSE here, NEON on the
    // Pi): the same sums and minima as pixel by pixel, which took 1.6 times as long, and
    // one OpenCV call per neighbour about 4 times (this runs on every picture of every
    // candidate).
    cv::Mat cellF, padded;
    cellBgr.convertTo(cellF, CV_32F);
    cv::copyMakeBorder(fitted, padded, reach, reach, reach, reach, cv::BORDER_REPLICATE);
    cv::Mat cell[3], near[3];
    cv::split(cellF, cell);
    cv::split(padded, near);
    cv::Mat least(cellBgr.size(), CV_32F);
    const int cols = cellBgr.cols;
    for (int r = 0; r < cellBgr.rows; ++r) {
        const float *b = cell[0].ptr<float>(r), *g = cell[1].ptr<float>(r), *red = cell[2].ptr<float>(r);
        float* out = least.ptr<float>(r);
        std::fill(out, out + cols, std::numeric_limits<float>::max());
        for (int dy = 0; dy <= 2 * reach; ++dy)
            for (int dx = 0; dx <= 2 * reach; ++dx) {
                const float* n0 = near[0].ptr<float>(r + dy) + dx;
                const float* n1 = near[1].ptr<float>(r + dy) + dx;
                const float* n2 = near[2].ptr<float>(r + dy) + dx;
                int c = 0;
                for (; c + 4 <= cols; c += 4) {
                    const cv::v_float32x4 d0 = cv::v_load(b + c) - cv::v_load(n0 + c);
                    const cv::v_float32x4 d1 = cv::v_load(g + c) - cv::v_load(n1 + c);
                    const cv::v_float32x4 d2 = cv::v_load(red + c) - cv::v_load(n2 + c);
                    cv::v_store(out + c, cv::v_min(cv::v_load(out + c), d0 * d0 + d1 * d1 + d2 * d2));
                }
                for (; c < cols; ++c) {
                    const float d0 = b[c] - n0[c], d1 = g[c] - n1[c], d2 = red[c] - n2[c];
                    out[c] = std::min(out[c], d0 * d0 + d1 * d1 + d2 * d2);
                }
            }
    }
    cv::sqrt(least, least);
    return least;
}

namespace {

// The cell's interior without what is left out (unless that is all of it: then it is
// judged whole).
cv::Mat judgedInterior(cv::Size cell, const cv::Mat& leaveOut) {
    cv::Mat interior = cellInterior(cell);
    if (leaveOut.empty()) return interior;
    interior &= ~leaveOut;
    return cv::countNonZero(interior) == 0 ? cellInterior(cell) : interior;
}

// The cell and the picture blurred to grey: what ECC aligns.
struct Greys {
    cv::Mat cell, picture;
};

// The picture at `warp` (CV_32F) explained (`e`) lit again without the worst-explained
// 30 % of the cell; given `greys`, aligned again without them first.
Explanation litAgain(const cv::Mat& cell, const cv::Mat& p, const cv::Mat& interior, const cv::Mat& warp,
                     const Explanation& e, const Greys* greys) {
    std::vector<float> d;
    d.reserve(cell.total());
    for (int r = 0; r < cell.rows; ++r) {
        const uchar* in = interior.ptr<uchar>(r);
        const float* distance = e.distance.ptr<float>(r);
        for (int k = 0; k < cell.cols; ++k)
            if (in[k]) d.push_back(distance[k]);
    }
    std::nth_element(d.begin(), d.begin() + static_cast<long>(d.size() * 7 / 10), d.end());
    const cv::Mat explained = interior & (e.distance <= d[d.size() * 7 / 10]);
    const auto lit = [&](const cv::Mat& w) {
        Explanation out;
        explain(cell, warped(p, w), explained, out);
        w.convertTo(cv::Mat(out.warp, false), CV_64F);
        out.residual = nearbyDistance(cell, out.fitted);
        out.cost = cv::mean(out.residual, interior)[0];
        return out;
    };
    if (!greys) return lit(warp);
    // Without the worst-explained pixels ECC may also lose what held the tile in place
    // (a follower on the thin city of a tile of grass: then it slides along the grass).
    // A move of more than a pixel is kept only if it explains the cell better.
    const cv::Mat refined = refinedWarp(greys->cell, greys->picture, warp, explained);
    Explanation second = lit(refined);
    cv::Matx23d before;
    warp.convertTo(cv::Mat(before, false), CV_64F);
    if (cv::norm(centreOffset(second.warp, cell.size()) - centreOffset(before, cell.size())) <= 1.0) return second;
    Explanation first = lit(warp);
    return first.cost < second.cost ? first : second;
}

}  // namespace

// Aligned and lit twice: the second time without the worst-explained 30 % of the
// cell (where a follower or its shadow may be, which pull the fit their way). At a
// given pose, only lit twice.
Explanation explainPicture(const cv::Mat& cell, const cv::Mat& p, const cv::Matx23d* pose, const cv::Mat& leaveOut,
                           const cv::Point2d* tileShift, Align align) {
    const cv::Mat interior = judgedInterior(cell.size(), leaveOut);
    const cv::Mat firstUse = leaveOut.empty() ? cv::Mat() : interior;
    cv::Mat warp;
    Explanation e;
    if (pose) {
        cv::Mat(*pose).convertTo(warp, CV_32F);
        explain(cell, warped(p, warp), interior, e);
        return litAgain(cell, p, interior, warp, e, nullptr);
    }
    // From each start, the warp whose picture is nearer the cell.
    const Greys greys{blurredGrey(cell), blurredGrey(p)};
    double nearest = std::numeric_limits<double>::max();
    const auto tryFrom = [&](const cv::Mat& start) {
        const std::optional<cv::Mat> refined = eccWarp(greys.cell, greys.picture, start, firstUse);
        const cv::Mat w = refined.value_or(start);
        Explanation tried;
        explain(cell, warped(p, w), interior, tried);
        if (const double d = cv::mean(tried.distance, interior)[0]; d < nearest)
            nearest = d, warp = w, e = std::move(tried);
        return refined.has_value();
    };
    const std::vector<cv::Mat> starts = coarseWarps(greys.cell, greys.picture, tileShift);
    bool converged = false;
    for (const cv::Mat& start : starts) converged |= tryFrom(start);
    // Every estimate was too far off for ECC to climb back (a stall on a road with
    // a black follower beside it: both lay the tile 8 px from where it lies, and
    // nothing converged): from the grid place, which no tile lies far from.
    const auto nearGridPlace = [](const cv::Mat& w) { return std::hypot(w.at<float>(0, 2), w.at<float>(1, 2)) < kNearStartPx; };
    if (!converged && std::none_of(starts.begin(), starts.end(), nearGridPlace)) tryFrom(shiftWarp({0, 0}));
    return litAgain(cell, p, interior, warp, e, align == Align::Twice ? &greys : nullptr);
}

Explanation alignedAgain(const cv::Mat& cell, const cv::Mat& p, const Explanation& once, const cv::Mat& leaveOut) {
    const cv::Mat interior = judgedInterior(cell.size(), leaveOut);
    cv::Mat warp;
    cv::Mat(once.warp).convertTo(warp, CV_32F);
    Explanation e;
    explain(cell, warped(p, warp), interior, e);
    const Greys greys{blurredGrey(cell), blurredGrey(p)};
    return litAgain(cell, p, interior, warp, e, &greys);
}

Explanation explainCell(const cv::Mat& cell, const std::vector<cv::Mat>& pictures, const cv::Matx23d* pose) {
    Explanation best;
    for (size_t i = 0; i < pictures.size(); ++i)
        if (Explanation e = explainPicture(cell, pictures[i], pose); e.cost < best.cost) {
            best = std::move(e);
            best.picture = static_cast<int>(i);
        }
    return best;
}

}  // namespace carc::vision
