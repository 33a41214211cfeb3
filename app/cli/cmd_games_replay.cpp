// carc games replay ID --db DB [--turn N] [--step]: a recorded game turn by turn,
// with the board as text, the scores and the still frames that showed each move.
#include <cstdio>
#include <iostream>
#include <unistd.h>

#include "app/cli/games_group.hpp"
#include "engine/board_text.hpp"

namespace carc::cli {
namespace {

struct ReplayGameOptions {
    std::string db;
    records::GameId id = 0;
    int turn = 0;       // 0: every turn
    bool step = false;  // wait for Enter between turns
};

struct TurnLines {
    std::vector<std::string> moves;
    std::vector<std::string> frames;
};

void printTurn(const Game& game, int turn, const TurnLines& lines) {
    std::printf("=== Turn %d ===\n", turn);
    for (const std::string& m : lines.moves) std::printf("  %s\n", m.c_str());
    for (const std::string& f : lines.frames) std::printf("  frame: %s\n", f.c_str());
    std::printf("%s", boardText(game).c_str());
    std::printf("Scores:");
    for (int p = 0; p < game.playerCount(); ++p)
        std::printf("  %s %d", game.setup().players[static_cast<std::size_t>(p)].c_str(), game.score(p));
    std::printf("\n\n");
}

void replayGame(const ReplayGameOptions& o, Context& ctx) {
    auto store = openStore(o.db, records::GameStore::Access::ReadOnly, ctx);
    if (!store) return;
    auto summary = store->summary(o.id);
    if (!summary) return ctx.fail(summary.error());
    auto entries = store->entries(o.id);
    if (!entries) return ctx.fail(entries.error());
    auto emptyGame = store->load(o.id);  // validates the whole record before printing anything
    if (!emptyGame) return ctx.fail(o.db + ": " + emptyGame.error());

    // Step through the entries from the start, printing each completed turn.
    GameSetup setup = emptyGame->setup();
    auto game = Game::create(setup, store->tiles());
    if (!game) return ctx.fail(game.error());
    const bool interactive = o.step && ::isatty(STDIN_FILENO);
    TurnLines lines;
    int shown = 0;
    auto flush = [&](int turn) {
        if (o.turn == 0 || o.turn == turn) {
            printTurn(*game, turn, lines);
            ++shown;
            if (interactive) {
                std::fprintf(stderr, "-- Enter for the next turn, q to stop --");
                std::string answer;
                std::getline(std::cin, answer);
                if (answer == "q") return false;
            }
        }
        lines = {};
        return true;
    };
    for (const records::Entry& e : *entries) {
        const int turn = game->turn();
        if (e.undo) {
            (void)game->undo();
            lines.moves.push_back("(undo of the last move)");
        } else {
            lines.moves.push_back(e.time.substr(11, 8) + "  " + describe(*e.move, game->tiles()));
            (void)game->apply(*e.move);
        }
        if (!e.frame.empty()) lines.frames.push_back(store->framePath(e.frame));
        if (game->turn() != turn || game->over())
            if (!flush(turn)) return;
    }
    if (!lines.moves.empty()) flush(game->turn());
    if (o.turn != 0 && shown == 0) return ctx.fail("game " + std::to_string(o.id) + " has no turn " + std::to_string(o.turn));
    std::printf("%s after %d turns\n", game->over() ? "Game over" : "Game in progress", game->turn() - 1);
}

void setupReplayGame(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<ReplayGameOptions>();
    CLI::App* cmd = gamesGroup(root).add_subcommand("replay", "Step through a recorded game turn by turn");
    addDbOption(*cmd, o->db);
    cmd->add_option("ID", o->id, "game id (see list)")->required();
    cmd->add_option("--turn", o->turn, "show only this turn")->check(CLI::PositiveNumber);
    cmd->add_flag("--step", o->step, "wait for Enter between turns (on a terminal)");
    cmd->callback([o, &ctx] { replayGame(*o, ctx); });
}

}  // namespace
CARC_COMMAND(setupReplayGame);
}  // namespace carc::cli
