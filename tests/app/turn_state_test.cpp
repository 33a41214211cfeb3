// TurnState on its own: a game as it stands (whose turn in the players' colour, the tile
// drawn, tiles left in words, moves, the last score explained), and no game at all.
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "session_text.hpp"
#include "turn_state.hpp"

namespace carc::app {
namespace {

const QStringList kColours{"red", "blue", "green"};

TEST(TurnState, ShowsTheGameAsItStands) {
    auto created = Game::create(testing::demoSetup());
    ASSERT_TRUE(created.ok()) << created.error();
    Game game = std::move(*created);
    DemoTable table(7);
    while (!game.over() && game.scoreEvents().empty()) {
        std::optional<Move> move;
        if (game.decision()) move = Choose{game.decision()->suggested};
        else if (auto seen = table.next(game)) move = seen->move;
        ASSERT_TRUE(move && game.apply(*move).ok()) << "the demo game stopped before a score";
    }
    TurnState state;
    QSignalSpy changed(&state, &TurnState::changed);
    state.show(&game, kColours);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(state.turn(), game.turn());
    EXPECT_EQ(state.activePlayer(), game.activePlayer());
    EXPECT_EQ(state.activeName(), playerName(game, game.activePlayer()));
    EXPECT_EQ(state.activeColour(), kColours.at(game.activePlayer()));
    EXPECT_EQ(state.phaseText(), phaseText(game));
    EXPECT_EQ(state.drawnTile(),
              game.drawnTile() ? QString::fromStdString(game.tiles().type(*game.drawnTile()).id) : QString());
    EXPECT_EQ(state.tilesLeft(), game.tilesLeft());
    EXPECT_EQ(state.tilesLeftText(), QStringLiteral("%1 tiles left").arg(game.tilesLeft()));
    EXPECT_EQ(state.moveCount(), static_cast<int>(game.moves().size()));
    EXPECT_TRUE(state.canUndo());
    EXPECT_TRUE(state.messages()) << "the demo setup plays The Messages";
    EXPECT_FALSE(state.over());
    EXPECT_EQ(state.lastScore(), scoreLine(game, game.scoreEvents().back()));
    EXPECT_EQ(state.lastScoreColour(), kColours.at(game.scoreEvents().back().player));

    state.show(nullptr, kColours);
    EXPECT_EQ(state.turn(), 0);
    EXPECT_EQ(state.activeName(), "");
    EXPECT_EQ(state.drawnTile(), "");
    EXPECT_FALSE(state.canUndo());
    EXPECT_FALSE(state.messages());
    EXPECT_EQ(state.lastScore(), "");
    EXPECT_EQ(state.tilesLeftText(), "0 tiles left");
}

}  // namespace
}  // namespace carc::app
