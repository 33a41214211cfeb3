// carc bench vision [--json] [--runs N] [--seed S] [--art DIR] [--from-move K] [--under-a-plank] [--colours LIST]
// The tracker's speed on one core at 1280x960, on frames of the simulated table
// (issue targets: a still frame with nothing new < 8 ms; a frame with a new tile and
// its follower recognised < 60 ms; a full re-scan of an 80-tile board < 1 s).
#include <algorithm>
#include <chrono>
#include <cstdio>

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

struct VisionFigures {
    double stillMs = 0, newTileMs = 0, rescanMs = 0;
    int rescanTiles = 0, boardTiles = 0;  // boardTiles: on the board when the new tile came
    bool tileRead = false, followerRead = false;
};

// Plays the simulated game into a tracker, timing the three kinds of work on the way.
Expected<VisionFigures> measure(const VisionBenchOptions& o) {
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
    const sim::Simulator& simulator = rig->source.simulator();
    Tracker tracker(Rectifier(simulator.rig().camera, simulator.rig().table), rig->library, std::move(*game),
                    rig->options);
    const int target = tileWithFollower(simulator.game().script, o.fromMove, o.underAPlank);
    if (target < 0)
        return Error{std::string("--seed, --from-move: no tile with a follower") + (o.underAPlank ? " and a bridge" : "") +
                     " from that move on"};

    VisionFigures out;
    std::vector<double> still, fresh;
    cv::Mat last;
    for (FrameRead r = rig->source.read(); r.kind != FrameRead::Kind::End; r = rig->source.read()) {
        if (r.kind != FrameRead::Kind::Frame) continue;
        const bool firstOfTarget = simulator.plan(r.index).snapshot == target &&
                                   (r.index == 0 || simulator.plan(r.index - 1).snapshot != target);
        if (firstOfTarget) {
            // The tile and its follower appear at once: each run starts from the tracker
            // as it stood, sees the frame arrive (motion), then still: the timed one.
            out.boardTiles = tracker.game().board().size();
            for (int run = 0; run < o.runs; ++run) {
                Tracker t = tracker;
                t.observe(r.image, r.index);
                const auto t0 = Clock::now();
                t.observe(r.image, r.index + 1);
                fresh.push_back(msSince(t0));
                out.tileRead = t.game().board().size() == tracker.game().board().size() + 1;
                out.followerRead = t.game().followers().size() == tracker.game().followers().size() + 1;
            }
            // Nothing new: the same still frame again.
            Tracker t = tracker;
            t.observe(r.image, r.index);
            t.observe(r.image, r.index + 1);
            for (int run = 0; run < o.runs * 4; ++run) {
                const auto t0 = Clock::now();
                t.observe(r.image, r.index + 2 + run);
                still.push_back(msSince(t0));
            }
        }
        tracker.observe(r.image, r.index);
        last = r.image;
    }
    std::vector<double> rescans;
    for (int run = 0; run < std::max(3, o.runs / 3); ++run) {
        const auto t0 = Clock::now();
        out.rescanTiles = static_cast<int>(tracker.rescan(last).size());
        rescans.push_back(msSince(t0));
    }
    out.stillMs = median(still);
    out.newTileMs = median(fresh);
    out.rescanMs = median(rescans);
    return out;
}

void setupBenchVision(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<VisionBenchOptions>();
    CLI::App* cmd = commandGroup(root, "bench", "Benchmarks built into the binary")
                        .add_subcommand("vision", "The tracker's speed per frame on one core, 1280x960 simulated frames");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->add_option("--runs", o->runs, "timed runs of each kind; the median is reported")->check(CLI::Range(3, 200));
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
    cmd->callback([o, &ctx] {
        cv::setNumThreads(1);  // one core, as the targets are stated
        std::fprintf(stderr, "bench vision: watching a simulated game (seed %llu)...\n",
                     static_cast<unsigned long long>(o->seed));
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
