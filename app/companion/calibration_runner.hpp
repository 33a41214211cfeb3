#pragma once
// Settings: runs a calibration flow (`carc calibrate camera --images DIR`) in the
// background and reports its progress and result for the settings screen.
#include <QObject>
#include <QProcess>
#include <QtQml/qqmlregistration.h>

namespace carc::app {

class CalibrationRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(double progress READ progress NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(QString carcPath READ carcPath WRITE setCarcPath NOTIFY changed)
public:
    explicit CalibrationRunner(QObject* parent = nullptr);

    // Lens calibration from photos of the ChArUco board in `imagesDir`, writing `outFile`.
    Q_INVOKABLE bool calibrateCamera(const QString& imagesDir, const QString& outFile);
    Q_INVOKABLE void cancel();

    bool running() const { return process_.state() != QProcess::NotRunning; }
    double progress() const { return progress_; }
    QString status() const { return status_; }
    QString carcPath() const { return carcPath_; }
    void setCarcPath(const QString& p);
    // Reads "checking views 3/12"-style progress lines; returns the fraction or -1.
    static double parseProgress(const QString& line);

signals:
    void changed();

private:
    void readProgress();
    void finished(int code);

    QProcess process_;
    QString carcPath_;
    double progress_ = 0;
    QString status_ = QStringLiteral("not calibrated in this session");
};

}  // namespace carc::app
