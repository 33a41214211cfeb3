#pragma once
// Tile-set enrolment (INTERFACES.md enrolment directory) from one still frame of the
// tiles laid in the grid of tile_grid.hpp: each cell's tile is found, squared to its
// edges, checked for orientation against its definition (city edges are not green,
// field and road edges mostly are; a tile laid turned is turned back, and said so),
// written as D.jpg / BB_CCCR.jpg, and finally the whole set is verified by
// recognising a fresh cut-out of every cell against the images written.
#include <functional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/tile_grid.hpp"
#include "engine/expected.hpp"
#include "engine/tileset.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {

struct EnrolledTile {
    GridCell cell;
    std::string file;         // written image (empty when the cell had no tile)
    std::string problem;      // why nothing was written, or a doubt about the orientation
    int turnedBack = 0;       // quarter turns (clockwise) the tile lay off upright, undone before writing
    double edgeFit = 0;       // 0..1: how well the edges match the definition at rotation 0 (after turning back)
    cv::Mat image;            // the upright cut-out
    // Verification: a second cut-out recognised against the whole written set.
    TileTypeId recognised = 0;
    int recognisedRotation = 0;  // degrees clockwise
    double score = 0;            // similarity of the best match (-1..1)
    double margin = 0;           // best score minus the best score of any other type
    bool verified = false;
};

struct Enrolment {
    std::vector<EnrolledTile> tiles;  // one per grid cell
    int written = 0, verified = 0;
};

struct EnrolmentOptions {
    int imagePx = 300;          // side of the written images
    double minTurnEvidence = 0.6;  // edge-fit gain (of 4) needed to turn a tile back
    double minOutlineContrast = 6.0;  // Lab levels per pixel across the tile's outline; below: empty cell
};

using EnrolProgress = std::function<void(size_t done, size_t total)>;

// `table` needs image_to_table. Errors only for unusable input (no homography, no
// output folder); empty cells and doubts are reported per tile.
Expected<Enrolment> enrolTiles(const cv::Mat& frame, const vision::CameraModel& camera, const vision::TableModel& table,
                               const TileGrid& grid, const Tileset& tiles, const std::string& outDir,
                               const EnrolmentOptions& options = {}, const EnrolProgress& progress = {});

// How green (field) each edge band of an upright square tile image is, N E S W, 0..1.
std::array<double, 4> edgeGreenness(const cv::Mat& squareBgr);
// 0..1: agreement of measured greenness with a tile's edge terrains (city = not green).
double edgeFit(const std::array<double, 4>& greenness, const TileOrientation& tile);

// Similarity (cosine of mean-free, small Lab images) between two square tile images.
double tileSimilarity(const cv::Mat& a, const cv::Mat& b);

}  // namespace carc::calibration
