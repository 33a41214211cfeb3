// Lens calibration in the app, with the calibration library's synthetic views standing
// in for the camera: views are kept or refused with a reason, the guide's coverage
// grows, and the lens written to the rig folder is the one the Camera source loads.
#include <gtest/gtest.h>

#include <algorithm>

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <QTemporaryDir>

#include "lens_setup.hpp"
#include "rig_setup.hpp"
#include "table_sources.hpp"
#include "vision_table.hpp"
#include "calibration/colour_calibration.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

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

// The live guide: the camera's picture is looked at a few times a second off the UI
// thread; the board's outline and the parts it covers now follow it, and the view taken
// is the one shown, adding exactly those parts to the coverage.
TEST(LensSetup, TheLiveGuideFollowsTheCameraOffTheUiThread) {
    QTemporaryDir rig;
    LensSetup lens;
    lens.setRigDir(rig.path());
    lens.setSource(QStringLiteral("sim"));
    lens.setLive(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return lens.liveFrames() >= 2; }, 30000)) << "live pictures looked at";
    EXPECT_TRUE(lens.liveOffUiThread()) << "the board is looked for on a worker thread";
    EXPECT_GE(lens.liveOutline().size(), 4) << "the board's outline now";
    const QVariantList now = lens.liveParts();
    ASSERT_EQ(now.size(), 9);
    EXPECT_GE(std::count(now.begin(), now.end(), QVariant(true)), 1) << "parts of the picture the board covers now";
    EXPECT_EQ(lens.cellsCovered(), 0) << "nothing covered before a view is kept";
    ASSERT_TRUE(lens.takeView()) << lens.status().toStdString();
    EXPECT_EQ(lens.coverage(), now) << "the view kept is the one the live guide showed";

    const QVariantList outline = lens.liveOutline();
    const int seen = lens.liveFrames();
    ASSERT_TRUE(QTest::qWaitFor([&] { return lens.liveFrames() > seen && lens.liveOutline() != outline; }, 30000))
        << "the guide follows the board to where it is now";
    lens.setLive(false);
    const int stopped = lens.liveFrames();
    QTest::qWait(600);
    EXPECT_LE(lens.liveFrames(), stopped + 1) << "no more pictures read once the guide is off";
}

TEST(LensSetup, AMissingCameraIsSaidInWords) {
    LensSetup lens;
    lens.setSource(QStringLiteral("v4l2:97"));
    EXPECT_FALSE(lens.takeView());
    EXPECT_TRUE(lens.status().startsWith("camera: ")) << lens.status().toStdString();
    EXPECT_EQ(lens.viewsKept(), 0);
}

TEST(RigSetup, ASimulatedFirstRunFillsTheRigFolderStepByStep) {
    QTemporaryDir rig;
    RigSetup setup;
    setup.setRigDir(rig.path());
    setup.setSource(QStringLiteral("sim"));
    // Sheets: written, or this build has no cairo and says so.
    if (!setup.printSheets()) {
        EXPECT_TRUE(setup.status().contains("cairo")) << setup.status().toStdString();
    }
    EXPECT_FALSE(setup.findTable()) << "the lens comes first";
    EXPECT_EQ(setup.status(), "Calibrate the lens first");
    for (int i = 0; i < 24 && !setup.lens()->canCalibrate(); ++i) setup.lens()->takeView();
    ASSERT_TRUE(setup.lens()->calibrate()) << setup.lens()->status().toStdString();
    ASSERT_TRUE(setup.findTable()) << setup.status().toStdString();
    // 96 x 68 cm between the markers, as measured through the calibrated lens (+-1 cm).
    EXPECT_TRUE(setup.status().contains(QRegularExpression("\\b9[5-7] x 6[7-9] cm"))) << setup.status().toStdString();
    EXPECT_FALSE(setup.frame().isNull());
    const QStringList colours{"red", "blue", "green", "yellow"};
    ASSERT_TRUE(setup.checkColours(colours)) << setup.status().toStdString();
    const std::string dir = rig.path().toStdString();
    EXPECT_TRUE(vision::loadCameraModel(dir + "/camera.yaml"));
    EXPECT_TRUE(vision::loadTableModel(dir + "/table.yaml"));
    auto learnt = calibration::loadColourModels(dir + "/colours.yaml");
    ASSERT_TRUE(learnt) << learnt.error();
    EXPECT_EQ(learnt->colours.size(), 4u);

    // The Camera source on this rig: the simulated camera is read through the lens and
    // table the setup wrote (not a lens of its own), and its moves are read.
    TableChoice choice;
    choice.source = QStringLiteral("camera");
    choice.frames = kSimulatedCamera;
    choice.rigDir = rig.path();
    GameSetup wanted;
    wanted.players = {"Anna", "Ben"};
    auto opened = openTable(choice, wanted, {"red", "blue"});
    ASSERT_TRUE(opened) << opened.error();
    auto* table = dynamic_cast<VisionTable*>(opened->watcher.get());
    ASSERT_NE(table, nullptr);
    auto camera = vision::loadCameraModel(dir + "/camera.yaml");
    auto tableModel = vision::loadTableModel(dir + "/table.yaml");
    ASSERT_TRUE(camera && tableModel);
    EXPECT_EQ(cv::norm(table->lens().matrix - camera->matrix), 0.0) << "the lens of camera.yaml";
    EXPECT_EQ(cv::norm(table->lens().distortion, camera->distortion), 0.0);
    for (size_t m = 0; m < vision::kTableMarkerCount; ++m)
        EXPECT_EQ(table->table().markers[m], tableModel->markers[m]) << "marker " << m << " of table.yaml";
    auto game = Game::create(opened->setup);
    ASSERT_TRUE(game) << game.error();
    for (int frame = 0; frame < 200 && game->moves().size() < 3; ++frame) {
        if (auto seen = table->next(*game)) {
            ASSERT_TRUE(game->apply(seen->move)) << "a legal move read";
        }
    }
    EXPECT_GE(game->moves().size(), 3u) << "moves read from the frames through the calibrated rig";
}

}  // namespace
}  // namespace carc::app
