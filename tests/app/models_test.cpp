// The list models stay consistent (QAbstractItemModelTester) and true to the engine
// while a whole simulated game is played through the session.
#include <QAbstractItemModelTester>
#include <gtest/gtest.h>

#include "app_test_support.hpp"

namespace carc::app {
namespace {

TEST(AppModels, StayConsistentAndMatchTheEngineThroughAWholeGame) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session, 11), nullptr) << session.error().toStdString();
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             session.players(), session.board(), session.followers(), session.scoreLog(), session.auction(),
             session.breakdown()})
        testers.push_back(std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::Fatal));

    bool sawAuction = false;
    for (int i = 0; i < 3000 && !session.turnState()->over(); ++i) {
        testing::advance(session);
        const Game& g = *session.game();
        ASSERT_EQ(session.board()->count(), g.board().size());
        ASSERT_EQ(session.scoreLog()->count(), static_cast<int>(g.scoreEvents().size()));
        ASSERT_EQ(session.followers()->count(), static_cast<int>(g.followers().size() + g.module<BcbModule>().castles.size()));
        sawAuction = sawAuction || session.auction()->count() > 0;
    }
    ASSERT_TRUE(session.turnState()->over());
    const Game& g = *session.game();
    ASSERT_EQ(session.players()->count(), 3);
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(session.players()->get(p).value("score").toInt(), g.score(p));
        EXPECT_EQ(session.breakdown()->get(p).value("total").toInt(), g.score(p));
        const QVariantMap row = session.breakdown()->get(p);
        int sum = 0;
        for (const char* k : {"road", "city", "cloister", "field", "castle", "message", "bazaar"}) sum += row.value(k).toInt();
        EXPECT_EQ(sum, g.score(p)) << "breakdown of player " << p;
    }
    EXPECT_TRUE(sawAuction) << "seed 11 draws a bazaar tile; the auction model never filled";
    // The newest scoring is on top and explained with the player's name.
    ASSERT_FALSE(g.scoreEvents().empty());
    EXPECT_TRUE(session.scoreLog()->get(0).value("text").toString().startsWith(
            QString::fromStdString(g.setup().players[g.scoreEvents().back().player]) + ": "));
}

TEST(AppModels, PlayerSetupKeepsColoursDistinctAndTurnOrderFromTheStarter) {
    PlayerSetupModel setup;
    QAbstractItemModelTester tester(&setup, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(setup.count(), 2);
    for (int i = 0; i < 10; ++i) setup.addPlayer();
    EXPECT_EQ(setup.count(), 6);
    EXPECT_FALSE(setup.canAdd());
    for (int i = 0; i < 5; ++i) setup.nextColour(2);
    QStringList colours = setup.coloursInTurnOrder();
    colours.removeDuplicates();
    EXPECT_EQ(colours.size(), 6);
    setup.setName(1, "  Ben ");
    setup.setStarter(1);
    EXPECT_EQ(setup.namesInTurnOrder().first(), "Ben");
    EXPECT_EQ(setup.namesInTurnOrder().size(), 6);
    for (int i = 0; i < 10; ++i) setup.removePlayer(0);
    EXPECT_EQ(setup.count(), 2);
    EXPECT_FALSE(setup.canRemove());
}

TEST(AppModels, StartGameFromTheNewGameScreenUsesTheChosenOptions) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    PlayerSetupModel setup;
    setup.addPlayer();
    setup.setStarter(2);
    ASSERT_TRUE(session.startGame(&setup, {{"bcb", true}, {"messages", true}, {"tinyCity2", true}, {"source", "demo"}}))
        << session.error().toStdString();
    session.setAutoPlay(false);
    const Game& g = *session.game();
    EXPECT_EQ(g.playerCount(), 3);
    EXPECT_EQ(g.setup().players.front(), setup.namesInTurnOrder().front().toStdString());
    EXPECT_TRUE(g.expansions().bazaars);
    EXPECT_TRUE(g.expansions().messages);
    EXPECT_EQ(g.setup().rules.tinyCityPoints, 2);
    EXPECT_EQ(root.navigation()->screen(), "live");
    EXPECT_EQ(session.colourOf(0), setup.coloursInTurnOrder().front());

    GameSession cameraRoot;

    LiveGame& camera = *cameraRoot.liveGame();
    EXPECT_FALSE(camera.startGame(&setup, {{"source", "camera"}}));
    EXPECT_TRUE(camera.error().contains("camera")) << camera.error().toStdString();
}

}  // namespace
}  // namespace carc::app
