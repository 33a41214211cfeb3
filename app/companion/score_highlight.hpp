#pragma once
// What the board marks about scoring: the score event a player tapped (its feature's
// tiles, or a farm's tiles, and the cities the farm fed), else the feature scored in
// the turn just played, else, once the game is over, the farms and the cities they fed.
#include <QPoint>
#include <QSet>

#include "engine/game.hpp"

namespace carc::app {

struct BoardHighlight {
    QSet<QPoint> tiles;  // the feature (a farm's own tiles, or the farmers' tiles at the end)
    QSet<QPoint> fed;    // a tapped farm's cities
};

// `shownEvent`: index in game.scoreEvents() of the event tapped, or -1.
[[nodiscard]] BoardHighlight boardHighlight(const Game& game, int shownEvent);

}  // namespace carc::app
