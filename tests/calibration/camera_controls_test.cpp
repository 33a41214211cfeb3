// Locked camera settings: recorded in camera.yaml without disturbing the lens keys,
// and a clear error (no crash) on a machine without a camera.
#include <gtest/gtest.h>

#include "calibration/camera_controls.hpp"
#include "calibration/synthetic_views.hpp"
#include "cli_support.hpp"
#include "vision/camera/camera_model.hpp"

namespace carc::calibration {
namespace {

TEST(CameraControls, RecordedInCameraYamlNextToTheLens) {
    const auto dir = testing::scratchDir("controls");
    const std::string yaml = (dir / "camera.yaml").string();
    ASSERT_TRUE(vision::saveCameraModel(syntheticCamera(), yaml));
    EXPECT_FALSE(readCameraSettings(yaml));  // none yet
    const LockedCameraSettings settings{"/base/imx219@10", 12000, 2.5, 1.8, 1.4};
    ASSERT_TRUE(recordCameraSettings(settings, yaml));
    auto back = readCameraSettings(yaml);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->camera, settings.camera);
    EXPECT_EQ(back->exposureUs, 12000);
    EXPECT_DOUBLE_EQ(back->analogueGain, 2.5);
    EXPECT_DOUBLE_EQ(back->redGain, 1.8);
    EXPECT_DOUBLE_EQ(back->blueGain, 1.4);
    auto lens = vision::loadCameraModel(yaml);
    ASSERT_TRUE(lens) << lens.error();
    EXPECT_DOUBLE_EQ(lens->fx(), syntheticCamera().fx());
    EXPECT_FALSE(recordCameraSettings(settings, (dir / "missing.yaml").string()));
}

TEST(CameraControls, NoCameraIsAClearErrorNotACrash) {
    auto settings = settleAndReadCameraSettings(0, 5);
    if (settings) GTEST_SKIP() << "a libcamera camera is attached: " << settings->camera;
    EXPECT_EQ(settings.error().rfind("libcamera: ", 0), 0u) << settings.error();
    const auto dir = testing::scratchDir("controls_cli");
    const testing::CliRun run = testing::runCarc("calibrate controls --camera " + (dir / "camera.yaml").string(), dir);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.err.find("libcamera"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace carc::calibration
