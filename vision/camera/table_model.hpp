#pragma once
// The table as the rig sees it (table.yaml, OpenCV FileStorage YAML): the centres of
// the four ArUco markers (DICT_4X4_50, ids 0-3) in table millimetres (x east, y
// south), the tile size, and, once `carc calibrate table` has measured it, the
// homography from the undistorted image to the table plane.
//
// Convention of this project (INTERFACES.md leaves it open): markers lie square to
// the table axes with their top edge facing north, so their corners, in ArUco's
// order (top-left, top-right, bottom-right, bottom-left), follow from the centre.
#include <array>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

inline constexpr int kTableMarkerCount = 4;

struct TableModel {
    std::array<cv::Point2d, kTableMarkerCount> markers{};  // centre of marker id i, mm
    double tileMm = 45.0;
    double markerMm = 40.0;
    std::optional<cv::Matx33d> imageToTable;  // undistorted pixels -> table mm

    // Corners of marker `id` in table mm, in ArUco's corner order.
    std::array<cv::Point2d, 4> markerCorners(int id) const;
    // The rectangle spanned by the marker centres (the play area lies inside it).
    cv::Rect2d markerBounds() const;

    // Markers at the corners of a width x height mm rectangle around the origin,
    // ids 0..3 clockwise from the north-west.
    static TableModel rectangle(double widthMm, double heightMm);
};

// Reads table.yaml; the error names the file and the key.
Expected<TableModel> loadTableModel(const std::string& path);
Status saveTableModel(const TableModel& table, const std::string& path);

}  // namespace carc::vision
