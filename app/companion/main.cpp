// carc-companion: the touchscreen app at the table (800x480, fingers, eglfs on the
// Raspberry Pi, a window on a desktop).
//   carc-companion [--db FILE] [--demo] [--fullscreen] [--rig DIR] [--camera SPEC] [--frames DIR] [--lang LANG]
//   carc-companion --demo --screenshots DIR [--lang LANG]   (offscreen: one PNG per main screen, then exit)
//   carc-companion --demo --frame-times FILE   (a whole demo game; each frame's time in FILE, then exit)
#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <memory>

#include "frame_times.hpp"
#include "game_session.hpp"
#include "languages.hpp"
#include "screenshot_tour.hpp"
#include "speaker.hpp"

Q_IMPORT_QML_PLUGIN(Carc_CompanionPlugin)

namespace {

bool wantsScreenshots(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (QByteArray(argv[i]) == "--screenshots") return true;
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    const bool screenshots = wantsScreenshots(argc, argv);
    if (screenshots) {
        // No display needed: render offscreen with the software scene graph.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
    // The touchscreen has no keyboard: names are typed on Qt Virtual Keyboard.
    if (qEnvironmentVariableIsEmpty("QT_IM_MODULE")) qputenv("QT_IM_MODULE", "qtvirtualkeyboard");
    QGuiApplication app(argc, argv);
    app.setOrganizationName("carc");
    app.setApplicationName("carc-companion");

    QCommandLineParser args;
    args.setApplicationDescription("Carcassonne companion: the touchscreen app at the table.");
    args.addHelpOption();
    const QCommandLineOption db("db", "Game record store (SQLite file).", "FILE");
    const QCommandLineOption demo("demo", "Start a simulated demo game at once.");
    const QCommandLineOption shots("screenshots", "Play a demo game, write one 800x480 PNG per main screen into DIR, exit.",
                                   "DIR");
    const QCommandLineOption frameTimes("frame-times",
                                        "With --demo: play the demo game to its end, write each frame's time (ms) into FILE, "
                                        "print the median and the slowest, exit.",
                                        "FILE");
    const QCommandLineOption fullscreen("fullscreen", "Fill the screen (default on eglfs).");
    const QCommandLineOption seed("seed", "Seed of the simulated demo game.", "N", "2026");
    const QCommandLineOption rig("rig", "The rig's calibration: camera.yaml, table.yaml, tileset/ (default: the app's config folder).",
                                 "DIR");
    const QCommandLineOption camera("camera", "The camera: libcamera[:N], v4l2:N or gst:PIPELINE (default libcamera).", "SPEC",
                                    "libcamera");
    const QCommandLineOption frames("frames", "A recorded game (folder of frames or video) for the Folder source.", "PATH");
    const QCommandLineOption lang("lang", "The app's language: en, ro, ru, nl or de (default: as chosen in Settings, else the system's).",
                                  "LANG");
    args.addOptions({db, demo, shots, frameTimes, fullscreen, seed, rig, camera, frames, lang});
    args.process(app);

    carc::app::Languages& languages = carc::app::Languages::instance();
    const QString language = args.isSet(lang) ? args.value(lang) : screenshots ? QStringLiteral("en")
                                                                               : carc::app::Languages::startLanguage();
    if (!languages.install(language)) {
        std::fprintf(stderr, "carc-companion: --lang: no such language: %s (%s)\n", qPrintable(language),
                     qPrintable(carc::app::Languages::codes().join(", ")));
        return 2;
    }

    bool seedOk = false;
    const qulonglong seedValue = args.value(seed).toULongLong(&seedOk);
    if (!seedOk) {
        std::fprintf(stderr, "carc-companion: --seed: not a number: %s\n", qPrintable(args.value(seed)));
        return 2;
    }
    languages.keepChoice();
    if (!screenshots) carc::app::Speaker::instance().keepChoice();

    carc::app::GameSession session;
    QTemporaryDir scratch;
    if (args.isSet(db)) {
        session.settings()->setStorePath(args.value(db));
    } else if (screenshots) {
        session.settings()->setStorePath(scratch.path() + "/games.sqlite");
    } else {
        session.settings()->setStorePath(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/games.sqlite");
    }

    session.settings()->setRigDir(args.isSet(rig) ? args.value(rig)
                                      : QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + "/rig");
    session.settings()->setCameraSpec(args.value(camera));
    session.settings()->setFramesFolder(args.value(frames));

    QQmlApplicationEngine engine;
    // The Carc.Companion module (its qmldir, the Theme and Taps singletons) is compiled in
    // under qrc:/Carc/Companion; Qt 6.4 does not look there by itself. Without this path
    // only a binary next to the build tree's Carc/Companion folder finds the module, and an
    // installed app never finishes loading Main.qml (its compiled bindings wait for a
    // singleton type that is never found).
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{"session", QVariant::fromValue(&session)},
                                 {"fullScreen", args.isSet(fullscreen) || app.platformName() == "eglfs"}});
    engine.load(QUrl(QStringLiteral("qrc:/Carc/Companion/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "carc-companion: the user interface failed to load\n");
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());

    if (screenshots) {
        const QString dir = args.value(shots);
        if (!QDir().mkpath(dir)) {
            std::fprintf(stderr, "carc-companion: --screenshots: cannot create %s\n", qPrintable(dir));
            return 2;
        }
        carc::app::ScreenshotTour tour(*window, session, dir, seedValue);
        return tour.run();
    }
    std::unique_ptr<carc::app::FrameTimes> clock;
    if (args.isSet(frameTimes)) {
        if (!args.isSet(demo)) {
            std::fprintf(stderr, "carc-companion: --frame-times needs --demo\n");
            return 2;
        }
        clock = std::make_unique<carc::app::FrameTimes>(*window);
        QObject::connect(session.liveGame(), &carc::app::LiveGame::changed, &app, [&] {
            if (!session.liveGame()->turnState()->over() || !clock) return;
            clock->stop();
            const QString file = args.value(frameTimes);
            if (const carc::Status written = clock->write(file); !written.ok()) {
                std::fprintf(stderr, "carc-companion: --frame-times: %s\n", written.error().c_str());
                app.exit(1);
                return;
            }
            const carc::app::FrameSummary s = carc::app::summarise(clock->ms());
            std::printf("%d frames of the live screen: median %.2f ms, slowest %.2f ms (%s)\n", s.frames, s.medianMs,
                        s.slowestMs, qPrintable(file));
            clock.reset();
            app.exit(0);
        });
    }
    if (args.isSet(demo)) carc::app::startDemo(*session.liveGame(), seedValue);
    return app.exec();
}
