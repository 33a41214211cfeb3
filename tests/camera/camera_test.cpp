// camera.yaml and table.yaml read back what was written and explain what is wrong
// with bad files; table points land where the pinhole model says, through the lens
// and through the plane warp.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/camera/plane_warp.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::vision {
namespace {

std::string tempFile(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("carc_camera_" + std::to_string(::getpid()) + "_" + name)).string();
}

CameraModel lens() {
    CameraModel c = CameraModel::pinhole({1280, 960}, 60);
    c.distortion = (cv::Mat_<double>(1, 5) << -0.15, 0.04, 0.001, -0.0005, 0.0);
    return c;
}

TEST(CameraModel, RoundTripsThroughYaml) {
    const std::string path = tempFile("camera.yaml");
    const CameraModel c = lens();
    ASSERT_TRUE(saveCameraModel(c, path).ok());
    auto back = loadCameraModel(path);
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ(back->imageSize, c.imageSize);
    EXPECT_NEAR(cv::norm(cv::Mat(back->matrix), cv::Mat(c.matrix)), 0, 1e-9);
    EXPECT_NEAR(cv::norm(back->distortion, c.distortion), 0, 1e-12);
    std::filesystem::remove(path);
}

TEST(CameraModel, BadFilesNameTheProblem) {
    const std::string path = tempFile("bad.yaml");
    auto check = [&](const std::string& text, const std::string& expected) {
        std::ofstream(path) << text;
        auto r = loadCameraModel(path);
        ASSERT_FALSE(r.ok()) << text;
        EXPECT_NE(r.error().find(expected), std::string::npos) << r.error();
        EXPECT_EQ(r.error().find(path), 0u) << r.error();
    };
    check("%YAML:1.0\nimage_width: 1280\n", "image_height");
    check("%YAML:1.0\nimage_width: 1280\nimage_height: 960\n", "camera_matrix");
    check("%YAML:1.0\nimage_width: 1280\nimage_height: 960\ncamera_matrix: !!opencv-matrix\n  rows: 2\n  cols: 2\n"
          "  dt: d\n  data: [1, 0, 0, 1]\n",
          "must be 3x3");
    check("this is not yaml: [", "");
    EXPECT_NE(loadCameraModel(tempFile("missing.yaml")).error().find("no such file"), std::string::npos);
    std::filesystem::remove(path);
}

TEST(TableModel, RoundTripsAndValidates) {
    const std::string path = tempFile("table.yaml");
    TableModel t = TableModel::rectangle(900, 700);
    t.imageToTable = cv::Matx33d::eye();
    ASSERT_TRUE(saveTableModel(t, path).ok());
    auto back = loadTableModel(path);
    ASSERT_TRUE(back.ok()) << back.error();
    for (int i = 0; i < kTableMarkerCount; ++i) EXPECT_NEAR(cv::norm(back->markers[i] - t.markers[i]), 0, 1e-3);
    EXPECT_DOUBLE_EQ(back->tileMm, 45.0);
    ASSERT_TRUE(back->imageToTable.has_value());
    // Marker corners follow the project's convention: top edge north, ArUco order.
    const auto corners = t.markerCorners(0);
    EXPECT_EQ(corners[0], cv::Point2d(-470, -370));
    EXPECT_EQ(corners[2], cv::Point2d(-430, -330));

    std::ofstream(path) << "%YAML:1.0\nmarkers: !!opencv-matrix\n  rows: 4\n  cols: 2\n  dt: f\n"
                           "  data: [0, 0, 10, 0, 10, 10, 0, 10]\n";
    auto tiny = loadTableModel(path);
    ASSERT_FALSE(tiny.ok());
    EXPECT_NE(tiny.error().find("less than 4 tiles"), std::string::npos) << tiny.error();
    std::filesystem::remove(path);
}

TEST(Projection, StraightDownCameraSeesTheCentreAtThePrincipalPoint) {
    const CameraModel c = CameraModel::pinhole({1280, 960}, 60);
    const CameraPose pose = CameraPose::lookAt({0, 0, -1000}, {0, 0, 0});
    const auto px = projectTablePoints(c, pose, {{0, 0}, {100, 0}, {0, 100}});
    EXPECT_NEAR(px[0].x, c.cx(), 1e-6);
    EXPECT_NEAR(px[0].y, c.cy(), 1e-6);
    // East is right and south is down in the image, 100 mm at 1 m = f / 10 pixels.
    EXPECT_NEAR(px[1].x - px[0].x, c.fx() / 10, 1e-6);
    EXPECT_NEAR(px[2].y - px[0].y, c.fy() / 10, 1e-6);
    const cv::Point3d centre = pose.position();
    EXPECT_NEAR(cv::norm(cv::Vec3d(centre.x, centre.y, centre.z) - cv::Vec3d(0, 0, -1000)), 0, 1e-9);
}

TEST(PlaneWarp, ADotOnTheTableLandsWhereProjectionSaysThroughTheLens) {
    const CameraModel c = lens();
    const CameraPose pose = CameraPose::lookAt({80, 250, -900}, {0, 0, 0});  // tilted about 16 degrees
    const PlanePicture picture{{-500, -400}, 0.5};
    cv::Mat topDown(1600, 2000, CV_8UC1, cv::Scalar(0));
    for (const cv::Point2d dot : {cv::Point2d{0, 0}, cv::Point2d{300, -200}, cv::Point2d{-350, 250}}) {
        topDown.setTo(0);
        const cv::Point2d at = (dot - picture.originMm) / picture.mmPerPixel;
        cv::circle(topDown, cv::Point(cvRound(at.x * 16), cvRound(at.y * 16)), 10 * 16, cv::Scalar(255), cv::FILLED,
                   cv::LINE_AA, 4);
        const cv::Mat image = PlaneWarp(c, pose, picture).render(topDown);
        const cv::Moments m = cv::moments(image);
        ASSERT_GT(m.m00, 0) << "the dot is in view";
        const cv::Point2d seen(m.m10 / m.m00, m.m01 / m.m00);
        const cv::Point2d expected = projectTablePoints(c, pose, {dot})[0];
        // A disc's centroid moves slightly under perspective; well under a pixel here.
        EXPECT_LT(cv::norm(seen - expected), 0.35) << dot;
    }
}

}  // namespace
}  // namespace carc::vision
