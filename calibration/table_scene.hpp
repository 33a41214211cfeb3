#pragma once
// A top-down picture of the table for synthetic views of the rig: the four table
// markers where a TableModel puts them, plus whatever a test lays on it (tiles,
// followers). Render it through a lens with renderPlane().
#include <opencv2/core.hpp>

#include "vision/camera/plane_warp.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {

struct TableScene {
    cv::Mat image;  // BGR, x east, y south
    vision::PlanePicture picture;

    cv::Point2d toPixel(cv::Point2d mm) const;
    double pixelsPerMm() const { return 1.0 / picture.mmPerPixel; }
};

// The table (a wood-like brown) with its markers, `marginMm` beyond the markers.
TableScene tableScene(const vision::TableModel& table, double pixelsPerMm = 4.0, double marginMm = 60.0,
                      cv::Scalar tableColour = {70, 105, 140});

// Draws `art` (any size, BGR) as a square of sideMm centred at centreMm, turned
// clockwise by quarterTurns.
void layTile(TableScene& scene, const cv::Mat& art, cv::Point2d centreMm, double sideMm, int quarterTurns = 0);

// A follower seen from above: a filled disc of `colour` (BGR) with a slightly darker rim.
void layFollower(TableScene& scene, cv::Point2d centreMm, double diameterMm, cv::Scalar colour);

}  // namespace carc::calibration
