#pragma once
// Lens calibration in the app, step by step, through the calibration library (no
// subprocess): each view of the printed ChArUco board is taken from the camera (or,
// for "sim", rendered by the calibration library's synthetic views standing in for
// it), checked and kept or refused with the reason, while the coverage guide says
// where to hold the board next; at the end the lens is calibrated and written to the
// rig folder as camera.yaml, where the Camera source finds it.
#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <memory>
#include <vector>

#include "calibration/coverage_guide.hpp"
#include "vision/sources/frame_source.hpp"

namespace carc::app {

// The setup steps' shared pieces: a BGR picture for the screen, and one picture from
// a camera with what went wrong in words ("camera: ...").
QImage imageOf(const cv::Mat& bgr);
Expected<cv::Mat> readPicture(vision::FrameSource& camera);

class LensSetup : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // "sim" (synthetic views of the board) or a camera (libcamera[:N], v4l2:N, gst:...).
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY changed)
    Q_PROPERTY(QString rigDir READ rigDir WRITE setRigDir NOTIFY changed)
    Q_PROPERTY(int viewsKept READ viewsKept NOTIFY changed)
    Q_PROPERTY(int viewsWanted READ viewsWanted CONSTANT)
    Q_PROPERTY(int cellsCovered READ cellsCovered NOTIFY changed)   // of 9 (3 x 3 parts of the picture)
    Q_PROPERTY(int tiltsSeen READ tiltsSeen NOTIFY changed)         // of 4 (left, right, top, bottom)
    // The coverage guide on the view: 9 bools, row by row from the top left, true where
    // the board has covered that part of the picture; nextPart: where to hold it next
    // (0..8, -1 once every part is covered).
    Q_PROPERTY(QVariantList coverage READ coverage NOTIFY changed)
    Q_PROPERTY(int nextPart READ nextPart NOTIFY changed)
    Q_PROPERTY(double progress READ progress NOTIFY changed)        // 0..1
    Q_PROPERTY(bool canCalibrate READ canCalibrate NOTIFY changed)
    Q_PROPERTY(bool calibrated READ calibrated NOTIFY changed)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)               // where to hold the board next
    Q_PROPERTY(QString status READ status NOTIFY changed)           // the last view's verdict, or the result
    Q_PROPERTY(QImage frame READ frame NOTIFY changed)              // the last view taken, or the live one
    // The live guide: while `live`, the camera's picture is read a few times a second
    // and the board looked for in it off the UI thread: where it is now (`liveOutline`,
    // its outline as points 0..1 of the picture; empty when not seen) and which of the
    // 3 x 3 parts it covers now (`liveParts`, as `coverage`). "Take a view" then keeps
    // the picture shown.
    Q_PROPERTY(bool live READ live WRITE setLive NOTIFY liveChanged)
    Q_PROPERTY(QVariantList liveOutline READ liveOutline NOTIFY changed)
    Q_PROPERTY(QVariantList liveParts READ liveParts NOTIFY changed)
public:
    explicit LensSetup(QObject* parent = nullptr);
    ~LensSetup() override;

    // Takes one view from the source, checks it and updates the guide.
    Q_INVOKABLE bool takeView();
    // Calibrates from the views kept and writes rigDir/camera.yaml.
    Q_INVOKABLE bool calibrate();
    // Forgets the views (a new start).
    Q_INVOKABLE void reset();

    QString source() const { return source_; }
    void setSource(const QString& s);
    QString rigDir() const { return rigDir_; }
    void setRigDir(const QString& d);
    int viewsKept() const { return static_cast<int>(guide_.views().accepted.size()); }
    int viewsWanted() const { return kViewsWanted; }
    int cellsCovered() const { return guide_.coveredCells(); }
    int tiltsSeen() const;
    QVariantList coverage() const;
    int nextPart() const;
    double progress() const;
    bool canCalibrate() const;
    bool calibrated() const { return calibrated_; }
    QString hint() const;
    QString status() const { return status_; }
    QImage frame() const { return frame_; }
    bool live() const { return liveTimer_.isActive(); }
    void setLive(bool on);
    QVariantList liveOutline() const;
    QVariantList liveParts() const;
    // Live pictures read and looked at so far, and whether the last was looked at off
    // the UI thread (for the tests).
    int liveFrames() const { return liveFrames_; }
    bool liveOffUiThread() const { return liveOffUiThread_; }

    // What the live guide finds in one picture.
    struct LiveView {
        cv::Mat image;
        std::vector<cv::Point2f> outline;  // the board's outline, image pixels (empty: not seen)
        std::array<bool, 9> parts{};       // the 3 x 3 parts of the picture the board covers
        bool offUiThread = false;
    };
    static LiveView lookAt(cv::Mat image);

signals:
    void changed();
    void liveChanged();

private:
    // 4 pictures a second: the guide keeps up with a hand moving the board, and looking
    // for it (tens of ms on the Pi) never holds up the screen: it runs on a worker.
    static constexpr int kLivePeriodMs = 250;
    static constexpr int kViewsWanted = 12;  // the coverage guide's minimum for a good lens
    Expected<cv::Mat> nextView();
    // The picture the next view would be: the camera's, or the next synthetic view.
    Expected<cv::Mat> peekView();
    void readLive();
    void showLive(const LiveView& view);
    void waitForLive();

    QString source_ = QStringLiteral("sim");
    QString rigDir_;
    calibration::CoverageGuide guide_;
    std::unique_ptr<vision::FrameSource> camera_;
    unsigned simulated_ = 0;  // "sim": views rendered so far (each its own pose)
    bool calibrated_ = false;
    QString status_;
    QImage frame_;
    QTimer liveTimer_;
    QFutureWatcher<Expected<LiveView>> liveRead_;
    LiveView live_;  // the last live picture looked at
    int liveFrames_ = 0;
    bool liveOffUiThread_ = false;
};

}  // namespace carc::app
