// Navigation on its own: screens gone to and told once, a replay opened with its game,
// Back from each screen, and Back from History or Settings to home as the session sets it.
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "navigation.hpp"

namespace carc::app {
namespace {

TEST(Navigation, GoesToAScreenOnceAndOpensAReplayWithItsGame) {
    Navigation nav;
    EXPECT_EQ(nav.screen(), "newgame");
    QSignalSpy screens(&nav, &Navigation::screenChanged);
    nav.go("history");
    nav.go("history");
    EXPECT_EQ(nav.screen(), "history");
    EXPECT_EQ(screens.count(), 1) << "the same screen again is no change";
    nav.openReplay(42);
    EXPECT_EQ(nav.screen(), "replay");
    EXPECT_EQ(nav.replayId(), 42);
    nav.back();
    EXPECT_EQ(nav.screen(), "history");
}

TEST(Navigation, BackLeadsHomeFromHistoryAndSettingsAndUpFromTheirSubScreens) {
    Navigation nav;
    QSignalSpy homes(&nav, &Navigation::homeChanged);
    for (const char* home : {"newgame", "live", "end"}) {
        nav.setHome(home);
        for (const char* from : {"history", "settings"}) {
            nav.go(from);
            nav.back();
            EXPECT_EQ(nav.screen(), home) << "Back from " << from << " with home " << home;
        }
        EXPECT_EQ(nav.backFrom("statistics"), "history");
        EXPECT_EQ(nav.backFrom("replay"), "history");
        EXPECT_EQ(nav.backFrom("board"), "history");
        EXPECT_EQ(nav.backFrom("setup"), "newgame");
    }
    EXPECT_EQ(homes.count(), 2) << "newgame is home at first";
}

TEST(Navigation, TheSessionSetsHomeAsTheGameGoes) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    Navigation& nav = *root.navigation();
    EXPECT_EQ(nav.home(), "newgame");
    ASSERT_NE(testing::startDemoGame(session), nullptr);
    EXPECT_EQ(nav.screen(), "live");
    EXPECT_EQ(nav.home(), "live");
    for (int i = 0; i < 3000 && !session.turnState()->over(); ++i) testing::advance(session);
    ASSERT_TRUE(session.turnState()->over());
    EXPECT_EQ(nav.screen(), "end");
    EXPECT_EQ(nav.home(), "end");
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(nav.screen(), "live") << "undoing the last move goes back to the game";
    session.leaveGame();
    EXPECT_EQ(nav.screen(), "newgame");
    EXPECT_EQ(nav.home(), "newgame");
}

}  // namespace
}  // namespace carc::app
