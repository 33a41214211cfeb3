#pragma once
// Where a tile lies in its cell, told by the gaps beside it. A tile of plain grass, or
// one whose art a plank or a follower hides, gives its picture little to align on, and
// the alignment may slide it millimetres astray; but where it lies millimetres off its
// cell towards a neighbour, the dark gap between them runs straight along that edge
// inside the cell. The tile's edge is where the cell falls into that gap.
#include <optional>

#include <opencv2/core.hpp>

namespace carc::vision {

// How far (cell pixels) the tile's middle lies from the cell's middle along x and y, as
// its edges show it; an axis with no gap to see is taken as 0 (the grid place). Nothing
// when neither axis shows a gap.
std::optional<cv::Point2d> tileShiftFromGaps(const cv::Mat& cellBgr);

}  // namespace carc::vision
