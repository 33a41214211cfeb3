// Table calibration on frames rendered through a known lens and pose: marker layout,
// homography, tile size, play-area checks, and the errors for moved or hidden markers.
#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "calibration/synthetic_views.hpp"
#include "calibration/table_calibration.hpp"
#include "calibration/table_scene.hpp"

namespace carc::calibration {
namespace {

const vision::TableModel kTable = vision::TableModel::rectangle(520, 360);

// A plain tile: field green with a city cap at the north, a road west-east.
cv::Mat drawnTile() {
    cv::Mat tile(300, 300, CV_8UC3, cv::Scalar(60, 150, 90));
    cv::ellipse(tile, {150, 0}, {150, 90}, 0, 0, 180, cv::Scalar(70, 120, 190), cv::FILLED);
    cv::rectangle(tile, {0, 190}, {300, 215}, cv::Scalar(200, 210, 215), cv::FILLED);
    return tile;
}

struct Rig {
    vision::CameraModel camera = syntheticCamera();
    vision::CameraPose pose = vision::CameraPose::lookAt({40, 70, -600}, {0, 0, 0});
};

cv::Mat renderTable(const TableScene& scene, const Rig& rig, unsigned seed = 1) {
    std::mt19937 rng(seed);
    return renderPlane(rig.camera, rig.pose, scene.image, scene.picture, {}, rng);
}

TEST(TableCalibration, MeasuresLayoutHomographyAndTileSize) {
    TableScene scene = tableScene(kTable);
    layTile(scene, drawnTile(), {0, 0}, 45.0);
    const Rig rig;
    auto result = calibrateTable(renderTable(scene, rig), rig.camera);
    ASSERT_TRUE(result) << result.error();
    for (int id = 0; id < 4; ++id) {
        // The scale comes from the markers' 40 mm size: ~0.5 % here.
        EXPECT_NEAR(result->table.markers[id].x, kTable.markers[id].x, 2.0) << "marker " << id;
        EXPECT_NEAR(result->table.markers[id].y, kTable.markers[id].y, 2.0) << "marker " << id;
        EXPECT_LT(result->markerErrorMm[id], 1.5) << "marker " << id;
    }
    ASSERT_TRUE(result->tileMm);
    EXPECT_NEAR(*result->tileMm, 45.0, 0.8);
    EXPECT_NEAR(result->table.tileMm, 45.0, 0.8);
    EXPECT_DOUBLE_EQ(result->playAreaInView, 1.0);
    EXPECT_GT(result->minPixelsPerMm, 1.4);
    EXPECT_TRUE(result->warnings.empty()) << result->warnings.front();
    // The homography takes where the lens puts a table point (undistorted) back to it.
    const std::vector<cv::Point2d> points{{-200, -120}, {0, 0}, {180, 140}};
    std::vector<cv::Point2d> undistorted, back;
    cv::perspectiveTransform(points, undistorted, cv::Mat(vision::tableToUndistortedImage(rig.camera, rig.pose)));
    cv::perspectiveTransform(undistorted, back, cv::Mat(*result->table.imageToTable));
    for (size_t i = 0; i < points.size(); ++i) EXPECT_LT(cv::norm(back[i] - points[i]), 1.0) << points[i];
}

TEST(TableCalibration, ValidatesAKnownLayoutAndNamesAMovedMarker) {
    const Rig rig;
    const cv::Mat frame = renderTable(tableScene(kTable), rig);
    TableCalibrationOptions options;
    options.layout = kTable;
    auto ok = calibrateTable(frame, rig.camera, options);
    ASSERT_TRUE(ok) << ok.error();
    EXPECT_EQ(ok->table.markers, kTable.markers);
    ASSERT_FALSE(ok->tileMm);  // no tile laid: a warning, tile_mm unchanged
    EXPECT_EQ(ok->table.tileMm, 45.0);
    EXPECT_FALSE(ok->warnings.empty());

    vision::TableModel moved = kTable;
    moved.markers[2].x += 15;
    options.layout = moved;
    auto bad = calibrateTable(frame, rig.camera, options);
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("marker 2 is"), std::string::npos) << bad.error();
}

TEST(TableCalibration, HiddenMarkersAreReportedByIdAndNoMarkersIsAnError) {
    const Rig rig;
    TableScene scene = tableScene(kTable);
    // Cover markers 1 and 3 with sheets of paper.
    for (int id : {1, 3}) {
        const cv::Point2d c = scene.toPixel(kTable.markers[id]);
        cv::rectangle(scene.image, cv::Rect(cv::Point(c) - cv::Point(120, 120), cv::Size(240, 240)),
                      cv::Scalar(230, 230, 230), cv::FILLED);
    }
    auto two = calibrateTable(renderTable(scene, rig), rig.camera);
    ASSERT_FALSE(two);
    EXPECT_NE(two.error().find("id 1, 3"), std::string::npos) << two.error();

    const cv::Mat empty(rig.camera.imageSize, CV_8UC3, cv::Scalar(90, 100, 110));
    EXPECT_FALSE(calibrateTable(empty, rig.camera));
    EXPECT_FALSE(calibrateTable(cv::Mat(), rig.camera));
    EXPECT_FALSE(calibrateTable(cv::Mat(480, 640, CV_8UC3), rig.camera));
}

TEST(TableCalibration, TooCoarseAViewOfThePlayAreaIsAWarning) {
    const Rig rig;
    TableCalibrationOptions options;
    options.layout = kTable;
    options.minPixelsPerMm = 3.0;  // this rig has about 1.8 px/mm
    auto result = calibrateTable(renderTable(tableScene(kTable), rig), rig.camera, options);
    ASSERT_TRUE(result) << result.error();
    EXPECT_GT(result->minPixelsPerMm, 1.4);
    EXPECT_LT(result->minPixelsPerMm, 3.0);
    bool warned = false;
    for (const std::string& w : result->warnings) warned = warned || w.find("px/mm") != std::string::npos;
    EXPECT_TRUE(warned);
}

}  // namespace
}  // namespace carc::calibration
