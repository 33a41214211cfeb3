#pragma once
// Finds a bridge on one tile. A bridge is a 42 x 12 mm wooden plank lying across the
// middle of a tile, north-south or west-east (RULES.md: both ends on field edges). The
// tile's picture, aligned to the cell and put in its light (tile_explanation),
// explains the cell but for the plank: a bridge lies along an axis when most of the
// strip along that axis is left unexplained and little of the rest is (where a
// follower may stand counts neither way).
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "vision/track/tile_explanation.hpp"

namespace carc::vision {

// Where a bridge along `axis` lies in a cell, given how the tile lies (an explanation's
// warp, picture -> cell): CV_8U, 255 on the plank.
cv::Mat bridgeStrip(Axis axis, cv::Size cell, const cv::Matx23d& tilePose);

// A plank lying across a cell along `axis`: where (CV_8U, 255 on it) and, per pixel, the
// distance (BGR) to the nearest of its shades: its commonest wood-like colour on the strip
// (no greener than red; its lit top is most of it; a follower standing on it, dark or
// bright, would pull a median its way) and two darker ones (rims, board lines). The
// plank lies where it lies whichever tile is under it: the strip laid by `pose` is moved
// across its axis, up to 4 mm, to where most of it is plank-coloured (a straight road's
// pose says little about where along the road the tile lies) and, of the places nearly
// as plank-coloured, to where its two long sides stand out most (on a wood-coloured
// city every place is plank-coloured). Empty strip: no plank colour found.
// A pixel this near (BGR) to one of the plank's shades looks like its wood.
inline constexpr double kPlankLikeDistance = 30.0;
struct Plank {
    cv::Mat strip;     // CV_8U
    cv::Mat distance;  // CV_32F
    cv::Vec3d colour;  // BGR, its commonest on the strip
};
Plank findPlank(const cv::Mat& cellBgr, Axis axis, const cv::Matx23d& pose);

// The pixels of the plank's strip that look like its wood (near one of its shades).
cv::Mat plankLikePixels(const Plank& plank);
// The share of the strip they are (0 without a strip).
double plankLikeShare(const Plank& plank);

// Along which axis a plank lies on the cell, judged at the grid place (not at a tile
// reading's pose, which may have slid): its strip mostly plank-like, and clearly more
// than the strip across it, which crosses the plank and art as wood-coloured as a
// city (a strip without a plank was 53-64 % plank-like, with one 93-99 %).
std::optional<Axis> plankSeenAlong(const cv::Mat& cellBgr);

// What a tile with the plank on it leaves unexplained: the tile's residual, but on the
// strip the plank's distance alone (art under the plank is hidden, and dark art, a
// cloister's walls, must not explain the plank's lines: every tile under a plank pays
// the same on the strip).
cv::Mat withPlank(const cv::Mat& tileResidual, const Plank& plank);

// The plank's strip widened by `px` on every side: with its dark sides and the shadow it
// casts beside it.
cv::Mat widenedPlank(const cv::Mat& strip, int px);

// Where a plank along `axis` lies (findPlank from `pose`) with the shadow it casts beside
// it (a millimetre): what is left out of aligning a tile's picture under it, which is no
// tile's art (empty: none found).
cv::Mat plankWithShadow(const cv::Mat& cellBgr, Axis axis, const cv::Matx23d& pose);

struct BridgeFinderOptions {
    double residual = 30;       // BGR distance the picture cannot explain (a plank on a pale city: ~35)
    double stripShare = 0.45;   // share of the plank's strip left unexplained: a bridge
    double contrast = 2.5;      // ... and at least this many times the share outside it
    double thirdShare = 0.25;   // ... and at least this much in each third along it (planks seen: 0.54 and more)
};

// Whether the explanation (how a tile's picture explains the cell) leaves a plank along
// `axis` unexplained: most of its strip and clearly more than the rest of the cell, in
// each third along it (followers: as for findBridge). `plank`: findPlank's from the
// explanation's pose. The share of the strip left unexplained, or nothing.
std::optional<double> plankLeftUnexplained(const cv::Mat& cellBgr, const Explanation& e, Axis axis, const Plank& plank,
                                           const BridgeFinderOptions& options = {}, const cv::Mat& followers = {});

// Whether a plank lies across a new tile's cell along one of `axes`, told at a first
// look by the picture that explains the cell best so far (`best`, aligned once; it
// may be the wrong tile's): it leaves the plank's strip unexplained (plankLeftUnexplained,
// but only 1.5 times as much as the rest: the wrong tile explains the rest poorly too; a
// bridge finder's 2.5 missed a plank at 0.74 against 0.37, while tiles without a plank
// left at most 0.16 of either strip unexplained, in C1 art), and the strip
// mostly looks like wood (plankLikeShare at least 0.8, as plankSeenAlong: a road the
// picture misses does not).
std::optional<Axis> plankAtFirstLook(const cv::Mat& cellBgr, const Explanation& best, const std::vector<Axis>& axes,
                                     const cv::Mat& followers = {});

// cellBgr: the tile's cell as the camera shows it; pictures: the tile's enrolled
// pictures turned as it lies (TileLibrary::picturesShowing); allowed: the axes the
// rules allow here; tilePose: how the tile lies on the cell when known (else the
// pictures are aligned here); followers: where followers may stand (followerMask, 255 =
// covered), which counts neither way where the picture leaves it unexplained and it is
// not the plank's wood: a farmer lying along the strip, with its shadow, leaves as much
// of it unexplained as a plank over a pale city in dim light does. (Follower colours
// also cover the art, a green field, and a plank's wood, yellow: neither is left out.)
// The axis the bridge lies along, or nothing.
std::optional<Axis> findBridge(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const std::vector<Axis>& allowed,
                               const BridgeFinderOptions& options = {}, const cv::Matx23d* tilePose = nullptr,
                               const cv::Mat& followers = {});

}  // namespace carc::vision
