#pragma once
// What a tile looks like, reduced to numbers that survive other printings, lighting
// and colour casts: a small Lab thumbnail with each channel normalised to zero mean
// and unit spread (so a global colour cast or exposure change cancels), compared by
// correlation.
#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

inline constexpr int kThumbSide = 12;

struct TileAppearance {
    // kThumbSide^2 values per channel (L, a, b), each channel z-normalised.
    std::array<std::vector<float>, 3> channel;
};

// From a square BGR image of a tile (any size; the whole image is the tile).
TileAppearance describeTile(const cv::Mat& squareBgr);
// Correlation in [-1, 1]: weighted mean over the channels.
double similarity(const TileAppearance& a, const TileAppearance& b);

}  // namespace carc::vision
