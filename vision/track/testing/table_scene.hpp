#pragma once
// A minimal table scene for tests of rectification and tracking when the project's
// simulator (vision/sim) is not at hand: a wooden table with the four ArUco markers,
// tiles from an art directory (enrolment layout) on their cells, seen through a
// camera with lens distortion. Cell (0, 0) is centred on the table origin.
#include <map>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "vision/camera/plane_warp.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::vision::testing {

struct SceneTile {
    Placement placement;
};

class TableScene {
public:
    // Art: a tile type -> its upright image. The camera hangs `heightMm` above the
    // table, `offsetMm` east of the centre, looking at the centre.
    TableScene(std::map<TileTypeId, cv::Mat> art, double heightMm = 1250, double offsetMm = 120);

    const CameraModel& camera() const { return camera_; }
    const TableModel& table() const { return table_; }
    // Moves the camera a little (a bump): the table's image shifts by several pixels.
    void bump(cv::Point3d deltaMm);

    // The camera frame of the table with these tiles on it; `hand`: a skin-coloured
    // blob over the board (the frame is not still).
    cv::Mat render(const std::vector<Placement>& tiles, bool hand = false) const;

private:
    void makeWarp();

    std::map<TileTypeId, cv::Mat> art_;
    CameraModel camera_;
    TableModel table_;
    CameraPose pose_;
    cv::Point3d position_;
    PlanePicture picture_;
    cv::Mat emptyTable_;  // top-down picture with markers, BGR
    std::unique_ptr<PlaneWarp> warp_;
};

// Reads an enrolment directory's upright images, one per type (first found).
std::map<TileTypeId, cv::Mat> loadArt(const std::string& dir);

}  // namespace carc::vision::testing
