#include "lens_setup.hpp"

#include <QDir>
#include <QPointF>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include <opencv2/imgproc.hpp>

#include "calibration/charuco_board.hpp"
#include "calibration/synthetic_views.hpp"
#include "calibration/view_check.hpp"
#include "engine_text.hpp"
#include "languages.hpp"

namespace carc::app {
QImage imageOf(const cv::Mat& bgr) {
    if (bgr.empty()) return {};
    return QImage(bgr.data, bgr.cols, bgr.rows, static_cast<qsizetype>(bgr.step), QImage::Format_BGR888).copy();
}

Expected<cv::Mat> readPicture(vision::FrameSource& camera) {
    const vision::FrameRead r = camera.read();
    if (r.kind != vision::FrameRead::Kind::Frame) return Error{"camera: " + (r.reason.empty() ? "no picture" : r.reason)};
    return r.image;
}

LensSetup::LensSetup(QObject* parent) : QObject(parent) {
    // The guide's hint in a new language (the verdict of the last view stays as said).
    connect(&Languages::instance(), &Languages::changed, this, &LensSetup::changed);
    liveTimer_.setInterval(kLivePeriodMs);
    connect(&liveTimer_, &QTimer::timeout, this, &LensSetup::readLive);
    connect(&liveRead_, &QFutureWatcher<Expected<LiveView>>::finished, this, [this] {
        const Expected<LiveView> seen = liveRead_.result();
        if (seen) showLive(*seen);
    });
}
LensSetup::~LensSetup() { waitForLive(); }

void LensSetup::waitForLive() {
    // The worker may be reading the camera: it is done before the camera changes or goes.
    liveRead_.waitForFinished();
}

void LensSetup::setLive(bool on) {
    if (on == live()) return;
    if (on) {
        liveTimer_.start();
        readLive();
    } else {
        liveTimer_.stop();
        waitForLive();
    }
    emit liveChanged();
}

LensSetup::LiveView LensSetup::lookAt(cv::Mat image) {
    LiveView view;
    view.image = std::move(image);
    const calibration::ViewVerdict verdict = calibration::checkBoardView(view.image);
    const calibration::BoardDetection& d = verdict.detection;
    std::vector<cv::Point2f> points = d.corners;
    for (const auto& marker : d.markerCorners) points.insert(points.end(), marker.begin(), marker.end());
    if (!points.empty()) cv::convexHull(points, view.outline);
    // A part counts as covered now as the guide counts it once the view is kept.
    const int perPart = calibration::GuideOptions{}.minCornersPerCell;
    std::array<int, 9> corners{};
    for (const cv::Point2f& p : d.corners) {
        const int col = std::clamp(static_cast<int>(3 * p.x / view.image.cols), 0, 2);
        const int row = std::clamp(static_cast<int>(3 * p.y / view.image.rows), 0, 2);
        ++corners[static_cast<size_t>(3 * row + col)];
    }
    for (size_t part = 0; part < 9; ++part) view.parts[part] = corners[part] >= perPart;
    return view;
}

void LensSetup::readLive() {
    if (liveRead_.isRunning()) return;  // still looking at the last picture: this one is skipped
    const QThread* ui = thread();
    liveRead_.setFuture(QtConcurrent::run([this, ui]() -> Expected<LiveView> {
        auto image = peekView();
        if (!image) return Error{image.error()};
        LiveView view = lookAt(std::move(*image));
        view.offUiThread = QThread::currentThread() != ui;
        return view;
    }));
}

void LensSetup::showLive(const LiveView& view) {
    live_ = view;
    ++liveFrames_;
    liveOffUiThread_ = view.offUiThread;
    frame_ = imageOf(view.image);
    emit changed();
}

QVariantList LensSetup::liveOutline() const {
    QVariantList points;
    if (live_.image.empty()) return points;
    for (const cv::Point2f& p : live_.outline)
        points << QPointF(p.x / live_.image.cols, p.y / live_.image.rows);
    return points;
}

QVariantList LensSetup::liveParts() const {
    QVariantList parts;
    for (bool covered : live_.parts) parts << covered;
    return parts;
}

void LensSetup::setSource(const QString& s) {
    if (s == source_) return;
    waitForLive();  // the worker reads source_
    source_ = s;
    reset();
}

void LensSetup::setRigDir(const QString& d) {
    if (d == rigDir_) return;
    rigDir_ = d;
    emit changed();
}

void LensSetup::reset() {
    waitForLive();
    live_ = LiveView{};
    guide_ = calibration::CoverageGuide{};
    camera_.reset();
    simulated_ = 0;
    calibrated_ = false;
    status_.clear();
    frame_ = QImage();
    emit changed();
}

int LensSetup::tiltsSeen() const {
    const auto& t = guide_.tilts();
    return static_cast<int>(std::count(t.begin(), t.end(), true));
}

QVariantList LensSetup::coverage() const {
    QVariantList parts;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) parts << guide_.cellCovered(row, col);
    return parts;
}

int LensSetup::nextPart() const {
    for (int part = 0; part < 9; ++part)
        if (!guide_.cellCovered(part / 3, part % 3)) return part;
    return -1;
}

double LensSetup::progress() const {
    // Views, parts of the picture and tilts count alike towards a lens worth calibrating.
    const double views = std::min(1.0, viewsKept() / double(kViewsWanted));
    return (views + cellsCovered() / 9.0 + tiltsSeen() / 4.0) / 3.0;
}

bool LensSetup::canCalibrate() const { return viewsKept() >= calibration::CameraCalibrationOptions{}.minViews; }

QString LensSetup::hint() const {
    if (calibrated_) return tr("The lens is calibrated.");
    return localised(QString::fromStdString(guide_.hint()));
}

Expected<cv::Mat> LensSetup::nextView() {
    if (live() && !live_.image.empty()) {
        // The picture the live guide shows is the one kept; the next is looked for anew.
        waitForLive();
        cv::Mat shown = live_.image;
        live_.image = cv::Mat();
        if (source_ == QStringLiteral("sim")) ++simulated_;
        return shown;
    }
    auto view = peekView();
    if (view && source_ == QStringLiteral("sim")) ++simulated_;
    return view;
}

Expected<cv::Mat> LensSetup::peekView() {
    if (source_ == QStringLiteral("sim")) {
        // The library's synthetic views: the printed board at a random pose, as a webcam sees it.
        calibration::BoardViewOptions options;
        options.count = 1;
        options.seed = simulated_ + 1;
        auto views = calibration::renderBoardViews(calibration::syntheticCamera(), calibration::calibrationBoard(), options);
        if (views.empty()) return Error{"no simulated view"};
        return views.front().image;
    }
    if (!camera_) {
        auto opened = vision::openFrameSource(source_.toStdString());
        if (!opened) return Error{"camera: " + opened.error()};
        camera_ = std::move(*opened);
    }
    return readPicture(*camera_);
}

bool LensSetup::takeView() {
    const Expected<cv::Mat> view = nextView();
    if (!view) {
        status_ = localised(QString::fromStdString(view.error()));
        emit changed();
        return false;
    }
    const calibration::CoverageGuide::Step step = guide_.add(*view, "view " + std::to_string(viewsKept() + 1));
    frame_ = imageOf(*view);
    calibrated_ = false;
    status_ = step.accepted ? tr("View kept (%1 of %2)").arg(viewsKept()).arg(kViewsWanted)
                            : tr("View not kept: %1").arg(localised(QString::fromStdString(step.reason)));
    emit changed();
    return step.accepted;
}

bool LensSetup::calibrate() {
    auto result = calibration::calibrateCamera(guide_.views());
    if (!result) {
        status_ = tr("Not calibrated: %1").arg(localised(QString::fromStdString(result.error())));
        emit changed();
        return false;
    }
    QDir().mkpath(rigDir_);
    const QString path = QDir(rigDir_).filePath(QStringLiteral("camera.yaml"));
    const Status saved = vision::saveCameraModel(result->camera, path.toStdString());
    if (!saved.ok()) {
        status_ = tr("Not saved: %1").arg(QString::fromStdString(saved.error()));
        emit changed();
        return false;
    }
    calibrated_ = true;
    status_ = tr("Calibrated: %1 px error from %2 views").arg(result->rmsPx, 0, 'f', 2).arg(result->imagesUsed);
    emit changed();
    return true;
}

}  // namespace carc::app
