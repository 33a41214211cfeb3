// carc bench vision [--json] [--runs N] [--seed S] [--art DIR] [--from-move K] [--under-a-plank] [--colours LIST]
//                   [--whole-game]
// The tracker's speed on one core at 1280x960, on frames of the simulated table
// (issue targets: a still frame with nothing new < 8 ms; a frame with a new tile and
// its follower recognised < 60 ms; a full re-scan of an 80-tile board < 1 s).
// --whole-game times every new tile of the game, not one: the spread over a game
// (a late board, a plank, a revision) is what a player waits for.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "app/cli/bench_stats.hpp"
#include "vision/camera/piece_colours.hpp"
#include "app/cli/command.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace carc::cli {
namespace {

using Clock = std::chrono::steady_clock;
using namespace carc::vision;

struct VisionBenchOptions {
    bool json = false;
    int runs = 15;
    std::uint64_t seed = 3;
    std::string art;
    int fromMove = 6;  // early in the game; late, the board (and the part of the table read) is larger
    // A tile laid with a plank across it: the costliest new tile (every candidate aligned,
    // every one that may take a bridge judged), a few times a game.
    bool underAPlank = false;
    // The players' colours: a grey or black follower costs a second look (is it the
    // tile's own art, the pose slid by the mover's mask?); `grey,black` times that.
    std::vector<std::string> colours{"red", "blue"};
    bool wholeGame = false;
};

double msSince(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

// The first move from move `from` on that lays a tile and puts a follower on it (and,
// `underAPlank`, a bridge across it): the index of its snapshot.
int tileWithFollower(const sim::GameScript& script, int from, bool underAPlank) {
    for (size_t k = static_cast<size_t>(std::max(1, from)); k < script.snapshots.size(); ++k) {
        const sim::Snapshot& s = script.snapshots[k];
        if (s.tiles != script.snapshots[k - 1].tiles + 1) continue;
        const auto onIt = [&](const sim::TableBridge& b) { return b.tile == s.tiles - 1; };
        if (underAPlank && std::none_of(s.bridges.begin(), s.bridges.end(), onIt)) continue;
        for (const sim::TableFollower& f : s.followers)
            if (f.tile == s.tiles - 1) return static_cast<int>(k);
    }
    return -1;
}

struct NewTileTiming {
    double ms = 0;  // median of the runs
    bool tileRead = false, followerRead = false;
};

// The tile (and its follower) appear at once: each run starts from the tracker as it
// stood, sees the frame arrive (motion), then still: the timed one.
NewTileTiming timeNewTile(const Tracker& tracker, const Game& game, const FrameRead& r, int runs) {
    NewTileTiming out;
    std::vector<double> ms;
    for (int run = 0; run < runs; ++run) {
        Tracker t = tracker;
        Game g = game;
        t.observe(r.image, r.index, g);
        const auto t0 = Clock::now();
        t.observe(r.image, r.index + 1, g);
        ms.push_back(msSince(t0));
        out.tileRead = g.board().size() == game.board().size() + 1;
        out.followerRead = g.followers().size() == game.followers().size() + 1;
    }
    out.ms = median(ms);
    return out;
}

struct VisionFigures {
    double stillMs = 0, newTileMs = 0, rescanMs = 0;
    int rescanTiles = 0, boardTiles = 0;  // boardTiles: on the board when the new tile came
    bool tileRead = false, followerRead = false;
};

// The simulated game of the bench (no mess: the frames are the table as it is) and a
// tracker at its start, with the game it plays on. On the heap: the tracker refers to
// the rig's tile library.
struct BenchTable {
    testing::SimulatedRig rig;
    Game game;
    std::optional<Tracker> tracker;
};

Expected<std::unique_ptr<BenchTable>> benchTable(const VisionBenchOptions& o) {
    sim::SimOptions so;
    so.seed = o.seed;
    so.colours = o.colours;
    so.expansions = {"bcb"};  // 84 tiles: the board reaches 80
    so.artDir = o.art;
    so.mess = sim::MessLevel::None;
    auto rig = testing::simulatedRig(so);
    if (!rig) return Error{rig.error()};
    auto game = Game::create(rig->setup);
    if (!game) return Error{game.error()};
    auto table = std::make_unique<BenchTable>(BenchTable{std::move(*rig), std::move(*game), std::nullopt});
    const sim::Simulator& simulator = table->rig.source.simulator();
    table->tracker.emplace(Rectifier(simulator.rig().camera, simulator.rig().table), table->rig.library,
                           table->game.setup(), table->rig.options);
    return table;
}

// Plays the simulated game into a tracker, timing the three kinds of work on the way.
Expected<VisionFigures> measure(const VisionBenchOptions& o) {
    auto table = benchTable(o);
    if (!table) return Error{table.error()};
    auto& rig = (*table)->rig;
    Tracker& tracker = *(*table)->tracker;
    Game& game = (*table)->game;
    const sim::Simulator& simulator = rig.source.simulator();
    const int target = tileWithFollower(simulator.game().script, o.fromMove, o.underAPlank);
    if (target < 0)
        return Error{std::string("--seed, --from-move: no tile with a follower") + (o.underAPlank ? " and a bridge" : "") +
                     " from that move on"};

    VisionFigures out;
    std::vector<double> still, fresh;
    cv::Mat last;
    for (FrameRead r = rig.source.read(); r.kind != FrameRead::Kind::End; r = rig.source.read()) {
        if (r.kind != FrameRead::Kind::Frame) continue;
        const bool firstOfTarget = simulator.plan(r.index).snapshot == target &&
                                   (r.index == 0 || simulator.plan(r.index - 1).snapshot != target);
        if (firstOfTarget) {
            out.boardTiles = game.board().size();
            const NewTileTiming timing = timeNewTile(tracker, game, r, o.runs);
            fresh.push_back(timing.ms);
            out.tileRead = timing.tileRead;
            out.followerRead = timing.followerRead;
            // Nothing new: the same still frame again.
            Tracker t = tracker;
            Game g = game;
            t.observe(r.image, r.index, g);
            t.observe(r.image, r.index + 1, g);
            for (int run = 0; run < o.runs * 4; ++run) {
                const auto t0 = Clock::now();
                t.observe(r.image, r.index + 2 + run, g);
                still.push_back(msSince(t0));
            }
        }
        tracker.observe(r.image, r.index, game);
        last = r.image;
    }
    std::vector<double> rescans;
    for (int run = 0; run < std::max(3, o.runs / 3); ++run) {
        const auto t0 = Clock::now();
        out.rescanTiles = static_cast<int>(tracker.rescan(last, game).size());
        rescans.push_back(msSince(t0));
    }
    out.stillMs = median(still);
    out.newTileMs = median(fresh);
    out.rescanMs = median(rescans);
    return out;
}

// One new tile of a whole game, timed.
struct GameTile {
    int move = 0;        // the snapshot it came with
    int boardTiles = 0;  // on the board before it
    bool underAPlank = false, withFollower = false, read = false;
    double ms = 0;
};

// Every new tile of the game, each timed as `measure` times one.
Expected<std::vector<GameTile>> measureWholeGame(const VisionBenchOptions& o, int runs) {
    auto table = benchTable(o);
    if (!table) return Error{table.error()};
    auto& rig = (*table)->rig;
    Tracker& tracker = *(*table)->tracker;
    Game& game = (*table)->game;
    const sim::Simulator& simulator = rig.source.simulator();
    const sim::GameScript& script = simulator.game().script;
    std::vector<GameTile> out;
    for (FrameRead r = rig.source.read(); r.kind != FrameRead::Kind::End; r = rig.source.read()) {
        if (r.kind != FrameRead::Kind::Frame) continue;
        const int k = simulator.plan(r.index).snapshot;
        const bool firstOfSnapshot = r.index > 0 && simulator.plan(r.index - 1).snapshot != k;
        if (firstOfSnapshot && k > 0 && script.snapshots[k].tiles == script.snapshots[k - 1].tiles + 1) {
            const sim::Snapshot& s = script.snapshots[k];
            const auto onIt = [&](const auto& x) { return x.tile == s.tiles - 1; };
            GameTile g;
            g.move = k;
            g.boardTiles = game.board().size();
            g.underAPlank = std::any_of(s.bridges.begin(), s.bridges.end(), onIt);
            g.withFollower = std::any_of(s.followers.begin(), s.followers.end(), onIt);
            const NewTileTiming timing = timeNewTile(tracker, game, r, runs);
            g.ms = timing.ms;
            g.read = timing.tileRead;
            out.push_back(g);
            std::fprintf(stderr, "\r  tile %zu: %.1f ms   ", out.size(), g.ms);
        }
        tracker.observe(r.image, r.index, game);
    }
    std::fprintf(stderr, "\n");
    return out;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
}

void reportWholeGame(const std::vector<GameTile>& tiles, int runs, bool json) {
    std::vector<double> all, plank, late;
    for (const GameTile& g : tiles) {
        all.push_back(g.ms);
        if (g.underAPlank) plank.push_back(g.ms);
        if (g.boardTiles >= 40) late.push_back(g.ms);
    }
    const auto slowest = std::max_element(tiles.begin(), tiles.end(),
                                          [](const GameTile& a, const GameTile& b) { return a.ms < b.ms; });
    const auto over = std::count_if(all.begin(), all.end(), [](double ms) { return ms >= 60; });
    const auto unread = std::count_if(tiles.begin(), tiles.end(), [](const GameTile& g) { return !g.read; });
    if (json) {
        nlohmann::json frames = nlohmann::json::array();
        for (const GameTile& g : tiles)
            frames.push_back({{"move", g.move}, {"board_tiles", g.boardTiles}, {"under_a_plank", g.underAPlank},
                              {"with_follower", g.withFollower}, {"read", g.read}, {"ms", g.ms}});
        const nlohmann::json j{{"new_tiles", tiles.size()},  {"median_ms", median(all)},
                               {"p90_ms", percentile(all, 0.9)}, {"max_ms", percentile(all, 1.0)},
                               {"over_60_ms", over},         {"not_read", unread},
                               {"runs", runs},               {"frames", frames}};
        std::printf("%s\n", j.dump(2).c_str());
        return;
    }
    std::printf("new tiles timed:             %zu (%lld not read)\n", tiles.size(), static_cast<long long>(unread));
    std::printf("new tile, median:            %7.2f ms  (target < 60 for every one)\n", median(all));
    std::printf("new tile, 90th percentile:   %7.2f ms\n", percentile(all, 0.9));
    if (slowest != tiles.end())
        std::printf("new tile, slowest:           %7.2f ms  (move %d, %d tiles on the board%s)\n", slowest->ms,
                    slowest->move, slowest->boardTiles, slowest->underAPlank ? ", under a plank" : "");
    std::printf("late (40+ tiles), median:    %7.2f ms  (%zu tiles)\n", median(late), late.size());
    std::printf("under a plank, median:       %7.2f ms  (%zu tiles)\n", median(plank), plank.size());
    std::printf("at or over 60 ms:            %lld of %zu\n", static_cast<long long>(over), tiles.size());
    std::printf("(each tile the median of %d runs, one core, 1280x960)\n", runs);
}

void setupBenchVision(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<VisionBenchOptions>();
    CLI::App* cmd = commandGroup(root, "bench", "Benchmarks built into the binary")
                        .add_subcommand("vision", "The tracker's speed per frame on one core, 1280x960 simulated frames");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    CLI::Option* runs = cmd->add_option("--runs", o->runs, "timed runs of each kind; the median is reported (default 15; "
                                                          "--whole-game: 3 of each tile)")
                            ->check(CLI::Range(3, 200));
    cmd->add_flag("--whole-game", o->wholeGame,
                  "time every new tile of the game: median, 90th percentile, slowest, how many over 60 ms");
    cmd->add_option("--seed", o->seed, "the simulated game");
    cmd->add_option("--art", o->art, "tile art enrolment directory (default: painted art)");
    cmd->add_option("--from-move", o->fromMove,
                    "time the first tile with a follower from this move on (default 6: early; later: a larger board)")
        ->check(CLI::Range(1, 90));
    cmd->add_flag("--under-a-plank", o->underAPlank,
                  "time a tile laid with a bridge across it and a follower (the costliest new tile)");
    cmd->add_option("--colours", o->colours, "the players' colours (default red,blue; grey,black: the costlier look)")
        ->delimiter(',')
        ->check(CLI::Validator(
            [](std::string& name) {
                return findColour(name) ? std::string() : name + " is no follower colour (" + colourNames() + ")";
            },
            "COLOUR"));
    cmd->callback([o, runs, &ctx] {
        cv::setNumThreads(1);  // one core, as the targets are stated
        std::fprintf(stderr, "bench vision: watching a simulated game (seed %llu)...\n",
                     static_cast<unsigned long long>(o->seed));
        if (o->wholeGame) {
            const int perTile = runs->count() > 0 ? o->runs : 3;
            auto tiles = measureWholeGame(*o, perTile);
            if (!tiles) return ctx.fail(tiles.error());
            return reportWholeGame(*tiles, perTile, o->json);
        }
        auto f = measure(*o);
        if (!f) return ctx.fail(f.error());
        const double per80 = f->rescanTiles > 0 ? f->rescanMs * 80.0 / f->rescanTiles : 0;
        if (o->json) {
            const nlohmann::json j{{"still_frame_ms", f->stillMs},
                                   {"new_tile_and_follower_ms", f->newTileMs},
                                   {"new_tile_read", f->tileRead},
                                   {"new_follower_read", f->followerRead},
                                   {"board_tiles", f->boardTiles},
                                   {"rescan_ms", f->rescanMs},
                                   {"rescan_tiles", f->rescanTiles},
                                   {"rescan_ms_per_80_tiles", per80},
                                   {"runs", o->runs},
                                   {"under_a_plank", o->underAPlank},
                                   {"frame", "1280x960"}};
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        std::printf("still frame, nothing new:           %7.2f ms  (target < 8)\n", f->stillMs);
        std::printf("new tile and follower recognised:   %7.2f ms  (target < 60; tile %s, follower %s; %d tiles on the board%s)\n",
                    f->newTileMs, f->tileRead ? "read" : "NOT read", f->followerRead ? "read" : "NOT read",
                    f->boardTiles, o->underAPlank ? "; under a plank" : "");
        std::printf("full re-scan, %2d tiles:             %7.1f ms  (%.0f ms per 80 tiles; target < 1000)\n",
                    f->rescanTiles, f->rescanMs, per80);
        std::printf("(medians of %d runs, one core, 1280x960)\n", o->runs);
    });
}

}  // namespace
CARC_COMMAND(setupBenchVision);
}  // namespace carc::cli
