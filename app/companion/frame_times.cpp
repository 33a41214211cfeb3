#include "frame_times.hpp"

#include <QFile>
#include <QQuickWindow>
#include <algorithm>

namespace carc::app {

FrameSummary summarise(std::vector<double> ms) {
    FrameSummary s;
    if (ms.empty()) return s;
    s.frames = static_cast<int>(ms.size());
    std::sort(ms.begin(), ms.end());
    const size_t n = ms.size();
    s.medianMs = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    s.slowestMs = ms.back();
    return s;
}

FrameTimes::FrameTimes(QQuickWindow& window) {
    clock_.start();
    // afterAnimating is emitted on the GUI thread, frameSwapped on the render thread
    // (the same thread with the basic and software render loops): direct connections.
    connect(&window, &QQuickWindow::afterAnimating, this, [this] { frameStartNs_ = clock_.nsecsElapsed(); },
            Qt::DirectConnection);
    connect(&window, &QQuickWindow::frameSwapped, this, [this] {
        const qint64 start = frameStartNs_.exchange(-1);
        if (start < 0 || stopped_) return;
        const double ms = static_cast<double>(clock_.nsecsElapsed() - start) / 1e6;
        std::lock_guard lock(mutex_);
        ms_.push_back(ms);
    }, Qt::DirectConnection);
}

void FrameTimes::stop() { stopped_ = true; }

std::vector<double> FrameTimes::ms() const {
    std::lock_guard lock(mutex_);
    return ms_;
}

Status FrameTimes::write(const QString& path) const {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return Error{path.toStdString() + ": " + file.errorString().toStdString()};
    for (double ms : this->ms()) file.write(QByteArray::number(ms, 'f', 3) + '\n');
    if (!file.flush()) return Error{path.toStdString() + ": " + file.errorString().toStdString()};
    return {};
}

}  // namespace carc::app
