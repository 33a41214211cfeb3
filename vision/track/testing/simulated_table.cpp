#include "vision/track/testing/simulated_table.hpp"

#include <chrono>

#include "vision/track/testing/truth_decisions.hpp"

namespace carc::vision::testing {
namespace {

// The players' tile set, enrolled from the art on the simulated table (as
// `carc calibrate tiles` enrols a real one).
Expected<TileLibrary> enrolArt(const std::string& artDir) {
    const Tileset& tiles = Tileset::standard();
    auto art = sim::TileArt::create(tiles, 256, artDir);
    if (!art) return Error{"--art: " + art.error()};
    TileLibrary library(tiles);
    for (const TileType& t : tiles.types()) library.add(t.index, art->image(t.index, Rotation{}));
    return library;
}

}  // namespace

GameSetup tableGameOf(const GameSetup& simulated) {
    GameSetup setup;
    setup.players = simulated.players;
    setup.sets = simulated.sets;
    setup.expansions = simulated.expansions;
    setup.expansions.messagesFromTable = simulated.expansions.messages;
    setup.source = TileSource::Table;
    return setup;
}

Expected<SimulatedRig> simulatedRig(const sim::SimOptions& options) {
    auto simGame = sim::loadSimGame(options);
    if (!simGame) return Error{simGame.error()};
    auto simulator = sim::Simulator::create(std::move(*simGame), options);
    if (!simulator) return Error{simulator.error()};
    auto library = enrolArt(options.artDir);
    if (!library) return Error{library.error()};
    const sim::GameScript& script = (*simulator)->game().script;
    auto decisions = TruthDecisions::of(script.setup, script.moves);
    if (!decisions) return Error{decisions.error()};
    // The players answer on screen what the simulated players chose.
    TrackerOptions trackerOptions;
    const auto answers = std::make_shared<TruthDecisions>(std::move(*decisions));
    trackerOptions.decide = [answers](const Game& game, const Decision& d) { return answers->answer(game, d); };
    trackerOptions.confirmTile = [answers](const Game&, const TileQuestion& q) { return answers->tileAt(q); };
    GameSetup setup = tableGameOf(script.setup);
    return SimulatedRig{sim::SimulatorSource(std::move(*simulator)), std::move(*library), std::move(setup),
                        std::move(trackerOptions)};
}

Expected<std::unique_ptr<SimulatedTable>> SimulatedTable::create(const sim::SimOptions& options,
                                                                  bool nameDoubtfulTiles,
                                                                  std::shared_ptr<const DumpSink> dump) {
    auto rig = simulatedRig(options);
    if (!rig) return Error{rig.error()};
    if (!nameDoubtfulTiles) rig->options.confirmTile = nullptr;
    rig->options.dump = std::move(dump);
    auto game = Game::create(rig->setup);
    if (!game) return Error{"--players/--expansions: " + game.error()};
    return std::unique_ptr<SimulatedTable>(new SimulatedTable(std::move(*rig), std::move(*game)));
}

SimulatedTable::SimulatedTable(SimulatedRig rig, Game game)
    : library_(std::move(rig.library)),
      source_(std::move(rig.source)),
      game_(std::move(game)),
      tracker_(Rectifier(source_.simulator().rig().camera, source_.simulator().rig().table), library_, game_.setup(),
               std::move(rig.options)) {}

bool SimulatedTable::step() {
    const FrameRead r = source_.read();
    if (r.kind == FrameRead::Kind::End) return false;
    const auto start = std::chrono::steady_clock::now();
    tracker_.observe(r.image, r.index, game_);
    trackerMs_ += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    lastTruth_ = source_.truth();
    ++frames_;
    return true;
}

TruthComparison SimulatedTable::finish() {
    const nlohmann::json summary = source_.simulator().summary();
    if (summary.value("ended", false)) tracker_.finish(game_);
    else tracker_.endTurn(game_);
    const sim::GameScript& played = source_.simulator().game().script;
    return compareWithTruth(tracker_, game_, lastTruth_, played.setup, played.moves, summary);
}

}  // namespace carc::vision::testing
