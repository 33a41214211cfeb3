#include "vision/track/follower_colours.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <opencv2/imgproc.hpp>

#include "vision/camera/piece_colours.hpp"
#include "vision/track/tile_explanation.hpp"

namespace carc::vision {
namespace {

// How near its printed colour a pixel of the mover's follower is taken to be
// (moversFollowerMask), and how near when nothing follower-sized is that near.
constexpr double kMoverColourDistance = 25, kMoverColourDistanceAfterNone = 35;
// Grey and black are the colours of pale roads and dark outlines: of what is near them
// only what is as thick as a follower's body (a road a few millimetres wide is not) may
// be one. A grey mover's mask held a C1 V's whole road, which then neither aligned nor
// judged the tile: its pose lay 2 mm off, and the road's edge became a grey follower.
constexpr double kNeutralBodyHalfThicknessMm = 3.5;

cv::Vec3d toLab8(const cv::Vec3b& bgr) {
    cv::Mat lab;
    cv::cvtColor(cv::Mat(1, 1, CV_8UC3, cv::Scalar(bgr[0], bgr[1], bgr[2])), lab, cv::COLOR_BGR2Lab);
    const cv::Vec3b v = lab.at<cv::Vec3b>(0, 0);
    return {double(v[0]), double(v[1]), double(v[2])};
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

// The same for a pixel that may be the colour blurred into what lies under it (`under`,
// Lab): a shade mixed with it, the shade weighing at least kMinShare. A black follower's
// thin middle on grass is dark green, nearer to a shaded green follower than to black.
// A pixel more like what lies under it than like the shade is compared with the shade
// alone: mixed with grass, yellow would take in every yellowish blade of it.
double mixedColourDistance(const cv::Vec3d& p, const cv::Vec3d& under, const FollowerColour& colour) {
    constexpr double kMinShare = 0.6;
    const auto weighted = [](const cv::Vec3d& a, const cv::Vec3d& b) {
        return 0.5 * a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    };
    double best = std::numeric_limits<double>::max();
    for (const cv::Vec3d& shade : colour.shades) {
        const cv::Vec3d towards = shade - under, from = p - under;
        const double length2 = weighted(towards, towards);
        const double projected = length2 > 0 ? weighted(from, towards) / length2 : 1.0;
        const double share = projected < kMinShare ? 1.0 : std::min(projected, 1.0);
        const cv::Vec3d d = from - share * towards;
        best = std::min(best, std::sqrt(weighted(d, d)));
    }
    return best;
}

cv::Vec3d labAt(const cv::Mat& lab, int r, int c) {
    const cv::Vec3b& v = lab.at<cv::Vec3b>(r, c);
    return {double(v[0]), double(v[1]), double(v[2])};
}

// The blobs of a colour's mask a follower's size, widened to take in their edges.
cv::Mat followerSized(cv::Mat mask, double pxPerMm, const FollowerFinderOptions& options, bool neutral) {
    cv::Mat covered(mask.size(), CV_8U, cv::Scalar(0));
    mask &= cellInterior(mask.size());
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3}));
    const int thick = 2 * static_cast<int>(std::lround(kNeutralBodyHalfThicknessMm * pxPerMm)) + 1;
    const cv::Mat asThickAsABody = cv::getStructuringElement(cv::MORPH_ELLIPSE, {thick, thick});
    cv::Mat labels, stats, centroids;
    const int n = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    for (int i = 1; i < n; ++i) {
        const double areaMm2 = stats.at<int>(i, cv::CC_STAT_AREA) / (pxPerMm * pxPerMm);
        if (areaMm2 < options.minAreaMm2 || areaMm2 > options.maxAreaMm2) continue;
        // (Sized before it is thinned: a road through a bazaar's pale stall is larger
        // than a follower, the stall alone is not, and was masked as grey's.)
        cv::Mat blob = labels == i;
        if (neutral) cv::morphologyEx(blob, blob, cv::MORPH_OPEN, asThickAsABody);
        covered |= blob;
    }
    cv::dilate(covered, covered, cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
    return covered;
}

}  // namespace

bool isNeutral(const FollowerColour& colour) {
    constexpr double kMostChroma = 10;  // OpenCV 8-bit Lab, around 128
    return std::all_of(colour.shades.begin(), colour.shades.end(), [](const cv::Vec3d& s) {
        return std::hypot(s[1] - 128, s[2] - 128) < kMostChroma;
    });
}

std::vector<cv::Mat> colourDistances(const cv::Mat& bgr, const std::vector<FollowerColour>& palette,
                                     const cv::Mat& under) {
    cv::Mat lab, underLab;
    cv::cvtColor(bgr, lab, cv::COLOR_BGR2Lab);
    if (!under.empty()) cv::cvtColor(under, underLab, cv::COLOR_BGR2Lab);
    std::vector<cv::Mat> out(palette.size());
    for (cv::Mat& d : out) d.create(bgr.size(), CV_64F);
    for (int r = 0; r < lab.rows; ++r)
        for (int c = 0; c < lab.cols; ++c) {
            const cv::Vec3d p = labAt(lab, r, c);
            for (size_t k = 0; k < palette.size(); ++k)
                out[k].at<double>(r, c) = underLab.empty() ? colourDistance(p, palette[k])
                                                           : mixedColourDistance(p, labAt(underLab, r, c), palette[k]);
        }
    return out;
}

cv::Mat nearColour(const std::vector<FollowerColour>& palette, const std::vector<cv::Mat>& distances, size_t k,
                   double maxDistance) {
    constexpr double kTie = 6;
    std::vector<double> tie(palette.size(), 0);
    for (size_t j = 0; j < palette.size(); ++j)
        if (j != k && isNeutral(palette[j]) && isNeutral(palette[k])) tie[j] = kTie;
    cv::Mat mask(distances[k].size(), CV_8U, cv::Scalar(0));
    for (int r = 0; r < mask.rows; ++r)
        for (int c = 0; c < mask.cols; ++c) {
            const double mine = distances[k].at<double>(r, c);
            if (mine > maxDistance) continue;
            bool nearest = true;
            for (size_t j = 0; j < distances.size() && nearest; ++j)
                nearest = j == k || distances[j].at<double>(r, c) > mine - tie[j];
            if (nearest) mask.at<uchar>(r, c) = 255;
        }
    return mask;
}

std::vector<FollowerColour> printedColours(const std::vector<std::string>& names) {
    std::vector<FollowerColour> out;
    for (const std::string& n : names)
        if (const PieceColour* c = findColour(n)) {
            FollowerColour colour{n, {}};
            const auto shade = [&](double light, double paler) {
                colour.shades.push_back(toLab8(cv::Vec3b(cv::saturate_cast<uchar>((c->bgr[0] + paler) * light),
                                                         cv::saturate_cast<uchar>((c->bgr[1] + paler) * light),
                                                         cv::saturate_cast<uchar>((c->bgr[2] + paler) * light))));
            };
            for (const double light : {0.6, 0.8, 1.0}) shade(light, 0);
            // The lit top, brighter and paler: a black follower's is dark grey. A coloured
            // follower's is too near the art to count (a green one's is grass).
            if (isNeutral(colour)) shade(1.12, 40);
            out.push_back(colour);
        }
    return out;
}

cv::Mat followerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette,
                     const FollowerFinderOptions& options) {
    cv::Mat covered(cellBgr.size(), CV_8U, cv::Scalar(0));
    const std::vector<cv::Mat> distances = colourDistances(cellBgr, palette);
    for (size_t k = 0; k < palette.size(); ++k)
        covered |= followerSized(nearColour(palette, distances, k, options.maxColourDistance), pxPerMm, options,
                                 isNeutral(palette[k]));
    return covered;
}

cv::Mat followerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette, size_t colour,
                     const FollowerFinderOptions& options) {
    if (colour >= palette.size()) return cv::Mat(cellBgr.size(), CV_8U, cv::Scalar(0));
    const cv::Mat near = nearColour(palette, colourDistances(cellBgr, palette), colour, options.maxColourDistance);
    return followerSized(near, pxPerMm, options, isNeutral(palette[colour]));
}

cv::Mat moversFollowerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette,
                           size_t colour) {
    FollowerFinderOptions close;
    for (const double distance : {kMoverColourDistance, kMoverColourDistanceAfterNone}) {
        close.maxColourDistance = distance;
        cv::Mat near = followerMask(cellBgr, pxPerMm, palette, colour, close);
        if (cv::countNonZero(near) > 0) return near;
    }
    return cv::Mat(cellBgr.size(), CV_8U, cv::Scalar(0));
}

}  // namespace carc::vision
