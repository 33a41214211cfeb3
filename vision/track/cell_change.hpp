#pragma once
// How the tracker tells whether a cell changed since the last still frame. Cells are
// compared blurred: after a re-registration (a bumped camera) the same tile lands a
// pixel or two away, which must not look like a change; a new tile or a follower
// changes a large area and survives the blur. Whether much of the interior changed a
// lot is told with sensor noise and JPEG blurred away.
#include <opencv2/core.hpp>

namespace carc::vision {

// A cell (CV_8UC3) as it is compared: blurred (soft) and its interior, without the rim
// where neighbours' cut edges and shadows lie, blurred a little (softInterior). The
// tracker keeps the last still frame's cells so (a late board has 40-60 cells around it
// to compare on every frame with a change).
struct ComparedCell {
    cv::Mat soft, softInterior;
};
ComparedCell comparedCell(const cv::Mat& cell);

// The mean colour difference of two cells' soft versions.
double meanAbsDiff(const ComparedCell& a, const ComparedCell& b);

// The share of the interior that changed by more than `levels` in some channel (in a
// light-free comparison: lightFreeDifference).
double changedShare(const ComparedCell& a, const ComparedCell& b, double levels);

}  // namespace carc::vision
