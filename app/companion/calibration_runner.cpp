#include "calibration_runner.hpp"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace carc::app {

CalibrationRunner::CalibrationRunner(QObject* parent) : QObject(parent) {
    carcPath_ = QCoreApplication::applicationDirPath() + QStringLiteral("/../cli/carc");
    connect(&process_, &QProcess::readyReadStandardError, this, &CalibrationRunner::readProgress);
    connect(&process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus) { finished(code); });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError) {
        status_ = QStringLiteral("cannot run %1: %2").arg(carcPath_, process_.errorString());
        emit changed();
    });
}

void CalibrationRunner::setCarcPath(const QString& p) {
    carcPath_ = p;
    emit changed();
}

double CalibrationRunner::parseProgress(const QString& line) {
    static const QRegularExpression re(QStringLiteral("(\\d+)\\s*/\\s*(\\d+)"));
    const auto m = re.match(line);
    if (!m.hasMatch()) return -1;
    const double total = m.captured(2).toDouble();
    return total > 0 ? std::min(1.0, m.captured(1).toDouble() / total) : -1;
}

bool CalibrationRunner::calibrateCamera(const QString& imagesDir, const QString& outFile) {
    if (running()) return false;
    progress_ = 0;
    status_ = QStringLiteral("checking the photos...");
    emit changed();
    process_.start(carcPath_, {"calibrate", "camera", "--images", imagesDir, "--out", outFile, "--json"});
    return true;
}

void CalibrationRunner::cancel() {
    if (running()) process_.kill();
}

void CalibrationRunner::readProgress() {
    // Progress lines end with \r (same-line updates) or \n.
    const QString text = QString::fromLocal8Bit(process_.readAllStandardError());
    for (const QString& line : text.split(QRegularExpression("[\r\n]"), Qt::SkipEmptyParts)) {
        const double p = parseProgress(line);
        if (p >= 0) progress_ = p;
        status_ = line.trimmed();
    }
    emit changed();
}

void CalibrationRunner::finished(int code) {
    if (code == 0) {
        const QJsonObject r = QJsonDocument::fromJson(process_.readAllStandardOutput()).object();
        progress_ = 1;
        status_ = QStringLiteral("done: error %1 px from %2 photos")
                      .arg(r.value("rms").toDouble(), 0, 'f', 2)
                      .arg(r.value("images_used").toInt());
    } else {
        status_ = QStringLiteral("failed: %1").arg(status_);
    }
    emit changed();
}

}  // namespace carc::app
