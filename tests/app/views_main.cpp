// Qt Quick Test runner for the app's views (tests/app/qml/tst_*.qml), offscreen.
#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include "languages.hpp"

Q_IMPORT_QML_PLUGIN(Carc_CompanionPlugin)

class ViewsSetup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        carc::app::Languages::instance().install(QStringLiteral("en"));
        // Game stores of the tests that record games: removed with the run.
        engine->rootContext()->setContextProperty(QStringLiteral("testDir"), scratch_.path());
    }

private:
    QTemporaryDir scratch_;
};

QUICK_TEST_MAIN_WITH_SETUP(carc_app_views, ViewsSetup)

#include "views_main.moc"
