// Qt Quick Test runner for the app's views (tests/app/qml/tst_*.qml), offscreen.
#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include <opencv2/imgcodecs.hpp>

#include "languages.hpp"
#include "vision/board/board_render.hpp"

Q_IMPORT_QML_PLUGIN(Carc_CompanionPlugin)

class ViewsSetup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        carc::app::Languages::instance().install(QStringLiteral("en"));
        // Game stores of the tests that record games: removed with the run.
        engine->rootContext()->setContextProperty(QStringLiteral("testDir"), scratch_.path());
        // A folder with one board photo (a rendered game of 30 tiles) for "Score a board".
        const QString photos = scratch_.filePath(QStringLiteral("board-photos"));
        QDir().mkpath(photos);
        carc::vision::BoardScene scene;
        scene.seed = 5, scene.tiles = 30, scene.photoPx = {2400, 1800};
        if (auto board = carc::vision::renderBoard(scene))
            cv::imwrite((photos + QStringLiteral("/board.jpg")).toStdString(), board->photo);
        engine->rootContext()->setContextProperty(QStringLiteral("boardPhotoDir"), photos);
    }

private:
    QTemporaryDir scratch_;
};

QUICK_TEST_MAIN_WITH_SETUP(carc_app_views, ViewsSetup)

#include "views_main.moc"
