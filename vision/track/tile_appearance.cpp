#include "vision/track/tile_appearance.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

// Lightness carries most of the structure; a and b separate city (warm), field
// (green) and road (neutral) across printings.
constexpr std::array<double, 3> kChannelWeight{0.4, 0.35, 0.25};
// Share of thumbnail cells left out of a comparison (the most different ones): a
// follower standing on a tile covers about 5-8 % of it, and twice that with its
// shadow and the cells it half covers (0.2 measured best on simulated tables).
constexpr double kIgnoredShare = 0.2;

}  // namespace

TileAppearance describeTile(const cv::Mat& squareBgr) {
    cv::Mat small;
    // INTER_AREA averages whole blocks: blur, noise and small print details wash out.
    cv::resize(squareBgr, small, {kThumbSide, kThumbSide}, 0, 0, cv::INTER_AREA);
    cv::Mat lab;
    small.convertTo(lab, CV_32F, 1.0 / 255);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
    std::vector<cv::Mat> ch;
    cv::split(lab, ch);
    TileAppearance out;
    for (int c = 0; c < 3; ++c) {
        cv::Scalar mean, stddev;
        cv::meanStdDev(ch[c], mean, stddev);
        // A floor on the spread keeps a flat channel (grey art) from amplifying noise.
        const double floor = c == 0 ? 4.0 : 2.0;
        const double s = std::max(stddev[0], floor);
        auto& v = out.channel[c];
        v.resize(kThumbSide * kThumbSide);
        for (int i = 0; i < kThumbSide * kThumbSide; ++i)
            // Clipped: a glare spot or a shadow must not dominate the correlation.
            v[i] = static_cast<float>(std::clamp((ch[c].at<float>(i) - mean[0]) / s, -2.0, 2.0));
    }
    return out;
}

Likeness compare(const TileAppearance& a, const TileAppearance& b) {
    // Per thumbnail cell, how much the two differ (all channels, weighted). For
    // z-normalised values a correlation is 1 - mean squared difference / 2.
    const size_t n = a.channel[0].size();
    std::vector<double> diff(n, 0.0);
    for (int c = 0; c < 3; ++c)
        for (size_t i = 0; i < n; ++i) {
            const double d = a.channel[c][i] - b.channel[c][i];
            diff[i] += kChannelWeight[c] * d * d;
        }
    double all = 0;
    for (const double d : diff) all += d;
    const size_t kept = n - static_cast<size_t>(static_cast<double>(n) * kIgnoredShare);
    std::nth_element(diff.begin(), diff.begin() + static_cast<long>(kept), diff.end());
    double trimmed = 0;
    for (size_t i = 0; i < kept; ++i) trimmed += diff[i];
    return {1.0 - trimmed / static_cast<double>(kept) / 2.0, 1.0 - all / static_cast<double>(n) / 2.0};
}

}  // namespace carc::vision
