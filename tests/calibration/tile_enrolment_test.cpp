// Tile-set enrolment from a rendered table with tiles laid in the grid: real art from
// shared/tiles/c1-scans (skipped without it) and drawn sketches (always).
#include <filesystem>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "calibration/synthetic_views.hpp"
#include "calibration/table_calibration.hpp"
#include "calibration/table_scene.hpp"
#include "calibration/tile_enrolment.hpp"
#include "calibration/tile_grid.hpp"
#include "cli_support.hpp"

namespace carc::calibration {
namespace {

namespace fs = std::filesystem;

const vision::TableModel kTable = vision::TableModel::rectangle(560, 400);
const fs::path kScans = fs::path(CARC_SHARED_DIR) / "tiles" / "c1-scans";

struct Laid {
    cv::Mat frame;
    vision::TableModel table;  // calibrated
    vision::CameraModel camera = syntheticCamera();
};

// Lays art[i] in grid cell i turned by turns[i] quarter turns, renders, calibrates the table.
Laid layAndRender(const TileGrid& grid, const std::vector<cv::Mat>& art, const std::vector<int>& turns) {
    TableScene scene = tableScene(kTable, 6.0);
    for (size_t i = 0; i < grid.cells.size(); ++i)
        if (!art[i].empty()) layTile(scene, art[i], grid.cells[i].centreMm, kTable.tileMm, turns[i]);
    Laid laid;
    std::mt19937 rng(2);
    const vision::CameraPose pose = vision::CameraPose::lookAt({20, 40, -640}, {0, 0, 0});
    laid.frame = renderPlane(laid.camera, pose, scene.image, scene.picture, {}, rng);
    TableCalibrationOptions options;
    options.layout = kTable;
    auto t = calibrateTable(laid.frame, laid.camera, options);
    EXPECT_TRUE(t) << t.error();
    if (t) laid.table = t->table;
    return laid;
}

TEST(TileGrid, PlansTheBaseSetInRulesOrderAndRejectsWhatDoesNotFit) {
    const Tileset& tiles = Tileset::standard();
    auto types = enrolmentTypes(tiles, {"base"});
    ASSERT_TRUE(types) << types.error();
    ASSERT_EQ(types->size(), 24u);
    auto grid = planGrid(kTable, *types);
    ASSERT_TRUE(grid) << grid.error();
    EXPECT_EQ(grid->cols, 6);
    EXPECT_EQ(grid->rows, 4);
    EXPECT_EQ(tiles.type(grid->cells[0].type).letter, 'A');
    EXPECT_EQ(tiles.type(grid->cells[23].type).letter, 'X');
    EXPECT_LT(grid->cells[0].centreMm.x, grid->cells[1].centreMm.x);
    EXPECT_LT(grid->cells[0].centreMm.y, grid->cells[6].centreMm.y);
    EXPECT_EQ(enrolmentStem(*tiles.find("D")), "D");
    EXPECT_EQ(enrolmentStem(*tiles.find("BB/CCCR")), "BB_CCCR");
    EXPECT_FALSE(planGrid(kTable, *types, 4, 4));           // 16 cells for 24 tiles
    EXPECT_FALSE(planGrid(kTable, *types, 24, 1));          // wider than the markers
    EXPECT_FALSE(enrolmentTypes(tiles, {"base", "nope"}));  // unknown set
    EXPECT_NE(gridPlanText(*grid, tiles).find("row 4:"), std::string::npos);
    EXPECT_FALSE(drawGridPlan(*grid, tiles).empty());
}

TEST(TileEnrolment, EnrolsDrawnTilesTurnsBackRotatedOnesAndReportsEmptyCells) {
    const Tileset& tiles = Tileset::standard();
    std::vector<TileTypeId> types;
    for (const char* l : {"A", "B", "C", "D", "E", "H", "I", "J", "K", "L", "U", "V"}) types.push_back(tiles.find(l)->index);
    auto grid = planGrid(kTable, types, 6, 2);
    ASSERT_TRUE(grid) << grid.error();
    std::vector<cv::Mat> art;
    for (TileTypeId t : types) art.push_back(sketchTile(tiles.orientation(t, Rotation{0}), 240));
    std::vector<int> turns(types.size(), 0);
    turns[3] = 1;  // D laid a quarter turn clockwise
    turns[8] = 2;  // K laid upside down
    art[11] = cv::Mat();  // V's cell left empty
    const Laid laid = layAndRender(*grid, art, turns);
    const auto out = testing::scratchDir("enrol_drawn");
    auto result = enrolTiles(laid.frame, laid.camera, laid.table, *grid, tiles, out.string());
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->written, 11);
    EXPECT_EQ(result->verified, 11);
    EXPECT_EQ(result->tiles[3].turnedBack, 1) << result->tiles[3].problem;
    EXPECT_EQ(result->tiles[8].turnedBack, 2) << result->tiles[8].problem;
    EXPECT_NE(result->tiles[11].problem.find("no tile found"), std::string::npos);
    EXPECT_TRUE(fs::exists(out / "D.jpg"));
    EXPECT_FALSE(fs::exists(out / "V.jpg"));
    for (size_t i = 0; i + 1 < types.size(); ++i) {
        const EnrolledTile& e = result->tiles[i];
        EXPECT_GT(e.edgeFit, 0.7) << tiles.type(types[i]).name();
        // Upright and cropped to the edges: close to the art that was laid.
        EXPECT_GT(tileSimilarity(cv::imread(e.file), art[i]), 0.8) << tiles.type(types[i]).name();
    }
}

TEST(TileEnrolment, EnrolsTheC1ScansAndRecognisesEveryTileBack) {
    if (!fs::exists(kScans / "A.jpg")) GTEST_SKIP() << "reference art missing: " << kScans;
    const Tileset& tiles = Tileset::standard();
    auto types = enrolmentTypes(tiles, {"base"});
    ASSERT_TRUE(types);
    auto grid = planGrid(kTable, *types);
    ASSERT_TRUE(grid) << grid.error();
    std::vector<cv::Mat> art;
    for (TileTypeId t : *types) art.push_back(cv::imread((kScans / (enrolmentStem(tiles.type(t)) + ".jpg")).string()));
    std::vector<int> turns(types->size(), 0);
    turns[3] = 1;   // D
    turns[10] = 3;  // K
    const Laid laid = layAndRender(*grid, art, turns);
    const auto out = testing::scratchDir("enrol_c1");
    auto result = enrolTiles(laid.frame, laid.camera, laid.table, *grid, tiles, out.string());
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->written, 24);
    EXPECT_EQ(result->verified, 24);
    EXPECT_EQ(result->tiles[3].turnedBack, 1);
    EXPECT_EQ(result->tiles[10].turnedBack, 3);
    int turnedBack = 0, bestIsOwn = 0;
    for (size_t i = 0; i < types->size(); ++i) {
        turnedBack += result->tiles[i].turnedBack != 0;
        // The written image is most like its own scan (upright) among all 24 scans.
        const cv::Mat written = cv::imread(result->tiles[i].file);
        ASSERT_FALSE(written.empty()) << result->tiles[i].file;
        size_t best = 0;
        double bestScore = -2;
        for (size_t j = 0; j < art.size(); ++j) {
            const double s = tileSimilarity(written, art[j]);
            if (s > bestScore) bestScore = s, best = j;
        }
        bestIsOwn += best == i;
        EXPECT_EQ(best, i) << tiles.type((*types)[i]).name() << " looks most like " << tiles.type((*types)[best]).name();
    }
    EXPECT_EQ(turnedBack, 2);
    EXPECT_EQ(bestIsOwn, 24);
}

TEST(TileEnrolment, NeedsACalibratedTable) {
    const Tileset& tiles = Tileset::standard();
    auto grid = planGrid(kTable, {tiles.find("D")->index});
    ASSERT_TRUE(grid);
    const cv::Mat frame(960, 1280, CV_8UC3, cv::Scalar(90, 100, 110));
    EXPECT_FALSE(enrolTiles(frame, syntheticCamera(), kTable, *grid, tiles, testing::scratchDir("enrol_none").string()));
}

}  // namespace
}  // namespace carc::calibration
