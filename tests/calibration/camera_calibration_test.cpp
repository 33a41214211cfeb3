// Lens calibration on views rendered through a known lens: accuracy, and every kind of
// bad view rejected with its reason.
#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "calibration/camera_calibration.hpp"
#include "calibration/charuco_board.hpp"
#include "calibration/synthetic_views.hpp"

namespace carc::calibration {
namespace {

std::vector<cv::Mat> goodViews(int count, unsigned seed) {
    BoardViewOptions options;
    options.count = count;
    options.seed = seed;
    std::vector<cv::Mat> images;
    for (SyntheticView& v : renderBoardViews(syntheticCamera(), calibrationBoard(), options))
        images.push_back(std::move(v.image));
    return images;
}

double relativeError(double got, double want) { return std::abs(got - want) / want; }

TEST(CameraCalibration, RecoversTheKnownLensFromSyntheticViews) {
    const vision::CameraModel truth = syntheticCamera();
    for (unsigned seed : {1u, 2u}) {
        auto result = calibrateCamera(collectViews(goodViews(14, seed), {}, {}));
        ASSERT_TRUE(result) << result.error();
        EXPECT_LT(result->rmsPx, 0.3) << "seed " << seed;
        EXPECT_LT(relativeError(result->camera.fx(), truth.fx()), 0.005) << "seed " << seed;
        EXPECT_LT(relativeError(result->camera.fy(), truth.fy()), 0.005) << "seed " << seed;
        EXPECT_NEAR(result->camera.cx(), truth.cx(), 5.0);
        EXPECT_NEAR(result->camera.cy(), truth.cy(), 5.0);
        EXPECT_NEAR(result->camera.distortion.at<double>(0), truth.distortion.at<double>(0), 0.03);
        EXPECT_GE(result->imagesUsed, 10);
        // What was projected back with the result lands where the true lens puts it.
        const std::vector<cv::Point2d> corner{{300, 200}};
        const vision::CameraPose pose = vision::CameraPose::lookAt({0, 0, -500}, {0, 0, 0});
        EXPECT_LT(cv::norm(vision::projectTablePoints(result->camera, pose, corner)[0] -
                           vision::projectTablePoints(truth, pose, corner)[0]),
                  2.0);
    }
}

TEST(CameraCalibration, RejectsEachBadViewWithItsReason) {
    const vision::CameraModel camera = syntheticCamera();
    const std::vector<std::pair<BadView, std::string>> expected{{BadView::Blurred, "blurred"},
                                                                {BadView::Partial, "too little of the board"},
                                                                {BadView::NoBoard, "no calibration board"},
                                                                {BadView::TableMarkers, "only table markers"},
                                                                {BadView::WrongBoard, "wrong board"}};
    for (const auto& [kind, reason] : expected) {
        const ViewVerdict verdict = checkBoardView(renderBadView(camera, kind, 3));
        EXPECT_FALSE(verdict.ok) << badViewName(kind);
        EXPECT_EQ(verdict.reason.rfind(reason, 0), 0u) << badViewName(kind) << ": " << verdict.reason;
    }
}

TEST(CameraCalibration, GoodViewsPassTheChecks) {
    for (const cv::Mat& image : goodViews(4, 7)) {
        const ViewVerdict verdict = checkBoardView(image);
        EXPECT_TRUE(verdict.ok) << verdict.reason;
        EXPECT_EQ(verdict.detection.corners.size(), static_cast<size_t>(kBoardCorners));
    }
}

TEST(CameraCalibration, BadViewsAmongGoodOnesAreLeftOutAndDuplicatesFlagged) {
    std::vector<cv::Mat> images = goodViews(10, 4);
    std::vector<std::string> names;
    for (size_t i = 0; i < images.size(); ++i) names.push_back("good" + std::to_string(i));
    images.push_back(images[3].clone());
    names.push_back("copy");
    for (BadView kind : kBadViews) {
        images.push_back(renderBadView(syntheticCamera(), kind, 5));
        names.push_back(badViewName(kind));
    }
    auto result = calibrateCamera(collectViews(images, names, {}));
    ASSERT_TRUE(result) << result.error();
    EXPECT_LT(result->rmsPx, 0.3);
    int used = 0;
    for (const ViewReport& v : result->views) {
        used += v.used;
        // Random poses may land close to an earlier one: then "duplicate" is right too.
        const bool good = v.name.rfind("good", 0) == 0;
        EXPECT_EQ(v.used, good && v.reason.rfind("duplicate", 0) != 0) << v.name << ": " << v.reason;
        EXPECT_EQ(v.used, v.reason.empty()) << v.name;
    }
    EXPECT_EQ(used, result->imagesUsed);
    EXPECT_EQ(result->views[10].reason.rfind("duplicate of good3", 0), 0u) << result->views[10].reason;
}

TEST(CameraCalibration, TooFewGoodViewsIsAnErrorSayingWhy) {
    std::vector<cv::Mat> images = goodViews(3, 9);
    images.push_back(renderBadView(syntheticCamera(), BadView::NoBoard, 1));
    auto result = calibrateCamera(collectViews(images, {}, {}));
    ASSERT_FALSE(result);
    EXPECT_NE(result.error().find("only 3 usable views"), std::string::npos) << result.error();
    EXPECT_NE(result.error().find("no calibration board"), std::string::npos) << result.error();
}

TEST(CameraCalibration, EdgeSharpnessFallsWithBlurNotWithNoise) {
    const cv::Mat view = goodViews(1, 11).front();
    cv::Mat grey, blurred, noisy;
    cv::cvtColor(view, grey, cv::COLOR_BGR2GRAY);
    const cv::Rect all(0, 0, grey.cols, grey.rows);
    cv::GaussianBlur(grey, blurred, {0, 0}, 3.0);
    cv::Mat noise(grey.size(), CV_8SC1);
    cv::randn(noise, 0, 6);
    cv::add(grey, noise, noisy, cv::noArray(), CV_8U);
    const double sharp = edgeSharpness(grey, all);
    EXPECT_GT(sharp, 0.25);
    EXPECT_LT(edgeSharpness(blurred, all), 0.5 * sharp);
    EXPECT_NEAR(edgeSharpness(noisy, all), sharp, 0.25 * sharp);
}

}  // namespace
}  // namespace carc::calibration
