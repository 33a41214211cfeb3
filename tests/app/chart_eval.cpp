// The score chart drawn by hand (ScoreChart.qml, a Canvas) against Qt Charts' ChartView,
// on the software scene graph the Pi's class of GPU leaves us: the frame time of each
// update of a 4-player game's score lines, the time to make the chart and the memory it
// takes. Not a test: `carc_chart_eval [--updates N] [--only canvas|charts]
// [--gui-application]` prints a table (docs/app.md); run one chart per process for its
// memory, and --gui-application to see ChartView under the app's QGuiApplication.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <memory>

#include "frame_times.hpp"

Q_IMPORT_QML_PLUGIN(Carc_CompanionPlugin)

namespace {

// Resident memory of this process, in MiB.
double residentMiB() {
    QFile status("/proc/self/status");
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toDouble() / 1024;
    return 0;
}

// A game's score lines after `turns` turns: 4 players, a score now and then.
QVariantList seriesAfter(int turns) {
    static const char* colours[] = {"red", "blue", "green", "yellow"};
    QVariantList out;
    for (int p = 0; p < 4; ++p) {
        QVariantList points;
        int score = 0;
        for (int t = 0; t <= turns; ++t) {
            if ((t * (p + 3)) % 7 == 0) score += 2 + (t + p) % 9;
            points.append(QVariantMap{{"turn", t}, {"score", score}});
        }
        out.append(QVariantMap{{"colour", colours[p]}, {"points", points}});
    }
    return out;
}

const char* kCanvas = R"(
import QtQuick
import Carc.Companion
ScoreChart { width: 800; height: 480 }
)";

// The same lines (steps) with Qt Charts: one LineSeries per player.
const char* kCharts = R"(
import QtQuick
import QtCharts
import Carc.Companion
ChartView {
    id: view
    width: 800; height: 480
    property var series: []
    antialiasing: true
    legend.visible: false
    backgroundColor: Theme.background
    ValueAxis { id: turns; min: 0; max: 1; labelsColor: Theme.textDim }
    ValueAxis { id: scores; min: 0; max: 10; labelsColor: Theme.textDim }
    onSeriesChanged: {
        removeAllSeries()
        var maxTurn = 1, maxScore = 10
        for (var i = 0; i < series.length; ++i) {
            var line = createSeries(ChartView.SeriesTypeLine, series[i].colour, turns, scores)
            line.color = Colours.colour(series[i].colour)
            line.width = 3
            var pts = series[i].points, prev = 0
            for (var j = 0; j < pts.length; ++j) {
                line.append(pts[j].turn, prev)
                line.append(pts[j].turn, pts[j].score)
                prev = pts[j].score
                maxTurn = Math.max(maxTurn, pts[j].turn)
                maxScore = Math.max(maxScore, pts[j].score)
            }
        }
        turns.max = maxTurn
        scores.max = maxScore
    }
}
)";

struct Result {
    bool ok = false;
    QString error;
    double makeMs = 0, memoryMiB = 0;
    carc::app::FrameSummary frames;
};

Result measure(QQmlEngine& engine, const char* qml, int updates) {
    Result r;
    QQuickWindow window;
    window.resize(800, 480);
    window.show();
    const double before = residentMiB();
    QElapsedTimer clock;
    clock.start();
    QQmlComponent component(&engine);
    component.setData(qml, QUrl("eval.qml"));
    std::unique_ptr<QObject> object(component.create());
    auto* chart = qobject_cast<QQuickItem*>(object.get());
    if (!chart) {
        r.error = component.errorString().trimmed();
        return r;
    }
    chart->setParentItem(window.contentItem());
    chart->setProperty("series", seriesAfter(0));
    QCoreApplication::processEvents();
    r.makeMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    carc::app::FrameTimes frames(window);
    for (int u = 1; u <= updates; ++u) {
        const size_t seen = frames.ms().size();
        chart->setProperty("series", seriesAfter(u % 80));  // a game's length in turns, then again
        QElapsedTimer wait;
        wait.start();
        while (frames.ms().size() == seen && wait.elapsed() < 2000) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    frames.stop();
    r.frames = carc::app::summarise(frames.ms());
    r.memoryMiB = residentMiB() - before;
    r.ok = true;
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    bool guiOnly = false;
    for (int i = 1; i < argc; ++i) guiOnly |= QByteArray(argv[i]) == "--gui-application";
    // ChartView draws through Graphics View, a Qt Widgets class: it wants a QApplication.
    std::unique_ptr<QGuiApplication> app = guiOnly ? std::make_unique<QGuiApplication>(argc, argv)
                                                   : std::make_unique<QApplication>(argc, argv);
    int updates = 200;
    QString only;
    const QStringList args = QCoreApplication::arguments();
    if (const qsizetype i = args.indexOf("--updates"); i > 0 && i + 1 < args.size()) updates = args[i + 1].toInt();
    if (const qsizetype i = args.indexOf("--only"); i > 0 && i + 1 < args.size()) only = args[i + 1];
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));  // Carc.Companion, built into this program
    std::printf("%-22s %9s %12s %12s %12s\n", "score chart", "make ms", "median ms", "slowest ms", "memory MiB");
    for (const auto& [name, qml] : {std::pair{"Canvas (ScoreChart)", kCanvas}, std::pair{"Qt Charts ChartView", kCharts}}) {
        if (!only.isEmpty() && QString::fromLatin1(name).contains(only == "canvas" ? "Canvas" : "Charts") == false) continue;
        const Result r = measure(engine, qml, updates);
        if (!r.ok) {
            std::printf("%-22s cannot be made: %s\n", name, qPrintable(r.error));
            continue;
        }
        std::printf("%-22s %9.1f %12.2f %12.2f %12.1f   (%d frames)\n", name, r.makeMs, r.frames.medianMs, r.frames.slowestMs,
                    r.memoryMiB, r.frames.frames);
    }
    return 0;
}
