// What players read: no internal tile ids or board coordinates anywhere on screen,
// counts in the right number, every character the app draws in its font, and a
// simulated table whose pictures ran out has a way on.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRawFont>
#include <QRegularExpression>

#include "app_test_support.hpp"
#include "languages.hpp"
#include "session_text.hpp"
#include "vision_table.hpp"

namespace carc::app {
namespace {

// An engine tile id ("BB/CFR", "BA/CccR") or a coordinate pair ("(1,-2)").
const QRegularExpression kInternal(QStringLiteral("[A-Z]{2}/[A-Za-z.]+|\\(\\s*-?\\d+\\s*,\\s*-?\\d+\\s*\\)|segment \\d|option \\d"));

TEST(PlayersText, EngineTextLosesIdsAndCoordinates) {
    EXPECT_EQ(forPlayers("bid more than 2 for T (BA/CccR)"), "bid more than 2 for T");
    EXPECT_EQ(forPlayers("Place tile BB/CFR!"), "Place this tile!");
    // Ids with a numbered variant.
    EXPECT_EQ(forPlayers("H (BA/CFC.2) rotated 90 at (1,0): edge N is road"), "H turned by 90°: edge N is road");
    EXPECT_EQ(forPlayers("Place tile BA/Cc.1!"), "Place this tile!");
    EXPECT_EQ(forPlayers("the drawn tile is D (BA/RCr), not BB/RFR.bi"), "the tile drawn is D, not this tile");
    EXPECT_EQ(forPlayers("L rotated 270 at (1,-2): edge W is city"), "L turned by 270°: edge W is city");
    EXPECT_EQ(forPlayers("a follower on (0, 3) (4 points)"), "a follower (4 points)");
}

TEST(PlayersText, CountsTakeTheRightNumberInEveryLanguage) {
    const auto tilesLeft = [](int n) { return QCoreApplication::translate("carc::app::TurnState", "%n tile(s) left", nullptr, n); };
    Languages& languages = Languages::instance();
    ASSERT_TRUE(languages.install("ru")) << "the Russian translation is built in";
    EXPECT_EQ(tilesLeft(1), QString::fromUtf8("остался 1 тайл"));
    EXPECT_EQ(tilesLeft(3), QString::fromUtf8("осталось 3 тайла"));
    EXPECT_EQ(tilesLeft(11), QString::fromUtf8("осталось 11 тайлов"));
    EXPECT_EQ(tilesLeft(21), QString::fromUtf8("остался 21 тайл"));
    ASSERT_TRUE(languages.install("ro"));
    EXPECT_EQ(tilesLeft(1), QString::fromUtf8("1 piesă rămasă"));
    EXPECT_EQ(tilesLeft(20), QString::fromUtf8("20 de piese rămase"));
    ASSERT_TRUE(languages.install("en"));
    EXPECT_EQ(tilesLeft(1), "1 tile left");
    EXPECT_EQ(tilesLeft(0), "0 tiles left");
}

// Everything the live screen can show, at one moment.
QStringList shown(LiveGame& s) {
    const TurnState& turn = *s.turnState();
    QStringList out{turn.activeName(),           turn.phaseText(),
                    turn.tilesLeftText(),        s.notice(),
                    turn.lastScore(),            s.prompts()->alertText(),
                    s.prompts()->confirmText(),  s.prompts()->decisionQuestion(),
                    s.camera()->label()};
    out += s.prompts()->decisionOptions();
    return out;
}

TEST(PlayersText, AWholeGameWithEveryExpansionShowsNoInternalCodes) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    DemoTable* table = testing::startDemoGame(session, 11);
    ASSERT_NE(table, nullptr);
    int decisions = 0, alerts = 0;
    bool oneTileLeft = false;
    for (int i = 0; i < 4000 && !session.turnState()->over(); ++i) {
        if (i % 9 == 4 && session.game()->phase() == Phase::PlaceTile && !session.prompts()->hasDecision()) table->makeMistake();
        decisions += session.prompts()->hasDecision();
        alerts += session.prompts()->hasAlert();
        if (session.turnState()->tilesLeft() == 1) oneTileLeft |= session.turnState()->tilesLeftText() == "1 tile left";
        for (const QString& text : shown(session))
            ASSERT_FALSE(kInternal.match(text).hasMatch()) << "turn " << session.turnState()->turn() << ": " << text.toStdString();
        testing::advance(session);
    }
    EXPECT_TRUE(session.turnState()->over());
    EXPECT_GT(decisions, 5) << "castles, messages and bazaars asked";
    EXPECT_GT(alerts, 5) << "illegal placements explained";
    EXPECT_TRUE(oneTileLeft) << "the last tile counted as one";
}

TEST(PlayersText, EveryCharacterOfTheScreensIsInTheirFont) {
    // A character the font lacks is drawn as a box (the notice strip's "ⓘ" was).
    const QRawFont font = QRawFont::fromFont(QFont(QStringLiteral("DejaVu Sans")));
    if (!font.isValid() || !font.familyName().startsWith("DejaVu")) GTEST_SKIP() << "DejaVu Sans is not installed";
    // The QML and every translation of its texts.
    QStringList paths;
    for (QDirIterator qml(QStringLiteral(CARC_COMPANION_QML_DIR), {QStringLiteral("*.qml")}); qml.hasNext();) paths << qml.next();
    for (QDirIterator ts(QStringLiteral(CARC_COMPANION_TS_DIR), {QStringLiteral("*.ts")}); ts.hasNext();) paths << ts.next();
    int checked = 0;
    for (const QString& path : paths) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(file.readAll());
        for (const QChar c : source) {
            if (c.unicode() < 0x80) continue;
            ++checked;
            EXPECT_TRUE(font.supportsCharacter(c)) << QFileInfo(path).fileName().toStdString() << ": U+"
                                                   << QString::number(c.unicode(), 16).toStdString();
        }
    }
    EXPECT_GT(checked, 10) << "the screens' symbols were read";
}

TEST(PlayersText, ASimulatedTableWhosePicturesRanOutGoesOnSimulated) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    auto sim = simulatedVisionTable(32, setup, {"red", "blue"}, {}, 4);
    ASSERT_TRUE(sim) << sim.error();
    ASSERT_TRUE(session.start(sim->setup, {"red", "blue"}, std::move(sim->table), "sim"));
    EXPECT_FALSE(session.goOnSimulated()) << "only once the pictures have run out";
    for (int i = 0; i < 500 && !session.tableEnded(); ++i) testing::advance(session);
    ASSERT_TRUE(session.tableEnded());
    EXPECT_FALSE(kInternal.match(session.sourceName()).hasMatch());
    const size_t before = session.game()->moves().size();
    ASSERT_TRUE(session.goOnSimulated());
    EXPECT_FALSE(session.tableEnded());
    for (int i = 0; i < 50 && session.game()->moves().size() < before + 3; ++i) testing::advance(session);
    EXPECT_GE(session.game()->moves().size(), before + 3) << "the game goes on";
}

}  // namespace
}  // namespace carc::app
