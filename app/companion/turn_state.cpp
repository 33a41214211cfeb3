#include "turn_state.hpp"

#include "session_text.hpp"

namespace carc::app {

void TurnState::show(const Game* game, const QStringList& colours) {
    const bool scored = game && !game->scoreEvents().empty();
    turn_ = game ? game->turn() : 0;
    activePlayer_ = game ? game->activePlayer() : 0;
    activeName_ = game ? playerName(*game, activePlayer_) : QString();
    activeColour_ = colours.value(activePlayer_, QStringLiteral("grey"));
    phaseText_ = game ? carc::app::phaseText(*game) : QString();
    drawnTile_ = game && game->drawnTile() ? QString::fromStdString(game->tiles().type(*game->drawnTile()).id) : QString();
    tilesLeft_ = game ? game->tilesLeft() : 0;
    over_ = game && game->over();
    messages_ = game && game->expansions().messages;
    moveCount_ = game ? static_cast<int>(game->moves().size()) : 0;
    lastScore_ = scored ? scoreLine(*game, game->scoreEvents().back()) : QString();
    lastScoreColour_ = scored ? colours.value(game->scoreEvents().back().player, QStringLiteral("grey")) : QString();
    emit changed();
}

QString TurnState::tilesLeftText() const { return tr("%n tile(s) left", nullptr, tilesLeft_); }

}  // namespace carc::app
