#include "calibration/tile_grid.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace carc::calibration {

Expected<std::vector<TileTypeId>> enrolmentTypes(const Tileset& tiles, const std::vector<std::string>& sets) {
    std::vector<TileTypeId> types;
    for (const std::string& set : sets) {
        if (tiles.setSize(set) == 0) return Error{"unknown tile set '" + set + "' (base, bcb)"};
        for (const TileType& t : tiles.types())
            if (t.set == set) types.push_back(t.index);
    }
    if (types.empty()) return Error{"no tile sets given"};
    return types;
}

Expected<TileGrid> planGrid(const vision::TableModel& table, const std::vector<TileTypeId>& types, int cols, int rows) {
    TileGrid grid;
    grid.cols = cols > 0 ? cols : 6;
    grid.rows = rows > 0 ? rows : static_cast<int>((types.size() + grid.cols - 1) / grid.cols);
    if (static_cast<size_t>(grid.cols * grid.rows) < types.size())
        return Error{"a " + std::to_string(grid.cols) + "x" + std::to_string(grid.rows) + " grid has room for " +
                     std::to_string(grid.cols * grid.rows) + " tiles, not " + std::to_string(types.size())};
    // A third of a tile between neighbours: cut-outs never see the next tile.
    grid.pitchMm = table.tileMm * 4.0 / 3.0;
    const cv::Rect2d area = table.markerBounds();
    const double width = grid.cols * grid.pitchMm, height = grid.rows * grid.pitchMm;
    // Keep clear of the markers themselves (their paper reaches ~30 mm into the area).
    const double clear = table.markerMm;
    if (width > area.width - 2 * clear || height > area.height - 2 * clear) {
        char text[200];
        std::snprintf(text, sizeof text,
                      "the %dx%d grid needs %.0f x %.0f mm but the markers leave %.0f x %.0f mm; choose another --grid "
                      "or move the markers apart",
                      grid.cols, grid.rows, width, height, area.width - 2 * clear, area.height - 2 * clear);
        return Error{text};
    }
    const cv::Point2d origin(area.x + area.width / 2 - width / 2, area.y + area.height / 2 - height / 2);
    for (size_t i = 0; i < types.size(); ++i) {
        GridCell cell;
        cell.col = static_cast<int>(i) % grid.cols;
        cell.row = static_cast<int>(i) / grid.cols;
        cell.type = types[i];
        cell.centreMm = origin + cv::Point2d((cell.col + 0.5) * grid.pitchMm, (cell.row + 0.5) * grid.pitchMm);
        grid.cells.push_back(cell);
    }
    return grid;
}

std::string enrolmentStem(const TileType& type) {
    if (type.letter != '-') return std::string(1, type.letter);
    std::string stem = type.id;
    std::replace(stem.begin(), stem.end(), '/', '_');
    return stem;
}

std::string gridPlanText(const TileGrid& grid, const Tileset& tiles) {
    std::string text = "Lay each tile upright (north edge towards markers 0 and 1), in this grid:\n";
    for (int r = 0; r < grid.rows; ++r) {
        text += "  row " + std::to_string(r + 1) + ":";
        for (const GridCell& c : grid.cells)
            if (c.row == r) {
                std::string label = tiles.type(c.type).letter != '-' ? std::string(1, tiles.type(c.type).letter)
                                                                     : tiles.type(c.type).id;
                label.resize(std::max<size_t>(label.size(), 9), ' ');
                text += " " + label;
            }
        text += "\n";
    }
    return text;
}

cv::Mat sketchTile(const TileOrientation& tile, int side) {
    const cv::Scalar field(70, 160, 90), city(60, 110, 170), road(235, 235, 235);
    cv::Mat img(side, side, CV_8UC3, field);
    const cv::Point c(side / 2, side / 2);
    const std::array<cv::Point, 4> mid{cv::Point(side / 2, 0), {side - 1, side / 2}, {side / 2, side - 1}, {0, side / 2}};
    const std::array<double, 4> angle{270, 0, 90, 180};  // ellipse start angles facing each edge
    for (int e = 0; e < 4; ++e)
        if (tile.edge[e] == Terrain::City)
            cv::ellipse(img, mid[e], {side / 2, side / 3}, angle[e] + 90, 0, 180, city, cv::FILLED, cv::LINE_AA);
    for (int e = 0; e < 4; ++e)
        if (tile.edge[e] == Terrain::Road) cv::line(img, mid[e], c, road, std::max(2, side / 10), cv::LINE_AA);
    if (tile.cloister >= 0) cv::rectangle(img, c - cv::Point(side / 8, side / 8), c + cv::Point(side / 8, side / 8),
                                          cv::Scalar(40, 40, 190), cv::FILLED);
    cv::rectangle(img, {0, 0}, {side - 1, side - 1}, cv::Scalar(30, 30, 30), 1);
    return img;
}

cv::Mat drawGridPlan(const TileGrid& grid, const Tileset& tiles, double pxPerMm) {
    const int pitch = static_cast<int>(std::lround(grid.pitchMm * pxPerMm));
    const int tile = pitch * 3 / 4, top = 70, margin = 20;
    cv::Mat plan(top + grid.rows * pitch + margin, 2 * margin + grid.cols * pitch, CV_8UC3, cv::Scalar(255, 255, 255));
    // The arrow: north, towards table markers 0 and 1.
    const int ax = plan.cols / 2;
    cv::arrowedLine(plan, {ax, top - 12}, {ax, 12}, cv::Scalar(0, 0, 0), 3, cv::LINE_AA, 0, 0.3);
    cv::putText(plan, "N (markers 0, 1)", {ax + 12, 35}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
    for (const GridCell& c : grid.cells) {
        const cv::Point tl(margin + c.col * pitch + (pitch - tile) / 2, top + c.row * pitch + (pitch - tile) / 2);
        sketchTile(tiles.orientation(c.type, Rotation{0}), tile).copyTo(plan(cv::Rect(tl, cv::Size(tile, tile))));
        const TileType& t = tiles.type(c.type);
        const std::string label = t.letter != '-' ? std::string(1, t.letter) : t.id.substr(t.id.find('/') + 1);
        cv::putText(plan, label, tl + cv::Point(4, tile / 2 + 6), cv::FONT_HERSHEY_SIMPLEX, 0.5, cv::Scalar(0, 0, 0), 2,
                    cv::LINE_AA);
        cv::putText(plan, label, tl + cv::Point(4, tile / 2 + 6), cv::FONT_HERSHEY_SIMPLEX, 0.5,
                    cv::Scalar(255, 255, 255), 1, cv::LINE_AA);
    }
    return plan;
}

}  // namespace carc::calibration
