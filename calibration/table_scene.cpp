#include "calibration/table_scene.hpp"

#include <cmath>

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/charuco_board.hpp"
#include "calibration/image_turn.hpp"

namespace carc::calibration {

cv::Point2d TableScene::toPixel(cv::Point2d mm) const { return (mm - picture.originMm) / picture.mmPerPixel; }

TableScene tableScene(const vision::TableModel& table, double pixelsPerMm, double marginMm, cv::Scalar tableColour) {
    TableScene scene;
    const cv::Rect2d bounds = table.markerBounds();
    const double pad = marginMm + table.markerMm;
    scene.picture.mmPerPixel = 1.0 / pixelsPerMm;
    scene.picture.originMm = {bounds.x - pad, bounds.y - pad};
    const cv::Size size(static_cast<int>(std::lround((bounds.width + 2 * pad) * pixelsPerMm)),
                        static_cast<int>(std::lround((bounds.height + 2 * pad) * pixelsPerMm)));
    scene.image = cv::Mat(size, CV_8UC3, tableColour);
    const auto dictionary = cv::aruco::getPredefinedDictionary(kTableDictionary);
    for (int id = 0; id < vision::kTableMarkerCount; ++id) {
        const auto corners = table.markerCorners(id);
        // A printed marker: black code on a white square 20 mm wider than the code.
        const cv::Point2d tl = scene.toPixel(corners[0]), br = scene.toPixel(corners[2]);
        const int side = static_cast<int>(std::lround(br.x - tl.x));
        const int quiet = static_cast<int>(std::lround(10 * pixelsPerMm));
        cv::rectangle(scene.image, cv::Rect(cv::Point(tl) - cv::Point(quiet, quiet), cv::Size(side + 2 * quiet, side + 2 * quiet)),
                      cv::Scalar(225, 225, 225), cv::FILLED);
        cv::Mat marker;
        cv::aruco::drawMarker(dictionary, id, side, marker);
        cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
        marker.convertTo(marker, CV_8UC3, 195.0 / 255.0, 30.0);
        marker.copyTo(scene.image(cv::Rect(cv::Point(tl), cv::Size(side, side))));
    }
    return scene;
}

void layTile(TableScene& scene, const cv::Mat& art, cv::Point2d centreMm, double sideMm, int quarterTurns) {
    const cv::Mat turned = turnedClockwise(art, quarterTurns);
    const double side = sideMm * scene.pixelsPerMm();
    const cv::Point2d c = scene.toPixel(centreMm);
    // An affine map from the art's pixel grid onto the square (sub-pixel placement).
    const cv::Point2f from[3] = {{0, 0}, {static_cast<float>(turned.cols), 0}, {0, static_cast<float>(turned.rows)}};
    const cv::Point2f to[3] = {cv::Point2f(c - cv::Point2d(side / 2, side / 2)),
                               cv::Point2f(c + cv::Point2d(side / 2, -side / 2)),
                               cv::Point2f(c + cv::Point2d(-side / 2, side / 2))};
    cv::Mat mask(turned.size(), CV_8UC1, cv::Scalar(255));
    cv::Mat warped, warpedMask;
    const cv::Mat m = cv::getAffineTransform(from, to);
    cv::warpAffine(turned, warped, m, scene.image.size(), cv::INTER_LINEAR);
    cv::warpAffine(mask, warpedMask, m, scene.image.size(), cv::INTER_NEAREST);
    warped.copyTo(scene.image, warpedMask);
}

void layFollower(TableScene& scene, cv::Point2d centreMm, double diameterMm, cv::Scalar colour) {
    const cv::Point c(scene.toPixel(centreMm));
    const int r = static_cast<int>(std::lround(diameterMm / 2 * scene.pixelsPerMm()));
    cv::circle(scene.image, c, r, colour * 0.8, cv::FILLED, cv::LINE_AA);
    cv::circle(scene.image, c, r * 8 / 10, colour, cv::FILLED, cv::LINE_AA);
}

}  // namespace carc::calibration
