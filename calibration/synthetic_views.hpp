#pragma once
// Views of a flat picture lying on the table, seen through a known camera: the test
// material of every calibration step (board views for the lens, a table with markers,
// followers and tiles for the others). Rendering goes through vision::PlaneWarp
// (lens distortion included), supersampled so edges are anti-aliased like a real
// sensor's, plus sensor noise and optional defocus blur.
#include <random>
#include <vector>

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/core.hpp>

#include "vision/camera/camera_model.hpp"
#include "vision/camera/plane_warp.hpp"
#include "vision/camera/projection.hpp"

namespace carc::calibration {

// The lens the synthetic views are rendered with: 1280x960, about 62 degrees across,
// a typical webcam's barrel distortion and a principal point slightly off centre.
vision::CameraModel syntheticCamera();

struct RenderOptions {
    double noiseSigma = 2.0;   // sensor noise, grey levels (0..255)
    double blurSigma = 0.0;    // defocus, pixels (0 = sharp)
    int supersample = 2;       // render at k x k the resolution, then average
    cv::Scalar background{90, 100, 110};  // the table (BGR)
};

// `topDown` (BGR or grey, 8 bit) lying on the table as described by `picture`, seen by
// `camera` from `pose`; BGR result of camera.imageSize.
cv::Mat renderPlane(const vision::CameraModel& camera, const vision::CameraPose& pose, const cv::Mat& topDown,
                    const vision::PlanePicture& picture, const RenderOptions& options, std::mt19937& rng);

// The calibration board printed on white paper (15 mm margin), centred on the table
// origin: the top-down picture and where it lies.
struct BoardSheet {
    cv::Mat image;  // BGR
    vision::PlanePicture picture;
    cv::Size2d boardMm;   // the board itself, centred on the origin
};
BoardSheet boardSheet(const cv::Ptr<cv::aruco::CharucoBoard>& board, double pixelsPerMm = 6.0);

struct BoardViewOptions {
    int count = 20;
    unsigned seed = 1;
    double maxTiltDeg = 45.0;   // board normal vs optical axis
    double minDistanceMm = 300, maxDistanceMm = 480;
    RenderOptions render;
};

struct SyntheticView {
    cv::Mat image;
    vision::CameraPose pose;  // table (= board centre) to camera
};

// `count` views of the board at random poses (tilt, roll, position in the image), each
// showing the whole board. Deterministic for a seed.
std::vector<SyntheticView> renderBoardViews(const vision::CameraModel& camera,
                                            const cv::Ptr<cv::aruco::CharucoBoard>& board,
                                            const BoardViewOptions& options);

// A random pose looking at the table origin region with the given tilt range that
// keeps every point of `mustSee` (table mm) inside the image with a margin.
vision::CameraPose randomPose(const vision::CameraModel& camera, const std::vector<cv::Point2d>& mustSee,
                              const BoardViewOptions& options, std::mt19937& rng);

// Views a user should be told off for, to test the rejections.
enum class BadView {
    Blurred,       // the whole board, out of focus
    Partial,       // a corner of the board, close up
    NoBoard,       // an empty table
    TableMarkers,  // the four table markers (another dictionary), no board
    WrongBoard,    // a 5 x 7 ChArUco of the same dictionary (same ids, other layout)
};
const char* badViewName(BadView kind);  // "blurred", "partial", ...
inline constexpr BadView kBadViews[] = {BadView::Blurred, BadView::Partial, BadView::NoBoard, BadView::TableMarkers,
                                        BadView::WrongBoard};
cv::Mat renderBadView(const vision::CameraModel& camera, BadView kind, unsigned seed);

}  // namespace carc::calibration
