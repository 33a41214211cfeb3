#include "vision/camera/table_model.hpp"

#include <algorithm>

#include "vision/camera/yaml_file.hpp"

namespace carc::vision {

std::array<cv::Point2d, 4> TableModel::markerCorners(int id) const {
    const cv::Point2d c = markers.at(static_cast<std::size_t>(id));
    const double h = markerMm / 2;
    return {cv::Point2d{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
}

cv::Rect2d TableModel::markerBounds() const {
    double x0 = markers[0].x, x1 = x0, y0 = markers[0].y, y1 = y0;
    for (const cv::Point2d& m : markers) {
        x0 = std::min(x0, m.x);
        x1 = std::max(x1, m.x);
        y0 = std::min(y0, m.y);
        y1 = std::max(y1, m.y);
    }
    return {x0, y0, x1 - x0, y1 - y0};
}

TableModel TableModel::rectangle(double widthMm, double heightMm) {
    TableModel table;
    const double w = widthMm / 2, h = heightMm / 2;
    table.markers = {cv::Point2d{-w, -h}, {w, -h}, {w, h}, {-w, h}};
    return table;
}

Expected<TableModel> loadTableModel(const std::string& path) {
    auto file = YamlMap::open(path);
    if (!file) return Error{file.error()};
    TableModel table;
    cv::Mat markers;
    // Marker centres in mm: a table wider than 10 m is no table.
    constexpr double kMaxMarkerMm = 10000;
    if (auto s = file->readMat("markers", markers, kTableMarkerCount, 2, -kMaxMarkerMm, kMaxMarkerMm); !s)
        return Error{s.error()};
    for (int i = 0; i < kTableMarkerCount; ++i) table.markers[i] = {markers.at<double>(i, 0), markers.at<double>(i, 1)};
    if (file->has("tile_mm"))
        if (auto s = file->readDouble("tile_mm", table.tileMm, 20, 100); !s) return Error{s.error()};
    if (file->has("marker_mm"))
        if (auto s = file->readDouble("marker_mm", table.markerMm, 1, 200); !s) return Error{s.error()};
    if (table.tileMm < 20 || table.tileMm > 100) return Error{path + ": tile_mm must be between 20 and 100"};
    if (table.markerMm <= 0 || table.markerMm > 200) return Error{path + ": marker_mm must be between 0 and 200"};
    const cv::Rect2d bounds = table.markerBounds();
    if (bounds.width < 4 * table.tileMm || bounds.height < 4 * table.tileMm)
        return Error{path + ": markers span less than 4 tiles; check the 'markers' rows (mm, row i = marker id i)"};
    if (file->has("image_to_table")) {
        cv::Mat h;
        // A homography's entries: finite; their scale is free, so the range only keeps them finite.
        if (auto s = file->readMat("image_to_table", h, 3, 3, -1e12, 1e12); !s) return Error{s.error()};
        table.imageToTable = cv::Matx33d(h);
    }
    return table;
}

Status saveTableModel(const TableModel& table, const std::string& path) {
    cv::Mat markers(kTableMarkerCount, 2, CV_32F);
    for (int i = 0; i < kTableMarkerCount; ++i) {
        markers.at<float>(i, 0) = static_cast<float>(table.markers[i].x);
        markers.at<float>(i, 1) = static_cast<float>(table.markers[i].y);
    }
    cv::FileStorage fs;
    try {
        if (!fs.open(path, cv::FileStorage::WRITE)) return Error{path + ": cannot write"};
        fs << "markers" << markers << "tile_mm" << table.tileMm << "marker_mm" << table.markerMm;
        if (table.imageToTable) fs << "image_to_table" << cv::Mat(*table.imageToTable);
    } catch (const cv::Exception& e) {
        return Error{path + ": " + e.msg};
    }
    return {};
}

}  // namespace carc::vision
