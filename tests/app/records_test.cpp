// With a game store: the game is recorded move by move, can be resumed after the app
// stops, appears in the history and replays move by move; export writes a .jcz that
// reads back.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "history_model.hpp"
#include "replay_controller.hpp"
#include "table_sources.hpp"
#include "statistics_model.hpp"

#include "engine/io/jcz.hpp"

namespace carc::app {
namespace {

TEST(AppRecords, RecordResumeHistoryReplayExport) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString db = dir.path() + "/games.sqlite";
    size_t moves = 0;
    std::string state;
    {
        GameSession root;
        LiveGame& session = *root.liveGame();
        root.settings()->setStorePath(db);
        ASSERT_NE(testing::startDemoGame(session), nullptr) << session.error().toStdString();
        for (int i = 0; i < 40; ++i) testing::advance(session);
        moves = session.game()->moves().size();
        ASSERT_GT(moves, 10u);
        ASSERT_GT(session.recordId(), 0);
    }
    GameSession root;
    LiveGame& session = *root.liveGame();
    root.settings()->setStorePath(db);
    ASSERT_TRUE(root.settings()->canResume());
    ASSERT_TRUE(session.resumeLast()) << session.error().toStdString();
    EXPECT_EQ(session.game()->moves().size(), moves);
    EXPECT_EQ(session.colourOf(1), "blue") << "colours come back from the record";
    testing::advance(session);

    HistoryModel history;
    QAbstractItemModelTester tester(&history, QAbstractItemModelTester::FailureReportingMode::Fatal);
    history.setSession(&root);
    ASSERT_EQ(history.count(), 1);
    EXPECT_EQ(history.get(0).value("players").toString(), "Anna, Ben, Carla");

    ReplayController replay;
    replay.setSession(&root);
    ASSERT_TRUE(replay.load(history.get(0).value("gameId").toLongLong())) << replay.error().toStdString();
    EXPECT_EQ(replay.stepCount(), static_cast<int>(session.game()->moves().size()));
    EXPECT_EQ(replay.step(), replay.stepCount());
    EXPECT_EQ(replay.board()->count(), session.game()->board().size());
    replay.setStep(0);
    EXPECT_EQ(replay.board()->count(), 1) << "the start tile";
    EXPECT_TRUE(replay.moveText().startsWith("Start of the game")) << replay.moveText().toStdString();
    replay.next();
    EXPECT_EQ(replay.step(), 1);
    EXPECT_TRUE(replay.moveText().startsWith("Move 1 of")) << replay.moveText().toStdString();
    EXPECT_TRUE(replay.moveText().contains(" lays ")) << "the first move lays a tile, in words";
    EXPECT_EQ(replay.board()->count(), 2);
    EXPECT_FALSE(replay.frame().isNull()) << "the still frame recorded with the first move";

    const QString out = dir.path() + "/game.jcz";
    ASSERT_EQ(replay.exportJcz(out), out);
    auto saved = readJczFile(out.toStdString());
    ASSERT_TRUE(saved.ok()) << saved.error();
    EXPECT_EQ(saved->setup.players.size(), 3u);
}

// History's statistics: one row per player of the finished games, from the game's own
// scores; a game left unfinished is not counted.
TEST(AppRecords, StatisticsCountTheFinishedGamesPerPlayer) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    GameSession root;
    LiveGame& session = *root.liveGame();
    root.settings()->setStorePath(dir.path() + "/games.sqlite");
    StatisticsModel stats;
    QAbstractItemModelTester tester(&stats, QAbstractItemModelTester::FailureReportingMode::Fatal);
    stats.setSession(&root);
    EXPECT_EQ(stats.count(), 0) << "no finished game yet";

    ASSERT_NE(testing::startDemoGame(session, 11), nullptr) << session.error().toStdString();
    for (int i = 0; i < 5000 && !session.game()->over(); ++i) testing::advance(session);
    ASSERT_TRUE(session.game()->over());
    const Game& game = *session.game();
    int best = 0;
    for (int p = 0; p < game.playerCount(); ++p) best = std::max(best, game.score(p));
    stats.reload();
    ASSERT_EQ(stats.games(), 1);
    ASSERT_EQ(stats.count(), 3);
    int winners = 0;
    for (int row = 0; row < stats.count(); ++row) {
        const QVariantMap r = stats.get(row);
        const int p = static_cast<int>(std::find(game.setup().players.begin(), game.setup().players.end(),
                                                 r.value("name").toString().toStdString()) -
                                       game.setup().players.begin());
        ASSERT_LT(p, game.playerCount()) << r.value("name").toString().toStdString();
        SCOPED_TRACE(game.setup().players[p]);
        int city = 0, farm = 0;
        for (const ScoreEvent& e : game.scoreEvents()) {
            if (e.player != p) continue;
            if (e.kind == ScoreKind::City) city = std::max(city, e.tiles);
            if (e.kind == ScoreKind::Field) farm += e.points;
        }
        EXPECT_EQ(r.value("games").toInt(), 1);
        EXPECT_EQ(r.value("best").toInt(), game.score(p));
        EXPECT_DOUBLE_EQ(r.value("average").toDouble(), game.score(p));
        EXPECT_EQ(r.value("wins").toInt(), game.score(p) == best ? 1 : 0);
        EXPECT_EQ(r.value("biggestCity").toInt(), city);
        EXPECT_EQ(r.value("farmPercent").toInt(), game.score(p) ? (100 * farm + game.score(p) / 2) / game.score(p) : 0);
        winners += r.value("wins").toInt();
    }
    EXPECT_GE(winners, 1);
    EXPECT_EQ(stats.get(0).value("wins").toInt(), 1) << "the winner first";

    ASSERT_NE(testing::startDemoGame(session, 12), nullptr);
    for (int i = 0; i < 20; ++i) testing::advance(session);
    session.leaveGame();
    EXPECT_EQ(stats.games(), 1) << "an abandoned game is not counted";
    EXPECT_EQ(stats.count(), 3);
}

// The demo game (the tour's and --demo's: seed 2026, four players, every expansion) shows
// a farm share: its players close cities during play, so the farms feed on them (played
// uniformly at random, no city closed in 84 turns and every farm scored 0).
TEST(AppRecords, TheDemoGamesStatisticsShowTheFarmsShare) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    GameSession root;
    LiveGame& session = *root.liveGame();
    root.settings()->setStorePath(dir.path() + "/games.sqlite");
    ASSERT_TRUE(startDemo(session, 2026, false)) << session.error().toStdString();
    for (int i = 0; i < 5000 && !session.game()->over(); ++i) testing::advance(session);
    ASSERT_TRUE(session.game()->over());
    int citiesClosed = 0;
    for (const ScoreEvent& e : session.game()->scoreEvents()) citiesClosed += e.kind == ScoreKind::City && !e.final;
    EXPECT_GE(citiesClosed, 3) << "cities scored during play";

    StatisticsModel stats;
    stats.setSession(&root);
    stats.reload();
    ASSERT_EQ(stats.count(), 4);
    int farmers = 0;
    for (int row = 0; row < stats.count(); ++row) farmers += stats.get(row).value("farmPercent").toInt() > 0;
    EXPECT_GE(farmers, 1) << "a player with points from a farm";
}

}  // namespace
}  // namespace carc::app
