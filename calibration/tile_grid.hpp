#pragma once
// Where the user lays the tiles for enrolment: a grid of cells centred on the table,
// one tile type per cell in RULES.md order (base A..X, then Bridges-Castles-Bazaars),
// each laid upright (rotation 0) with its north edge towards the table's north
// (marker 0 and 1's side). The plan is printed as text and drawn as a PNG with a
// sketch of each tile's edges (city brown, road white, field green) and the arrow.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/tileset.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {

struct GridCell {
    int col = 0, row = 0;
    TileTypeId type = 0;
    cv::Point2d centreMm;  // table mm
};

struct TileGrid {
    int cols = 0, rows = 0;
    double pitchMm = 0;  // centre-to-centre spacing (tiles do not touch)
    std::vector<GridCell> cells;  // row-major from the north-west
};

// Types of the given sets ("base", "bcb") in catalogue order.
Expected<std::vector<TileTypeId>> enrolmentTypes(const Tileset& tiles, const std::vector<std::string>& sets);

// Lays `types` row-major into cols x rows cells (0 x 0: choose 6 columns) around the
// centre of the markers. Errors: too many types for the grid, or a grid that does not
// fit inside the markers' rectangle.
Expected<TileGrid> planGrid(const vision::TableModel& table, const std::vector<TileTypeId>& types, int cols = 0,
                            int rows = 0);

// "D" for base tiles (their letter), the id with '/' -> '_' otherwise ("BB_CCCR"):
// the enrolment directory's file stem (INTERFACES.md).
std::string enrolmentStem(const TileType& type);

// The plan as lines of text ("row 1:  A  B  C ...") and as a picture (north up).
std::string gridPlanText(const TileGrid& grid, const Tileset& tiles);
cv::Mat drawGridPlan(const TileGrid& grid, const Tileset& tiles, double pxPerMm = 3.0);

// A sketch of a tile type at a rotation: field green, city edges as brown caps,
// roads as white bands from the edge to the centre, a cloister as a red square.
cv::Mat sketchTile(const TileOrientation& tile, int sidePx);

}  // namespace carc::calibration
