#include "vision/track/rectifier.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

const cv::Ptr<cv::aruco::Dictionary>& tableDictionary() {
    static const cv::Ptr<cv::aruco::Dictionary> dict = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
    return dict;
}

std::vector<MarkerSighting> detectIn(const cv::Mat& image, cv::Point2f offset) {
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    // Corners to a fraction of a pixel: found to the whole pixel, they jitter by up to
    // 2.2 px between frames of a camera that has not moved, and a knock that moves the
    // view by 3 px (which puts every cell's edges off) could not be told from that.
    static const cv::Ptr<cv::aruco::DetectorParameters> params = [] {
        auto p = cv::makePtr<cv::aruco::DetectorParameters>();
        p->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
        // A marker's bits are read at 8 pixels a cell rather than OpenCV's 4: a camera
        // off the table's middle sees the far markers small and foreshortened, and at 4
        // their bits blur into each other (two of four were lost after a bump).
        p->perspectiveRemovePixelPerCell = 8;
        return p;
    }();
    cv::aruco::detectMarkers(image, tableDictionary(), corners, ids, params);
    std::vector<MarkerSighting> out;
    for (size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] < 0 || ids[i] >= kTableMarkerCount) continue;
        if (std::any_of(out.begin(), out.end(), [&](const MarkerSighting& m) { return m.id == ids[i]; })) continue;
        MarkerSighting m;
        m.id = ids[i];
        for (int k = 0; k < 4; ++k) m.corners[k] = corners[i][k] + offset;
        out.push_back(m);
    }
    return out;
}

// A marker's pixels where it was registered (grey, its bounding box within the frame).
cv::Mat markerLook(const cv::Mat& frameBgr, const MarkerSighting& m) {
    const cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(m.corners.begin(), m.corners.end())) &
                         cv::Rect({0, 0}, frameBgr.size());
    cv::Mat grey, out;
    if (box.empty()) return out;
    cv::cvtColor(frameBgr(box), grey, cv::COLOR_BGR2GRAY);
    grey.convertTo(out, CV_32F);
    return out;
}

// Mean grey levels a marker's pixels may differ by (in the light of its registration)
// when it has not moved: camera noise makes 1-3; a marker a pixel off changes by 14 and
// more (simulated 1280x960 frames, markers 32-45 px wide).
constexpr double kUnchangedLevels = 6.0;

// Sides of the rectified view in pixels: a 10 m table (table.yaml's limit) at 2 px/mm.
constexpr double kMaxSidePx = 20000;

}  // namespace

std::optional<cv::Matx33d> Rectifier::homographyFrom(const std::vector<cv::Point2f>& tableMm,
                                                     const std::vector<cv::Point2f>& frame) const {
    std::vector<cv::Point2f> undistorted;
    cv::undistortPoints(frame, undistorted, cv::Mat(camera_.matrix), camera_.distortion, cv::noArray(),
                        cv::Mat(camera_.matrix));
    const cv::Mat h = cv::findHomography(tableMm, undistorted);
    if (h.empty()) return std::nullopt;
    return cv::Matx33d(h);
}

std::optional<cv::Matx33d> Rectifier::homographyFromPose(const std::vector<cv::Point2f>& tableMm,
                                                         const std::vector<cv::Point2f>& frame) const {
    // Three markers' corners lie by three of the table's corners: a homography (eight
    // unknowns) fitted to them tilts freely towards the fourth, and a couple of pixels of
    // corner noise become several pixels over the board (one marker hidden after a bump). The camera's pose has six unknowns, the lens being known.
    std::vector<cv::Point3f> table3d;
    for (const cv::Point2f& p : tableMm) table3d.emplace_back(p.x, p.y, 0.f);
    cv::Vec3d rvec, tvec;
    try {
        if (!cv::solvePnP(table3d, frame, cv::Mat(camera_.matrix), camera_.distortion, rvec, tvec, false,
                          cv::SOLVEPNP_SQPNP))
            return std::nullopt;
    } catch (const cv::Exception&) {  // degenerate corners (markers seen edge-on): no registration
        return std::nullopt;
    }
    cv::Matx33d r;
    cv::Rodrigues(rvec, r);
    // Table (x, y, 0) -> undistorted pixels: K [r1 r2 t].
    const cv::Matx33d rt(r(0, 0), r(0, 1), tvec[0], r(1, 0), r(1, 1), tvec[1], r(2, 0), r(2, 1), tvec[2]);
    return camera_.matrix * rt;
}

std::vector<MarkerSighting> findTableMarkers(const cv::Mat& frameBgr, const std::vector<MarkerSighting>& near) {
    cv::Mat grey;
    if (near.empty()) {
        cv::cvtColor(frameBgr, grey, cv::COLOR_BGR2GRAY);
        return detectIn(grey, {0, 0});
    }
    std::vector<MarkerSighting> out;
    const cv::Rect frame({0, 0}, frameBgr.size());
    for (const MarkerSighting& m : near) {
        // A window three marker sizes wide around the earlier sighting (only the windows
        // are turned grey: on every still frame, the whole frame would cost a millisecond).
        const cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(m.corners.begin(), m.corners.end()));
        const int pad = std::max(box.width, box.height);
        const cv::Rect window = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) & frame;
        if (window.empty()) continue;
        cv::cvtColor(frameBgr(window), grey, cv::COLOR_BGR2GRAY);
        for (const MarkerSighting& s : detectIn(grey, cv::Point2f(window.tl())))
            if (s.id == m.id) out.push_back(s);
    }
    return out;
}

Rectifier::Rectifier(CameraModel camera, TableModel table, double pxPerMm)
    : camera_(std::move(camera)), table_(std::move(table)), pxPerMm_(pxPerMm) {
    const cv::Rect2d area = table_.markerBounds();
    origin_ = area.tl();
    // The table file is checked on load (finite markers within 10 m); a table made in code
    // is clamped all the same, so a bad one gives an empty view instead of an int overflow.
    const auto side = [this](double mm) {
        const double px = mm * pxPerMm_;
        return std::isfinite(px) ? static_cast<int>(std::clamp(px, 0.0, kMaxSidePx)) : 0;
    };
    size_ = {side(area.width), side(area.height)};
}

Status Rectifier::registerFrame(const cv::Mat& frameBgr) {
    const std::vector<MarkerSighting> seen = findTableMarkers(frameBgr);
    if (seen.size() < 3) {
        std::string missing;
        for (int id = 0; id < kTableMarkerCount; ++id)
            if (std::none_of(seen.begin(), seen.end(), [id](const MarkerSighting& m) { return m.id == id; }))
                missing += (missing.empty() ? "" : ", ") + std::to_string(id);
        return Error{"table markers not found: id " + missing + " (DICT_4X4_50)"};
    }
    std::vector<cv::Point2f> image, table;
    for (const MarkerSighting& m : seen) {
        const auto corners = table_.markerCorners(m.id);
        for (int k = 0; k < 4; ++k) {
            image.push_back(m.corners[k]);
            table.emplace_back(corners[k]);
        }
    }
    const std::optional<cv::Matx33d> h =
        seen.size() == static_cast<size_t>(kTableMarkerCount) ? homographyFrom(table, image) : homographyFromPose(table, image);
    if (!h) return Error{"table markers give no consistent homography"};
    tableToImage_ = *h;
    registeredMarkers_ = seen;
    registeredLooks_.clear();
    for (const MarkerSighting& m : seen) registeredLooks_.push_back(markerLook(frameBgr, m));
    buildMaps();
    return {};
}

Expected<double> Rectifier::markerShift(const cv::Mat& frameBgr) const {
    if (!registered()) return Error{"not registered"};
    if (markersLookUnchanged(frameBgr)) return 0.0;
    const std::vector<MarkerSighting> now = findTableMarkers(frameBgr, registeredMarkers_);
    if (now.size() < std::min<size_t>(3, registeredMarkers_.size()))
        return Error{std::to_string(registeredMarkers_.size() - now.size()) + " table marker(s) hidden or moved far"};
    double worst = 0;
    for (const MarkerSighting& n : now)
        for (const MarkerSighting& r : registeredMarkers_)
            if (r.id == n.id)
                for (int k = 0; k < 4; ++k) worst = std::max(worst, static_cast<double>(cv::norm(n.corners[k] - r.corners[k])));
    return worst;
}

bool Rectifier::markersLookUnchanged(const cv::Mat& frameBgr) const {
    for (size_t i = 0; i < registeredMarkers_.size(); ++i) {
        const cv::Mat& then = registeredLooks_[i];
        cv::Mat now = markerLook(frameBgr, registeredMarkers_[i]);
        if (now.empty() || now.size() != then.size()) return false;
        now *= (cv::mean(then)[0] + 1) / (cv::mean(now)[0] + 1);  // the exposure drifts
        if (cv::norm(now, then, cv::NORM_L1) > kUnchangedLevels * static_cast<double>(now.total())) return false;
    }
    return true;
}

void Rectifier::buildMaps() {
    // The lens model is smooth: compute the map on a coarse grid and interpolate.
    constexpr int kStep = 8;
    const int gw = size_.width / kStep + 2, gh = size_.height / kStep + 2;
    std::vector<cv::Point2f> tableMm;
    tableMm.reserve(static_cast<size_t>(gw) * static_cast<size_t>(gh));
    for (int y = 0; y < gh; ++y)
        for (int x = 0; x < gw; ++x) tableMm.emplace_back(toMm({double(x * kStep), double(y * kStep)}));
    std::vector<cv::Point2f> frame = toFrame(tableMm);
    cv::Mat coarse(gh, gw, CV_32FC2, frame.data());
    cv::Mat fine;
    cv::resize(coarse, fine, {gw * kStep, gh * kStep}, 0, 0, cv::INTER_LINEAR);
    // resize maps pixel centres; shift so fine(y, x) is the value at (x, y) exactly.
    const cv::Mat shift = (cv::Mat_<double>(2, 3) << 1, 0, -(kStep - 1) / 2.0, 0, 1, -(kStep - 1) / 2.0);
    cv::warpAffine(fine, fine, shift, fine.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    fine = fine(cv::Rect({0, 0}, size_)).clone();
    cv::convertMaps(fine, cv::Mat(), mapX_, mapY_, CV_16SC2);
}

std::vector<cv::Point2f> Rectifier::toFrame(const std::vector<cv::Point2f>& tableMm) const {
    if (tableMm.empty()) return {};
    std::vector<cv::Point2f> undistorted;
    cv::perspectiveTransform(tableMm, undistorted, cv::Mat(tableToImage_));
    // Undistorted pixels -> normalised rays -> through the lens (projectPoints) -> frame pixels.
    std::vector<cv::Point3f> rays;
    rays.reserve(undistorted.size());
    for (const cv::Point2f& u : undistorted)
        rays.emplace_back(static_cast<float>((u.x - camera_.cx()) / camera_.fx()),
                          static_cast<float>((u.y - camera_.cy()) / camera_.fy()), 1.f);
    std::vector<cv::Point2f> frame;
    cv::projectPoints(rays, cv::Vec3d(0, 0, 0), cv::Vec3d(0, 0, 0), cv::Mat(camera_.matrix), camera_.distortion, frame);
    return frame;
}

cv::Mat Rectifier::rectify(const cv::Mat& frameBgr) const {
    cv::Mat out;
    cv::remap(frameBgr, out, mapX_, mapY_, cv::INTER_LINEAR, cv::BORDER_CONSTANT);
    return out;
}

cv::Mat Rectifier::rectify(const cv::Mat& frameBgr, const cv::Rect& area) const {
    const cv::Rect inside = area & cv::Rect({0, 0}, size_);
    cv::Mat out(size_, CV_8UC3);
    // Black around the area: only there is the view cleared (it is several times the
    // area, and memory is what a full-table image costs).
    const cv::Rect bands[4] = {{0, 0, size_.width, inside.y},
                               {0, inside.br().y, size_.width, size_.height - inside.br().y},
                               {0, inside.y, inside.x, inside.height},
                               {inside.br().x, inside.y, size_.width - inside.br().x, inside.height}};
    for (const cv::Rect& band : bands)
        if (!band.empty()) out(band).setTo(cv::Scalar::all(0));
    if (!inside.empty()) {
        cv::Mat drawn = out(inside);
        cv::remap(frameBgr, drawn, mapX_(inside), mapY_(inside), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
    }
    return out;
}

}  // namespace carc::vision
