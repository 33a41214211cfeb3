// GoogleTest main with a QGuiApplication (models, painting and fonts need one);
// runs offscreen so no display is needed.
#include <QGuiApplication>
#include <gtest/gtest.h>

#include "languages.hpp"

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    carc::app::Languages::instance().install(QStringLiteral("en"));  // the app's English (plurals)
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
