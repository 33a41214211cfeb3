#pragma once
// Finding one tile in a photo: the tile lies on some background, seen from any
// angle. The result is the tile's outline (4 corners) and a square, top-down image
// of it whose top is the side of the tile nearest the photo's top.
#include <array>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

// Side of the rectified tile images the recogniser works on (pixels).
inline constexpr int kTileSquarePx = 64;

struct TileInPhoto {
    std::array<cv::Point2f, 4> corners;  // photo pixels: top-left, top-right, bottom-right, bottom-left
    cv::Mat square;                       // BGR, kTileSquarePx x kTileSquarePx
};

// Separates the tile from the background by colour (the background is learned from
// the photo's border), takes the largest blob's outline as a quadrilateral and warps
// it to a square. Fails with a reason when nothing tile-like is found.
Expected<TileInPhoto> findTileInPhoto(const cv::Mat& photoBgr);

// The square image of a quadrilateral (corners in the order above).
cv::Mat rectifyQuad(const cv::Mat& imageBgr, const std::array<cv::Point2f, 4>& corners, int side = kTileSquarePx);

}  // namespace carc::vision
