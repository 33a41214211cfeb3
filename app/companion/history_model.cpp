#include "history_model.hpp"

#include "game_session.hpp"

namespace carc::app {

HistoryModel::HistoryModel(QObject* parent)
    : RowModel({"gameId", "name", "created", "status", "players", "scores", "turn"}, parent) {}

void HistoryModel::setSession(GameSession* s) {
    if (s == session_) return;
    if (session_) disconnect(session_, nullptr, this, nullptr);
    session_ = s;
    if (session_) connect(session_, &GameSession::storeChanged, this, &HistoryModel::reload);
    emit sessionChanged();
    reload();
}

void HistoryModel::reload() {
    QList<QVariantList> rows;
    records::GameStore* store = session_ ? session_->store() : nullptr;
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
