// Prompts on its own: the alert raised and cleared (new text told once), a doubtful tile
// in the players' words with what it can be instead, and a decision with its options, the
// suggestion and whom it asks, all remade from a game as it stands.
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "prompts.hpp"
#include "session_text.hpp"

namespace carc::app {
namespace {

const QStringList kColours{"red", "blue", "green"};

Game newGame() {
    auto game = Game::create(testing::demoSetup());
    EXPECT_TRUE(game.ok()) << game.error();
    return std::move(*game);
}

// Plays the demo table's moves (the suggestion for a decision) until `done` holds.
template <typename Done>
bool playUntil(Game& game, Done done) {
    DemoTable table(7);
    for (int i = 0; i < 2000 && !game.over(); ++i) {
        if (done(game)) return true;
        std::optional<Move> move;
        if (game.decision() && game.decision()->options.empty()) return false;  // a bazaar: not for this test
        if (game.decision()) move = Choose{game.decision()->suggested};
        else if (auto seen = table.next(game)) move = seen->move;
        if (!move || !game.apply(*move).ok()) return false;
    }
    return false;
}

TEST(Prompts, AnAlertIsRaisedOnceAndClearedWithTheDoubt) {
    Prompts prompts;
    QSignalSpy changed(&prompts, &Prompts::changed);
    EXPECT_FALSE(prompts.hasAlert());
    EXPECT_TRUE(prompts.raise({"the road does not match", QPoint(1, -2), "D", 90}));
    EXPECT_TRUE(prompts.hasAlert());
    EXPECT_EQ(prompts.alertText(), "the road does not match");
    EXPECT_EQ(prompts.alertCell(), QPoint(1, -2));
    EXPECT_EQ(prompts.alertTile(), "D");
    EXPECT_EQ(prompts.alertRotation(), 90);
    EXPECT_FALSE(prompts.raise({"the road does not match", QPoint(1, -2), "D", 180})) << "the same alert is not new";
    EXPECT_EQ(prompts.alertRotation(), 180) << "but shows the tile as it lies now";
    EXPECT_TRUE(prompts.raise({"a city does not match", QPoint(0, 1), "E", 0}));
    const Game game = newGame();
    prompts.doubt(Observation{Pass{}, 0.5, std::nullopt}, game);
    EXPECT_TRUE(prompts.needsConfirm());
    prompts.clear();
    EXPECT_FALSE(prompts.hasAlert());
    EXPECT_FALSE(prompts.needsConfirm());
    EXPECT_EQ(prompts.alertText(), "");
    EXPECT_EQ(prompts.alertCell(), QPoint());
    EXPECT_GE(changed.count(), 5);
}

TEST(Prompts, ADoubtfulTileIsAskedInThePlayersWords) {
    Game game = newGame();
    ASSERT_TRUE(game.drawnTile().has_value());
    const TileTypeId drawn = *game.drawnTile();
    std::vector<Placement> placements;
    game.board().legalPlacements(drawn, placements);
    ASSERT_FALSE(placements.empty());
    Prompts prompts;
    // The confirm panel takes the tile as it opens: it is there when needsConfirm is told.
    QString tileWhenAsked;
    QObject::connect(&prompts, &Prompts::changed, [&] {
        if (prompts.needsConfirm() && tileWhenAsked.isEmpty()) tileWhenAsked = prompts.confirmTile();
    });
    prompts.doubt(Observation{PlaceTile{placements.front()}, 0.52, placements.front().pos}, game);
    EXPECT_EQ(tileWhenAsked, QString::fromStdString(game.tiles().type(drawn).id));
    prompts.show(&game, kColours);
    ASSERT_TRUE(prompts.needsConfirm());
    const QString letter = tileLabel(game.tiles(), drawn);
    EXPECT_TRUE(prompts.confirmText().contains("52% sure")) << prompts.confirmText().toStdString();
    EXPECT_TRUE(prompts.confirmText().contains(letter.isEmpty() ? QString("the tile shown") : "tile " + letter))
        << prompts.confirmText().toStdString();
    EXPECT_EQ(prompts.confirmTile(), QString::fromStdString(game.tiles().type(drawn).id));
    EXPECT_EQ(prompts.confirmCell(), QPoint(placements.front().pos.x, placements.front().pos.y));
    EXPECT_EQ(prompts.confirmRotation(), placements.front().rot.degrees());
    EXPECT_TRUE(prompts.tileChoices().contains(prompts.confirmTile()));
    for (const QString& id : prompts.tileChoices())
        EXPECT_GT(game.remaining(game.tiles().find(id.toStdString())->index), 0) << id.toStdString() << " is not in the bag";
    EXPECT_FALSE(prompts.hasDecision());
    EXPECT_EQ(prompts.spokenQuestion(), "");

    prompts.clearDoubt();
    prompts.show(&game, kColours);
    EXPECT_FALSE(prompts.needsConfirm());
    EXPECT_EQ(prompts.confirmText(), "");
    EXPECT_EQ(prompts.confirmTile(), "");
}

TEST(Prompts, ADecisionShowsItsOptionsTheSuggestionAndWhomItAsks) {
    Game game = newGame();
    ASSERT_TRUE(playUntil(game, [](const Game& g) { return g.decision() && !g.decision()->options.empty(); }))
        << "no decision with options in the demo game";
    const Decision& d = *game.decision();
    Prompts prompts;
    prompts.show(&game, kColours);
    ASSERT_TRUE(prompts.hasDecision());
    EXPECT_EQ(prompts.decisionKind(), QString::fromUtf8(decisionName(d.kind)));
    EXPECT_EQ(prompts.decisionQuestion(), forPlayers(QString::fromStdString(d.question)));
    ASSERT_EQ(prompts.decisionOptions().size(), static_cast<qsizetype>(d.options.size()));
    EXPECT_EQ(prompts.decisionOptions().front(), forPlayers(QString::fromStdString(d.options.front())));
    EXPECT_EQ(prompts.decisionSuggested(), d.suggested);
    EXPECT_EQ(prompts.decisionColour(), kColours.at(d.player));
    EXPECT_EQ(prompts.decisionName(), playerName(game, d.player));
    EXPECT_TRUE(prompts.spokenQuestion().startsWith(prompts.decisionName())) << prompts.spokenQuestion().toStdString();

    prompts.show(nullptr, kColours);  // the game was left
    EXPECT_FALSE(prompts.hasDecision());
    EXPECT_EQ(prompts.decisionSuggested(), -1);
    EXPECT_TRUE(prompts.decisionOptions().isEmpty());
    EXPECT_TRUE(prompts.tileChoices().isEmpty());
}

}  // namespace
}  // namespace carc::app
