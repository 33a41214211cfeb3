// The rendered table lands where the camera model says: ArUco marker corners found
// in a clean frame match the projection of table.yaml's corners through camera.yaml.
#include <gtest/gtest.h>
#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include "tests/sim/sim_test_support.hpp"

namespace carc::sim {
namespace {

void expectMarkersWhereProjected(double tiltDeg, cv::Size size) {
    SimOptions o;
    o.seed = 4;
    o.turns = 3;
    o.framesPerMove = 1;
    o.mess = MessLevel::None;
    o.tiltDeg = tiltDeg;
    o.imageSize = size;
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const cv::Mat frame = sim->render(0).image;
    ASSERT_EQ(frame.size(), size);
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners;
    auto params = cv::aruco::DetectorParameters::create();
    params->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
    cv::aruco::detectMarkers(frame, cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50), corners, ids, params);
    ASSERT_EQ(ids.size(), 4u) << "tilt " << tiltDeg;
    double worst = 0, sum = 0;
    for (size_t m = 0; m < ids.size(); ++m) {
        const auto table = sim->rig().table.markerCorners(ids[m]);
        const auto expected = vision::projectTablePoints(sim->rig().camera, sim->rig().pose,
                                                         std::vector<cv::Point2d>(table.begin(), table.end()));
        for (int c = 0; c < 4; ++c) {
            const double e = cv::norm(cv::Point2d(corners[m][static_cast<size_t>(c)]) - expected[static_cast<size_t>(c)]);
            worst = std::max(worst, e);
            sum += e;
        }
    }
    EXPECT_LT(worst, 1.0) << "tilt " << tiltDeg;
    EXPECT_LT(sum / 16, 0.5) << "tilt " << tiltDeg;
}

TEST(Geometry, MarkerCornersLandWhereTheCameraModelSays) { expectMarkersWhereProjected(15, {1280, 960}); }
TEST(Geometry, HoldsAtFullTiltAndALargerSensor) { expectMarkersWhereProjected(25, {1600, 1200}); }

TEST(Geometry, TheWholeMarkerAreaIsInView) {
    SimOptions o;
    o.seed = 12;
    o.colours = {"red", "blue", "green", "yellow", "black", "grey"};
    o.expansions = {"bcb"};
    o.tiltDeg = 25;
    auto game = loadSimGame(o);
    ASSERT_TRUE(game) << game.error();
    auto sim = Simulator::create(std::move(*game), o);
    ASSERT_TRUE(sim) << sim.error();
    const Rig& rig = (*sim)->rig();
    std::vector<cv::Point2d> corners;
    for (int id = 0; id < 4; ++id)
        for (const cv::Point2d& c : rig.table.markerCorners(id)) corners.push_back(c);
    for (const cv::Point2d& p : vision::projectTablePoints(rig.camera, rig.pose, corners)) {
        EXPECT_GT(p.x, 0);
        EXPECT_GT(p.y, 0);
        EXPECT_LT(p.x, rig.camera.imageSize.width);
        EXPECT_LT(p.y, rig.camera.imageSize.height);
    }
}

cv::Mat startTileSeen(Simulator& sim, const cv::Mat& frame, const BoardOnTable& board) {
    return testing::tileSeen(sim, frame, {0, 0}, board);
}

using testing::likeness;

TEST(Geometry, TheBoardLiesWhereItsLayoutSaysWithTheCameraRolled) {
    // The start tile away from the table's origin, the board turned by a quarter and a
    // bit, the camera rolled: the start tile's art is where and how the layout puts it,
    // and the markers are all in view.
    SimOptions o;
    o.seed = 4;
    o.turns = 3;
    o.framesPerMove = 1;
    o.mess = MessLevel::None;
    o.board = {{130, -70}, 97};
    o.cameraRollDeg = 200;
    o.spareCells = {2, 0, 1, 3};
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const cv::Mat frame = sim->render(0).image;
    auto art = TileArt::create(Tileset::standard(), 64, "");
    ASSERT_TRUE(art) << art.error();
    const PlacedTile& start = sim->game().script.tiles.front();
    cv::Mat picture;
    cv::cvtColor(art->image(start.type, start.rot), picture, cv::COLOR_BGR2GRAY);
    const cv::Mat seen = startTileSeen(*sim, frame, sim->rig().board);
    EXPECT_GT(likeness(seen, picture), 0.6);
    // The same place with the board not turned, or turned by another quarter: not the tile as laid.
    for (const double turn : {0.0, 7.0, 187.0}) {
        const BoardOnTable wrong{sim->rig().board.startMm, turn};
        EXPECT_LT(likeness(startTileSeen(*sim, frame, wrong), picture), likeness(seen, picture) - 0.2) << turn;
    }
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners;
    cv::aruco::detectMarkers(frame, cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50), corners, ids);
    EXPECT_EQ(ids.size(), 4u);
}

TEST(Geometry, TheDefaultLayoutIsTheTablesOrigin) {
    const BoardOnTable board;
    EXPECT_EQ(board.toTable({-45.25, 90.5}), cv::Point2d(-45.25, 90.5));
    const BoardOnTable turned{{10, 20}, 90};
    EXPECT_NEAR(turned.toTable({45, 0}).x, 10, 1e-9);
    EXPECT_NEAR(turned.toTable({45, 0}).y, 65, 1e-9);  // east on the board is south on the table
}

}  // namespace
}  // namespace carc::sim
