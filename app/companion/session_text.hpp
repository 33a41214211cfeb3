#pragma once
// What the app says to players, in one place: score explanations, whose turn, the
// engine's questions with the player's name.
#include <QString>
#include <QStringList>

#include "engine/game.hpp"

namespace carc::app {

// "Anna: city, 4 tiles + 1 pennant = 10".
QString scoreLine(const Game& game, const ScoreEvent& e);
// "Place tile D" / "Follower or pass" / "Decision" / "Game over", for the status line.
QString phaseText(const Game& game);
// The player's name, or "Player 3" when it is empty.
QString playerName(const Game& game, int player);
// "D" or "BB/CCCR": the shortest name players know a tile by.
QString tileLabel(const Tileset& tiles, TileTypeId t);

}  // namespace carc::app
