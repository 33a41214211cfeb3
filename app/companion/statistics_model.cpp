#include "statistics_model.hpp"

#include <cmath>

#include "game_session.hpp"

#include "engine/records/statistics.hpp"

namespace carc::app {

StatisticsModel::StatisticsModel(QObject* parent)
    : StoreRowModel({"name", "games", "wins", "average", "best", "biggestCity", "farmPercent"}, parent) {}

void StatisticsModel::reload() {
    QList<QVariantList> rows;
    games_ = skipped_ = 0;
    records::GameStore* store = session() ? session()->store() : nullptr;
    if (store) {
        if (auto stats = records::statistics(*store)) {
            games_ = stats->games;
            skipped_ = static_cast<int>(stats->skipped.size());
            for (const records::PlayerStatistics& p : stats->players)
                rows.append({QString::fromStdString(p.name), p.games, p.wins, p.averageScore(), p.bestScore,
                             p.biggestCityTiles, static_cast<int>(std::lround(100 * p.farmShare()))});
        }
    }
    setRows(std::move(rows));
    emit countChanged();  // games and skipped may change with the same number of rows
}

}  // namespace carc::app
