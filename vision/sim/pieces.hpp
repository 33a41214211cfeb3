#pragma once
// The physical pieces drawn into the top-down table picture: followers (shaded meeple
// shapes, farmers lying down), bridges (wooden planks) and castles (wooden keep in the
// owner's colour). Drawn flat from above; their height shows only as a cast shadow.
#include <opencv2/core.hpp>

namespace carc::sim {

// centre in picture pixels, pxPerMm the picture's scale, angle in radians (the piece's
// up direction turned clockwise from north).
void drawFollower(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool lying,
                  double angle);
void drawBridge(cv::Mat& picture, cv::Point2d centre, double pxPerMm, bool northSouth, double angle);
void drawCastle(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& colour, bool northSouth,
                double angle);

}  // namespace carc::sim
