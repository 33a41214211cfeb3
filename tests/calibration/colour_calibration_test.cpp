// Follower colour models from a rendered table: each colour learned, told apart from
// the others, near-identical colours flagged, wrong counts rejected, colours.yaml
// round trip.
#include <filesystem>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "calibration/colour_calibration.hpp"
#include "calibration/synthetic_views.hpp"
#include "calibration/table_calibration.hpp"
#include "calibration/table_scene.hpp"

namespace carc::calibration {
namespace {

struct Follower {
    std::string name;
    cv::Scalar bgr;
};
const std::vector<Follower> kStandard{{"red", {40, 40, 200}},    {"blue", {190, 90, 30}},
                                      {"green", {60, 150, 40}},  {"yellow", {40, 210, 230}},
                                      {"black", {35, 35, 35}},   {"grey", {150, 150, 150}}};

struct ColourRig {
    vision::CameraModel camera = syntheticCamera();
    vision::CameraPose pose = vision::CameraPose::lookAt({40, 70, -600}, {0, 0, 0});
    vision::TableModel table = vision::TableModel::rectangle(520, 360);
};

// Renders the followers in a row along the south strip and calibrates the table first.
cv::Mat renderRow(const ColourRig& s, const std::vector<Follower>& row, vision::TableModel& calibrated) {
    TableScene scene = tableScene(s.table);
    const cv::Rect2d strip = followerStrip(s.table);
    for (size_t i = 0; i < row.size(); ++i) {
        const double x = strip.x + strip.width * (i + 0.5) / row.size();
        layFollower(scene, {x, strip.y + strip.height / 2}, 22.0, row[i].bgr);
    }
    std::mt19937 rng(5);
    const cv::Mat frame = renderPlane(s.camera, s.pose, scene.image, scene.picture, {}, rng);
    TableCalibrationOptions options;
    options.layout = s.table;
    auto t = calibrateTable(frame, s.camera, options);
    EXPECT_TRUE(t) << t.error();
    if (t) calibrated = t->table;
    return frame;
}

std::vector<std::string> namesOf(const std::vector<Follower>& row) {
    std::vector<std::string> names;
    for (const Follower& f : row) names.push_back(f.name);
    return names;
}

cv::Vec3d lab8(cv::Scalar bgr) {
    cv::Mat one(1, 1, CV_8UC3, bgr), lab;
    cv::cvtColor(one, lab, cv::COLOR_BGR2Lab);
    return cv::Vec3d(lab.at<cv::Vec3b>(0, 0));
}

TEST(ColourCalibration, LearnsEachStandardColourAndTellsThemApart) {
    const ColourRig s;
    vision::TableModel table;
    const cv::Mat frame = renderRow(s, kStandard, table);
    auto result = calibrateColours(frame, s.camera, table, namesOf(kStandard));
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result->colours.size(), kStandard.size());
    EXPECT_TRUE(result->warnings.empty()) << result->warnings.front();
    EXPECT_GT(result->minSeparation, 4.0);
    for (size_t i = 0; i < kStandard.size(); ++i) {
        EXPECT_EQ(result->colours[i].name, kStandard[i].name);
        EXPECT_GT(result->colours[i].pixels, 100);
        // The painted colour is nearest to its own model.
        const cv::Vec3d truth = lab8(kStandard[i].bgr);
        size_t nearest = 0;
        for (size_t j = 1; j < result->colours.size(); ++j)
            if (result->colours[j].distance2(truth) < result->colours[nearest].distance2(truth)) nearest = j;
        EXPECT_EQ(nearest, i) << kStandard[i].name;
        EXPECT_LT(cv::norm(result->colours[i].mean - truth), 25.0) << kStandard[i].name;
    }
}

TEST(ColourCalibration, WarnsWhenTwoColoursAreTooClose) {
    const ColourRig s;
    const std::vector<Follower> row{{"red", {40, 40, 200}}, {"pink", {46, 44, 204}}, {"blue", {190, 90, 30}}};
    vision::TableModel table;
    const cv::Mat frame = renderRow(s, row, table);
    auto result = calibrateColours(frame, s.camera, table, namesOf(row));
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result->warnings.size(), 1u);
    EXPECT_NE(result->warnings[0].find("red and pink"), std::string::npos) << result->warnings[0];
    EXPECT_LT(result->minSeparation, 4.0);
}

TEST(ColourCalibration, WrongCountsAndNamesAreErrors) {
    const ColourRig s;
    vision::TableModel table;
    const std::vector<Follower> row(kStandard.begin(), kStandard.begin() + 3);
    const cv::Mat frame = renderRow(s, row, table);
    auto more = calibrateColours(frame, s.camera, table, {"red", "blue", "green", "yellow"});
    ASSERT_FALSE(more);
    EXPECT_NE(more.error().find("found 3 followers"), std::string::npos) << more.error();
    EXPECT_FALSE(calibrateColours(frame, s.camera, table, {"red", "red", "green"}));
    EXPECT_FALSE(calibrateColours(frame, s.camera, table, {"red", "teal", "green"}));
    vision::TableModel uncalibrated = s.table;
    EXPECT_FALSE(calibrateColours(frame, s.camera, uncalibrated, namesOf(row)));
}

TEST(ColourCalibration, ColoursYamlRoundTrip) {
    const ColourRig s;
    vision::TableModel table;
    const cv::Mat frame = renderRow(s, kStandard, table);
    auto result = calibrateColours(frame, s.camera, table, namesOf(kStandard));
    ASSERT_TRUE(result) << result.error();
    const auto path = std::filesystem::temp_directory_path() / "carc_calibration_colours.yaml";
    ASSERT_TRUE(saveColourModels(*result, path.string()));
    auto back = loadColourModels(path.string());
    ASSERT_TRUE(back) << back.error();
    ASSERT_EQ(back->colours.size(), result->colours.size());
    for (size_t i = 0; i < back->colours.size(); ++i) {
        EXPECT_EQ(back->colours[i].name, result->colours[i].name);
        EXPECT_LT(cv::norm(back->colours[i].mean - result->colours[i].mean), 1e-9);
        EXPECT_LT(cv::norm(cv::Mat(back->colours[i].covariance), cv::Mat(result->colours[i].covariance)), 1e-9);
    }
    EXPECT_FALSE(loadColourModels((path.parent_path() / "no_such_colours.yaml").string()));
}

}  // namespace
}  // namespace carc::calibration
