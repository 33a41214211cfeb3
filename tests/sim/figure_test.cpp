// Followers as solid figures (drawFigure): a standing meeple's top leans away from the
// point under the camera (parallax), its shadow falls away from the lamp, a lying farmer
// leans much less.
#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/sim/pieces.hpp"

namespace carc::sim {
namespace {

constexpr double kPxPerMm = 4;
const cv::Scalar kTable(150, 150, 150), kRed(38, 42, 178);

// Where the figure's paint lies (centroid of red pixels) and where its shadow does
// (centroid of pixels darker than the table), in mm from its foot.
struct Seen {
    cv::Point2d paintMm, shadowMm;
};

Seen drawn(bool lying, cv::Point2d nadirMm, cv::Point2d shadowPerMm) {
    cv::Mat picture(400, 400, CV_8UC3, kTable);
    const cv::Point2d foot(200, 200);
    FigureView view;
    view.nadirPx = foot + nadirMm * kPxPerMm;
    view.cameraHeightMm = 1000;
    view.shadowPerMm = shadowPerMm * kPxPerMm;
    drawFigure(picture, foot, kPxPerMm, kRed, lying, 0.3, view);
    cv::Mat bgr[3], paint, shadow;
    cv::split(picture, bgr);
    paint = bgr[2] > bgr[0] + 40;
    shadow = (bgr[0] < 140) & (bgr[2] < 140) & ~paint;
    const cv::Moments p = cv::moments(paint, true), s = cv::moments(shadow, true);
    EXPECT_GT(p.m00, 0);
    EXPECT_GT(s.m00, 0);
    return {(cv::Point2d(p.m10 / p.m00, p.m01 / p.m00) - foot) / kPxPerMm,
            (cv::Point2d(s.m10 / s.m00, s.m01 / s.m00) - foot) / kPxPerMm};
}

TEST(SolidFollowers, AStandingMeeplesTopLeansAwayFromTheNadir) {
    // The camera 1 m up, 500 mm west of the figure: its head (16 mm) lands 8 mm east of
    // its foot, its arms (10 mm) 5 mm; the paint's centre 2-7 mm east.
    const Seen far = drawn(false, {-500, 0}, {0, 0.7});
    EXPECT_GT(far.paintMm.x, 2);
    EXPECT_LT(far.paintMm.x, 7);
    EXPECT_NEAR(far.paintMm.y, 0, 1);
    // Right under the camera it stands where it stands.
    const Seen under = drawn(false, {0, 0}, {0, 0.7});
    EXPECT_LT(cv::norm(under.paintMm), 0.8);
}

TEST(SolidFollowers, TheShadowFallsAwayFromTheLamp) {
    const Seen south = drawn(false, {0, 0}, {0, 0.7});  // lamp in the north
    EXPECT_GT(south.shadowMm.y, 3);
    const Seen west = drawn(false, {0, 0}, {-0.7, 0});  // lamp in the east
    EXPECT_LT(west.shadowMm.x, -3);
}

TEST(SolidFollowers, ALyingFarmerLeansLessThanAStandingOne) {
    const Seen lying = drawn(true, {-500, 0}, {0, 0.7}), standing = drawn(false, {-500, 0}, {0, 0.7});
    EXPECT_GT(lying.paintMm.x, 0.5);
    EXPECT_LT(lying.paintMm.x, standing.paintMm.x - 1.5);
}

TEST(SolidFollowers, EveryFollowerColourHasAPaint) {
    for (const char* c : {"red", "blue", "green", "yellow", "black", "grey", "pink", "purple"})
        EXPECT_TRUE(figurePaint(c).has_value()) << c;
    EXPECT_FALSE(figurePaint("orange").has_value());
}

}  // namespace
}  // namespace carc::sim
