#pragma once
// Statistics across the finished games of a store, per player: the same name in two
// games is the same player (names are what players type at the table). Each game is
// replayed from its record, so the figures come from the engine's own score events.
#include <string>
#include <vector>

#include "engine/expected.hpp"
#include "engine/game.hpp"

namespace carc::records {

class GameStore;

struct PlayerStatistics {
    std::string name;
    int games = 0;
    int wins = 0;              // a shared first place is a win for each who shares it
    int totalPoints = 0;
    int bestScore = 0;
    int biggestCityTiles = 0;  // the largest city scored to the player (completed or at the end)
    int farmPoints = 0;        // points from fields at the end of the game

    [[nodiscard]] double averageScore() const { return games ? static_cast<double>(totalPoints) / games : 0.0; }
    // The part of all the player's points that came from fields (0 to 1).
    [[nodiscard]] double farmShare() const { return totalPoints > 0 ? static_cast<double>(farmPoints) / totalPoints : 0.0; }
};

struct StoreStatistics {
    int games = 0;                          // finished games counted
    std::vector<std::string> skipped;       // "game 7: ..." for finished games that cannot be replayed
    std::vector<PlayerStatistics> players;  // most wins first, then the best average, then by name
};

// Adds a finished game to `players` (a player not yet listed is added).
void addFinishedGame(std::vector<PlayerStatistics>& players, const Game& game);
// Orders players as StoreStatistics lists them.
void rankPlayers(std::vector<PlayerStatistics>& players);

// Every finished game of the store; games still being played or abandoned are left out.
[[nodiscard]] Expected<StoreStatistics> statistics(GameStore& store);

}  // namespace carc::records
