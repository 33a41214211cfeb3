// The rendered table lands where the camera model says: ArUco marker corners found
// in a clean frame match the projection of table.yaml's corners through camera.yaml.
#include <gtest/gtest.h>
#include <opencv2/aruco.hpp>

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

}  // namespace
}  // namespace carc::sim
