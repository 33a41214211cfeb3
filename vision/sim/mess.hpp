#pragma once
// How messy the simulated table is, and the camera-side mess: light that is uneven
// and drifts (exposure, white balance, a passing shadow), sensor noise and slight blur.
// All of it is a function of (seed, frame index), so frames are reproducible.
#include <cstdint>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::sim {

enum class MessLevel { None, Light, Full };
bool parseMess(const std::string& name, MessLevel& out);  // "none", "light", "full"
const char* messName(MessLevel m);

// The colour of the light the camera's white balance did not correct, one per game:
// a per-channel gain on every frame.
enum class WhiteBalanceCast { None, Tungsten, Daylight, Fluorescent };
bool parseCast(const std::string& name, WhiteBalanceCast& out);  // "none", "tungsten", "daylight", "fluorescent"
const char* castName(WhiteBalanceCast c);
cv::Scalar castGain(WhiteBalanceCast c);  // B, G, R gains

// A lamp's specular reflection on the tiles, in image pixels: a soft bright ellipse
// that washes out (desaturates and lightens) what lies under it.
struct LampGlare {
    cv::Point2d centrePx;
    cv::Size2d axesPx;     // half-axes of the ellipse at 1/e of its peak
    double angleDeg = 0;
    double strength = 0;   // 0..1: the share of white at the centre
};
void addGlare(cv::Mat& frame, const LampGlare& glare);

struct MessSettings {
    double tileAngleDeg = 0;   // largest tile turn
    double tileOffsetMm = 0;   // largest tile shift
    bool hands = false;        // hands and arms over the board between moves
    double bumpChance = 0;     // per move
    double light = 0;          // 0: even, constant light; 1: full drift and shadows
    double noiseSigma = 0;     // grey levels
    double blurSigma = 0;      // px
    int jpegQuality = 95;
    cv::Scalar castGain{1, 1, 1};  // WhiteBalanceCast's gains (B, G, R): 1 = none
};
MessSettings messSettings(MessLevel m);

// Applies light, blur and noise to a camera frame in place. The light of frame i
// drifts smoothly from frame i-1; `shadow` adds a soft shadow of someone leaning over.
class CameraMess {
public:
    CameraMess(const MessSettings& settings, cv::Size size, std::uint64_t seed);
    void apply(cv::Mat& frame, int frameIndex, bool shadow) const;

private:
    cv::Mat gainField(int frameIndex, bool shadow) const;  // CV_8UC3, 128 = gain 1

    MessSettings settings_;
    cv::Size size_;
    std::uint64_t seed_;
    std::vector<double> phase_;
    std::vector<cv::Mat> noiseUp_, noiseDown_;  // precomputed noise patterns (saturating add/subtract)
};

}  // namespace carc::sim
