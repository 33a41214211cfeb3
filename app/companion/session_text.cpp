#include "session_text.hpp"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include "engine_text.hpp"

namespace carc::app {
namespace {
QString say(const char* text, int n = -1) { return QCoreApplication::translate("SessionText", text, nullptr, n); }
}  // namespace

QString playerName(const Game& game, int player) {
    if (player < 0 || player >= game.playerCount()) return {};
    const std::string& name = game.setup().players[player];
    return name.empty() ? say(QT_TRANSLATE_NOOP("SessionText", "Player %1")).arg(player + 1) : QString::fromStdString(name);
}

QString scoreLine(const Game& game, const ScoreEvent& e) {
    return say(QT_TRANSLATE_NOOP("SessionText", "%1: %2")).arg(playerName(game, e.player), scoreExplanation(e));
}

QString tileLabel(const Tileset& tiles, TileTypeId t) {
    const TileType& type = tiles.type(t);
    return type.letter != '-' ? QString(QChar(type.letter)) : QString();
}

QString forPlayers(const QString& engineText) {
    // A tile id: set code, slash, edge/feature code, optional ".variant" ("BB/F.b", "BA/CccR",
    // "BA/CFC.2").
    static const QRegularExpression lettered(QStringLiteral("\\b([A-Z]) \\([A-Z]{2}/[A-Za-z0-9.]+\\)"));
    static const QRegularExpression bareId(QStringLiteral("\\b(?:tile )?[A-Z]{2}/[A-Za-z0-9.]*[A-Za-z0-9]"));
    static const QRegularExpression coordinates(QStringLiteral("\\s*(?:at |on )?\\(\\s*-?\\d+\\s*,\\s*-?\\d+\\s*\\)"));
    static const QRegularExpression spaces(QStringLiteral("  +"));
    QString text = engineText;
    text.replace(lettered, QStringLiteral("\\1"));
    text.replace(bareId, QStringLiteral("this tile"));  // `localised` translates it
    text.replace(coordinates, QString());
    text.replace(spaces, QStringLiteral(" "));
    return localised(text.trimmed());
}

QStringList forPlayers(const QStringList& engineTexts) {
    QStringList out;
    for (const QString& t : engineTexts) out << forPlayers(t);
    return out;
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
        return letter.isEmpty() ? say(QT_TRANSLATE_NOOP("SessionText", "a tile")) : say(QT_TRANSLATE_NOOP("SessionText", "tile %1")).arg(letter);
    };
    const QString what = std::visit(
        Overloaded{
            [&](const PlaceTile& m) {
                return m.bridge ? say(QT_TRANSLATE_NOOP("SessionText", "lays %1 with a bridge")).arg(tile(m.placement.type))
                                : say(QT_TRANSLATE_NOOP("SessionText", "lays %1")).arg(tile(m.placement.type));
            },
            [](const Deploy&) { return say(QT_TRANSLATE_NOOP("SessionText", "puts down a follower")); },
            [](const Pass&) { return say(QT_TRANSLATE_NOOP("SessionText", "ends the turn")); },
            [&](const SetAside& m) { return say(QT_TRANSLATE_NOOP("SessionText", "sets %1 aside")).arg(tile(m.type)); },
            [](const EndGame&) { return say(QT_TRANSLATE_NOOP("SessionText", "ends the game")); },
            [](const PlaceBridge&) { return say(QT_TRANSLATE_NOOP("SessionText", "builds a bridge")); },
            [&](const Choose& m) {
                const bool known = before.decision() && m.option >= 0 &&
                                   static_cast<size_t>(m.option) < before.decision()->options.size();
                return known ? say(QT_TRANSLATE_NOOP("SessionText", "chooses \u201c%1\u201d"))
                                   .arg(forPlayers(QString::fromStdString(before.decision()->options[static_cast<size_t>(m.option)])))
                             : say(QT_TRANSLATE_NOOP("SessionText", "decides"));
            },
            [](const BazaarBid& m) { return say(QT_TRANSLATE_NOOP("SessionText", "bids %1")).arg(m.price); },
            [](const BazaarBuyOrSell& m) { return m.buy ? say(QT_TRANSLATE_NOOP("SessionText", "buys the tile")) : say(QT_TRANSLATE_NOOP("SessionText", "sells the tile")); },
            [](const BazaarReveal& m) {
                return m.tiles.empty() ? say(QT_TRANSLATE_NOOP("SessionText", "turns up no bazaar tiles"))
                                       : say(QT_TRANSLATE_N_NOOP("SessionText", "turns up %n tile(s) for the bazaar"),
                                            static_cast<int>(m.tiles.size()));
            },
        },
        move);
    return QStringLiteral("%1 %2").arg(who, what);  // "Anna lays tile D": this order in every language the app has
}

QString spokenScore(const Game& game, const ScoreEvent& e) {
    const char* sentence = nullptr;
    int points = e.points;
    switch (e.kind) {
        case ScoreKind::Road: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n for the road"); break;
        case ScoreKind::City: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n for the city"); break;
        case ScoreKind::Cloister: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n for the cloister"); break;
        case ScoreKind::Field: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n for the farm"); break;
        case ScoreKind::Castle: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n for the castle"); break;
        case ScoreKind::Message: sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 scores %n with a message"); break;
        case ScoreKind::Bazaar:
            if (points < 0) {
                points = -points;
                sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 pays %n for a bazaar tile");
            } else {
                sentence = QT_TRANSLATE_N_NOOP("SessionText", "%1 receives %n from the bazaar");
            }
            break;
    }
    return say(sentence, points).arg(playerName(game, e.player));
}

namespace {
// The translation of the text `key` stands for in `words`, else `otherwise`.
QString sayFrom(const QHash<QString, const char*>& words, const QString& key, const QString& otherwise) {
    const char* word = words.value(key);
    return word ? say(word) : otherwise;
}
}  // namespace

QString colourWord(const QString& colour) {
    static const QHash<QString, const char*> words{
        {"red", QT_TRANSLATE_NOOP("SessionText", "red")},       {"blue", QT_TRANSLATE_NOOP("SessionText", "blue")},
        {"green", QT_TRANSLATE_NOOP("SessionText", "green")},   {"yellow", QT_TRANSLATE_NOOP("SessionText", "yellow")},
        {"black", QT_TRANSLATE_NOOP("SessionText", "black")},   {"grey", QT_TRANSLATE_NOOP("SessionText", "grey")},
        {"pink", QT_TRANSLATE_NOOP("SessionText", "pink")},     {"purple", QT_TRANSLATE_NOOP("SessionText", "purple")},
    };
    return sayFrom(words, colour, colour);
}

QString shapeWord(const QString& colour) {
    // The shapes of colourShape, named.
    static const QHash<QString, const char*> words{
        {"red", QT_TRANSLATE_NOOP("SessionText", "square")},   {"blue", QT_TRANSLATE_NOOP("SessionText", "triangle")},
        {"green", QT_TRANSLATE_NOOP("SessionText", "diamond")}, {"yellow", QT_TRANSLATE_NOOP("SessionText", "circle")},
        {"black", QT_TRANSLATE_NOOP("SessionText", "star")},    {"grey", QT_TRANSLATE_NOOP("SessionText", "cross")},
        {"pink", QT_TRANSLATE_NOOP("SessionText", "heart")},    {"purple", QT_TRANSLATE_NOOP("SessionText", "club")},
    };
    return sayFrom(words, colour, QString());
}

QString followerLine(const Game& game, int player, FeatureKind kind, const QString& colour) {
    QString where;
    switch (kind) {
        case FeatureKind::Road: where = say(QT_TRANSLATE_NOOP("SessionText", "thief on the road")); break;
        case FeatureKind::City: where = say(QT_TRANSLATE_NOOP("SessionText", "knight in the city")); break;
        case FeatureKind::Cloister: where = say(QT_TRANSLATE_NOOP("SessionText", "monk in the cloister")); break;
        case FeatureKind::Field: where = say(QT_TRANSLATE_NOOP("SessionText", "farmer in the field")); break;
    }
    const QString shape = shapeWord(colour);
    const QString looks = shape.isEmpty() ? colourWord(colour) : QStringLiteral("%1, %2").arg(colourWord(colour), shape);
    return say(QT_TRANSLATE_NOOP("SessionText", "%1 (%2): %3")).arg(playerName(game, player), looks, where);
}

QString phaseText(const Game& game) {
    switch (game.phase()) {
        case Phase::PlaceTile: {
            if (!game.drawnTile()) return say(QT_TRANSLATE_NOOP("SessionText", "Place a tile"));
            const QString letter = tileLabel(game.tiles(), *game.drawnTile());
            return letter.isEmpty() ? say(QT_TRANSLATE_NOOP("SessionText", "Place the tile shown"))
                                    : say(QT_TRANSLATE_NOOP("SessionText", "Place tile %1")).arg(letter);
        }
        case Phase::Follower:
            return say(QT_TRANSLATE_NOOP("SessionText", "Follower, bridge or pass"));
        case Phase::Decision:
            return say(QT_TRANSLATE_NOOP("SessionText", "Decide on screen"));
        case Phase::Over:
            return say(QT_TRANSLATE_NOOP("SessionText", "Game over"));
    }
    return {};
}

}  // namespace carc::app
