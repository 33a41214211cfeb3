#pragma once
// How well a tile's enrolled picture explains what the camera shows in a cell: the
// picture is aligned to the cell (tiles lie a few millimetres and degrees off the grid)
// and put in the cell's light (the light's colour and strength per channel); what is
// left over is what the picture cannot explain. The follower finder looks at what is
// left over; the tile recogniser prefers the candidate that leaves least.
#include <limits>
#include <vector>

#include <opencv2/core.hpp>

namespace carc::vision {

struct Explanation {
    cv::Mat fitted;           // CV_32FC3: the picture, aligned and in the cell's light
    cv::Mat distance;         // CV_32F: |cell - fitted| (BGR) per pixel
    cv::Mat residual;         // CV_32F: nearbyDistance(cell, fitted), what is left unexplained
    cv::Vec3d gain{1, 1, 1};  // per channel: cell = gain * picture
    cv::Matx23d warp{1, 0, 0, 0, 1, 0};  // picture pixels -> cell pixels (how the tile lies)
    // Mean of the residual over the cell's interior (but what was left out).
    double cost = std::numeric_limits<double>::max();
    int picture = -1;  // explainCell: which of the pictures explained best
};

// Where a warp (picture -> cell) lays the picture's centre, relative to the cell's
// centre (pixels): how far the tile lies off its cell.
cv::Point2d centreOffset(const cv::Matx23d& warp, cv::Size cell);

// The cell without its outermost rim (which shows the neighbours and the gaps): 4 px of
// 64, or `rimPx`.
cv::Mat cellInterior(cv::Size cell);
cv::Mat cellInterior(cv::Size cell, int rimPx);

// One picture (at the cell's size and rotation) aligned to the cell and put in its light.
// `pose`: lay the picture there, unaligned (how the tile lies, found with another
// candidate's picture: the tile lies one way whichever it is). `leaveOut` (CV_8U, 255:
// left out): pixels neither aligned to, lit by nor costed (a follower: a red one would
// pull a cloister's red roof onto itself). `tileShift`: where the tile's middle lies off
// the cell's (pixels; tileShiftFromGaps), one more place the alignment starts from.
// `align`: Once leaves out the second alignment (without the worst-explained pixels),
// which alignedAgain adds (the costly part: only for the pictures worth it).
enum class Align { Twice, Once };
Explanation explainPicture(const cv::Mat& cellBgr, const cv::Mat& picture, const cv::Matx23d* pose = nullptr,
                           const cv::Mat& leaveOut = {}, const cv::Point2d* tileShift = nullptr, Align align = Align::Twice);
// An explanation by explainPicture aligned Once, aligned the second time: what
// explainPicture aligning Twice gives.
Explanation alignedAgain(const cv::Mat& cellBgr, const cv::Mat& picture, const Explanation& once, const cv::Mat& leaveOut = {});

// The best explanation among a tile's pictures (art variants, at the cell's size and
// rotation). No pictures: an explanation of infinite cost.
Explanation explainCell(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const cv::Matx23d* pose = nullptr);

// Per pixel, the distance to the nearest-coloured fitted picture pixel within `reach`
// pixels (2: what an alignment and a print may be off by).
cv::Mat nearbyDistance(const cv::Mat& cellBgr, const cv::Mat& fitted, int reach = 2);

}  // namespace carc::vision
