#include "score_log_model.hpp"

#include "session_text.hpp"

namespace carc::app {

ScoreLogModel::ScoreLogModel(QObject* parent) : RowModel({"text", "colour", "points", "turn", "final", "feature", "event"}, parent) {}

void ScoreLogModel::refresh(const Game& game, const QStringList& colours) {
    QList<QVariantList> rows;
    const auto& events = game.scoreEvents();
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        rows.append({scoreLine(game, *it), colours.value(it->player, "grey"), it->points, it->turn, it->final,
                     QString::fromUtf8(scoreKindName(it->kind)), static_cast<int>(events.rend() - it - 1)});
    setRows(std::move(rows));
}

}  // namespace carc::app
