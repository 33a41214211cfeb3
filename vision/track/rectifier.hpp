#pragma once
// Table rectification: from a camera frame (lens distortion and all) to a top-down
// image of the table at a fixed scale, registered by the four ArUco table markers
// (DICT_4X4_50, ids 0-3) and camera.yaml. The registration is re-checked on still
// frames (checkMarkers): a bumped camera or table moves the markers, and the caller
// re-registers instead of seeing phantom changes.
#include <array>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::vision {

struct MarkerSighting {
    int id = -1;
    std::array<cv::Point2f, 4> corners;  // frame pixels, ArUco order
};

// Table markers (ids 0-3 of DICT_4X4_50) found in a frame; `near` limits the search to
// windows around earlier sightings (much faster), empty = whole frame.
std::vector<MarkerSighting> findTableMarkers(const cv::Mat& frameBgr, const std::vector<MarkerSighting>& near = {});

class Rectifier {
public:
    Rectifier(CameraModel camera, TableModel table, double pxPerMm = 1.6);

    // Finds the markers (at least 3 of 4) and computes the warp. The error says which
    // markers were missing.
    Status registerFrame(const cv::Mat& frameBgr);
    bool registered() const { return !mapX_.empty(); }
    // How far (pixels, largest corner) the markers moved since registration; an error
    // when fewer than 3 are seen now (a hand over them, or the table moved far). 0
    // without looking for them when their pixels are as at registration.
    Expected<double> markerShift(const cv::Mat& frameBgr) const;

    // The top-down table image (BGR) covering the markers' rectangle.
    cv::Mat rectify(const cv::Mat& frameBgr) const;
    // The same image, but only `area` of it drawn (the rest black): the board and what
    // lies around it, when that is all that will be looked at.
    cv::Mat rectify(const cv::Mat& frameBgr, const cv::Rect& area) const;
    cv::Size outputSize() const { return size_; }
    double pxPerMm() const { return pxPerMm_; }
    // Table mm <-> rectified pixels.
    cv::Point2d toPixel(cv::Point2d mm) const { return (mm - origin_) * pxPerMm_; }
    cv::Point2d toMm(cv::Point2d px) const { return px / pxPerMm_ + origin_; }
    const TableModel& table() const { return table_; }
    const CameraModel& camera() const { return camera_; }
    // Table mm -> frame pixels (through the lens), from the last registration.
    std::vector<cv::Point2f> toFrame(const std::vector<cv::Point2f>& tableMm) const;
    // Table mm -> undistorted frame pixels, from the last registration.
    const cv::Matx33d& homography() const { return tableToImage_; }

private:
    // Table mm -> undistorted frame pixels from marker corners (frame pixels): fitted
    // freely when all four markers are seen, through the camera's pose when fewer are.
    std::optional<cv::Matx33d> homographyFrom(const std::vector<cv::Point2f>& tableMm,
                                              const std::vector<cv::Point2f>& frame) const;
    std::optional<cv::Matx33d> homographyFromPose(const std::vector<cv::Point2f>& tableMm,
                                                  const std::vector<cv::Point2f>& frame) const;
    void buildMaps();
    // Every registered marker's pixels as at registration (up to camera noise).
    bool markersLookUnchanged(const cv::Mat& frameBgr) const;

    CameraModel camera_;
    TableModel table_;
    double pxPerMm_;
    cv::Point2d origin_;  // table mm at rectified pixel (0, 0)
    cv::Size size_;
    cv::Matx33d tableToImage_ = cv::Matx33d::eye();
    std::vector<MarkerSighting> registeredMarkers_;
    std::vector<cv::Mat> registeredLooks_;  // per registered marker, markerLook at registration
    cv::Mat mapX_, mapY_;
};

}  // namespace carc::vision
