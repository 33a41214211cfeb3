#pragma once
// Single cells as the tracker sees them, for the follower finder's and the tile
// verifier's tests: a painted tile at the tracker's rectified scale, lying a little off
// its grid place on a wooden table under a warm light, with or without a follower
// drawn the way the simulator draws it.
#include <string>

#include <opencv2/imgproc.hpp>

#include "engine/board.hpp"
#include "engine/tileset.hpp"
#include "vision/camera/piece_colours.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/pieces.hpp"
#include "vision/sim/tile_art.hpp"

namespace carc::vision::test {

inline constexpr double kPxPerMm = 1.6;  // the tracker's rectified scale
inline const int kCell = static_cast<int>(45 * kPxPerMm);

inline const TileType& tile(const char* name) { return *Tileset::standard().find(name); }

// The enrolled picture at the cell's size, turned by `rot`.
inline cv::Mat picture(const TileType& t, Rotation rot = {}) {
    cv::Mat p = sim::paintTile(t, 256);
    for (int q = 0; q < rot.q; ++q) cv::rotate(p, p, cv::ROTATE_90_CLOCKWISE);
    cv::resize(p, p, {kCell, kCell}, 0, 0, cv::INTER_AREA);
    return p;
}

// What the camera shows: the tile turned by `turnDeg` (counter-clockwise) and shifted
// by `shiftPx` off the grid on a wooden table, under a warm light.
inline cv::Mat onTable(const cv::Mat& face, cv::Point2d shiftPx = {1.8, -1.2}, double turnDeg = 3.0) {
    cv::Mat warp = cv::getRotationMatrix2D({kCell / 2.0, kCell / 2.0}, turnDeg, 1.0);
    warp.at<double>(0, 2) += shiftPx.x, warp.at<double>(1, 2) += shiftPx.y;
    cv::Mat out;
    cv::warpAffine(face, out, warp, face.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(60, 95, 140));
    cv::multiply(out, cv::Scalar(0.85, 0.95, 1.1), out);
    return out;
}

// The tile's face with a follower standing (or lying) on segment `segment`.
inline cv::Mat withFollower(const TileType& t, int segment, const std::string& colour, Rotation rot = {}) {
    const TileLayout layout = tileLayout(t, rot);
    const SegmentSpot& spot = layout.segments[static_cast<size_t>(segment)];
    cv::Mat face = picture(t, rot);
    sim::drawFollower(face, spot.follower * kCell, kPxPerMm, findColour(colour)->bgr, spot.lying, 0.2);
    return face;
}

// The tile's face with a bridge lying across its middle along `axis`.
inline cv::Mat withBridge(cv::Mat face, Axis axis) {
    sim::drawBridge(face, {kCell / 2.0, kCell / 2.0}, kPxPerMm, axis == Axis::NS, 0.0);
    return face;
}

}  // namespace carc::vision::test
