#pragma once
// The set-up of a simulated game from command-line choices, shared by every command
// that lets the engine play (demo, games play, ...).
#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/rules.hpp"

namespace carc::cli {

struct SimulatedGameOptions {
    int players = 3;
    std::uint64_t seed = 2026;
    std::vector<std::string> expansions;  // registered names (engine/expansions.hpp)
};

// Adds --players, --seed and --expansions to a command.
void addSimulatedGameOptions(CLI::App& cmd, SimulatedGameOptions& options);
// Players named after the follower colours, in colour order.
GameSetup simulatedSetup(const SimulatedGameOptions& options);
// "red", "blue", ... for player i (the rig's six standard colours).
const char* playerColour(int player);

}  // namespace carc::cli
