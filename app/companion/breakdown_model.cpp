#include "breakdown_model.hpp"

#include <algorithm>

#include "session_text.hpp"

namespace carc::app {

namespace {
constexpr int kKinds = 7;  // ScoreKind values, Road..Bazaar
}

BreakdownModel::BreakdownModel(QObject* parent)
    : RowModel({"name", "colour", "road", "city", "cloister", "field", "castle", "message", "bazaar", "during",
                "final", "total", "winner"},
               parent) {}

void BreakdownModel::refresh(const Game& game, const QStringList& colours) {
    const int n = game.playerCount();
    std::vector<std::array<int, kKinds>> byKind(static_cast<size_t>(n));
    std::vector<int> during(static_cast<size_t>(n)), final(static_cast<size_t>(n));
    for (const ScoreEvent& e : game.scoreEvents()) {
        if (e.player < 0 || e.player >= n) continue;
        byKind[e.player][static_cast<int>(e.kind)] += e.points;
        (e.final ? final : during)[e.player] += e.points;
    }
    int best = 0;
    for (int p = 0; p < n; ++p) best = std::max(best, game.score(p));
    QList<QVariantList> rows;
    for (int p = 0; p < n; ++p) {
        QVariantList row{playerName(game, p), colours.value(p, "grey")};
        for (int k = 0; k < kKinds; ++k) row.append(byKind[p][k]);
        row << during[p] << final[p] << game.score(p) << (game.over() && game.score(p) == best);
        rows.append(row);
    }
    setRows(std::move(rows));
}

}  // namespace carc::app
