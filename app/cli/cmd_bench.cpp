// carc bench engine [--json]: complete random games per second on one core, and
// the time to enumerate every legal placement of a tile on a late-game board.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "app/cli/bench_stats.hpp"
#include "app/cli/command.hpp"
#include "engine/random_player.hpp"

namespace carc::cli {
namespace {
using Clock = std::chrono::steady_clock;

struct BenchOptions {
    bool json = false;
    double seconds = 1.0;  // per run
    int runs = 5;
    bool allExpansions = false;  // Bridges-Castles-Bazaars and The Messages in play
};

GameSetup benchSetup(const BenchOptions& o, std::uint64_t seed) {
    GameSetup s;
    s.players = {"A", "B"};
    s.seed = seed;
    if (o.allExpansions) {
        s.sets = {"base", "bcb"};
        s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = s.expansions.messages = true;
    }
    return s;
}

// Games per second over one run of about `seconds`.
double gamesPerSecond(const BenchOptions& o, std::uint64_t& seed, long& movesOut) {
    long games = 0;
    const auto start = Clock::now();
    const auto until = start + std::chrono::duration<double>(o.seconds);
    while (Clock::now() < until) {
        for (int i = 0; i < 16; ++i, ++seed) {  // check the clock every few games
            auto game = Game::create(benchSetup(o, seed));
            RandomPlayer player(seed * 7919);
            movesOut += player.playOut(*game);
            ++games;
        }
    }
    return games / std::chrono::duration<double>(Clock::now() - start).count();
}

// A board of a random game stopped with ~8 tiles left, and the time to list every
// legal placement of each tile type there.
double enumerationMicros(const BenchOptions& o, int& boardTiles, int& frontier) {
    auto game = Game::create(benchSetup(o, 12345));
    RandomPlayer player(99);
    while (!game->over() && game->tilesLeft() > 8)
        if (!game->apply(player.choose(*game))) break;  // an engine defect: the move came from its own lists
    const Board& board = game->board();
    boardTiles = board.size();
    frontier = static_cast<int>(board.frontierCells().size());
    std::vector<Placement> out;
    std::vector<double> samples;
    for (int rep = 0; rep < 7; ++rep) {
        const auto t0 = Clock::now();
        long n = 0;
        for (int i = 0; i < 2000; ++i)
            for (const TileType& t : game->tiles().types()) {
                out.clear();
                board.legalPlacements(t.index, out);
                n++;
            }
        samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count() / n);
    }
    return median(samples);
}

void setupBench(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<BenchOptions>();
    CLI::App* engine = commandGroup(root, "bench", "Benchmarks built into the binary").add_subcommand(
        "engine", "Random complete 2-player games per second on one core (base game, then all expansions)");
    engine->add_flag("--json", o->json, "machine output on stdout");
    engine->add_option("--seconds", o->seconds, "length of each run")->check(CLI::Range(0.05, 60.0));
    engine->add_option("--runs", o->runs, "number of runs; the median is reported")->check(CLI::Range(1, 50));
    engine->callback([o, &ctx] {
        (void)ctx;
        // Base game first, then every expansion; runs alternate-free so each median is clean.
        auto measure = [&](bool all, std::vector<double>& runs, long& moves, std::uint64_t& seed) {
            BenchOptions opt = *o;
            opt.allExpansions = all;
            for (int r = 0; r < o->runs; ++r) {
                runs.push_back(gamesPerSecond(opt, seed, moves));
                std::fprintf(stderr, "%s run %d/%d: %.0f games/s\n", all ? "all expansions" : "base game", r + 1, o->runs,
                             runs.back());
            }
        };
        std::vector<double> runs, allRuns;
        long moves = 0, allMoves = 0;
        std::uint64_t seed = 1, allSeed = 1;
        measure(false, runs, moves, seed);
        measure(true, allRuns, allMoves, allSeed);
        int boardTiles = 0, frontier = 0;
        const double enumUs = enumerationMicros(*o, boardTiles, frontier);
        const double gps = median(runs);
        const double allGps = median(allRuns);
        if (o->json) {
            nlohmann::json j = {{"games_per_second", gps},
                                {"runs", runs},
                                {"placements_enumeration_us", enumUs},
                                {"enumeration_board_tiles", boardTiles},
                                {"enumeration_frontier_cells", frontier},
                                {"moves_per_game", seed > 1 ? static_cast<double>(moves) / static_cast<double>(seed - 1) : 0.0},
                                {"all_expansions_games_per_second", allGps},
                                {"all_expansions_runs", allRuns},
                                {"all_expansions_moves_per_game",
                                 allSeed > 1 ? static_cast<double>(allMoves) / static_cast<double>(allSeed - 1) : 0.0}};
            std::printf("%s\n", j.dump(2).c_str());
        } else {
            std::printf("complete random 2-player games: %.0f games/s (median of %d runs)\n", gps, o->runs);
            std::printf("with Bridges-Castles-Bazaars and The Messages: %.0f games/s\n", allGps);
            std::printf("legal placements of one tile on a %d-tile board (%d open cells): %.2f us\n", boardTiles,
                        frontier, enumUs);
        }
    });
}

}  // namespace
CARC_COMMAND(setupBench);
}  // namespace carc::cli
