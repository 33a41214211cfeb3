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
// How alike two tiles look, correlation-like (1 = identical): 1 - half the mean squared
// difference of the z-normalised values. `robust` leaves out the most different 20 % of
// thumbnail cells (where a follower, a hand's edge or glare covers the tile); `full`
// keeps them all (a pennant is such a small patch too).
struct Likeness {
    double robust = 0;
    double full = 0;
};
Likeness compare(const TileAppearance& a, const TileAppearance& b);

}  // namespace carc::vision
