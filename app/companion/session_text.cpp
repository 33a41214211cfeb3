#include "session_text.hpp"

#include <QRegularExpression>

namespace carc::app {

QString playerName(const Game& game, int player) {
    if (player < 0 || player >= game.playerCount()) return {};
    const std::string& name = game.setup().players[player];
    return name.empty() ? QStringLiteral("Player %1").arg(player + 1) : QString::fromStdString(name);
}

QString scoreLine(const Game& game, const ScoreEvent& e) {
    return playerName(game, e.player) + QStringLiteral(": ") + forPlayers(QString::fromStdString(e.explain()));
}

QString tileLabel(const Tileset& tiles, TileTypeId t) {
    const TileType& type = tiles.type(t);
    return type.letter != '-' ? QString(QChar(type.letter)) : QString();
}

QString forPlayers(const QString& engineText) {
    // A tile id: set code, slash, edge/feature code, optional ".variant" ("BB/F.b", "BA/CccR").
    static const QRegularExpression lettered(QStringLiteral("\\b([A-Z]) \\([A-Z]{2}/[A-Za-z.]+\\)"));
    static const QRegularExpression bareId(QStringLiteral("\\b(?:tile )?[A-Z]{2}/[A-Za-z.]*[A-Za-z]"));
    static const QRegularExpression coordinates(QStringLiteral("\\s*(?:at |on )?\\(\\s*-?\\d+\\s*,\\s*-?\\d+\\s*\\)"));
    static const QRegularExpression spaces(QStringLiteral("  +"));
    QString text = engineText;
    text.replace(lettered, QStringLiteral("\\1"));
    text.replace(bareId, QStringLiteral("this tile"));
    text.replace(coordinates, QString());
    text.replace(spaces, QStringLiteral(" "));
    return text.trimmed();
}

QStringList forPlayers(const QStringList& engineTexts) {
    QStringList out;
    for (const QString& t : engineTexts) out << forPlayers(t);
    return out;
}

QString counted(int n, const QString& singular, const QString& plural) {
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? singular : plural);
}

namespace {
template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
}  // namespace

QString moveLine(const Game& before, const Move& move) {
    const QString who = playerName(before, before.decision() ? before.decision()->player : before.activePlayer());
    const auto tile = [&](TileTypeId t) {
        const QString letter = tileLabel(before.tiles(), t);
        return letter.isEmpty() ? QStringLiteral("a tile") : QStringLiteral("tile ") + letter;
    };
    const QString what = std::visit(
        Overloaded{
            [&](const PlaceTile& m) {
                return QStringLiteral("lays %1%2").arg(tile(m.placement.type), m.bridge ? QStringLiteral(" with a bridge") : QString());
            },
            [](const Deploy&) { return QStringLiteral("puts down a follower"); },
            [](const Pass&) { return QStringLiteral("ends the turn"); },
            [&](const SetAside& m) { return QStringLiteral("sets %1 aside").arg(tile(m.type)); },
            [](const EndGame&) { return QStringLiteral("ends the game"); },
            [](const PlaceBridge&) { return QStringLiteral("builds a bridge"); },
            [&](const Choose& m) {
                const bool known = before.decision() && m.option >= 0 &&
                                   static_cast<size_t>(m.option) < before.decision()->options.size();
                return known ? QStringLiteral("chooses \"%1\"")
                                   .arg(forPlayers(QString::fromStdString(before.decision()->options[static_cast<size_t>(m.option)])))
                             : QStringLiteral("decides");
            },
            [](const BazaarBid& m) { return QStringLiteral("bids %1").arg(m.price); },
            [](const BazaarBuyOrSell& m) { return m.buy ? QStringLiteral("buys the tile") : QStringLiteral("sells the tile"); },
            [](const BazaarReveal& m) {
                return m.tiles.empty() ? QStringLiteral("turns up no bazaar tiles")
                                       : QStringLiteral("turns up %1 for the bazaar")
                                             .arg(counted(static_cast<int>(m.tiles.size()), QStringLiteral("tile"), QStringLiteral("tiles")));
            },
        },
        move);
    return who + QStringLiteral(" ") + what;
}

QString phaseText(const Game& game) {
    switch (game.phase()) {
        case Phase::PlaceTile: {
            if (!game.drawnTile()) return QStringLiteral("Place a tile");
            const QString letter = tileLabel(game.tiles(), *game.drawnTile());
            return letter.isEmpty() ? QStringLiteral("Place the tile shown") : QStringLiteral("Place tile %1").arg(letter);
        }
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
