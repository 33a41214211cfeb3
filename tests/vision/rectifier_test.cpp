// Stage 2, registration: rectification by the table markers (tiles land on their cells,
// bumps are noticed), the grid locked to the start tile, cells cut, a bump re-registered.
#include <algorithm>
#include <cstdio>
#include <filesystem>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/sim/simulator.hpp"
#include "vision/track/rectifier.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/testing/table_scene.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tracker.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

cv::Mat cellImage(const Rectifier& r, const cv::Mat& top, Pos p) {
    const double t = r.table().tileMm;
    const cv::Point2d a = r.toPixel({(p.x - 0.5) * t, (p.y - 0.5) * t}), b = r.toPixel({(p.x + 0.5) * t, (p.y + 0.5) * t});
    return top(cv::Rect(cv::Point(a), cv::Point(b))).clone();
}

// The frame with the sensor's noise added (Gaussian, `sigma` levels; `seed` picks it).
cv::Mat withCameraNoise(const cv::Mat& frame, double sigma, std::uint64_t seed) {
    cv::RNG rng(seed);
    cv::Mat noise(frame.size(), CV_16SC3), out;
    rng.fill(noise, cv::RNG::NORMAL, 0, sigma);
    cv::add(frame, noise, out, cv::noArray(), CV_8UC3);
    return out;
}

class RectifierTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << "no reference tiles at " << kScans;
        auto lib = TileLibrary::loadEnrolment(kScans, Tileset::standard());
        ASSERT_TRUE(lib.ok());
        lib_ = std::make_unique<TileLibrary>(std::move(*lib));
        scene_ = std::make_unique<testing::TableScene>(testing::loadArt(kScans));
    }
    Placement at(const char* letter, int x, int y, int q) {
        return {Tileset::standard().find(letter)->index, {x, y}, Rotation{static_cast<std::uint8_t>(q)}};
    }
    std::unique_ptr<TileLibrary> lib_;
    std::unique_ptr<testing::TableScene> scene_;
};

TEST_F(RectifierTest, TilesLandOnTheirCells) {
    Rectifier r(scene_->camera(), scene_->table());
    const std::vector<Placement> tiles{at("D", 0, 0, 0), at("K", 1, 0, 1), at("V", -2, 1, 2), at("E", 0, -1, 3)};
    const cv::Mat frame = scene_->render(tiles);
    ASSERT_TRUE(r.registerFrame(frame).ok());
    const cv::Mat top = r.rectify(frame);
    EXPECT_EQ(top.size(), r.outputSize());
    for (const Placement& p : tiles) {
        const TileGuess g = lib_->rank(cellImage(r, top, p.pos)).front();
        EXPECT_EQ(g.type, p.type) << toString(p.pos);
        EXPECT_EQ(g.rot, canonicalRotation(Tileset::standard(), p.type, p.rot)) << toString(p.pos);
    }
}

// A tilted camera sees the far markers small and foreshortened: in seed 1383
// (bcb+messages, 5 players), after the fifth bump, markers 0 and 1 (40 px wide) were
// lost at OpenCV's default 4 pixels a bit, and the game's last five tiles with them.
TEST(RectifierMarkers, FarForeshortenedMarkersAreFound) {
    sim::SimOptions o;
    o.seed = 1383;
    o.colours = {"red", "blue", "green", "yellow", "black"};
    o.expansions = {"bcb", "messages"};
    auto game = sim::loadSimGame(o);
    ASSERT_TRUE(game.ok()) << game.error();
    auto simulator = sim::Simulator::create(std::move(*game), o);
    ASSERT_TRUE(simulator.ok()) << simulator.error();
    constexpr int kAfterFifthBump = 490;
    ASSERT_EQ((*simulator)->plan(kAfterFifthBump).pose, 5);
    const cv::Mat frame = (*simulator)->render(kAfterFifthBump).image;
    EXPECT_EQ(findTableMarkers(frame).size(), 4u);
    Rectifier r((*simulator)->rig().camera, (*simulator)->rig().table);
    EXPECT_TRUE(r.registerFrame(frame).ok());
}

TEST_F(RectifierTest, BumpIsNoticedAndReRegistrationRestoresTheCells) {
    Rectifier r(scene_->camera(), scene_->table());
    const std::vector<Placement> tiles{at("D", 0, 0, 0), at("L", 1, 0, 0)};
    ASSERT_TRUE(r.registerFrame(scene_->render(tiles)).ok());
    const auto still = r.markerShift(scene_->render(tiles));
    ASSERT_TRUE(still.ok()) << still.error();
    EXPECT_LT(*still, 0.5);
    scene_->bump({25, -15, 10});
    const cv::Mat bumped = scene_->render(tiles);
    const auto shift = r.markerShift(bumped);
    ASSERT_TRUE(shift.ok()) << shift.error();
    EXPECT_GT(*shift, 5.0);
    ASSERT_TRUE(r.registerFrame(bumped).ok());
    const TileGuess g = lib_->rank(cellImage(r, r.rectify(bumped), {1, 0})).front();
    EXPECT_EQ(g.type, Tileset::standard().find("L")->index);
}

TEST_F(RectifierTest, MarkersThatLookTheSameAreNotSearchedForButAPixelsMoveIsMeasured) {
    Rectifier r(scene_->camera(), scene_->table());
    const std::vector<Placement> tiles{at("D", 0, 0, 0)};
    const cv::Mat frame = scene_->render(tiles);
    ASSERT_TRUE(r.registerFrame(frame).ok());
    // Brighter light, and something dark laid against every marker (which a search
    // for them would not see past): the markers look as they did, so they have not
    // moved, and are not searched for.
    cv::Mat brighter;
    frame.convertTo(brighter, -1, 1.15);
    for (const MarkerSighting& m : findTableMarkers(frame)) {
        const cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(m.corners.begin(), m.corners.end()));
        cv::rectangle(brighter, box - cv::Point(4, 4) + cv::Size(8, 8), cv::Scalar::all(20), 4);
    }
    const auto same = r.markerShift(brighter);
    ASSERT_TRUE(same.ok()) << same.error();
    EXPECT_EQ(*same, 0.0);
    // The camera nudged by about a pixel: searched for, and measured.
    scene_->bump({0.8, 0, 0});
    const auto nudged = r.markerShift(scene_->render(tiles));
    ASSERT_TRUE(nudged.ok()) << nudged.error();
    EXPECT_GT(*nudged, 0.5);
    EXPECT_LT(*nudged, 3.0);
}

TEST_F(RectifierTest, MarkersOfACameraThatHasNotMovedAreFoundWhereTheyWere) {
    // Camera noise strong enough that the markers are searched for again: their corners
    // are found to a fraction of a pixel, well under the tracker's bump tolerance, and
    // a knock of the camera by two millimetres (about 2 px here) is above it.
    const std::vector<Placement> tiles{at("D", 0, 0, 0)};
    const cv::Mat frame = scene_->render(tiles);
    Rectifier r(scene_->camera(), scene_->table());
    ASSERT_TRUE(r.registerFrame(withCameraNoise(frame, 10, 1)).ok());
    const TrackerOptions options;
    for (std::uint64_t seed = 2; seed < 6; ++seed) {
        const auto shift = r.markerShift(withCameraNoise(frame, 10, seed));
        ASSERT_TRUE(shift.ok()) << shift.error();
        EXPECT_LT(*shift, options.markerTolerancePx / 2) << "noise seed " << seed;
    }
    scene_->bump({2.0, 0, 0});
    const auto knocked = r.markerShift(withCameraNoise(scene_->render(tiles), 10, 7));
    ASSERT_TRUE(knocked.ok()) << knocked.error();
    EXPECT_GT(*knocked, options.markerTolerancePx);
}

TEST_F(RectifierTest, ThreeMarkersRegisterTheBoardAsFourDo) {
    // One marker hidden (a cup on it) when the camera is registered again after a
    // bump: the board must land where all four markers put it, under the couple of
    // pixels of corner noise a real frame has (seed 581 bcb: 3-6 px off over the
    // board with a homography fitted to the three markers' corners alone).
    const std::vector<Placement> tiles{at("D", 0, 0, 0)};
    scene_->bump({6, -4, 3});
    cv::Mat noisy = withCameraNoise(scene_->render(tiles), 6, 1);
    Rectifier four(scene_->camera(), scene_->table());
    ASSERT_TRUE(four.registerFrame(noisy).ok());
    std::vector<MarkerSighting> seen = findTableMarkers(noisy);
    ASSERT_EQ(seen.size(), 4u);
    const auto hidden = std::find_if(seen.begin(), seen.end(), [](const MarkerSighting& m) { return m.id == 3; });
    ASSERT_NE(hidden, seen.end());
    const cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(hidden->corners.begin(), hidden->corners.end()));
    cv::rectangle(noisy, box - cv::Point(6, 6) + cv::Size(12, 12), cv::Scalar(60, 90, 120), cv::FILLED);
    ASSERT_EQ(findTableMarkers(noisy).size(), 3u);
    Rectifier three(scene_->camera(), scene_->table());
    ASSERT_TRUE(three.registerFrame(noisy).ok());
    // The board's reach in a long game: 12 tiles every way from the start tile.
    std::vector<cv::Point2f> board;
    const float reach = static_cast<float>(12 * scene_->table().tileMm);
    for (const float x : {-reach, 0.f, reach})
        for (const float y : {-reach, 0.f, reach}) board.emplace_back(x, y);
    const std::vector<cv::Point2f> byFour = four.toFrame(board), byThree = three.toFrame(board);
    for (size_t i = 0; i < board.size(); ++i)
        EXPECT_LT(cv::norm(byFour[i] - byThree[i]), 1.5) << "table (" << board[i].x << ", " << board[i].y << ") mm";
}

TEST(RectifierErrors, NoMarkersNamesTheMissingIds) {
    Rectifier r(CameraModel::pinhole({640, 480}, 60), TableModel::rectangle(900, 700));
    const Status s = r.registerFrame(cv::Mat(480, 640, CV_8UC3, cv::Scalar(90, 120, 150)));
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.error().find("0, 1, 2, 3"), std::string::npos) << s.error();
}

using Outcome = Registration::MarkerCheck::Outcome;

TEST_F(RectifierTest, RegistrationLocksTheGridToTheStartTileAndCutsItsNeighbours) {
    Registration reg(Rectifier(scene_->camera(), scene_->table()), nullptr);
    const Placement start = at("D", 0, 0, 0);
    const std::vector<Placement> tiles{start, at("K", 1, 0, 1), at("E", 0, -1, 2)};
    // The grid locks on the first still frame: the start tile alone on the table.
    const cv::Mat first = scene_->render({start}), frame = scene_->render(tiles);
    const cv::Rect table({0, 0}, Rectifier(scene_->camera(), scene_->table()).outputSize());
    EXPECT_EQ(reg.checkMarkers(first, 1.5).outcome, Outcome::Registered);
    EXPECT_TRUE(reg.cellOutline({0, 0}).empty());  // no grid yet
    ASSERT_TRUE(reg.lockGrid(reg.topView(first, table), *lib_, start.type, start.rot).ok());
    EXPECT_EQ(reg.checkMarkers(frame, 1.5).outcome, Outcome::Kept);
    const cv::Mat top = reg.topView(frame, table);
    ASSERT_TRUE(reg.gridLocked());
    // The scene lays cell (0, 0) on the table's origin.
    EXPECT_LT(cv::norm(reg.grid().originMm), 1.5) << reg.grid().originMm;
    EXPECT_EQ(reg.grid().samples, 1);
    for (const Placement& p : tiles) {
        const cv::Mat cell = reg.cellImage(top, p.pos);
        EXPECT_EQ(cell.size(), cv::Size(kTileSquarePx, kTileSquarePx));
        const TileGuess g = lib_->rank(cell).front();
        EXPECT_EQ(g.type, p.type) << toString(p.pos);
        EXPECT_EQ(g.rot, canonicalRotation(Tileset::standard(), p.type, p.rot)) << toString(p.pos);
    }
    EXPECT_EQ(reg.cellOutline({1, 0}).size(), 4u);
    // The board's area holds every tile; the area read holds more.
    const CellBounds bounds{0, -1, 1, 0};
    const cv::Rect board = reg.boardArea(bounds, top.size()), read = reg.readArea(bounds);
    for (const Placement& p : tiles) EXPECT_EQ(board & reg.cellSquare(p.pos, 0), reg.cellSquare(p.pos, 0));
    EXPECT_EQ(read & board, board);
    EXPECT_GT(read.area(), board.area());
}

// The grid follows the tiles' mean lie: a tile 3 mm east of its cell moves it 1.5 mm
// after the start tile.
TEST_F(RectifierTest, RegistrationMovesTheGridByTheRunningMeanOfTheTilesLie) {
    Registration reg(Rectifier(scene_->camera(), scene_->table()), nullptr);
    const Placement start = at("D", 0, 0, 0);
    const cv::Mat frame = scene_->render({start});
    ASSERT_EQ(reg.checkMarkers(frame, 1.5).outcome, Outcome::Registered);
    ASSERT_TRUE(reg.lockGrid(reg.topView(frame, cv::Rect({0, 0}, reg.rectifier().outputSize())), *lib_, start.type,
                             start.rot)
                    .ok());
    const cv::Point2d before = reg.grid().originMm;
    const cv::Point2d move = reg.refineGrid({1, 0}, {3, 0});
    EXPECT_NEAR(move.x, 1.5, 1e-9);
    EXPECT_NEAR(move.y, 0, 1e-9);
    EXPECT_NEAR(reg.grid().originMm.x - before.x, 1.5, 1e-9);
    EXPECT_EQ(reg.grid().samples, 2);
    EXPECT_EQ(reg.grid().turnDeg, 0);  // one tile off its cell says nothing of the board's turn
    reg.setGrid({before, 0, 1, {}});
    EXPECT_EQ(reg.grid().originMm, before);
}

// Tiles laid on a board turned 2 degrees from the grid: once they span enough of it, the
// grid turns with them (and the start tile's cell stays where it lies); tiles lying as
// much off their cells without a pattern turn nothing.
TEST_F(RectifierTest, RegistrationTurnsTheGridWhenTheTilesShowTheBoardTurned) {
    const Placement start = at("D", 0, 0, 0);
    const cv::Mat frame = scene_->render({start});
    const auto locked = [&] {
        Registration reg(Rectifier(scene_->camera(), scene_->table()), nullptr);
        EXPECT_EQ(reg.checkMarkers(frame, 1.5).outcome, Outcome::Registered);
        EXPECT_TRUE(reg.lockGrid(reg.topView(frame, cv::Rect({0, 0}, reg.rectifier().outputSize())), *lib_, start.type,
                                 start.rot)
                        .ok());
        return reg;
    };
    const double t = 45, a = 2 * CV_PI / 180;
    const auto turnedBy = [](cv::Point2d v, double rad) {
        return cv::Point2d(std::cos(rad) * v.x - std::sin(rad) * v.y, std::sin(rad) * v.x + std::cos(rad) * v.y);
    };
    const std::vector<Pos> cells{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {3, 0}, {0, 2}, {3, 1}, {2, 2}, {4, 0}, {0, 3}};
    Registration reg = locked();
    const cv::Point2d origin = reg.grid().originMm;
    for (const Pos c : cells) {
        const cv::Point2d lies = origin + turnedBy(cv::Point2d(c.x * t, c.y * t), a);  // table mm
        const Grid& g = reg.grid();
        const double ga = g.turnDeg * CV_PI / 180;
        const cv::Point2d cellNow = g.originMm + turnedBy(cv::Point2d(c.x * t, c.y * t), ga);
        (void)reg.refineGrid(c, turnedBy(lies - cellNow, -ga));
    }
    EXPECT_NEAR(reg.grid().turnDeg, 2, 0.05);
    EXPECT_LT(cv::norm(reg.grid().originMm - origin), 0.1);
    Registration still = locked();
    for (size_t i = 0; i < cells.size(); ++i) (void)still.refineGrid(cells[i], {i % 2 ? 1.5 : -1.5, i % 3 ? -1.0 : 1.0});
    EXPECT_EQ(still.grid().turnDeg, 0);
}

TEST_F(RectifierTest, RegistrationReRegistersABumpAndSaysWhyWithoutMarkers) {
    Registration reg(Rectifier(scene_->camera(), scene_->table()), nullptr);
    const std::vector<Placement> tiles{at("D", 0, 0, 0)};
    ASSERT_EQ(reg.checkMarkers(scene_->render(tiles), 1.5).outcome, Outcome::Registered);
    scene_->bump({20, 10, 0});
    const Registration::MarkerCheck bumped = reg.checkMarkers(scene_->render(tiles), 1.5);
    EXPECT_EQ(bumped.outcome, Outcome::Bumped);
    EXPECT_NE(bumped.reason.find(" px"), std::string::npos) << bumped.reason;
    EXPECT_EQ(reg.checkMarkers(scene_->render(tiles), 1.5).outcome, Outcome::Kept);
    const cv::Mat blank(960, 1280, CV_8UC3, cv::Scalar(80, 120, 160));
    EXPECT_EQ(reg.checkMarkers(blank, 1.5).outcome, Outcome::Lost);
    Registration fresh(Rectifier(scene_->camera(), scene_->table()), nullptr);
    const Registration::MarkerCheck none = fresh.checkMarkers(blank, 1.5);
    EXPECT_EQ(none.outcome, Outcome::Unregistered);
    EXPECT_FALSE(none.reason.empty());
}


// The stage's figure: the camera where it hangs and after three bumps (each moves it 2-4
// cm), the table registered anew and the grid locked on the start tile each time; how far
// the grid lands from the tile and how many cells around it are read as their tiles.
// Printed, and held to 1.5 mm and every cell.
TEST_F(RectifierTest, RegistrationFigureOnBumpedRenders) {
    const Placement start = at("D", 0, 0, 0);
    const std::vector<Placement> tiles{start, at("K", 1, 0, 1), at("V", -1, 0, 2), at("E", 0, -1, 3), at("U", 0, 1, 1)};
    double worstMm = 0;
    int cells = 0, right = 0, renders = 0;
    for (const cv::Point3d bump : {cv::Point3d(0, 0, 0), cv::Point3d(20, 10, 0), cv::Point3d(-15, 25, 0),
                                   cv::Point3d(30, -20, 0)}) {
        scene_->bump(bump);
        Registration reg(Rectifier(scene_->camera(), scene_->table()), nullptr);
        const cv::Mat first = scene_->render({start}), frame = scene_->render(tiles);
        const cv::Rect table({0, 0}, reg.rectifier().outputSize());
        ASSERT_EQ(reg.checkMarkers(first, 1.5).outcome, Registration::MarkerCheck::Outcome::Registered);
        ASSERT_TRUE(reg.lockGrid(reg.topView(first, table), *lib_, start.type, start.rot).ok());
        ++renders;
        worstMm = std::max(worstMm, cv::norm(reg.grid().originMm));
        const cv::Mat top = reg.topView(frame, table);
        for (const Placement& p : tiles) {
            const TileGuess g = lib_->rank(reg.cellImage(top, p.pos)).front();
            ++cells, right += g.type == p.type && g.rot == canonicalRotation(Tileset::standard(), p.type, p.rot);
        }
    }
    std::printf("registration on %d bumped renders: grid at most %.2f mm off the start tile, %d/%d cells read as "
                "their tiles\n", renders, worstMm, right, cells);
    EXPECT_LT(worstMm, 1.5);
    EXPECT_EQ(right, cells);
}

}  // namespace
}  // namespace carc::vision
