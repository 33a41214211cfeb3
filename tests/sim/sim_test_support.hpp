#pragma once
// Small helpers shared by the simulator's tests.
#include <memory>
#include <string>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/sim/simulator.hpp"

namespace carc::sim::testing {

inline std::unique_ptr<Simulator> makeSimulator(const SimOptions& o) {
    auto game = loadSimGame(o);
    if (!game) {
        ADD_FAILURE() << game.error();
        return nullptr;
    }
    auto sim = Simulator::create(std::move(*game), o);
    if (!sim) {
        ADD_FAILURE() << sim.error();
        return nullptr;
    }
    return std::move(*sim);
}

// A cell's square as the camera sees it (frame pixels, its corners through the lens; the
// tile lying square on it), cut out top-down (64 px), grey.
inline cv::Mat tileSeen(Simulator& sim, const cv::Mat& frame, Pos cell, const BoardOnTable& board) {
    const double t = sim.rig().table.tileMm;
    std::vector<cv::Point2d> corners;
    for (const cv::Point2d u : {cv::Point2d(0, 0), cv::Point2d(1, 0), cv::Point2d(1, 1), cv::Point2d(0, 1)})
        corners.push_back(tilePointMm(cell, TileLie{}, t, u, board));
    const auto px = vision::projectTablePoints(sim.rig().camera, sim.rig().pose, corners);
    const cv::Point2f from[4] = {cv::Point2f(px[0]), cv::Point2f(px[1]), cv::Point2f(px[2]), cv::Point2f(px[3])};
    const cv::Point2f to[4] = {{0, 0}, {64, 0}, {64, 64}, {0, 64}};
    cv::Mat square, grey;
    cv::warpPerspective(frame, square, cv::getPerspectiveTransform(from, to), {64, 64});
    cv::cvtColor(square, grey, cv::COLOR_BGR2GRAY);
    return grey;
}

// Normalised correlation of two pictures of one size.
inline double likeness(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat r;
    cv::matchTemplate(a, b, r, cv::TM_CCOEFF_NORMED);
    return r.at<float>(0, 0);
}

// A tile picture as tileSeen cuts it: 64 px, grey.
inline cv::Mat greyPicture(const cv::Mat& bgr) {
    cv::Mat small, grey;
    cv::resize(bgr, small, {64, 64}, 0, 0, cv::INTER_AREA);
    cv::cvtColor(small, grey, cv::COLOR_BGR2GRAY);
    return grey;
}

}  // namespace carc::sim::testing
