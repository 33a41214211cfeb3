#include "engine/records/statistics.hpp"

#include <algorithm>

#include "engine/records/game_store.hpp"

namespace carc::records {

void addFinishedGame(std::vector<PlayerStatistics>& players, const Game& game) {
    int best = 0;
    for (int p = 0; p < game.playerCount(); ++p) best = std::max(best, game.score(p));
    std::vector<std::size_t> of;  // the game's players' places in `players`, in seat order
    for (const std::string& name : game.setup().players) {
        const auto at = std::find_if(players.begin(), players.end(), [&](const PlayerStatistics& s) { return s.name == name; });
        of.push_back(static_cast<std::size_t>(at - players.begin()));
        if (at == players.end()) {
            players.push_back({});
            players.back().name = name;
        }
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        PlayerStatistics& s = players[of[static_cast<std::size_t>(p)]];
        const int score = game.score(p);
        ++s.games;
        s.totalPoints += score;
        s.bestScore = std::max(s.bestScore, score);
        if (score == best) ++s.wins;
    }
    for (const ScoreEvent& e : game.scoreEvents()) {
        if (e.player < 0 || e.player >= game.playerCount()) continue;
        PlayerStatistics& s = players[of[static_cast<std::size_t>(e.player)]];
        if (e.kind == ScoreKind::City) s.biggestCityTiles = std::max(s.biggestCityTiles, e.tiles);
        if (e.kind == ScoreKind::Field) s.farmPoints += e.points;
    }
}

void rankPlayers(std::vector<PlayerStatistics>& players) {
    std::sort(players.begin(), players.end(), [](const PlayerStatistics& a, const PlayerStatistics& b) {
        if (a.wins != b.wins) return a.wins > b.wins;
        if (a.averageScore() != b.averageScore()) return a.averageScore() > b.averageScore();
        return a.name < b.name;
    });
}

Expected<StoreStatistics> statistics(GameStore& store) {
    auto games = store.list();
    if (!games) return Error{games.error()};
    StoreStatistics result;
    for (const GameSummary& summary : *games) {
        if (summary.status != GameStatus::Over) continue;
        const std::string which = "game " + std::to_string(summary.id);
        if (!summary.damage.empty()) {
            result.skipped.push_back(which + ": " + summary.damage);
            continue;
        }
        auto game = store.load(summary.id);
        if (!game) {
            result.skipped.push_back(which + ": " + game.error());
            continue;
        }
        if (!game->over()) {
            result.skipped.push_back(which + ": marked over, but its moves do not end the game");
            continue;
        }
        addFinishedGame(result.players, *game);
        ++result.games;
    }
    rankPlayers(result.players);
    return result;
}

}  // namespace carc::records
