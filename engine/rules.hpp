#pragma once
// What a game is set up with: players, tile sets, expansions, rule options and
// where tiles come from.
#include <algorithm>
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

// Bridges, Castles and Bazaars (its tiles come with the "bcb" set) and The Messages.
struct Expansions {
    bool bridges = false;
    bool castles = false;
    bool bazaars = false;
    bool bazaarNoBidding = false;  // rule option: each player just takes a revealed tile
    bool messages = false;
    bool messagesFromTable = false;  // the players draw the physical message deck and say which
};

// Where the tiles come from.
enum class TileSource : std::uint8_t {
    Shuffled,  // the engine shuffles the enabled sets with `seed` and draws (simulated games)
    Scripted,  // the engine draws `drawOrder` in order (replays of saved games)
    Table,     // whatever appears on the table: each placement names its tile (physical games)
};

struct GameSetup {
    std::vector<std::string> players;          // names in turn order, 1-6 (1: a solo game)
    std::vector<std::string> sets{"base"};      // tile sets in play: "base" and the expansions' (enableExpansion)
    Expansions expansions;
    RuleOptions rules;
    TileSource source = TileSource::Shuffled;
    std::uint64_t seed = 0;                      // Shuffled (also the message deck)
    std::vector<TileTypeId> drawOrder;           // Scripted: every tile drawn, start tile excluded
    std::vector<int> messageOrder;               // optional: the message deck, top first (1..8)
    int followersPerPlayer = 7;
    Placement start{};                            // the start tile; type filled in by Game
    bool startGiven = false;                      // true: use `start` as given

    // Puts a tile set in play (once).
    void addSet(const std::string& set) {
        if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(set);
    }
};

// Bridges and castles each player gets: 3 with 2-4 players, 2 with 5-6.
constexpr int tokensPerPlayer(int players) { return players >= 5 ? 2 : 3; }

}  // namespace carc
