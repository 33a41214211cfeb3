#include "languages.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace carc::app {
namespace {

const QString kSettingsKey = QStringLiteral("language");

QString qmFile(const QString& code) { return QStringLiteral(":/i18n/carc_companion_%1.qm").arg(code); }

}  // namespace

Languages& Languages::instance() {
    static Languages* languages = new Languages;  // lives as long as the app (QML owns no singleton of ours)
    return *languages;
}

Languages* Languages::create(QQmlEngine* qml, QJSEngine*) {
    Languages& l = instance();
    QJSEngine::setObjectOwnership(&l, QJSEngine::CppOwnership);
    l.engine_ = qml;
    return &l;
}

QStringList Languages::codes() {
    QStringList out;
    for (const QString& c : {QStringLiteral("en"), QStringLiteral("ro"), QStringLiteral("ru"), QStringLiteral("nl"),
                             QStringLiteral("de")})
        if (QFileInfo::exists(qmFile(c))) out << c;
    return out.isEmpty() ? QStringList{QStringLiteral("en")} : out;
}

QStringList Languages::names() {
    QStringList out;
    for (const QString& c : codes()) {
        // "English", not the locale's "American English"; "Русский", not "русский".
        QString name = c == QLatin1String("en") ? QStringLiteral("English") : QLocale(c).nativeLanguageName();
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        out << name;
    }
    return out;
}

QString Languages::startLanguage() {
    const QString kept = QSettings().value(kSettingsKey).toString();
    if (codes().contains(kept)) return kept;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return codes().contains(system) ? system : QStringLiteral("en");
}

bool Languages::install(const QString& code) {
    if (!codes().contains(code)) return false;
    QCoreApplication::removeTranslator(&translator_);
    if (translator_.load(qmFile(code))) QCoreApplication::installTranslator(&translator_);
    QLocale::setDefault(QLocale(code));
    if (code_ != code) {
        code_ = code;
        emit changed();
    }
    return true;
}

void Languages::setCode(const QString& code) {
    if (code == code_ || !install(code)) return;
    if (engine_) engine_->retranslate();
}

void Languages::keepChoice() {
    connect(this, &Languages::changed, this, [this] { QSettings().setValue(kSettingsKey, code_); });
}

}  // namespace carc::app
