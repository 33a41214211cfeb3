#pragma once
// What a game is set up with: players, tile sets, rule options and where tiles come from.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/board.hpp"

namespace carc {

struct RuleOptions {
    // JCloisterZone "tiny-city-scoring": a completed 2-tile city scores 4 (current
    // rules) or 2 (old rule: 1 per tile and 1 per pennant).
    int tinyCityPoints = 4;
    // House rule: incomplete roads, cities and cloisters score nothing at game end.
    bool incompleteScoresNothing = false;
    // House rule: the table edge limits the play area (0 = unlimited).
    PlayArea playArea;
};

// Where the tiles come from.
enum class TileSource : std::uint8_t {
    Shuffled,  // the engine shuffles the enabled sets with `seed` and draws (simulated games)
    Scripted,  // the engine draws `drawOrder` in order (replays of saved games)
    Table,     // whatever appears on the table: each placement names its tile (physical games)
};

struct GameSetup {
    std::vector<std::string> players;          // names in turn order, 2-6
    std::vector<std::string> sets{"base"};      // tile sets in play: "base", "bcb"
    RuleOptions rules;
    TileSource source = TileSource::Shuffled;
    std::uint64_t seed = 0;                      // Shuffled
    std::vector<TileTypeId> drawOrder;           // Scripted: every tile drawn, start tile excluded
    int followersPerPlayer = 7;
    Placement start{};                            // the start tile; type filled in by Game
    bool startGiven = false;                      // true: use `start` as given
};

}  // namespace carc
