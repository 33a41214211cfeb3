#pragma once
// The table plane from one still frame: the four DICT_4X4_50 markers (ids 0-3), their
// layout on the table (measured, or checked against an existing table.yaml), the
// homography from undistorted pixels to table mm, the tile size measured on the
// start tile lying at the centre, and whether the play area is in view and sharp
// enough.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {

// Corners of the table markers, ArUco order, in undistorted pixels (camera matrix kept).
struct TableMarkers {
    std::array<std::optional<std::array<cv::Point2d, 4>>, vision::kTableMarkerCount> corners;
    int count() const;
    std::string missing() const;  // "1, 3"
};
TableMarkers findTableMarkers(const cv::Mat& frame, const vision::CameraModel& camera);

// Marker centres in table mm measured from one frame: the plane's pose and the
// centres are solved together so every marker shows its true 40 mm size; the table
// frame has its origin at the centres' centroid and its axes along the markers' edges
// (convention: markers square to the table, top edge north). Needs all four markers.
Expected<std::array<cv::Point2d, vision::kTableMarkerCount>> measureMarkerLayout(const TableMarkers& markers,
                                                                                 const vision::CameraModel& camera,
                                                                                 double markerMm);

struct TableCalibration {
    vision::TableModel table;       // markers, tile_mm, image_to_table
    std::array<double, vision::kTableMarkerCount> markerErrorMm{};  // corner fit residual per marker (-1 = unseen)
    std::optional<double> tileMm;   // measured on the start tile, when one was found
    double playAreaInView = 0;      // fraction of the play area inside the frame
    double minPixelsPerMm = 0;      // over the play area
    std::vector<std::string> warnings;
};

struct TableCalibrationOptions {
    std::optional<vision::TableModel> layout;  // known marker layout to validate (else measured)
    double maxMarkerErrorMm = 4.0;  // a marker further off its table.yaml position is an error
    double minPixelsPerMm = 1.4;    // below: tiles too small for recognition (warning)
};

Expected<TableCalibration> calibrateTable(const cv::Mat& frame, const vision::CameraModel& camera,
                                          const TableCalibrationOptions& options = {});

// The tile's size around table point `centreMm`: the square region that differs from
// the table around it, measured top-down. Empty when no tile-sized square is there.
std::optional<double> measureTileAt(const cv::Mat& frame, const vision::CameraModel& camera,
                                    const cv::Matx33d& imageToTable, cv::Point2d centreMm);

// The tile-sized square region that differs from the table around the centre of a
// top-down patch (pxPerMm), in patch pixels; empty when there is none (30-70 mm).
std::optional<cv::RotatedRect> findTileSquare(const cv::Mat& patchBgr, double pxPerMm);

// A picture of the table quadrilateral cornersMm (table mm, clockwise from the
// top-left of the output) squeezed into `size`, sampled from the frame through the lens.
cv::Mat rectifyTableQuad(const cv::Mat& frame, const vision::CameraModel& camera, const cv::Matx33d& imageToTable,
                         const std::array<cv::Point2d, 4>& cornersMm, cv::Size size);

// A top-down picture of a table rectangle (mm) at pxPerMm, through the lens: frame
// pixels sampled via the table-to-undistorted homography and the distortion model.
cv::Mat rectifyTable(const cv::Mat& frame, const vision::CameraModel& camera, const cv::Matx33d& imageToTable,
                     const cv::Rect2d& areaMm, double pxPerMm);

}  // namespace carc::calibration
