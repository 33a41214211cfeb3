#pragma once
// The colours of the followers in play and where, in a cell, blobs of them lie that are a
// follower's size: what the cell reader leaves out when it judges a tile (a follower
// put down with it) and what the follower finder starts from.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

struct FollowerColour {
    std::string name;
    // The colour as the figure shows it, lit side to shaded side: OpenCV 8-bit Lab
    // (L * 255 / 100, a + 128, b + 128), as colours.yaml.
    std::vector<cv::Vec3d> shades;
};

// The printed colours of these follower names (vision/camera/piece_colours.hpp), each
// from its shaded sides (60 %) to its flat colour (100 %), for black and grey also its lit
// top (brighter and paler); an unknown name is skipped.
// A shaded yellow is olive: compared with the flat colours alone it would pass for green.
std::vector<FollowerColour> printedColours(const std::vector<std::string>& names);

// A colour without hue (black, grey): what a shadow looks like.
[[nodiscard]] bool isNeutral(const FollowerColour& colour);

// Per colour in play, each pixel's distance to it (CV_64F): colourDistance, or with
// `under` (BGR: what lies under a follower there) mixedColourDistance.
[[nodiscard]] std::vector<cv::Mat> colourDistances(const cv::Mat& bgr, const std::vector<FollowerColour>& palette,
                                                   const cv::Mat& under = {});

// Pixels nearer to colour k than to any other colour in play, and within maxDistance.
// Between black and grey, nearly as near counts for both: a black follower's lit top is
// a grey follower's shaded side. (Between others it does not: the orange where a yellow
// stall's disc meets its red roofs would count as yellow.)
[[nodiscard]] cv::Mat nearColour(const std::vector<FollowerColour>& palette, const std::vector<cv::Mat>& distances,
                                 size_t k, double maxDistance);

struct FollowerFinderOptions {
    double minAreaMm2 = 35;   // a meeple seen from above covers 60-140 mm^2
    double maxAreaMm2 = 450;  // larger: a hand, a shifted tile, not a follower
    // BGR distance the tile picture cannot explain. 30: a red follower on a red roof
    // differs by ~45; the colour test below keeps the lower bar from catching art.
    double residual = 30;
    // A follower's blob grows from pixels the picture cannot explain into connected ones
    // of its colour it explains a little better than that: a red follower on a red roof
    // shows only its edges above 30.
    double grownResidual = 15;
    double minCoreMm2 = 20;  // and the core alone this large (a follower's edges at least)
    // And this thick (half its thickness, the largest circle inside it): a follower, even
    // half in the cell's rim, is 4 mm thick or more; a strip along an art edge that the
    // alignment left a pixel off (a road's edge on a turned tile, a road two pixels wider
    // than its picture: 1.6 mm) is not.
    double minHalfThicknessMm = 1.8;
    double maxColourDistance = 40;  // a pixel farther from every colour in play is no follower's
    // The colour of the one who may put a follower here (the mover, on the tile just
    // placed): a follower of it is taken when seen at all, even beside a larger blob of
    // another colour (a castle token half on the tile is its owner's colour). A grey or
    // black one needs a smaller core: players put a follower down on most turns, and a
    // grey one on a pale road shows little of itself, but as large a blob as any (at
    // least expectedNeutralMinAreaMm2). (A coloured one shows plainly; a smaller core would take a
    // bazaar stall's yellow stripes for a yellow follower.)
    std::string expectedColour;
    // (A grey thief on a pale road showed a core of 17 mm^2 in a blob of 107; a bazaar
    // stall's disc edges beside a speck of shade 15 in 168.)
    double expectedNeutralMinCoreMm2 = 16;
    // ... in a blob at least this large, a meeple's least from above: a painted F's pale
    // pennant a little off its picture's showed a grey core of 16 mm^2 in a blob of 49
    // on grey's turn, in painted art.
    double expectedNeutralMinAreaMm2 = 60;
    // Parts of the tile (unit coordinates, board orientation) where what stands in a
    // colour is no follower: a castle token across an edge, in its builder's colour
    // (another colour there is a follower: a green farmer lying where blue's castle
    // might stand was missed).
    struct NotAFollower {
        cv::Rect2d where;
        std::string colour;
    };
    std::vector<NotAFollower> notFollowers;
};

// Blobs of follower colour and size in a cell as the camera shows it, before anyone
// knows which tile lies there (CV_8U, 255 = covered, widened to take in the edges): the
// tile recogniser paints them over so that a follower does not look like a city.
// Art in a follower's colour is either too small (roofs, shields) or too large (a
// field behind a green follower) to be taken for one.
cv::Mat followerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette,
                     const FollowerFinderOptions& options = {});
// The same for one colour of the palette (palette[colour]; the others still compete for
// each pixel): where the player of that colour may have put a follower.
cv::Mat followerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette, size_t colour,
                     const FollowerFinderOptions& options = {});

// Where the player to move (palette[colour]) may have put a follower down with the tile,
// for the tile verifier to leave out: pixels nearer its printed colour than the finder
// asks (25: a painted field cut small by a road and a plank is within 40 of a green
// follower, not within 25); when no follower-sized blob is that near, within 35 (a blue
// follower in a bright frame, at 26-35, covered most of a curved road, and the road's
// picture, aligned with the follower in it, slid 8 px onto the grass).
cv::Mat moversFollowerMask(const cv::Mat& cellBgr, double pxPerMm, const std::vector<FollowerColour>& palette,
                           size_t colour);

}  // namespace carc::vision
