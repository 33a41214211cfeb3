// carc demo: the main job, the whole product on a machine without a camera. A game is
// simulated on a virtual table (vision/sim) and delivered frame by frame as the rig's
// camera would deliver it; the vision pipeline watches it, the rules engine plays what
// it sees, every move goes into a game record with the still frame that showed it; the
// turn log, the final score table and how both compare with the simulator's truth end it.
#include <chrono>
#include <cstdio>
#include <filesystem>

#include "app/cli/command.hpp"
#include "app/cli/simulated_setup.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/score_json.hpp"
#include "engine/records/recorded_game.hpp"
#include "vision/track/testing/accuracy.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace carc::cli {
namespace {

struct DemoOptions {
    SimulatedGameOptions game;
    std::string art;
    std::string mess = "light";
    std::string db;
    std::string dump;
    int turns = -1;
    bool quiet = false;
    vision::testing::AccuracyRun layout;  // the accuracy harness's table conditions
};

std::string defaultStore(std::uint64_t seed) {
    return (std::filesystem::temp_directory_path() / ("carc-demo-" + std::to_string(seed)) / "games.sqlite").string();
}

void runDemo(const DemoOptions& o, Context& ctx) {
    sim::SimOptions so;
    so.seed = o.game.seed;
    for (int i = 0; i < o.game.players; ++i) so.colours.push_back(playerColour(i));
    so.expansions = o.game.expansions;
    so.artDir = o.art;
    so.turns = o.turns;
    vision::testing::tableLayout(o.layout, so.seed, so);
    so.solidFollowers = o.layout.solidFollowers;
    if (const std::string layout = vision::testing::describeLayout(o.layout, so); !layout.empty())
        std::fprintf(stderr, "table layout: %s\n", layout.c_str());
    if (!sim::parseMess(o.mess, so.mess)) return ctx.fail("--mess: '" + o.mess + "' is not none, light or full");
    std::shared_ptr<const vision::DumpSink> dump;
    if (!o.dump.empty()) {
        auto sink = vision::DumpSink::toDirectory(o.dump);
        if (!sink) return ctx.fail(sink.error());
        dump = std::move(*sink);
    }
    auto table = vision::testing::SimulatedTable::create(so, true, std::move(dump));
    if (!table) return ctx.fail(table.error());
    const GameSetup& setup = (*table)->setup();

    const std::string dbPath = o.db.empty() ? defaultStore(o.game.seed) : o.db;
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(dbPath).parent_path(), ec);
    auto store = records::GameStore::open(dbPath);
    if (!store) return ctx.fail("--db: " + store.error());
    auto record = records::RecordedGame::start(*store, setup, "demo, seed " + std::to_string(o.game.seed),
                                               {{"colours", setup.players}, {"frame_source", (*table)->source().describe()}});
    if (!record) return ctx.fail("--db: " + record.error());

    std::fprintf(stderr, "watching %s\n", (*table)->source().describe().c_str());
    const auto start = std::chrono::steady_clock::now();
    const int frames = (*table)->source().simulator().frameCount();
    while ((*table)->step()) {
        if (auto s = record->follow((*table)->game(), (*table)->source().jpeg()); !s)
            return ctx.fail(dbPath + ": " + s.error());
        if ((*table)->framesSeen() % 60 == 0)
            std::fprintf(stderr, "frame %d of %d: %d tiles on the board\n", (*table)->framesSeen(), frames,
                         (*table)->game().board().size());
    }
    const vision::testing::TruthComparison c = (*table)->finish();
    const vision::Tracker& tracker = (*table)->tracker();
    if (auto s = record->follow((*table)->game()); !s) return ctx.fail(dbPath + ": " + s.error());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    if (!o.quiet) {
        for (const std::string& line : turnLog((*table)->game())) std::printf("%s\n", line.c_str());
        for (const vision::Alert& a : tracker.alerts())
            std::printf("alert, frame %d (%s): %s\n", a.frame, a.kind.c_str(), a.reason.c_str());
    }
    std::printf("\nWatched %d frames in %.1f s (%.1f ms per frame in the tracker); recorded as game %lld in %s\n",
                frames, seconds, (*table)->trackerMs() / std::max(1, (*table)->framesSeen()),
                static_cast<long long>(record->id()), dbPath.c_str());
    if (c.questions > 0)
        std::printf("The players were asked to name %d tile%s read with too little confidence\n", c.questions,
                    c.questions == 1 ? "" : "s");
    std::printf("Compared with the simulator's truth: tiles %d/%d right, followers %d/%d right, final scores %s\n",
                c.tilesRight, c.tiles, c.followersRight, c.followers, c.scoresRight ? "exactly right" : "DIFFERENT");
    if (!o.quiet)
        for (const std::string& m : c.mistakes) std::printf("  %s\n", m.c_str());
    std::printf("\nFinal scores after %d turns (truth in the last column)\n%s", (*table)->game().turn() - 1,
                vision::testing::scoreTableWithTruth((*table)->game(), (*table)->source().simulator().summary()).c_str());
}

void setupDemo(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<DemoOptions>();
    CLI::App* cmd = root.add_subcommand(
        "demo", "The companion watching a simulated table game: vision, engine and record; ends with the score table");
    addSimulatedGameOptions(*cmd, o->game);
    cmd->add_option("--art", o->art, "enrolment directory with real tile art (default: painted tiles)");
    cmd->add_option("--mess", o->mess, "table mess: none, light (default) or full");
    cmd->add_option("--turns", o->turns, "stop after this many turns (default: the whole game)");
    cmd->add_option("--db", o->db, "game store to record into (default: a fresh one in the temp folder)");
    cmd->add_option("--dump", o->dump, "write the tracker's log (track.log) and the cell images it judged here");
    cmd->add_flag("--quiet", o->quiet, "only the comparison and the score table");
    cmd->add_flag("--start-anywhere", o->layout.startAnywhere, "the start tile anywhere inside the markers (as carc vision accuracy)");
    cmd->add_flag("--board-turn", o->layout.boardTurned, "the board turned on the table, the camera rolled (as carc vision accuracy)");
    cmd->add_flag("--solid-followers", o->layout.solidFollowers, "followers as 16 mm figures (as carc vision accuracy)");
    cmd->callback([o, &ctx] { runDemo(*o, ctx); });
}

}  // namespace
CARC_COMMAND(setupDemo);
}  // namespace carc::cli
