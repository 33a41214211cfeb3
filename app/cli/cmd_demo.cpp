// carc demo: the main job, the whole product on a machine without a camera. A game is
// simulated on a virtual table (vision/sim) and delivered frame by frame as the rig's
// camera would deliver it; the vision pipeline watches it, the rules engine plays what
// it sees, every move goes into a game record with the still frame that showed it; the
// turn log, the final score table and how both compare with the simulator's truth end it.
#include <chrono>
#include <cstdio>
#include <filesystem>

#include "app/cli/command.hpp"
#include "app/cli/demo_truth.hpp"
#include "app/cli/simulated_setup.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/score_json.hpp"
#include "engine/records/game_store.hpp"
#include "vision/sim/simulator_source.hpp"
#include "vision/track/tracker.hpp"

namespace carc::cli {
namespace {

struct DemoOptions {
    SimulatedGameOptions game;
    std::string art;
    std::string mess = "light";
    std::string db;
    int turns = -1;
    bool quiet = false;
};

// The players' tile set, enrolled from the art on the simulated table (as
// `carc calibrate tiles` enrols a real one): painted tiles, or the --art scans.
Expected<vision::TileLibrary> enrolSimulatedArt(const std::string& artDir) {
    const Tileset& tiles = Tileset::standard();
    auto art = sim::TileArt::create(tiles, 256, artDir);
    if (!art) return Error{"--art: " + art.error()};
    vision::TileLibrary library(tiles);
    for (const TileType& t : tiles.types()) library.add(t.index, art->image(t.index, Rotation{}));
    return library;
}

// The table game the companion sets up: the same players and expansions, the tiles
// drawn being whatever appears on the table.
GameSetup tableSetup(const GameSetup& simulated) {
    GameSetup setup;
    setup.players = simulated.players;
    setup.sets = simulated.sets;
    setup.expansions = simulated.expansions;
    setup.expansions.messagesFromTable = simulated.expansions.messages;
    setup.source = TileSource::Table;
    return setup;
}

std::string defaultStore(std::uint64_t seed) {
    return (std::filesystem::temp_directory_path() / ("carc-demo-" + std::to_string(seed)) / "games.sqlite").string();
}

// Records the moves the tracker made since the last call, each with the frame that showed it.
class Recorder {
public:
    Recorder(records::GameStore& store, records::GameId id, const GameSetup& setup)
        : store_(&store), id_(id), shadow_(*Game::create(setup)) {}

    Status catchUp(const Game& game, const std::vector<std::uint8_t>& jpeg) {
        for (; recorded_ < game.moves().size(); ++recorded_) {
            const Move& m = game.moves()[recorded_];
            const int player = shadow_.decision() ? shadow_.decision()->player : shadow_.activePlayer();
            if (auto s = shadow_.apply(m); !s) return Error{"the recorder's game refused a move: " + s.error()};
            if (auto s = store_->recordMove(id_, shadow_, {m, player, jpeg, "seen"}); !s) return s;
        }
        return {};
    }

private:
    records::GameStore* store_;
    records::GameId id_;
    Game shadow_;
    size_t recorded_ = 0;
};

void runDemo(const DemoOptions& o, Context& ctx) {
    sim::SimOptions so;
    so.seed = o.game.seed;
    for (int i = 0; i < o.game.players; ++i) so.colours.push_back(playerColour(i));
    so.expansions = o.game.expansions;
    so.artDir = o.art;
    so.turns = o.turns;
    if (!sim::parseMess(o.mess, so.mess)) return ctx.fail("--mess: '" + o.mess + "' is not none, light or full");
    auto simGame = sim::loadSimGame(so);
    if (!simGame) return ctx.fail(simGame.error());
    const GameSetup setup = tableSetup(simGame->script.setup);
    auto simulator = sim::Simulator::create(std::move(*simGame), so);
    if (!simulator) return ctx.fail(simulator.error());
    auto library = enrolSimulatedArt(o.art);
    if (!library) return ctx.fail(library.error());
    sim::SimulatorSource source(std::move(*simulator));
    const sim::Rig& rig = source.simulator().rig();

    const std::string dbPath = o.db.empty() ? defaultStore(o.game.seed) : o.db;
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(dbPath).parent_path(), ec);
    auto store = records::GameStore::open(dbPath);
    if (!store) return ctx.fail("--db: " + store.error());
    auto id = store->createGame(setup, Tileset::standard(), "demo, seed " + std::to_string(o.game.seed),
                                {{"colours", setup.players}, {"frame_source", source.describe()}});
    if (!id) return ctx.fail("--db: " + id.error());
    Recorder recorder(*store, *id, setup);

    auto game = Game::create(setup);
    if (!game) return ctx.fail(game.error());
    vision::Tracker tracker(vision::Rectifier(rig.camera, rig.table), *library, std::move(*game));
    std::fprintf(stderr, "watching %s\n", source.describe().c_str());
    const auto start = std::chrono::steady_clock::now();
    nlohmann::json lastTruth;
    for (;;) {
        const vision::FrameRead r = source.read();
        if (r.kind == vision::FrameRead::Kind::End) break;
        tracker.observe(r.image, r.index);
        lastTruth = source.truth();
        if (auto s = recorder.catchUp(tracker.game(), source.jpeg()); !s) return ctx.fail(dbPath + ": " + s.error());
        if (r.index % 60 == 59)
            std::fprintf(stderr, "frame %d of %d: %d tiles on the board\n", r.index + 1,
                         source.simulator().frameCount(), tracker.game().board().size());
    }
    const std::vector<Follower> beforeFinal = tracker.game().followers();
    const nlohmann::json truthSummary = source.simulator().summary();
    // A game cut short (--turns) is compared as it stands, without final scoring.
    if (truthSummary.value("ended", false)) tracker.finish();
    else tracker.endTurn();
    if (auto s = recorder.catchUp(tracker.game(), {}); !s) return ctx.fail(dbPath + ": " + s.error());
    if (tracker.game().over()) store->setStatus(*id, records::GameStatus::Over);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    if (!o.quiet) {
        for (const std::string& line : turnLog(tracker.game())) std::printf("%s\n", line.c_str());
        for (const vision::Alert& a : tracker.alerts())
            std::printf("alert, frame %d (%s): %s\n", a.frame, a.kind.c_str(), a.reason.c_str());
    }
    const TruthComparison c = compareWithTruth(tracker, beforeFinal, lastTruth, truthSummary);
    std::printf("\nWatched %d frames in %.1f s; recorded as game %lld in %s\n", source.simulator().frameCount(),
                seconds, static_cast<long long>(*id), dbPath.c_str());
    std::printf("Compared with the simulator's truth: tiles %d/%d right, followers %d/%d right, final scores %s\n",
                c.tilesRight, c.tiles, c.followersRight, c.followers, c.scoresRight ? "exactly right" : "DIFFERENT");
    if (!o.quiet)
        for (const std::string& m : c.mistakes) std::printf("  %s\n", m.c_str());
    std::printf("\nFinal scores after %d turns (truth in the last column)\n%s", tracker.game().turn() - 1,
                scoreTableWithTruth(tracker.game(), truthSummary).c_str());
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
    cmd->add_flag("--quiet", o->quiet, "only the comparison and the score table");
    cmd->callback([o, &ctx] { runDemo(*o, ctx); });
}

}  // namespace
CARC_COMMAND(setupDemo);
}  // namespace carc::cli
