#pragma once
// The table's light changes between still frames (exposure and white balance hunting,
// clouds, a lamp): a plain difference would take every cell for a change. These take
// the light out before comparing.
#include <opencv2/core.hpp>

namespace carc::vision {

// `image` in the light of `reference` (same size, BGR): a smooth gain per channel,
// estimated on blocks of `blockPx` and made robust by a median over the 5x5
// neighbouring blocks, so a new tile (at most four blocks) does not bend it.
cv::Mat matchLight(const cv::Mat& image, const cv::Mat& reference, int blockPx);

// The reference's light on its blocks (matchLight's look at it), to be kept while the
// reference is: every frame with a change is put in the last still frame's light.
struct LightBlocks {
    cv::Mat means;       // CV_32FC3, one per whole block, +1
    cv::Size imageSize;  // the reference's
    int blockPx = 1;
};
LightBlocks lightBlocks(const cv::Mat& reference, int blockPx);
// matchLight with the reference's blocks (`image` of the reference's size).
cv::Mat matchLight(const cv::Mat& image, const LightBlocks& reference);

struct CellDifference {
    double mean = 0;          // mean absolute colour difference (per channel)
    double changedShare = 0;  // share of the pixels changed by more than `changedLevels` in some channel
};

// How two images of one place (a board cell) differ after one gain, within what light
// can do (0.8-1.25), puts `a` in the light of `b`: drifting light alone scores ~0; a
// tile on bare table cannot be explained away. The mean sees a tile unlike the table;
// the changed share sees one in the table's colours (a city on light oak), whose
// roofs, pennant and walls change a few per cent of the cell by a lot.
CellDifference lightFreeDifference(const cv::Mat& a, const cv::Mat& b, double changedLevels = 30);

}  // namespace carc::vision
