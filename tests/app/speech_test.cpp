// What the players hear and read about the game besides the board: each follower put
// down said in words (who, colour and shape, which role on which feature), the
// sentences of spoken scores, questions and alerts, a Speaker that goes on without an
// audio engine, and the live screen's frame clock.
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "frame_times.hpp"
#include "languages.hpp"
#include "session_text.hpp"
#include "speaker.hpp"

namespace carc::app {
namespace {

const char* roleOn(FeatureKind k) {
    switch (k) {
        case FeatureKind::Road: return "thief on the road";
        case FeatureKind::City: return "knight in the city";
        case FeatureKind::Cloister: return "monk in the cloister";
        case FeatureKind::Field: return "farmer in the field";
    }
    return "";
}

// Plays until a follower has just been put down; the tile it stands on (its index on
// the board), or -1.
int playToAFollower(LiveGame& session) {
    for (int i = 0; i < 3000 && !session.game()->over(); ++i) {
        const size_t before = session.game()->moves().size();
        const int tile = session.game()->lastPlaced();
        testing::advance(session);
        const auto& moves = session.game()->moves();
        if (moves.size() > before && std::holds_alternative<Deploy>(moves.back())) return tile;
    }
    return -1;
}

TEST(FollowerInWords, TheFollowerPutDownIsSaidByNameColourShapeAndRole) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session, 3), nullptr);
    EXPECT_EQ(session.followerSeen(), "");
    const int tile = playToAFollower(session);
    ASSERT_GE(tile, 0) << "no follower in the whole game";
    const Game& g = *session.game();
    const Deploy deploy = std::get<Deploy>(g.moves().back());
    // Who put it down: the owner of the follower standing there (unless it scored at once).
    const FeatureKind kind = g.board().tile(tile).segment(deploy.segment).kind;
    int owner = -1;
    for (const Follower& f : g.followers())
        if (f.at.tile == tile && f.at.seg == deploy.segment) owner = f.owner;
    if (owner < 0) GTEST_SKIP() << "the follower scored at once";
    const QString colour = session.colourOf(owner);
    const QString expected = QStringLiteral("%1 (%2, %3): %4")
                                 .arg(playerName(g, owner), colour, shapeWord(colour), QString::fromLatin1(roleOn(kind)));
    EXPECT_EQ(session.followerSeen(), expected);
    EXPECT_EQ(session.followerSeenColour(), colour);
    EXPECT_FALSE(shapeWord(colour).isEmpty());

    // In the app's language, at once.
    ASSERT_TRUE(Languages::instance().install("de"));
    EXPECT_TRUE(session.followerSeen().contains(colour == "red" ? "rot" : colour == "blue" ? "blau" : "grün"))
        << session.followerSeen().toStdString();
    EXPECT_FALSE(session.followerSeen().contains(QString::fromLatin1(roleOn(kind))));
    ASSERT_TRUE(Languages::instance().install("en"));

    // Gone once the next tile is laid.
    for (int i = 0; i < 50 && !std::holds_alternative<PlaceTile>(session.game()->moves().back()); ++i)
        testing::advance(session);
    ASSERT_TRUE(std::holds_alternative<PlaceTile>(session.game()->moves().back()));
    EXPECT_EQ(session.followerSeen(), "");
}

TEST(SpokenScores, EachNewScoreQuestionAndAlertIsAnnouncedOnce) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    DemoTable* table = testing::startDemoGame(session, 7);
    ASSERT_NE(table, nullptr);
    QSignalSpy spy(&session, &LiveGame::announce);
    QStringList prompts;  // each question as it was put, with the name of whom it asks
    for (int i = 0; i < 5000 && !session.game()->over(); ++i) {
        if (session.prompts()->hasDecision()) {
            const QString question = session.prompts()->decisionQuestion();
            const QString prompt = question.startsWith(session.prompts()->decisionName()) ? question
                                                                               : session.prompts()->decisionName() + ": " + question;
            if (prompts.isEmpty() || prompts.back() != prompt) prompts << prompt;
        }
        testing::advance(session);
    }
    const Game& g = *session.game();
    ASSERT_TRUE(g.over());
    ASSERT_GE(g.scoreEvents().size(), 6u);
    QStringList said;
    for (const QList<QVariant>& call : spy) said << call.at(0).toString();
    // Every score, in order, as "Anna scores 8 points for the city".
    static const QRegularExpression scoreSentence(QStringLiteral("^\\S+ (scores|pays|receives) \\d+ point"));
    QStringList expected;
    for (const ScoreEvent& e : g.scoreEvents()) {
        if (e.kind == ScoreKind::Message || e.kind == ScoreKind::Bazaar) {
            expected << spokenScore(g, e);
            continue;
        }
        const QString kind = e.kind == ScoreKind::Field ? "farm" : QString::fromLatin1(scoreKindName(e.kind));
        expected << QStringLiteral("%1 scores %2 point%3 for the %4")
                        .arg(playerName(g, e.player)).arg(e.points).arg(e.points == 1 ? "" : "s").arg(kind);
    }
    EXPECT_EQ(said.filter(scoreSentence), expected);
    ScoreEvent bazaarPaid;
    bazaarPaid.kind = ScoreKind::Bazaar;
    bazaarPaid.points = -3;
    EXPECT_EQ(spokenScore(g, bazaarPaid), playerName(g, 0) + " pays 3 points for a bazaar tile");
    // Each question, once each time it was put.
    ASSERT_FALSE(prompts.isEmpty()) << "no question in the whole game";
    for (const QString& prompt : prompts)
        EXPECT_EQ(said.count(prompt), static_cast<qsizetype>(prompts.count(prompt))) << prompt.toStdString();

    table = testing::startDemoGame(session, 7);
    ASSERT_NE(table, nullptr);
    // An alert, said once.
    for (int i = 0; i < 200 && (session.prompts()->hasDecision() || session.game()->phase() != Phase::PlaceTile); ++i)
        testing::advance(session);
    spy.clear();
    table->makeMistake();
    ASSERT_TRUE(session.step());
    ASSERT_TRUE(session.prompts()->hasAlert());
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toString(), session.prompts()->alertText());

}

TEST(SpokenScores, TheSpeakerGoesOnWithoutAnEngine) {
    Speaker& speaker = Speaker::instance();
    speaker.setEngineName("no-such-engine");  // a device without flite or speech-dispatcher
    EXPECT_FALSE(speaker.enabled()) << "off by default";
    speaker.say("Anna scores 8 points for the city");
    EXPECT_EQ(speaker.lastSaid(), "") << "nothing said while off";
    speaker.setEnabled(true);
    EXPECT_FALSE(speaker.status().isEmpty()) << "Settings says why nothing is heard";
    speaker.say("Anna scores 8 points for the city");
    EXPECT_EQ(speaker.lastSaid(), "Anna scores 8 points for the city");
    speaker.setEnabled(false);
    EXPECT_EQ(speaker.status(), "");
    speaker.setEngineName("");
}

TEST(FrameTimes, MedianAndSlowest) {
    const FrameSummary s = summarise({4.0, 1.0, 3.0, 2.0, 10.0});
    EXPECT_EQ(s.frames, 5);
    EXPECT_DOUBLE_EQ(s.medianMs, 3.0);
    EXPECT_DOUBLE_EQ(s.slowestMs, 10.0);
    EXPECT_DOUBLE_EQ(summarise({1.0, 2.0}).medianMs, 1.5);
    EXPECT_EQ(summarise({}).frames, 0);
}

TEST(FrameTimes, EachFrameOfAWindowIsTimedAndWritten) {
    QQuickWindow window;
    window.resize(200, 100);
    auto* box = new QQuickItem(window.contentItem());
    box->setSize({50, 50});
    FrameTimes clock(window);
    window.show();
    for (int i = 0; i < 200 && clock.ms().size() < 5; ++i) {
        window.contentItem()->setOpacity(i % 2 ? 1.0 : 0.5);  // a change to render
        window.update();
        QTest::qWait(5);
    }
    const std::vector<double> ms = clock.ms();
    ASSERT_GE(ms.size(), 5u) << "frames rendered offscreen";
    for (double m : ms) EXPECT_GT(m, 0.0);
    QTemporaryDir dir;
    const QString file = dir.path() + "/frames.txt";
    ASSERT_TRUE(clock.write(file).ok());
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_GE(f.readAll().count('\n'), static_cast<qsizetype>(ms.size()));
    clock.stop();
}

}  // namespace
}  // namespace carc::app
