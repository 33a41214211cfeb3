// carc bench engine [--json]: complete random games per second on one core (the base
// game, then with expansions, each set up through the registration), and the time to
// enumerate every legal placement of a tile on a late-game board.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "app/cli/bench_stats.hpp"
#include "app/cli/command.hpp"
#include "engine/expansions.hpp"
#include "engine/random_player.hpp"

namespace carc::cli {
namespace {
using Clock = std::chrono::steady_clock;

struct BenchOptions {
    bool json = false;
    double seconds = 1.0;  // per run
    int runs = 5;
    std::vector<std::string> expansions;  // registered names (engine/expansions.hpp)
};

// The games measured: the base game, then with expansions. "all_expansions" keeps the
// figure the engine's speed goal names (issue 43): the two expansions played together with
// the base game's 72 tiles; an expansion with a tile order of its own is measured on its own.
struct BenchCase {
    const char* key;    // JSON: <key>games_per_second, <key>runs, <key>moves_per_game
    const char* label;  // stderr and human output
    std::vector<std::string> expansions;
};
const std::vector<BenchCase>& benchCases() {
    static const std::vector<BenchCase> cases{
        {"", "base game", {}},
        {"all_expansions_", "with Bridges, Castles and Bazaars and The Messages", {"bcb", "messages"}},
        {"river_", "with The River", {"river"}},
    };
    return cases;
}

GameSetup benchSetup(const BenchOptions& o, std::uint64_t seed) {
    GameSetup s;
    s.players = {"A", "B"};
    s.seed = seed;
    for (const std::string& x : o.expansions)
        if (!enableExpansion(s, x)) std::fprintf(stderr, "bench: no expansion '%s' is registered\n", x.c_str());
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
        "engine",
        "Random complete 2-player games per second on one core: the base game (games_per_second), with Bridges, "
        "Castles and Bazaars and The Messages (all_expansions_games_per_second: without the River), with the River "
        "(river_games_per_second)");
    engine->add_flag("--json", o->json, "machine output on stdout");
    engine->add_option("--seconds", o->seconds, "length of each run")->check(CLI::Range(0.05, 60.0));
    engine->add_option("--runs", o->runs, "number of runs; the median is reported")->check(CLI::Range(1, 50));
    engine->callback([o, &ctx] {
        (void)ctx;
        // One case after the other, not interleaved, so each median is clean.
        nlohmann::json j = nlohmann::json::object();
        std::vector<double> medians;
        for (const BenchCase& c : benchCases()) {
            BenchOptions opt = *o;
            opt.expansions = c.expansions;
            std::vector<double> runs;
            long moves = 0;
            std::uint64_t seed = 1;
            for (int r = 0; r < o->runs; ++r) {
                runs.push_back(gamesPerSecond(opt, seed, moves));
                std::fprintf(stderr, "%s run %d/%d: %.0f games/s\n", c.label, r + 1, o->runs, runs.back());
            }
            medians.push_back(median(runs));
            const std::string key = c.key;
            j[key + "games_per_second"] = medians.back();
            j[key + "runs"] = runs;
            j[key + "moves_per_game"] = seed > 1 ? static_cast<double>(moves) / static_cast<double>(seed - 1) : 0.0;
        }
        int boardTiles = 0, frontier = 0;
        const double enumUs = enumerationMicros(*o, boardTiles, frontier);
        if (o->json) {
            j["placements_enumeration_us"] = enumUs;
            j["enumeration_board_tiles"] = boardTiles;
            j["enumeration_frontier_cells"] = frontier;
            std::printf("%s\n", j.dump(2).c_str());
        } else {
            std::printf("complete random 2-player games: %.0f games/s (median of %d runs)\n", medians[0], o->runs);
            for (size_t i = 1; i < medians.size(); ++i) std::printf("%s: %.0f games/s\n", benchCases()[i].label, medians[i]);
            std::printf("legal placements of one tile on a %d-tile board (%d open cells): %.2f us\n", boardTiles,
                        frontier, enumUs);
        }
    });
}

}  // namespace
CARC_COMMAND(setupBench);
}  // namespace carc::cli
