#pragma once
// The app's languages (Qt's translation system): English, Romanian, Russian, Dutch and
// German, from the .qm files built by CMake out of app/companion/translations/*.ts.
// The app keeps the choice in its settings (keepChoice); the first start follows the
// system locale. A language switch retranslates every qsTr text at once; texts made in
// C++ (score lines, prompts) follow at their next update.
#include <QObject>
#include <QStringList>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace carc::app {

class Languages : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "en", "ro", "ru", "nl", "de": setting it switches every text on screen at once.
    Q_PROPERTY(QString code READ code WRITE setCode NOTIFY changed)
    Q_PROPERTY(QStringList codes READ codes CONSTANT)   // those with a translation built in
    Q_PROPERTY(QStringList names READ names CONSTANT)   // each in its own language
public:
    static Languages* create(QQmlEngine* qml, QJSEngine*);
    static Languages& instance();

    // The language to start in: the one kept in the settings, else the system
    // locale's when the app has it, else English.
    static QString startLanguage();
    // Loads and installs the translation (no QML engine needed: before the UI loads).
    // False, with nothing changed, for a language the app does not have.
    bool install(const QString& code);

    QString code() const { return code_; }
    // Installs and retranslates the QML engine's texts.
    void setCode(const QString& code);
    // From now on a language chosen is kept in the settings (the app; not the tests).
    void keepChoice();
    static QStringList codes();
    static QStringList names();

signals:
    void changed();

private:
    Languages() = default;
    QString code_ = QStringLiteral("en");
    QTranslator translator_;
    QQmlEngine* engine_ = nullptr;
};

}  // namespace carc::app
