// carc replay GAME.jcz [--json]: replay a JCloisterZone save through the engine.
#include <cstdio>

#include "app/cli/command.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/jcz.hpp"
#include "engine/io/score_json.hpp"

namespace carc::cli {
namespace {

struct ReplayOptions {
    std::string file;
    bool json = false;
    bool log = false;
};

void setupReplay(CLI::App& root, Context& ctx) {
    auto opts = std::make_shared<ReplayOptions>();
    CLI::App* cmd = root.add_subcommand("replay", "Replay a JCloisterZone saved game (.jcz) and print the scores");
    cmd->add_option("GAME", opts->file, "the .jcz file")->required();
    cmd->add_flag("--json", opts->json, "machine output on stdout");
    cmd->add_flag("--log", opts->log, "also print the turn log (human output)");
    cmd->callback([opts, &ctx] {
        auto saved = readJczFile(opts->file);
        if (!saved) return ctx.fail(saved.error());
        auto game = replayJcz(*saved);
        if (!game) return ctx.fail(opts->file + ": " + game.error());
        if (opts->json) {
            std::printf("%s\n", scoreJson(*game).dump(2).c_str());
            return;
        }
        if (opts->log)
            for (const std::string& line : turnLog(*game)) std::printf("%s\n", line.c_str());
        std::printf("%s after %d turns\n\n%s", game->over() ? "Game over" : "Game in progress", game->turn() - 1,
                    scoreTable(*game).c_str());
    });
}

}  // namespace
CARC_COMMAND(setupReplay);
}  // namespace carc::cli
