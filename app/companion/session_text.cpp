#include "session_text.hpp"

namespace carc::app {

QString playerName(const Game& game, int player) {
    if (player < 0 || player >= game.playerCount()) return {};
    const std::string& name = game.setup().players[player];
    return name.empty() ? QStringLiteral("Player %1").arg(player + 1) : QString::fromStdString(name);
}

QString scoreLine(const Game& game, const ScoreEvent& e) {
    return playerName(game, e.player) + QStringLiteral(": ") + QString::fromStdString(e.explain());
}

QString tileLabel(const Tileset& tiles, TileTypeId t) {
    const TileType& type = tiles.type(t);
    return type.letter != '-' ? QString(QChar(type.letter)) : QString::fromStdString(type.id);
}

QString phaseText(const Game& game) {
    switch (game.phase()) {
        case Phase::PlaceTile:
            if (game.drawnTile()) return QStringLiteral("Place tile %1").arg(tileLabel(game.tiles(), *game.drawnTile()));
            return QStringLiteral("Place a tile");
        case Phase::Follower:
            return QStringLiteral("Follower, bridge or pass");
        case Phase::Decision:
            return QStringLiteral("Decide on screen");
        case Phase::Over:
            return QStringLiteral("Game over");
    }
    return {};
}

}  // namespace carc::app
