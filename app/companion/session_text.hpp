#pragma once
// What the app says to players, in one place: score explanations, whose turn, the
// engine's questions with the player's name. Players never see the engine's internal
// tile ids ("BB/CFR") or board coordinates ("(1,-2)"): the screen shows the tile's
// picture and points at the place on the board.
#include <QString>
#include <QStringList>

#include "engine/game.hpp"

namespace carc::app {

// "Anna: city, 4 tiles + 1 pennant = 10".
QString scoreLine(const Game& game, const ScoreEvent& e);
// "Place tile D" / "Place the tile shown" / "Follower, bridge or pass" / ..., for the status line.
QString phaseText(const Game& game);
// The player's name, or "Player 3" when it is empty.
QString playerName(const Game& game, int player);
// The tile's letter ("D"), or "" for a tile without one: players know it by its picture.
QString tileLabel(const Tileset& tiles, TileTypeId t);
// Engine text made fit for players: a tile named "D (BA/RCr)" becomes "D", a tile id
// without a letter becomes "this tile", coordinates "(1,-2)" go (the board shows where).
QString forPlayers(const QString& engineText);
QStringList forPlayers(const QStringList& engineTexts);
// What a move did, for the replay: "Anna lays tile D", "Ben puts down a follower",
// "Carla: Castle (+ 3 points)". `before` is the game just before the move.
QString moveLine(const Game& before, const Move& move);
// A follower read from the table, said in words so no one has to tell colours apart:
// "Anna (red, square): knight in the city"; `colour` is the player's colour ("red").
QString followerLine(const Game& game, int player, FeatureKind where, const QString& colour);
// A score as spoken (Settings: spoken scores): "Anna scores 8 for the city".
QString spokenScore(const Game& game, const ScoreEvent& e);
// "red" and its shape ("square"), in the app's language.
QString colourWord(const QString& colour);
QString shapeWord(const QString& colour);

}  // namespace carc::app
