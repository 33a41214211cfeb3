#include "history_model.hpp"

#include "game_session.hpp"

namespace carc::app {

HistoryModel::HistoryModel(QObject* parent)
    : StoreRowModel({"gameId", "name", "created", "status", "players", "scores", "turn"}, parent) {}

void HistoryModel::reload() {
    QList<QVariantList> rows;
    records::GameStore* store = session() ? session()->store() : nullptr;
    if (store) {
        auto games = store->list();
        if (games) {
            std::vector<records::GameSummary> list = *games;
            std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.id > b.id; });
            for (const records::GameSummary& g : list) {
                QStringList players, scores;
                for (size_t i = 0; i < g.players.size(); ++i) {
                    players << QString::fromStdString(g.players[i]);
                    scores << QString::number(i < g.scores.size() ? g.scores[i] : 0);
                }
                rows.append({static_cast<qlonglong>(g.id), QString::fromStdString(g.name),
                             QString::fromStdString(g.created).left(16).replace('T', ' '),
                             QString::fromUtf8(records::statusName(g.status)), players.join(", "), scores.join(" : "),
                             g.turn});
            }
        }
    }
    setRows(std::move(rows));
}

}  // namespace carc::app
