// Lens calibration in the app, with the calibration library's synthetic views standing
// in for the camera: views are kept or refused with a reason, the guide's coverage
// grows, and the lens written to the rig folder is the one the Camera source loads.
#include <gtest/gtest.h>

#include <QDir>
#include <QTemporaryDir>

#include "lens_setup.hpp"
#include "vision/camera/camera_model.hpp"

namespace carc::app {
namespace {

TEST(LensSetup, SimulatedViewsCalibrateTheLensIntoTheRigFolder) {
    QTemporaryDir rig;
    LensSetup lens;
    lens.setRigDir(rig.path());
    lens.setSource(QStringLiteral("sim"));
    EXPECT_FALSE(lens.canCalibrate());
    EXPECT_FALSE(lens.calibrate()) << "no views yet";
    EXPECT_TRUE(lens.status().startsWith("Not calibrated")) << lens.status().toStdString();
    for (int i = 0; i < 24 && lens.viewsKept() < lens.viewsWanted(); ++i) lens.takeView();
    ASSERT_GE(lens.viewsKept(), lens.viewsWanted()) << lens.status().toStdString();
    EXPECT_FALSE(lens.frame().isNull()) << "the last view is shown";
    EXPECT_GE(lens.cellsCovered(), 5) << "views across the picture";
    EXPECT_GT(lens.progress(), 0.5);
    EXPECT_FALSE(lens.hint().isEmpty());
    ASSERT_TRUE(lens.canCalibrate());
    ASSERT_TRUE(lens.calibrate()) << lens.status().toStdString();
    EXPECT_TRUE(lens.calibrated());
    auto camera = vision::loadCameraModel(QDir(rig.path()).filePath("camera.yaml").toStdString());
    ASSERT_TRUE(camera) << camera.error();
    EXPECT_EQ(camera->imageSize, cv::Size(1280, 960));
}

TEST(LensSetup, AMissingCameraIsSaidInWords) {
    LensSetup lens;
    lens.setSource(QStringLiteral("v4l2:97"));
    EXPECT_FALSE(lens.takeView());
    EXPECT_TRUE(lens.status().startsWith("camera: ")) << lens.status().toStdString();
    EXPECT_EQ(lens.viewsKept(), 0);
}

}  // namespace
}  // namespace carc::app
