// `carc calibrate ...` end to end: files in, files and JSON out, exit codes.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/synthetic_views.hpp"
#include "calibration/table_scene.hpp"
#include "calibration/tile_grid.hpp"
#include "cli_support.hpp"
#include "engine/tileset.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {
namespace {

using testing::CliRun;
using testing::runCarc;
using testing::scratchDir;

TEST(CalibrateCli, CameraFromSyntheticViewsMeetsTheTarget) {
    const auto dir = scratchDir("cli_camera");
    const auto views = dir / "views";
    CliRun synth = runCarc("calibrate synth-views --count 12 --seed 3 --bad --out " + views.string(), dir);
    ASSERT_EQ(synth.exitCode, 0) << synth.err;
    const auto out = dir / "camera.yaml";
    CliRun run = runCarc("calibrate camera --json --images " + views.string() + " --out " + out.string(), dir);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const nlohmann::json j = nlohmann::json::parse(run.out);
    auto truth = vision::loadCameraModel((views / "true_camera.yaml").string());
    ASSERT_TRUE(truth) << truth.error();
    EXPECT_LT(j.at("rms").get<double>(), 0.3);
    EXPECT_LT(std::abs(j.at("fx").get<double>() / truth->fx() - 1), 0.005);
    EXPECT_LT(std::abs(j.at("fy").get<double>() / truth->fy() - 1), 0.005);
    EXPECT_NEAR(j.at("cx").get<double>(), truth->cx(), 5);
    EXPECT_NEAR(j.at("cy").get<double>(), truth->cy(), 5);
    EXPECT_GE(j.at("images_used").get<int>(), 10);
    EXPECT_EQ(j.at("rejected").size(), 12u + 5u - j.at("images_used").get<size_t>());
    auto written = vision::loadCameraModel(out.string());
    ASSERT_TRUE(written) << written.error();
    EXPECT_DOUBLE_EQ(written->fx(), j.at("fx").get<double>());
}

TEST(CalibrateCli, CameraBadInputsExitTwoNamingTheProblem) {
    const auto dir = scratchDir("cli_camera_bad");
    CliRun missing = runCarc("calibrate camera --images " + (dir / "nowhere").string(), dir);
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("nowhere"), std::string::npos) << missing.err;
    const auto views = dir / "views";
    ASSERT_EQ(runCarc("calibrate synth-views --count 2 --out " + views.string(), dir).exitCode, 0);
    CliRun few = runCarc("calibrate camera --images " + views.string() + " --out " + (dir / "c.yaml").string(), dir);
    EXPECT_EQ(few.exitCode, 2);
    EXPECT_NE(few.err.find("usable views"), std::string::npos) << few.err;
    EXPECT_FALSE(std::filesystem::exists(dir / "c.yaml"));
}

TEST(CalibrateCli, LiveModeFromAFrameFolderStopsWhenGood) {
    const auto dir = scratchDir("cli_live");
    const auto frames = dir / "frames";
    ASSERT_EQ(runCarc("calibrate synth-views --count 40 --seed 21 --out " + frames.string(), dir).exitCode, 0);
    CliRun run = runCarc("calibrate camera --json --source " + frames.string() + " --out " + (dir / "c.yaml").string(), dir);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const nlohmann::json j = nlohmann::json::parse(run.out);
    EXPECT_LT(j.at("rms").get<double>(), 0.3);
    EXPECT_LT(std::abs(j.at("fx").get<double>() / 1065.0 - 1), 0.005);
    EXPECT_LT(j.at("views").size(), 40u);  // stopped before the end of the folder
    EXPECT_NE(run.err.find("move the board"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("done"), std::string::npos) << run.err;
}

// A rendered rig: the true camera.yaml and frames of the table with the start tile
// and with followers in a row.
struct RigFiles {
    std::filesystem::path camera, tableFrame, coloursFrame;
};

RigFiles writeRig(const std::filesystem::path& dir) {
    const vision::CameraModel camera = syntheticCamera();
    const vision::TableModel table = vision::TableModel::rectangle(520, 360);
    const vision::CameraPose pose = vision::CameraPose::lookAt({30, 60, -600}, {0, 0, 0});
    RigFiles files{dir / "camera.yaml", dir / "table.png", dir / "followers.png"};
    EXPECT_TRUE(vision::saveCameraModel(camera, files.camera.string()));
    std::mt19937 rng(4);
    TableScene scene = tableScene(table);
    cv::Mat tile(200, 200, CV_8UC3, cv::Scalar(60, 150, 90));
    cv::rectangle(tile, {0, 0}, {200, 60}, cv::Scalar(70, 120, 190), cv::FILLED);
    layTile(scene, tile, {0, 0}, 45.0);
    cv::imwrite(files.tableFrame.string(), renderPlane(camera, pose, scene.image, scene.picture, {}, rng));
    TableScene followers = tableScene(table);
    layFollower(followers, {-120, 150}, 22, {40, 40, 200});
    layFollower(followers, {0, 150}, 22, {190, 90, 30});
    layFollower(followers, {120, 150}, 22, {40, 210, 230});
    cv::imwrite(files.coloursFrame.string(), renderPlane(camera, pose, followers.image, followers.picture, {}, rng));
    return files;
}

TEST(CalibrateCli, TableThenColoursThenTilePlan) {
    const auto dir = scratchDir("cli_rig");
    const RigFiles rig = writeRig(dir);
    const auto tableYaml = dir / "table.yaml";
    CliRun table = runCarc("calibrate table --json --image " + rig.tableFrame.string() + " --camera " +
                               rig.camera.string() + " --out " + tableYaml.string(), dir);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    const nlohmann::json t = nlohmann::json::parse(table.out);
    EXPECT_TRUE(t.at("tile_measured").get<bool>());
    EXPECT_NEAR(t.at("tile_mm").get<double>(), 45.0, 0.8);
    EXPECT_NEAR(t.at("markers")[2][0].get<double>(), 260.0, 2.0);
    auto written = vision::loadTableModel(tableYaml.string());
    ASSERT_TRUE(written) << written.error();
    EXPECT_TRUE(written->imageToTable.has_value());

    // Checking the same layout again passes; a wrong frame size is bad input.
    CliRun check = runCarc("calibrate table --image " + rig.tableFrame.string() + " --camera " + rig.camera.string() +
                               " --markers " + tableYaml.string() + " --out " + (dir / "t2.yaml").string(), dir);
    EXPECT_EQ(check.exitCode, 0) << check.err;
    CliRun missing = runCarc("calibrate table --image " + (dir / "none.png").string() + " --camera " +
                                 rig.camera.string(), dir);
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("none.png"), std::string::npos);

    CliRun colours = runCarc("calibrate colours --json --image " + rig.coloursFrame.string() + " --camera " +
                                 rig.camera.string() + " --table " + tableYaml.string() +
                                 " --colours red,blue,yellow --out " + (dir / "colours.yaml").string(), dir);
    ASSERT_EQ(colours.exitCode, 0) << colours.err;
    const nlohmann::json c = nlohmann::json::parse(colours.out);
    ASSERT_EQ(c.at("colours").size(), 3u);
    EXPECT_EQ(c.at("colours")[1].at("name"), "blue");
    EXPECT_TRUE(c.at("warnings").empty());
    CliRun wrongCount = runCarc("calibrate colours --image " + rig.coloursFrame.string() + " --camera " +
                                    rig.camera.string() + " --table " + tableYaml.string() + " --colours red,blue", dir);
    EXPECT_EQ(wrongCount.exitCode, 2);
    EXPECT_NE(wrongCount.err.find("found 3 followers"), std::string::npos) << wrongCount.err;

    // The tile plan alone (no frame yet): the grid as text and a picture.
    CliRun plan = runCarc("calibrate tiles --table " + tableYaml.string() + " --out " + (dir / "set").string(), dir);
    ASSERT_EQ(plan.exitCode, 0) << plan.err;
    EXPECT_NE(plan.out.find("row 4:"), std::string::npos) << plan.out;
    EXPECT_TRUE(std::filesystem::exists(dir / "set" / "grid_plan.png"));
    CliRun badGrid = runCarc("calibrate tiles --grid 3x3 --table " + tableYaml.string() + " --out " +
                                 (dir / "set").string(), dir);
    EXPECT_EQ(badGrid.exitCode, 2);
}

TEST(CalibrateCli, PrintWritesTheSheets) {
    const auto dir = scratchDir("cli_print");
    CliRun run = runCarc("calibrate print --json --out " + (dir / "sheets").string(), dir);
    if (run.exitCode == 2 && run.err.find("no cairo") != std::string::npos) GTEST_SKIP() << run.err;
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(nlohmann::json::parse(run.out).at("files").size(), 4u);
    EXPECT_TRUE(std::filesystem::exists(dir / "sheets" / "board.pdf"));
}

}  // namespace
}  // namespace carc::calibration
