#include "players_model.hpp"

namespace carc::app {

PlayersModel::PlayersModel(QObject* parent)
    : RowModel({"name", "colour", "score", "figure0", "figure1", "lap0", "lap1", "followers", "bridges", "castles",
                "active"},
               parent) {}

void PlayersModel::refresh(const Game& game, const QStringList& colours) {
    QList<QVariantList> rows;
    const bool inPlay = !game.over();
    for (int p = 0; p < game.playerCount(); ++p) {
        // The track has 50 spaces: a figure's space is its score mod 50, laps the rest.
        const int f0 = game.figure(p, 0), f1 = game.figure(p, 1);
        rows.append({QString::fromStdString(game.setup().players[p]), colours.value(p, "grey"), game.score(p), f0, f1,
                     f0 / 50, f1 / 50, game.supply(p), game.module<BcbModule>().bridges[static_cast<size_t>(p)], game.module<BcbModule>().castleTokens[static_cast<size_t>(p)],
                     inPlay && game.activePlayer() == p});
    }
    setRows(std::move(rows));
}

}  // namespace carc::app
