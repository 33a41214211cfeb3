// carc sim --out DIR [...]: render a game as the rig's camera would see it (frames,
// camera.yaml, table.yaml, truth.json), the input of `carc track`. docs/simulator.md.
#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include <opencv2/imgcodecs.hpp>

#include "app/cli/command.hpp"
#include "vision/sim/sim_writer.hpp"

namespace carc::cli {
namespace {

struct SimCliOptions {
    sim::SimOptions sim;
    std::string out;
    std::string mess = "full";
    std::string cast = "none";
    bool json = false;
    bool png = false;
    std::string tileSheet;
    std::vector<double> startAt;
    std::vector<double> spare;
};

void setupSim(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<SimCliOptions>();
    CLI::App* cmd = root.add_subcommand("sim", "Render a game on a simulated table: frames, camera.yaml, table.yaml, truth.json");
    cmd->add_option("--out", o->out, "output directory (created)");
    cmd->add_option("--tile-sheet", o->tileSheet, "instead: write every tile's art (painted or --art) to this image");
    cmd->add_option("--seed", o->sim.seed, "seed of the game, the rig and the mess (same seed, same frames)");
    cmd->add_option("--players", o->sim.colours, "follower colours in turn order (default red,blue,green)")->delimiter(',');
    cmd->add_option("--expansions", o->sim.expansions, "bcb, messages (random games)")->delimiter(',');
    cmd->add_option("--jcz", o->sim.jcz, "render this JCloisterZone save instead of a random game");
    cmd->add_option("--art", o->sim.artDir, "enrolment directory with real tile art (e.g. shared/tiles/c1-scans)");
    cmd->add_option("--mixed-art", o->sim.mixedArt,
                    "more printings on the table: art folders or 'painted'; each tile copy shows one, seeded")->delimiter(',');
    cmd->add_flag("--glare", o->sim.glare, "a lamp's specular glare on the tiles, moving a little between turns");
    cmd->add_option("--cast", o->cast, "white-balance cast over the game: none, tungsten, daylight, fluorescent");
    cmd->add_flag("--life-size-hands", o->sim.lifeSizeHands, "adult hands (19 x 8.5 cm) in skin tones from light to dark");
    cmd->add_option("--tilt", o->sim.tiltDeg, "camera tilt from straight down, degrees (0-25)");
    cmd->add_option("--mess", o->mess, "none, light or full");
    cmd->add_option("--frames-per-move", o->sim.framesPerMove, "frames per move: hand frames, then still ones");
    cmd->add_option("--width", o->sim.imageSize.width, "frame width in pixels");
    cmd->add_option("--height", o->sim.imageSize.height, "frame height in pixels");
    cmd->add_option("--turns", o->sim.turns, "stop after this many turns (default: the whole game)");
    cmd->add_option("--start-at", o->startAt, "the start tile's centre on the table, mm east,south of its origin (default 0,0)")
        ->delimiter(',')->expected(2);
    cmd->add_option("--board-turn", o->sim.board.turnDeg, "the board turned on the table, degrees clockwise (default 0)");
    cmd->add_option("--camera-roll", o->sim.cameraRollDeg, "the camera turned about its axis, degrees clockwise (default 0)");
    cmd->add_option("--spare-cells", o->spare, "the markers' area beyond the game: cells west,north,east,south (default 0,0,0,0)")
        ->delimiter(',')->expected(4);
    cmd->add_flag("--solid-followers", o->sim.solidFollowers, "followers as 16 mm figures: parallax, soft shadows, real paint");
    cmd->add_flag("--png", o->png, "lossless PNG frames instead of JPEG");
    cmd->add_flag("--json", o->json, "summary as JSON on stdout");
    cmd->callback([o, &ctx] {
        if (!sim::parseMess(o->mess, o->sim.mess)) return ctx.fail("--mess: '" + o->mess + "' is not none, light or full");
        if (!sim::parseCast(o->cast, o->sim.cast))
            return ctx.fail("--cast: '" + o->cast + "' is not none, tungsten, daylight or fluorescent");
        if (o->startAt.size() == 2) o->sim.board.startMm = {o->startAt[0], o->startAt[1]};
        if (o->spare.size() == 4) o->sim.spareCells = {o->spare[0], o->spare[1], o->spare[2], o->spare[3]};
        if (!o->tileSheet.empty()) {
            auto art = sim::TileArt::create(Tileset::standard(), 180, o->sim.artDir, o->sim.mixedArt);
            if (!art) return ctx.fail("--art/--mixed-art: " + art.error());
            if (!cv::imwrite(o->tileSheet, sim::tileSheet(*art, Tileset::standard())))
                return ctx.fail(o->tileSheet + ": cannot write the image");
            return;
        }
        if (o->out.empty()) return ctx.fail("--out: required (the output directory)");
        auto game = sim::loadSimGame(o->sim);
        if (!game) return ctx.fail(game.error());
        auto simulator = sim::Simulator::create(std::move(*game), o->sim);
        if (!simulator) return ctx.fail(simulator.error());
        const auto start = std::chrono::steady_clock::now();
        auto last = start;
        auto progress = [&](int done, int total) {
            const auto now = std::chrono::steady_clock::now();
            if (now - last < std::chrono::milliseconds(500) && done != total) return;
            last = now;
            std::fprintf(stderr, "\rcarc sim: frame %d/%d", done, total);
            if (done == total) std::fprintf(stderr, "\n");
        };
        if (auto s = sim::writeSimulation(**simulator, o->out, progress, o->png); !s) return ctx.fail(s.error());
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        nlohmann::json summary = (*simulator)->summary();
        summary["out"] = o->out;
        summary["seconds"] = seconds;
        if (o->json) {
            std::printf("%s\n", summary.dump(2).c_str());
            return;
        }
        std::printf("%d frames of %d turns (%s) in %s, %.1f s\n", (*simulator)->frameCount(), summary["turns"].get<int>(),
                    (*simulator)->game().source.c_str(), o->out.c_str(), seconds);
        std::printf("track them: carc track --frames %s --camera %s/camera.yaml --table %s/table.yaml --players ",
                    o->out.c_str(), o->out.c_str(), o->out.c_str());
        const auto& colours = (*simulator)->game().colours;
        for (size_t i = 0; i < colours.size(); ++i) std::printf("%s%s", i ? "," : "", colours[i].c_str());
        std::printf("\n");
    });
}

}  // namespace
CARC_COMMAND(setupSim);
}  // namespace carc::cli
