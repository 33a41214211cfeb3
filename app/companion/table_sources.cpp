#include "table_sources.hpp"

#include "live_game.hpp"
#include "calibration/synthetic_views.hpp"
#include "vision_table.hpp"

namespace carc::app {
Expected<OpenedTable> openTable(const TableChoice& choice, GameSetup setup, const QStringList& colours) {
    if (choice.source == "demo") {
        setup.source = choice.tilesFromTable ? TileSource::Table : TileSource::Shuffled;
        setup.seed = choice.seed;
        return OpenedTable{std::make_unique<DemoTable>(choice.seed, 9, 13), setup};
    }
    if (choice.source == "sim") {
        auto sim = simulatedVisionTable(choice.seed, setup, colours, choice.artDir);
        if (!sim) return Error{"simulated table: " + sim.error()};
        return OpenedTable{std::move(sim->table), sim->setup};
    }
    if (choice.source != "camera" && choice.source != "folder")
        return Error{"unknown frame source \"" + choice.source.toStdString() + "\" (camera, folder, sim, demo)"};
    if (choice.source == "camera" && choice.frames == kSimulatedCamera) {
        // The rig set up on the synthetic camera: the table simulator stands in for the
        // camera, drawn through the lens the setup calibrated and read through the
        // calibration it wrote (camera.yaml, table.yaml), as a real camera is.
        auto rig = rigRectifier({}, choice.rigDir);
        if (!rig) return Error{rig.error()};
        auto sim = simulatedVisionTable(choice.seed, setup, colours, choice.artDir, -1,
                                        SetUpRig{calibration::syntheticCamera(), std::move(*rig)});
        if (!sim) return Error{"simulated camera: " + sim.error()};
        return OpenedTable{std::move(sim->table), sim->setup};
    }
    if (choice.frames.isEmpty())
        return Error{choice.source == "folder" ? "no folder of frames chosen" : "no camera chosen"};
    // The tiles drawn are whatever appears on the table; messages are drawn there too.
    setup.source = TileSource::Table;
    setup.expansions.messagesFromTable = setup.expansions.messages;
    auto game = Game::create(setup);
    if (!game) return Error{game.error()};
    auto table = VisionTable::open(choice.frames, choice.rigDir, *game, colours);
    if (!table) return Error{table.error()};
    return OpenedTable{std::move(*table), setup};
}

bool startDemo(LiveGame& game, std::uint64_t seed, bool autoPlay, TileSource source) {
    GameSetup setup;
    setup.players = {"Anna", "Ben", "Carla", "David"};
    setup.sets = {"base", "bcb"};
    setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
    setup.expansions.messages = true;
    setup.source = source;
    setup.seed = seed;
    const bool ok = game.start(setup, {"red", "blue", "green", "yellow"}, std::make_unique<DemoTable>(seed, 0, 0));
    if (ok) game.setAutoPlay(autoPlay);
    return ok;
}

}  // namespace carc::app
