#pragma once
// A game as the table shows it: the engine replays the game's moves and, after every
// turn, takes a snapshot of what lies on the table (tiles, followers, bridges,
// castles). The simulator renders frames from these snapshots.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace carc::sim {

struct TableFollower {
    int tile = -1;  // index in the board's placement order
    int owner = 0;
    int segment = -1;
    FeatureKind kind = FeatureKind::Field;
    std::string location;  // JCloisterZone location name, board orientation
};

struct TableCastle {
    int owner = 0;
    std::array<Pos, 2> tiles{};
};

struct TableBridge {
    int tile = -1;
    Axis axis = Axis::NS;
};

struct Snapshot {
    int tiles = 0;     // the first `tiles` placed tiles lie on the table
    int player = -1;   // who made the turn that led here (-1: the start)
    int turn = 0;
    std::vector<TableFollower> followers;
    std::vector<TableBridge> bridges;
    std::vector<TableCastle> castles;
};

struct GameScript {
    GameSetup setup;
    std::vector<PlacedTile> tiles;       // every tile placed, in order (pointers into the Tileset)
    std::vector<Snapshot> snapshots;     // [0] = the start tile alone
    std::vector<Move> moves;             // the moves played, in order (up to maxTurns)
    nlohmann::json scores;               // score JSON of `carc replay` at the last snapshot
    bool ended = false;
};

// Replays `moves` from `setup`; stops after `maxTurns` turns (< 0: all).
Expected<GameScript> scriptGame(const GameSetup& setup, const std::vector<Move>& moves, int maxTurns);

// A random legal game played by the engine's RandomPlayer.
Expected<GameScript> randomGame(GameSetup setup, std::uint64_t seed, int maxTurns);

}  // namespace carc::sim
