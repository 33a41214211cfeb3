#include "calibration/table_calibration.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/charuco_board.hpp"
#include "calibration/colour_distance.hpp"

namespace carc::calibration {

namespace {

using vision::kTableMarkerCount;

std::string format(const char* pattern, double a, double b = 0) {
    char text[200];
    std::snprintf(text, sizeof text, pattern, a, b);
    return text;
}

// The table point an undistorted pixel sees, for the plane z = 0 of pose (r, t).
cv::Point2d backProject(const cv::Point2d& pixel, const cv::Matx33d& k, const cv::Matx33d& r, const cv::Vec3d& t) {
    const cv::Vec3d ray = r.t() * (k.inv() * cv::Vec3d(pixel.x, pixel.y, 1.0));
    const cv::Vec3d centre = -(r.t() * t);
    const double s = -centre[2] / ray[2];
    return {centre[0] + s * ray[0], centre[1] + s * ray[1]};
}

// Table mm -> frame pixels (through the homography's inverse, then the lens).
std::vector<cv::Point2d> tableToFrame(const std::vector<cv::Point2d>& tableMm, const vision::CameraModel& camera,
                                      const cv::Matx33d& imageToTable) {
    std::vector<cv::Point2d> undistorted;
    if (tableMm.empty()) return undistorted;
    cv::perspectiveTransform(tableMm, undistorted, cv::Mat(imageToTable.inv()));
    std::vector<cv::Point3d> rays;
    rays.reserve(undistorted.size());
    for (const cv::Point2d& u : undistorted)
        rays.emplace_back((u.x - camera.cx()) / camera.fx(), (u.y - camera.cy()) / camera.fy(), 1.0);
    std::vector<cv::Point2d> frame;
    cv::projectPoints(rays, cv::Vec3d(0, 0, 0), cv::Vec3d(0, 0, 0), cv::Mat(camera.matrix), camera.distortion, frame);
    return frame;
}

// Homography undistorted pixels -> table mm from the corners of the markers in `use`.
cv::Matx33d fitHomography(const TableMarkers& markers, const vision::TableModel& table,
                          const std::array<bool, kTableMarkerCount>& use) {
    std::vector<cv::Point2d> image, mm;
    for (int id = 0; id < kTableMarkerCount; ++id) {
        if (!use[id] || !markers.corners[id]) continue;
        const auto corners = table.markerCorners(id);
        for (int c = 0; c < 4; ++c) {
            image.push_back((*markers.corners[id])[c]);
            mm.push_back(corners[c]);
        }
    }
    const cv::Mat h = cv::findHomography(image, mm, 0);
    return h.empty() ? cv::Matx33d::zeros() : cv::Matx33d(h);
}

// Mean distance (mm) between marker `id`'s corners mapped by h and where the table has them.
double markerError(const TableMarkers& markers, const vision::TableModel& table, const cv::Matx33d& h, int id) {
    std::vector<cv::Point2d> image((*markers.corners[id]).begin(), (*markers.corners[id]).end()), mapped;
    cv::perspectiveTransform(image, mapped, cv::Mat(h));
    const auto corners = table.markerCorners(id);
    double sum = 0;
    for (int c = 0; c < 4; ++c) sum += cv::norm(mapped[c] - corners[c]);
    return sum / 4;
}

}  // namespace

int TableMarkers::count() const {
    return static_cast<int>(std::count_if(corners.begin(), corners.end(), [](const auto& c) { return c.has_value(); }));
}

std::string TableMarkers::missing() const {
    std::string text;
    for (int id = 0; id < kTableMarkerCount; ++id)
        if (!corners[id]) text += (text.empty() ? "" : ", ") + std::to_string(id);
    return text;
}

TableMarkers findTableMarkers(const cv::Mat& frame, const vision::CameraModel& camera) {
    TableMarkers found;
    cv::Mat grey;
    if (frame.channels() == 1)
        grey = frame;
    else
        cv::cvtColor(frame, grey, cv::COLOR_BGR2GRAY);
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    const cv::Ptr<cv::aruco::DetectorParameters> params = cv::aruco::DetectorParameters::create();
    params->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;  // the homography wants sub-pixel corners
    cv::aruco::detectMarkers(grey, cv::aruco::getPredefinedDictionary(kTableDictionary), corners, ids, params);
    for (size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] < 0 || ids[i] >= kTableMarkerCount || found.corners[ids[i]]) continue;
        // Detect on the raw frame, then undistort the corner points: as exact as
        // undistorting the whole frame first, and much cheaper.
        std::vector<cv::Point2d> undistorted;
        cv::undistortPoints(std::vector<cv::Point2d>(corners[i].begin(), corners[i].end()), undistorted,
                            cv::Mat(camera.matrix), camera.distortion, cv::noArray(), cv::Mat(camera.matrix),
                            cv::TermCriteria(cv::TermCriteria::COUNT, 20, 0));
        found.corners[ids[i]] = std::array<cv::Point2d, 4>{undistorted[0], undistorted[1], undistorted[2], undistorted[3]};
    }
    return found;
}

Expected<std::array<cv::Point2d, kTableMarkerCount>> measureMarkerLayout(const TableMarkers& markers,
                                                                         const vision::CameraModel& camera,
                                                                         double markerMm) {
    if (markers.count() < kTableMarkerCount)
        return Error{"all four table markers must be in view to measure their layout (missing id " + markers.missing() +
                     ")"};
    const double h = markerMm / 2;
    const std::array<cv::Point3d, 4> model{cv::Point3d{-h, -h, 0}, {h, -h, 0}, {h, h, 0}, {-h, h, 0}};
    const cv::Mat k(camera.matrix), noDistortion;
    // Start from the pose of the marker that looks biggest (the most precise on its own).
    int best = 0;
    double bestArea = 0;
    for (int id = 0; id < kTableMarkerCount; ++id) {
        const auto& c = *markers.corners[id];
        const double area = std::abs(cv::contourArea(std::vector<cv::Point2f>(c.begin(), c.end())));
        if (area > bestArea) bestArea = area, best = id;
    }
    cv::Vec3d rvec, tvec;
    const auto& seed = *markers.corners[best];
    cv::solvePnP(std::vector<cv::Point3d>(model.begin(), model.end()), std::vector<cv::Point2d>(seed.begin(), seed.end()),
                 k, noDistortion, rvec, tvec, false, cv::SOLVEPNP_IPPE);
    // Alternate: centres from the current plane, then the plane from all corners with
    // every marker at its true size. Converges in a few rounds.
    std::array<cv::Point2d, kTableMarkerCount> centres{};
    for (int round = 0; round < 30; ++round) {
        cv::Matx33d r;
        cv::Rodrigues(rvec, r);
        double moved = 0;
        for (int id = 0; id < kTableMarkerCount; ++id) {
            cv::Point2d sum(0, 0);
            for (const cv::Point2d& p : *markers.corners[id]) sum += backProject(p, camera.matrix, r, tvec);
            moved = std::max(moved, cv::norm(sum / 4 - centres[id]));
            centres[id] = sum / 4;
        }
        std::vector<cv::Point3d> object;
        std::vector<cv::Point2d> image;
        for (int id = 0; id < kTableMarkerCount; ++id)
            for (int c = 0; c < 4; ++c) {
                object.push_back(model[c] + cv::Point3d(centres[id].x, centres[id].y, 0));
                image.push_back((*markers.corners[id])[c]);
            }
        cv::solvePnP(object, image, k, noDistortion, rvec, tvec, true, cv::SOLVEPNP_ITERATIVE);
        if (moved < 0.005) break;
    }
    cv::Point2d centroid(0, 0);
    for (const cv::Point2d& c : centres) centroid += c / kTableMarkerCount;
    for (cv::Point2d& c : centres) c = {std::round((c.x - centroid.x) * 10) / 10, std::round((c.y - centroid.y) * 10) / 10};
    return centres;
}

cv::Mat rectifyTableQuad(const cv::Mat& frame, const vision::CameraModel& camera, const cv::Matx33d& imageToTable,
                         const std::array<cv::Point2d, 4>& cornersMm, cv::Size size) {
    // Output pixel centres (0,0) .. (w-1,h-1) span the quad's corners' pixel centres.
    const std::array<cv::Point2f, 4> out{cv::Point2f(-0.5f, -0.5f), {size.width - 0.5f, -0.5f},
                                         {size.width - 0.5f, size.height - 0.5f}, {-0.5f, size.height - 0.5f}};
    std::array<cv::Point2f, 4> mm;
    for (int i = 0; i < 4; ++i) mm[i] = cv::Point2f(cornersMm[i]);
    const cv::Matx33d outToMm(cv::getPerspectiveTransform(out.data(), mm.data()));
    std::vector<cv::Point2d> points;
    points.reserve(static_cast<size_t>(size.area()));
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const cv::Vec3d p = outToMm * cv::Vec3d(x, y, 1);
            points.emplace_back(p[0] / p[2], p[1] / p[2]);
        }
    const std::vector<cv::Point2d> pixels = tableToFrame(points, camera, imageToTable);
    cv::Mat map(size, CV_32FC2);
    for (int i = 0; i < size.area(); ++i)
        map.at<cv::Vec2f>(i / size.width, i % size.width) =
            cv::Vec2f(static_cast<float>(pixels[i].x), static_cast<float>(pixels[i].y));
    cv::Mat result;
    cv::remap(frame, result, map, cv::noArray(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
    return result;
}

cv::Mat rectifyTable(const cv::Mat& frame, const vision::CameraModel& camera, const cv::Matx33d& imageToTable,
                     const cv::Rect2d& areaMm, double pxPerMm) {
    const cv::Size size(static_cast<int>(std::lround(areaMm.width * pxPerMm)),
                        static_cast<int>(std::lround(areaMm.height * pxPerMm)));
    // Pixel (u, v) shows areaMm.tl() + (u, v) / pxPerMm, the PlanePicture convention.
    const double h = 0.5 / pxPerMm;
    const cv::Point2d tl = areaMm.tl() - cv::Point2d(h, h);
    const cv::Point2d br = tl + cv::Point2d(size.width / pxPerMm, size.height / pxPerMm);
    return rectifyTableQuad(frame, camera, imageToTable, {tl, {br.x, tl.y}, br, {tl.x, br.y}}, size);
}

std::optional<cv::RotatedRect> findTileSquare(const cv::Mat& patch, double pxPerMm) {
    // The table's colour: the median of a ring along the patch's border.
    cv::Mat lab;
    cv::cvtColor(patch, lab, cv::COLOR_BGR2Lab);
    const int ring = static_cast<int>(5 * pxPerMm);
    cv::Mat border(lab.size(), CV_8UC1, cv::Scalar(255));
    border(cv::Rect(ring, ring, lab.cols - 2 * ring, lab.rows - 2 * ring)).setTo(0);
    const cv::Mat distance = distanceFrom(lab, medianColour(lab, border));
    cv::Mat mask;
    cv::threshold(distance, mask, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    const int k = 2 * static_cast<int>(std::lround(pxPerMm)) + 1;  // ~2 mm: bridges thin gaps in the art
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, {k, k});
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, kernel);
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, kernel);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    const cv::Point2f middle(patch.cols / 2.f, patch.rows / 2.f);
    for (const auto& contour : contours) {
        if (cv::pointPolygonTest(contour, middle, false) < 0) continue;
        std::vector<cv::Point> hull;
        cv::convexHull(contour, hull);
        cv::RotatedRect box = cv::minAreaRect(hull);
        const double a = box.size.width / pxPerMm, b = box.size.height / pxPerMm;
        const double filled = cv::contourArea(hull) / (box.size.area() + 1e-9);
        if (std::min(a, b) < 30 || std::max(a, b) > 70 || std::max(a, b) / std::min(a, b) > 1.08 || filled < 0.9)
            return std::nullopt;
        // minAreaRect on pixel outlines spans pixel centres: one pixel more per side.
        box.size += cv::Size2f(1.f, 1.f);
        return box;
    }
    return std::nullopt;
}

std::optional<double> measureTileAt(const cv::Mat& frame, const vision::CameraModel& camera,
                                    const cv::Matx33d& imageToTable, cv::Point2d centreMm) {
    constexpr double kPxPerMm = 4.0, kHalfMm = 60.0;
    const cv::Mat patch = rectifyTable(frame, camera, imageToTable,
                                       {centreMm.x - kHalfMm, centreMm.y - kHalfMm, 2 * kHalfMm, 2 * kHalfMm}, kPxPerMm);
    const auto box = findTileSquare(patch, kPxPerMm);
    if (!box) return std::nullopt;
    return (box->size.width + box->size.height) / 2 / kPxPerMm;
}

Expected<TableCalibration> calibrateTable(const cv::Mat& frame, const vision::CameraModel& camera,
                                          const TableCalibrationOptions& options) {
    if (frame.empty()) return Error{"empty frame"};
    if (frame.size() != camera.imageSize)
        return Error{"frame is " + std::to_string(frame.cols) + "x" + std::to_string(frame.rows) +
                     " but camera.yaml is for " + std::to_string(camera.imageSize.width) + "x" +
                     std::to_string(camera.imageSize.height)};
    const TableMarkers markers = findTableMarkers(frame, camera);
    if (markers.count() < 3)
        return Error{"table markers not found: id " + markers.missing() + " (DICT_4X4_50, need at least 3 of 0-3)"};
    TableCalibration result;
    if (options.layout) {
        result.table = *options.layout;
    } else {
        auto layout = measureMarkerLayout(markers, camera, result.table.markerMm);
        if (!layout) return Error{layout.error() + "; or pass --markers table.yaml with a known layout"};
        result.table.markers = *layout;
    }
    std::array<bool, kTableMarkerCount> all{};
    for (int id = 0; id < kTableMarkerCount; ++id) all[id] = markers.corners[id].has_value();
    const cv::Matx33d h = fitHomography(markers, result.table, all);
    if (h == cv::Matx33d::zeros()) return Error{"the table markers give no homography (markers on top of each other?)"};
    result.table.imageToTable = h;
    int worst = -1;
    for (int id = 0; id < kTableMarkerCount; ++id) {
        result.markerErrorMm[id] = -1;
        if (!markers.corners[id]) continue;
        // Judge each marker by the homography of the others: a moved marker cannot
        // then pull the fit towards itself and hide (it also skews the others' fits,
        // so blame only the worst).
        std::array<bool, kTableMarkerCount> others = all;
        others[id] = false;
        const bool canLeaveOut = markers.count() == kTableMarkerCount;
        result.markerErrorMm[id] =
            markerError(markers, result.table, canLeaveOut ? fitHomography(markers, result.table, others) : h, id);
        if (worst < 0 || result.markerErrorMm[id] > result.markerErrorMm[worst]) worst = id;
    }
    if (options.layout && result.markerErrorMm[worst] > options.maxMarkerErrorMm)
        return Error{"marker " + std::to_string(worst) + " is " + format("%.1f mm", result.markerErrorMm[worst]) +
                     " away from its place in table.yaml (moved? put it back or recalibrate without --markers)"};
    if (markers.count() < kTableMarkerCount)
        result.warnings.push_back("table marker " + markers.missing() + " not seen: homography from 3 markers");

    // The play area (the rectangle of the marker centres): in view, and how finely.
    const cv::Rect2d area = result.table.markerBounds();
    std::vector<cv::Point2d> samples;
    constexpr int kGrid = 20;
    for (int j = 0; j <= kGrid; ++j)
        for (int i = 0; i <= kGrid; ++i) {
            const cv::Point2d p(area.x + area.width * i / kGrid, area.y + area.height * j / kGrid);
            samples.insert(samples.end(), {p, p + cv::Point2d(1, 0), p + cv::Point2d(0, 1)});
        }
    const std::vector<cv::Point2d> pixels = tableToFrame(samples, camera, h);
    int inside = 0;
    result.minPixelsPerMm = 1e9;
    for (size_t i = 0; i < pixels.size(); i += 3) {
        const cv::Point2d& p = pixels[i];
        if (p.x < 0 || p.y < 0 || p.x > frame.cols - 1 || p.y > frame.rows - 1) continue;
        ++inside;
        result.minPixelsPerMm =
            std::min({result.minPixelsPerMm, cv::norm(pixels[i + 1] - p), cv::norm(pixels[i + 2] - p)});
    }
    result.playAreaInView = static_cast<double>(inside) / (pixels.size() / 3);
    if (result.playAreaInView < 0.999)
        result.warnings.push_back(format("only %.0f%% of the play area is in view: move the camera up or back",
                                         100 * result.playAreaInView));
    if (result.minPixelsPerMm < options.minPixelsPerMm)
        result.warnings.push_back(format("the play area's far side has %.2f px/mm (< %.2f): tiles may be too small to "
                                         "recognise; move the camera closer or use a higher resolution",
                                         result.minPixelsPerMm, options.minPixelsPerMm));

    const cv::Point2d centre(area.x + area.width / 2, area.y + area.height / 2);
    result.tileMm = measureTileAt(frame, camera, h, centre);
    if (result.tileMm)
        result.table.tileMm = std::round(*result.tileMm * 10) / 10;
    else
        result.warnings.push_back(format("no tile found at the table centre: tile_mm stays %.1f (lay the start tile "
                                         "there to measure it)",
                                         result.table.tileMm));
    return result;
}

}  // namespace carc::calibration
