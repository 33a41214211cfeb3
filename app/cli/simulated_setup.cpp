#include "app/cli/simulated_setup.hpp"

#include <algorithm>

namespace carc::cli {

namespace {
constexpr const char* kColours[] = {"red", "blue", "green", "yellow", "black", "grey"};
constexpr const char* kNames[] = {"Red", "Blue", "Green", "Yellow", "Black", "Grey"};
}  // namespace

const char* playerColour(int player) { return kColours[player % 6]; }

void addSimulatedGameOptions(CLI::App& cmd, SimulatedGameOptions& o) {
    cmd.add_option("--players", o.players, "number of players")->check(CLI::Range(2, 6));
    cmd.add_option("--seed", o.seed, "seed of the tile order and the players' choices");
    cmd.add_option("--expansions", o.expansions, "bcb (Bridges, Castles and Bazaars), messages (The Messages), river (The River)")
        ->delimiter(',')
        ->check(CLI::IsMember({"bcb", "messages", "river"}));
}

GameSetup simulatedSetup(const SimulatedGameOptions& o) {
    GameSetup setup;
    for (int i = 0; i < o.players; ++i) setup.players.push_back(kNames[i]);
    setup.seed = o.seed;
    auto addSet = [&](const char* set) {
        if (std::find(setup.sets.begin(), setup.sets.end(), set) == setup.sets.end()) setup.sets.push_back(set);
    };
    for (const std::string& x : o.expansions) {
        if (x == "bcb") {
            addSet("bcb");
            setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
        }
        if (x == "messages") setup.expansions.messages = true;
        if (x == "river") addSet("river");  // the river tiles are the expansion
    }
    return setup;
}

}  // namespace carc::cli
