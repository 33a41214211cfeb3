#pragma once
// Frame times of a window, for the Pi's budget (`carc-companion --demo --frame-times
// FILE`): each frame from the end of the GUI thread's animation step to the frame on
// screen (afterAnimating -> frameSwapped: polish, sync, render, swap), in milliseconds.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <atomic>
#include <mutex>
#include <vector>

#include "engine/expected.hpp"

class QQuickWindow;

namespace carc::app {

struct FrameSummary {
    int frames = 0;
    double medianMs = 0;
    double slowestMs = 0;
};
// The median and the slowest of `ms` (all zero when empty).
[[nodiscard]] FrameSummary summarise(std::vector<double> ms);

class FrameTimes : public QObject {  // a QObject for its connections' lifetime; no signals of its own
public:
    explicit FrameTimes(QQuickWindow& window);
    void stop();  // frames after this are not counted
    [[nodiscard]] std::vector<double> ms() const;
    // One frame time per line (ms, three decimals).
    [[nodiscard]] Status write(const QString& path) const;

private:
    QElapsedTimer clock_;
    std::atomic<qint64> frameStartNs_{-1};  // set on the GUI thread, read on the render thread
    std::atomic<bool> stopped_{false};
    mutable std::mutex mutex_;
    std::vector<double> ms_;
};

}  // namespace carc::app
