// The live-mode guide fed synthetic frames: hints follow what is missing, duplicates
// do not count, and it stops once coverage and a trial calibration are good.
#include <gtest/gtest.h>

#include "calibration/charuco_board.hpp"
#include "calibration/coverage_guide.hpp"
#include "calibration/synthetic_views.hpp"

namespace carc::calibration {
namespace {

cv::Mat flatCentredView() {
    std::mt19937 rng(1);
    const BoardSheet sheet = boardSheet(calibrationBoard());
    return renderPlane(syntheticCamera(), vision::CameraPose::lookAt({0, 0, -420}, {0, 0, 0}), sheet.image,
                       sheet.picture, {}, rng);
}

TEST(CoverageGuide, AsksForTheCornersAfterAFlatCentredView) {
    CoverageGuide guide;
    EXPECT_NE(guide.hint().find("middle of the picture"), std::string::npos);
    const CoverageGuide::Step step = guide.add(flatCentredView(), "centre");
    ASSERT_TRUE(step.accepted) << step.reason;
    EXPECT_FALSE(step.done);
    EXPECT_EQ(step.hint, "move the board into the top left of the picture");
    EXPECT_GE(guide.coveredCells(), 1);
    EXPECT_LT(guide.coveredCells(), 9);
    // A flat view is tilted no way.
    for (bool t : guide.tilts()) EXPECT_FALSE(t);
}

TEST(CoverageGuide, TheSameViewAgainDoesNotCount) {
    CoverageGuide guide;
    const cv::Mat view = flatCentredView();
    ASSERT_TRUE(guide.add(view, "a").accepted);
    const CoverageGuide::Step again = guide.add(view, "b");
    EXPECT_FALSE(again.accepted);
    EXPECT_EQ(again.reason.rfind("duplicate of a", 0), 0u) << again.reason;
    EXPECT_EQ(guide.views().accepted.size(), 1u);
    const CoverageGuide::Step empty = guide.add(cv::Mat(960, 1280, CV_8UC3, cv::Scalar(90, 100, 110)), "c");
    EXPECT_FALSE(empty.accepted);
    EXPECT_FALSE(empty.hint.empty());
}

TEST(CoverageGuide, StopsOnceCoverageAndTheTrialCalibrationAreGood) {
    BoardViewOptions options;
    options.count = 40;
    options.seed = 21;
    CoverageGuide guide;
    int used = 0;
    std::string lastHint;
    int hintChanges = 0;
    for (SyntheticView& v : renderBoardViews(syntheticCamera(), calibrationBoard(), options)) {
        const CoverageGuide::Step step = guide.add(v.image, "view" + std::to_string(used++));
        hintChanges += step.hint != lastHint;
        lastHint = step.hint;
        if (step.done) break;
    }
    ASSERT_TRUE(guide.done()) << "after " << used << " frames: " << guide.hint();
    EXPECT_EQ(guide.coveredCells(), 9);
    for (bool t : guide.tilts()) EXPECT_TRUE(t);
    ASSERT_TRUE(guide.trialRmsPx());
    EXPECT_LT(*guide.trialRmsPx(), 0.3);
    EXPECT_GE(hintChanges, 3);
    EXPECT_EQ(guide.hint().rfind("done", 0), 0u);
}

TEST(CoverageGuide, BoardTiltFollowsThePose) {
    const vision::CameraModel camera = syntheticCamera();
    const BoardSheet sheet = boardSheet(calibrationBoard());
    std::mt19937 rng(3);
    // Camera to the east of the board, looking west-down at it: the board faces right.
    const cv::Mat east = renderPlane(camera, vision::CameraPose::lookAt({250, 0, -380}, {0, 0, 0}), sheet.image,
                                     sheet.picture, {}, rng);
    const ViewVerdict v = checkBoardView(east);
    ASSERT_TRUE(v.ok) << v.reason;
    const cv::Vec2d tilt = boardTiltDeg(v.detection, camera.imageSize);
    EXPECT_GT(std::abs(tilt[0]), 20.0);
    EXPECT_LT(std::abs(tilt[1]), 10.0);
}

}  // namespace
}  // namespace carc::calibration
