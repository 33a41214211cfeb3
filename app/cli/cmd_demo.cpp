// carc demo: the main job until the simulated table exists: the engine plays a
// complete game with random players and prints the turn log and the score table.
#include <cstdio>

#include "app/cli/command.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/score_json.hpp"
#include "engine/random_player.hpp"

namespace carc::cli {
namespace {

struct DemoOptions {
    int players = 3;
    std::uint64_t seed = 2026;
    bool quiet = false;
    std::vector<std::string> expansions;
};

void setupDemo(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<DemoOptions>();
    CLI::App* cmd = root.add_subcommand("demo", "Play a complete simulated game and print the turn log and scores");
    cmd->add_option("--players", o->players, "number of players")->check(CLI::Range(2, 6));
    cmd->add_option("--seed", o->seed, "seed of the tile order and the players' choices");
    cmd->add_flag("--quiet", o->quiet, "only the score table");
    cmd->add_option("--expansions", o->expansions, "bcb (Bridges, Castles and Bazaars), messages (The Messages)")
        ->delimiter(',')
        ->check(CLI::IsMember({"bcb", "messages"}));
    cmd->callback([o, &ctx] {
        static const char* names[] = {"Red", "Blue", "Green", "Yellow", "Black", "Grey"};
        GameSetup setup;
        for (int i = 0; i < o->players; ++i) setup.players.push_back(names[i]);
        setup.seed = o->seed;
        for (const std::string& x : o->expansions) {
            if (x == "bcb") {
                setup.sets = {"base", "bcb"};
                setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
            }
            if (x == "messages") setup.expansions.messages = true;
        }
        auto game = Game::create(setup);
        if (!game) return ctx.fail(game.error());
        RandomPlayer player(o->seed ^ 0x5eed);
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
