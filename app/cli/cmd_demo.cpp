// carc demo: the main job until the simulated table exists: the engine plays a
// complete game with random players and prints the turn log and the score table.
#include <cstdio>

#include "app/cli/command.hpp"
#include "app/cli/simulated_setup.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/score_json.hpp"
#include "engine/random_player.hpp"

namespace carc::cli {
namespace {

struct DemoOptions {
    SimulatedGameOptions game;
    bool quiet = false;
};

void setupDemo(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<DemoOptions>();
    CLI::App* cmd = root.add_subcommand("demo", "Play a complete simulated game and print the turn log and scores");
    addSimulatedGameOptions(*cmd, o->game);
    cmd->add_flag("--quiet", o->quiet, "only the score table");
    cmd->callback([o, &ctx] {
        const GameSetup setup = simulatedSetup(o->game);
        auto game = Game::create(setup);
        if (!game) return ctx.fail(game.error());
        RandomPlayer player(o->game.seed ^ 0x5eed);
        if (player.playOut(*game) < 0) {
            std::fprintf(stderr, "carc: internal error: the engine refused one of its own legal moves\n");
            ctx.exitCode = 1;
            return;
        }
        if (!o->quiet)
            for (const std::string& line : turnLog(*game)) std::printf("%s\n", line.c_str());
        std::printf("\nFinal scores after %d turns\n%s", game->turn() - 1, scoreTable(*game).c_str());
    });
}

}  // namespace
CARC_COMMAND(setupDemo);
}  // namespace carc::cli
