#include "vision/sim/mess.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/sim/sim_random.hpp"

namespace carc::sim {
namespace {
constexpr std::uint64_t kLightStream = 31, kNoiseStream = 32, kFrameStream = 33;
constexpr int kNoisePatterns = 4;
const cv::Size kGainGrid(16, 12);  // light varies slowly across the image
}  // namespace

bool parseMess(const std::string& name, MessLevel& out) {
    if (name == "none") out = MessLevel::None;
    else if (name == "light") out = MessLevel::Light;
    else if (name == "full") out = MessLevel::Full;
    else return false;
    return true;
}

const char* messName(MessLevel m) {
    switch (m) {
        case MessLevel::None: return "none";
        case MessLevel::Light: return "light";
        case MessLevel::Full: return "full";
    }
    return "full";
}

bool parseCast(const std::string& name, WhiteBalanceCast& out) {
    for (WhiteBalanceCast c : {WhiteBalanceCast::None, WhiteBalanceCast::Tungsten, WhiteBalanceCast::Daylight,
                               WhiteBalanceCast::Fluorescent})
        if (name == castName(c)) {
            out = c;
            return true;
        }
    return false;
}

const char* castName(WhiteBalanceCast c) {
    switch (c) {
        case WhiteBalanceCast::None: return "none";
        case WhiteBalanceCast::Tungsten: return "tungsten";
        case WhiteBalanceCast::Daylight: return "daylight";
        case WhiteBalanceCast::Fluorescent: return "fluorescent";
    }
    return "none";
}

// What auto white balance leaves of each light (B, G, R): a 2700 K tungsten lamp stays
// warm (blue -28 %, red +12 %), a cool overcast daylight blue (red -14 %), a cheap
// fluorescent tube green (green +10 %, red and blue down).
cv::Scalar castGain(WhiteBalanceCast c) {
    switch (c) {
        case WhiteBalanceCast::None: return {1, 1, 1};
        case WhiteBalanceCast::Tungsten: return {0.72, 0.93, 1.12};
        case WhiteBalanceCast::Daylight: return {1.12, 1.0, 0.86};
        case WhiteBalanceCast::Fluorescent: return {0.94, 1.10, 0.90};
    }
    return {1, 1, 1};
}

void addGlare(cv::Mat& frame, const LampGlare& g) {
    if (g.strength <= 0) return;
    // Beyond 3 half-axes the glare is under 1e-4 of its peak: nothing to draw.
    const double reach = 3 * std::max(g.axesPx.width, g.axesPx.height);
    const cv::Rect box = cv::Rect(cvFloor(g.centrePx.x - reach), cvFloor(g.centrePx.y - reach), cvCeil(2 * reach), cvCeil(2 * reach)) &
                         cv::Rect(0, 0, frame.cols, frame.rows);
    const double a = g.angleDeg * CV_PI / 180, ca = std::cos(a), sa = std::sin(a);
    constexpr double kWashOut = 0.8;  // how much of its colour a tile loses at the glare's peak
    constexpr double kWhite = 250;    // the lamp's reflection, just short of clipping
    for (int y = box.y; y < box.y + box.height; ++y) {
        auto* row = frame.ptr<cv::Vec3b>(y);
        for (int x = box.x; x < box.x + box.width; ++x) {
            const double dx = x - g.centrePx.x, dy = y - g.centrePx.y;
            const double u = (dx * ca + dy * sa) / g.axesPx.width, v = (-dx * sa + dy * ca) / g.axesPx.height;
            const double w = g.strength * std::exp(-(u * u + v * v));
            if (w < 1e-3) continue;
            cv::Vec3b& p = row[x];
            const double grey = 0.114 * p[0] + 0.587 * p[1] + 0.299 * p[2];
            for (int c = 0; c < 3; ++c) {
                const double washed = p[c] + kWashOut * w * (grey - p[c]);
                p[c] = cv::saturate_cast<uchar>(washed + w * (kWhite - washed));
            }
        }
    }
}

MessSettings messSettings(MessLevel m) {
    MessSettings s;
    if (m == MessLevel::Light) {
        s = {2.0, 1.0, true, 0.0, 0.4, 1.5, 0.5, 92};
    } else if (m == MessLevel::Full) {
        s = {6.0, 3.0, true, 0.05, 1.0, 3.0, 0.8, 85};
    }
    return s;
}

CameraMess::CameraMess(const MessSettings& settings, cv::Size size, std::uint64_t seed)
    : settings_(settings), size_(size), seed_(seed) {
    SimRandom rng(seed, kLightStream);
    for (int i = 0; i < 8; ++i) phase_.push_back(rng.uniform(0, 2 * CV_PI));
    if (settings_.noiseSigma <= 0) return;
    SimRandom noise(seed, kNoiseStream);
    cv::theRNG().state = noise.next();
    for (int i = 0; i < kNoisePatterns; ++i) {
        cv::Mat n(size, CV_16SC3);
        cv::randn(n, 0, settings_.noiseSigma);
        cv::Mat up, down;
        cv::max(n, 0, up);
        cv::max(-n, 0, down);
        up.convertTo(up, CV_8UC3);
        down.convertTo(down, CV_8UC3);
        noiseUp_.push_back(up);
        noiseDown_.push_back(down);
    }
}

cv::Mat CameraMess::gainField(int frameIndex, bool shadow) const {
    const double t = frameIndex, k = settings_.light;
    // Exposure and white balance drift slowly (auto-exposure hunting, clouds).
    const double exposure = 1.0 + k * (0.07 * std::sin(t / 41 + phase_[0]) + 0.04 * std::sin(t / 13 + phase_[1]));
    const cv::Vec3d balance(1.0 + k * 0.05 * std::sin(t / 57 + phase_[2]), 1.0,
                            1.0 + k * 0.05 * std::sin(t / 71 + phase_[3]));
    // A lamp to one side: brightness falls off across the table, its direction wanders.
    const double dir = phase_[4] + 0.3 * std::sin(t / 97 + phase_[5]);
    const cv::Point2d lamp(std::cos(dir), std::sin(dir));
    SimRandom rng(seed_, kFrameStream, static_cast<std::uint64_t>(frameIndex));
    const cv::Point2d shadowAt(rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8));
    cv::Mat small(kGainGrid, CV_32FC3);
    for (int r = 0; r < kGainGrid.height; ++r)
        for (int c = 0; c < kGainGrid.width; ++c) {
            const cv::Point2d p((c + 0.5) / kGainGrid.width, (r + 0.5) / kGainGrid.height);
            const cv::Point2d d = p - cv::Point2d(0.5, 0.5);
            double g = exposure * (1.0 + k * 0.16 * (d.dot(lamp))) * (1.0 - 0.18 * k * d.dot(d) * 2);  // + vignetting
            if (shadow) g *= 1.0 - 0.35 * k * std::exp(-cv::norm(p - shadowAt) * cv::norm(p - shadowAt) / 0.06);
            small.at<cv::Vec3f>(r, c) = cv::Vec3f(static_cast<float>(g * balance[0] * 128), static_cast<float>(g * 128),
                                                  static_cast<float>(g * balance[2] * 128));
        }
    cv::Mat full;
    cv::resize(small, full, size_, 0, 0, cv::INTER_LINEAR);
    full.convertTo(full, CV_8UC3);
    return full;
}

void CameraMess::apply(cv::Mat& frame, int frameIndex, bool shadow) const {
    if (settings_.light > 0) cv::multiply(frame, gainField(frameIndex, shadow), frame, 1.0 / 128);
    if (settings_.castGain != cv::Scalar(1, 1, 1)) cv::multiply(frame, settings_.castGain, frame);
    if (settings_.blurSigma > 0) cv::GaussianBlur(frame, frame, cv::Size(3, 3), settings_.blurSigma);
    if (!noiseUp_.empty()) {
        SimRandom rng(seed_, kNoiseStream, static_cast<std::uint64_t>(frameIndex));
        const size_t i = static_cast<size_t>(rng.below(kNoisePatterns)), j = static_cast<size_t>(rng.below(kNoisePatterns));
        cv::add(frame, noiseUp_[i], frame);
        cv::subtract(frame, noiseDown_[j], frame);
    }
}

}  // namespace carc::sim
