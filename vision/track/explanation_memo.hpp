#pragma once
// Explanations already worked out (tile_explanation), kept for the rest of a frame. A new
// tile's cell is judged several times in one frame: its reading, a second look under a
// plank, each revision's reading with a revised game's priors (mostly the same
// candidates), the revisions' look at older cells. The same picture explains the same
// cell the same way each time, and aligning it is the costly part of a new tile's frame.
//
// Keyed by what the explanation is made of (the cell's, the picture's and the left-out
// mask's pixels, the pose or start), not by which Mat holds them: each reading cuts,
// blurs and masks afresh.
#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>

#include <opencv2/core.hpp>

#include "vision/track/tile_explanation.hpp"

namespace carc::vision {

class ExplanationMemo {
public:
    // explainPicture, or what it gave for the same inputs before.
    Explanation explain(const cv::Mat& cellBgr, const cv::Mat& picture, const cv::Matx23d* pose = nullptr,
                        const cv::Mat& leaveOut = {}, const cv::Point2d* tileShift = nullptr, Align align = Align::Twice);
    // alignedAgain, or what it gave for the same inputs before.
    Explanation alignedAgain(const cv::Mat& cellBgr, const cv::Mat& picture, const Explanation& once,
                             const cv::Mat& leaveOut = {});
    void clear() { done_.clear(); }

private:
    enum class Kind : std::uint8_t { AtPose, AlignedOnce, AlignedTwice, AlignedAgain };
    struct Key {
        std::uint64_t cell = 0, picture = 0, leaveOut = 0;
        Kind kind = Kind::AtPose;
        std::array<double, 6> pose{};  // the pose laid at or aligned again from
        std::optional<cv::Point2d> tileShift;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        size_t operator()(const Key& k) const;
    };
    static std::array<double, 6> poseOf(const cv::Matx23d& m);
    std::unordered_map<Key, Explanation, KeyHash> done_;
};

// A hash of an image's pixels (and its size and type).
std::uint64_t pixelHash(const cv::Mat& image);

}  // namespace carc::vision
