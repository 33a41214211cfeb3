#include "vision/track/tile_appearance.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

// Lightness carries most of the structure; a and b separate city (warm), field
// (green) and road (neutral) across printings.
constexpr std::array<double, 3> kChannelWeight{0.4, 0.35, 0.25};

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

double similarity(const TileAppearance& a, const TileAppearance& b) {
    double total = 0;
    for (int c = 0; c < 3; ++c) {
        const auto& x = a.channel[c];
        const auto& y = b.channel[c];
        double dot = 0;
        for (size_t i = 0; i < x.size(); ++i) dot += x[i] * y[i];
        total += kChannelWeight[c] * dot / static_cast<double>(x.size());
    }
    return total;
}

}  // namespace carc::vision
