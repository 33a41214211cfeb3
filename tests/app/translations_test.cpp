// The app's languages: every text the sources mark for translation (qsTr in the QML,
// tr/translate in the C++, as lupdate finds them today) has a finished translation in
// each language's .ts file, plurals with every form the language has; the .qm built
// from them is in the app, and the engine's sentences come out translated.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include <map>
#include <set>

#include "engine_text.hpp"
#include "languages.hpp"
#include "session_text.hpp"
#include "vision_table.hpp"

#include "calibration/view_check.hpp"

namespace carc::app {
namespace {

const QStringList kLanguages{"en", "ro", "ru", "nl", "de"};

struct Message {
    bool finished = true;
    int forms = 0;         // numerusform elements (plurals)
    bool emptyForm = false;
};
using Messages = std::map<std::pair<QString, QString>, Message>;  // (context, source)

Messages readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    Messages out;
    QXmlStreamReader xml(&file);
    QString context, source;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) context = xml.readElementText();
        else if (name == QLatin1String("message")) m = Message{};
        else if (name == QLatin1String("source")) source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value("type").toString();
            m.finished = type.isEmpty();
            // Plain text or numerus forms.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    ++m.forms;
                    if (xml.readElementText().trimmed().isEmpty()) m.emptyForm = true;
                }
            }
            if (m.forms == 0 && text.trimmed().isEmpty()) m.finished = false;
            out[{context, source}] = m;
        }
    }
    return out;
}

QString tsPath(const QString& lang) {
    return QStringLiteral(CARC_COMPANION_TS_DIR "/carc_companion_%1.ts").arg(lang);
}

TEST(Translations, EveryLanguageTranslatesEveryText) {
    const std::map<QString, int> pluralForms{{"en", 2}, {"ro", 3}, {"ru", 3}, {"nl", 2}, {"de", 2}};
    const Messages english = readTs(tsPath("en"));
    ASSERT_GT(english.size(), 150u) << "the English .ts lists the app's texts";
    for (const QString& lang : kLanguages) {
        SCOPED_TRACE(lang.toStdString());
        const Messages messages = readTs(tsPath(lang));
        EXPECT_EQ(messages.size(), english.size()) << "the same texts as English";
        for (const auto& [key, m] : messages) {
            const std::string what = (key.first + ": " + key.second).toStdString();
            EXPECT_TRUE(m.finished) << "not translated: " << what;
            EXPECT_FALSE(m.emptyForm) << "a plural form left empty: " << what;
            if (m.forms) {
                EXPECT_EQ(m.forms, pluralForms.at(lang)) << what;
            }
        }
    }
}

TEST(Translations, TheTsFilesHoldEveryTextOfTheSources) {
    const QString lupdate = QStringLiteral(CARC_LUPDATE);
    if (lupdate.isEmpty() || lupdate.endsWith("NOTFOUND")) GTEST_SKIP() << "lupdate not installed (qt6-l10n-tools)";
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fresh = dir.filePath("fresh.ts");
    QProcess run;
    run.start(lupdate, {"-silent", "-no-obsolete", "-locations", "none", "-extensions", "cpp,qml",
                        QStringLiteral(CARC_COMPANION_DIR), "-ts", fresh});
    ASSERT_TRUE(run.waitForFinished(120000));
    ASSERT_EQ(run.exitCode(), 0) << run.readAllStandardError().toStdString();
    const Messages sources = readTs(fresh);
    ASSERT_GT(sources.size(), 150u);
    for (const QString& lang : kLanguages) {
        const Messages messages = readTs(tsPath(lang));
        for (const auto& [key, m] : sources)
            EXPECT_EQ(messages.count(key), 1u) << lang.toStdString() << " lacks " << (key.first + ": " + key.second).toStdString()
                                               << " (cmake --build build --target carc_companion_lupdate, then translate)";
    }
}

TEST(Translations, TheEnginesSentencesComeOutInTheChosenLanguage) {
    Languages& languages = Languages::instance();
    ASSERT_EQ(Languages::codes(), kLanguages) << "every language is built into the app";
    ASSERT_TRUE(languages.install("de"));
    EXPECT_EQ(forPlayers("L rotated 270 at (1,-2): edge W is city, neighbour (1,-1) shows road"),
              QString::fromUtf8("L um 270° gedreht: die Westseite ist Stadt, das Nachbarplättchen zeigt Straße"));
    EXPECT_EQ(forPlayers("Anna: build a castle on the small city, or score 4 points?"),
              QString::fromUtf8("Anna: eine Burg auf der kleinen Stadt bauen oder 4 Punkte werten?"));
    EXPECT_EQ(forPlayers("Ben draws message 2 (score your smallest city): carry it out or take 2 points?"),
              QString::fromUtf8("Ben zieht Nachricht 2 (werte deine kleinste Stadt): ausführen oder 2 Punkte nehmen?"));
    EXPECT_EQ(forPlayers("Anna: which figure moves 10 points (city, 4 tiles + 1 pennant = 10)?"),
              QString::fromUtf8("Anna: welche Figur zieht 10 Punkte (Stadt, 4 Plättchen + 1 Wappen = 10)?"));
    ScoreEvent e;
    e.kind = ScoreKind::Field;
    e.cities = 3;
    e.points = 9;
    EXPECT_EQ(scoreExplanation(e), QString::fromUtf8("Wiese, 3 fertige Städte = 9"));
    ASSERT_TRUE(languages.install("ru"));
    e.kind = ScoreKind::Road;
    e.tiles = 5;
    e.points = 5;
    EXPECT_EQ(scoreExplanation(e), QString::fromUtf8("дорога, 5 тайлов = 5"));
    EXPECT_EQ(forPlayers("figure 2 (at 13)"), QString::fromUtf8("фишка 2 (на 13)"));
    ASSERT_TRUE(languages.install("en"));
    EXPECT_EQ(scoreExplanation(e), "road, 5 tiles = 5") << "English as the engine says it";
    EXPECT_EQ(forPlayers("edge W is city, neighbour (1,-1) shows road"), "the west side is city, the neighbouring tile shows road");
}

// The errors of opening a table and the calibration library's reasons for refusing a
// view reach the players in their language (the library and the vision layer speak English).
TEST(Translations, TableAndCalibrationErrorsComeOutInTheChosenLanguage) {
    Languages& languages = Languages::instance();
    QTemporaryDir emptyRig;
    ASSERT_TRUE(emptyRig.isValid());
    const auto missing = rigRectifier({}, emptyRig.path());
    ASSERT_FALSE(missing.ok());
    const QString refused = QString::fromStdString(
        calibration::checkBoardView(cv::Mat(480, 640, CV_8UC3, cv::Scalar(90, 90, 90)), {}).reason);
    ASSERT_FALSE(refused.isEmpty());
    ASSERT_TRUE(languages.install("de"));
    const QString opening = localised(QString::fromStdString(missing.error()));
    EXPECT_TRUE(opening.startsWith(QString::fromUtf8("Kamerakalibrierung: "))) << opening.toStdString();
    EXPECT_TRUE(opening.endsWith(QString::fromUtf8("(Einrichten: Objektiv)"))) << opening.toStdString();
    EXPECT_TRUE(opening.contains(QString::fromUtf8("keine solche Datei"))) << opening.toStdString();
    EXPECT_EQ(localised(refused), QString::fromUtf8("keine Kalibriertafel im Bild"));
    EXPECT_EQ(localised("blurred: edge sharpness 0.12 < 0.30 (hold still, check focus)"),
              QString::fromUtf8("unscharf: Schärfe 0.12 < 0.30 (still halten, Fokus prüfen)"));
    EXPECT_EQ(localised("no folder of frames chosen"), QString::fromUtf8("kein Ordner mit Bildern gewählt"));
    ASSERT_TRUE(languages.install("ru"));
    EXPECT_EQ(localised(refused), QString::fromUtf8("в кадре нет калибровочной доски"));
    ASSERT_TRUE(languages.install("en"));
    EXPECT_EQ(localised(refused), "no calibration board in view");
}

}  // namespace
}  // namespace carc::app
