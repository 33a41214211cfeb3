// carc games play --db DB: the engine plays a simulated game into the record store,
// one transaction per move, printing "committed GAME ENTRIES" after each commit.
// It is what the store's crash tests kill at random moments; --resume continues
// the unfinished game as the app does after a power cut.
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include "app/cli/games_group.hpp"
#include "app/cli/simulated_setup.hpp"
#include "engine/io/score_json.hpp"
#include "engine/random_player.hpp"
#include "engine/records/recorded_game.hpp"

namespace carc::cli {
namespace {

struct PlayOptions {
    std::string db;
    SimulatedGameOptions game;
    bool resume = false;
    bool testFrames = false;
    int moves = 0;  // stop after this many moves (0: play to the end)
};

// Placeholder bytes standing for the camera's still frame of a placement (the
// store treats frames as opaque files): exercises the frame files in tests.
std::vector<std::uint8_t> testFrame(records::GameId id, std::size_t move) {
    const std::string text = "carc test frame: game " + std::to_string(id) + " move " + std::to_string(move);
    return {text.begin(), text.end()};
}

void play(const PlayOptions& o, Context& ctx) {
    auto store = openStore(o.db, records::GameStore::Access::ReadWrite, ctx);
    if (!store) return;
    Expected<records::RecordedGame> game = Error{""};
    if (o.resume) {
        auto id = store->unfinished();
        if (!id) return ctx.fail(id.error());
        if (!*id) return ctx.fail(o.db + ": no unfinished game to resume");
        game = records::RecordedGame::resume(*store, **id);
    } else {
        game = records::RecordedGame::start(*store, simulatedSetup(o.game), "simulated game, seed " + std::to_string(o.game.seed),
                                            {{"source", "simulated"}});
    }
    if (!game) return ctx.fail(game.error());
    std::fprintf(stderr, "%s game %lld at turn %d\n", o.resume ? "resuming" : "playing",
                 static_cast<long long>(game->id()), game->game().turn());
    RandomPlayer player(o.game.seed ^ 0x5eed ^ game->game().moves().size());
    int played = 0;
    while (!game->game().over() && (o.moves == 0 || played < o.moves)) {
        const Move move = player.choose(game->game());
        std::vector<std::uint8_t> frame;
        if (o.testFrames && std::holds_alternative<PlaceTile>(move)) frame = testFrame(game->id(), game->game().moves().size());
        if (auto s = game->apply(move, frame); !s) {
            std::fprintf(stderr, "carc: %s\n", s.error().c_str());
            ctx.exitCode = 1;
            return;
        }
        ++played;
        std::printf("committed %lld %zu\n", static_cast<long long>(game->id()), game->game().moves().size());
        std::fflush(stdout);
    }
    std::fprintf(stderr, "%s after %d turns\n%s", game->game().over() ? "Game over" : "Stopped", game->game().turn() - 1,
                 scoreTable(game->game()).c_str());
}

void setupPlay(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* cmd = gamesGroup(root).add_subcommand("play", "Let the engine play a simulated game into the store");
    addDbOption(*cmd, o->db);
    addSimulatedGameOptions(*cmd, o->game);
    cmd->add_flag("--resume", o->resume, "continue the unfinished game instead of starting one");
    cmd->add_option("--moves", o->moves, "stop after this many moves");
    cmd->add_flag("--test-frames", o->testFrames, "attach a placeholder frame file to each placement");
    cmd->callback([o, &ctx] { play(*o, ctx); });
}

}  // namespace
CARC_COMMAND(setupPlay);
}  // namespace carc::cli
