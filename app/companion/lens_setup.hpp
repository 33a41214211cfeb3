#pragma once
// Lens calibration in the app, step by step, through the calibration library (no
// subprocess): each view of the printed ChArUco board is taken from the camera (or,
// for "sim", rendered by the calibration library's synthetic views standing in for
// it), checked and kept or refused with the reason, while the coverage guide says
// where to hold the board next; at the end the lens is calibrated and written to the
// rig folder as camera.yaml, where the Camera source finds it.
#include <QImage>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

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
    Q_PROPERTY(QImage frame READ frame NOTIFY changed)              // the last view taken
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

signals:
    void changed();

private:
    static constexpr int kViewsWanted = 12;  // the coverage guide's minimum for a good lens
    Expected<cv::Mat> nextView();

    QString source_ = QStringLiteral("sim");
    QString rigDir_;
    calibration::CoverageGuide guide_;
    std::unique_ptr<vision::FrameSource> camera_;
    unsigned simulated_ = 0;  // "sim": views rendered so far (each its own pose)
    bool calibrated_ = false;
    QString status_;
    QImage frame_;
};

}  // namespace carc::app
