#include "app/cli/simulated_setup.hpp"

#include "engine/expansions.hpp"

namespace carc::cli {

namespace {
constexpr const char* kColours[] = {"red", "blue", "green", "yellow", "black", "grey"};
constexpr const char* kNames[] = {"Red", "Blue", "Green", "Yellow", "Black", "Grey"};
}  // namespace

const char* playerColour(int player) { return kColours[player % 6]; }

void addSimulatedGameOptions(CLI::App& cmd, SimulatedGameOptions& o) {
    cmd.add_option("--players", o.players, "number of players")->check(CLI::Range(2, 6));
    cmd.add_option("--seed", o.seed, "seed of the tile order and the players' choices");
    std::vector<std::string> names;
    std::string help;
    for (const ExpansionName& x : expansionNames()) {
        names.push_back(x.name);
        help += (help.empty() ? "" : ", ") + std::string(x.name) + " (" + x.title + ")";
    }
    cmd.add_option("--expansions", o.expansions, help)->delimiter(',')->check(CLI::IsMember(names));
}

GameSetup simulatedSetup(const SimulatedGameOptions& o) {
    GameSetup setup;
    for (int i = 0; i < o.players; ++i) setup.players.push_back(kNames[i]);
    setup.seed = o.seed;
    for (const std::string& x : o.expansions)
        (void)enableExpansion(setup, x);  // every name the option lets through is registered
    return setup;
}

}  // namespace carc::cli
