// LiveGame on its own (its settings and navigation, no app root): a game started is
// recorded and shown, each step is one engine move in every model, undo takes the last
// one back, the end of the game moves to the end screen, and a game left is kept as
// abandoned with everything cleared.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "live_game.hpp"

namespace carc::app {
namespace {

class LiveGameAlone : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        settings.setStorePath(dir.filePath("live.sqlite"));
    }
    QTemporaryDir dir;
    AppSettings settings;
    Navigation navigation;
    LiveGame game{settings, navigation};
};

TEST_F(LiveGameAlone, HasNoGameUntilOneStarts) {
    EXPECT_FALSE(game.inGame());
    EXPECT_EQ(game.game(), nullptr);
    EXPECT_EQ(game.recordId(), 0);
    EXPECT_FALSE(game.step());
    EXPECT_FALSE(game.undo());
    EXPECT_FALSE(game.endGame());
    EXPECT_EQ(game.board()->count(), 0);
    EXPECT_EQ(navigation.screen(), "newgame");
}

TEST_F(LiveGameAlone, StartsRecordedAndShowsTheLiveScreen) {
    QSignalSpy up(&game, &LiveGame::playerUp);
    ASSERT_NE(testing::startDemoGame(game), nullptr) << game.error().toStdString();
    EXPECT_TRUE(game.inGame());
    EXPECT_GT(game.recordId(), 0) << "recorded in the settings' store";
    EXPECT_TRUE(settings.canResume());
    EXPECT_EQ(navigation.screen(), "live");
    EXPECT_EQ(navigation.home(), "live");
    EXPECT_EQ(game.board()->count(), 1) << "the start tile";
    EXPECT_EQ(game.players()->count(), 3);
    EXPECT_EQ(game.turnState()->moveCount(), 0);
    EXPECT_EQ(game.sourceName(), game.watcher()->sourceName());
    ASSERT_GE(up.count(), 1);
    EXPECT_EQ(up.last().at(0).toString(), "red") << "the first player's colour for the rig";
}

TEST_F(LiveGameAlone, StepsAreMovesInEveryModelAndUndoTakesTheLastBack) {
    ASSERT_NE(testing::startDemoGame(game), nullptr) << game.error().toStdString();
    QSignalSpy taken(&game, &LiveGame::moveTaken);
    for (int i = 0; i < 40 && game.game()->board().size() < 4; ++i) testing::advance(game);
    ASSERT_GE(game.game()->board().size(), 4);
    const int moves = static_cast<int>(game.game()->moves().size());
    EXPECT_EQ(game.turnState()->moveCount(), moves);
    EXPECT_EQ(game.board()->count(), game.game()->board().size());
    EXPECT_EQ(taken.count(), moves) << "each move taken is told (the rig's green flash)";
    const int tiles = game.board()->count();
    // Back to the last tile laid: each undo takes one move off the game and the models.
    while (game.game()->board().size() == tiles) ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.board()->count(), tiles - 1);
    EXPECT_EQ(game.turnState()->moveCount(), static_cast<int>(game.game()->moves().size()));
    EXPECT_LT(game.turnState()->moveCount(), moves);
}

TEST_F(LiveGameAlone, TheEndOfTheGameShowsTheEndScreenAndUndoReturnsToPlay) {
    GameSetup setup = testing::demoSetup();
    setup.source = TileSource::Table;  // only a table game can be ended early
    ASSERT_TRUE(game.start(setup, {"red", "blue", "green"}, std::make_unique<DemoTable>(7))) << game.error().toStdString();
    for (int i = 0; i < 60 && game.turnState()->moveCount() < 6; ++i) testing::advance(game);
    ASSERT_TRUE(game.canEndGame());
    ASSERT_TRUE(game.endGame());
    EXPECT_TRUE(game.turnState()->over());
    EXPECT_FALSE(game.canEndGame());
    EXPECT_EQ(navigation.screen(), "end");
    EXPECT_EQ(navigation.home(), "end");
    EXPECT_FALSE(game.step()) << "nothing more is taken from the table";
    ASSERT_TRUE(game.undo());
    EXPECT_FALSE(game.turnState()->over());
    EXPECT_EQ(navigation.screen(), "live");
}

TEST_F(LiveGameAlone, AGameLeftIsKeptAsAbandonedAndCleared) {
    ASSERT_NE(testing::startDemoGame(game), nullptr) << game.error().toStdString();
    for (int i = 0; i < 5; ++i) testing::advance(game);
    game.leaveGame();
    EXPECT_FALSE(game.inGame());
    EXPECT_EQ(game.game(), nullptr);
    EXPECT_EQ(game.turnState()->moveCount(), 0);
    EXPECT_FALSE(settings.canResume()) << "abandoned, not resumed";
    EXPECT_EQ(navigation.screen(), "newgame");
    EXPECT_EQ(navigation.home(), "newgame");
}

}  // namespace
}  // namespace carc::app
