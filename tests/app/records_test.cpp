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
        GameSession session;
        session.setStorePath(db);
        ASSERT_NE(testing::startDemoGame(session), nullptr) << session.error().toStdString();
        for (int i = 0; i < 40; ++i) testing::advance(session);
        moves = session.game()->moves().size();
        ASSERT_GT(moves, 10u);
        ASSERT_GT(session.recordId(), 0);
    }
    GameSession session;
    session.setStorePath(db);
    ASSERT_TRUE(session.canResume());
    ASSERT_TRUE(session.resumeLast()) << session.error().toStdString();
    EXPECT_EQ(session.game()->moves().size(), moves);
    EXPECT_EQ(session.colourOf(1), "blue") << "colours come back from the record";
    testing::advance(session);

    HistoryModel history;
    QAbstractItemModelTester tester(&history, QAbstractItemModelTester::FailureReportingMode::Fatal);
    history.setSession(&session);
    ASSERT_EQ(history.count(), 1);
    EXPECT_EQ(history.get(0).value("players").toString(), "Anna, Ben, Carla");

    ReplayController replay;
    replay.setSession(&session);
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

}  // namespace
}  // namespace carc::app
