#pragma once
// A game on the simulated table watched by the tracker, frame by frame, the way the
// companion watches a real one: the players' tile set is enrolled from the art on the
// table (painted, or real scans), the camera's frames come through the simulator's
// frame source, and the tracker plays what it sees in a table game (tiles drawn = what
// appears); decisions only players make are answered as the simulated players chose,
// and a tile read in doubt is named as they would name it, looking at the table.
// Used by `carc demo` (which records each move) and the accuracy harness.
#include <memory>

#include "vision/sim/simulator_source.hpp"
#include "vision/track/testing/truth_comparison.hpp"
#include "vision/track/tracker.hpp"

namespace carc::vision::testing {

// What watching a simulated table takes: its frames, the tile set enrolled from its art,
// the table game the companion plays (tiles drawn = what appears) and the simulated
// players' answers to the decisions only players make (TrackerOptions::decide) and to
// which tile lies where a reading is in doubt (TrackerOptions::confirmTile).
struct SimulatedRig {
    sim::SimulatorSource source;
    TileLibrary library;
    GameSetup setup;
    TrackerOptions options;
};
// Errors name the option (--art, --players, ...).
Expected<SimulatedRig> simulatedRig(const sim::SimOptions& options);

class SimulatedTable {
public:
    // Errors name the option (--art, --players, ...). `nameDoubtfulTiles` false: the
    // players leave tile questions unanswered (the tracker's revisions then decide).
    // `dump`: where the tracker shows its work (TrackerOptions::dump).
    static Expected<std::unique_ptr<SimulatedTable>> create(const sim::SimOptions& options,
                                                            bool nameDoubtfulTiles = true,
                                                            std::shared_ptr<const DumpSink> dump = nullptr);

    // Shows the tracker the next frame; false when the simulated game has no more.
    bool step();
    // After the last frame: final scoring if the simulated game ended (a game cut short
    // is compared as it stands), then the comparison with the truth.
    TruthComparison finish();

    const Tracker& tracker() const { return tracker_; }
    // The companion's game: the one game, which the tracker plays what it sees on.
    const Game& game() const { return game_; }
    const sim::SimulatorSource& source() const { return source_; }
    const GameSetup& setup() const { return game_.setup(); }
    int framesSeen() const { return frames_; }
    double trackerMs() const { return trackerMs_; }  // time spent in the tracker, all frames

private:
    SimulatedTable(SimulatedRig rig, Game game);

    TileLibrary library_;  // before tracker_, which points to it
    sim::SimulatorSource source_;
    Game game_;
    Tracker tracker_;
    nlohmann::json lastTruth_;
    int frames_ = 0;
    double trackerMs_ = 0;
};

// The table game the companion sets up for a simulated one: the same players and
// expansions, the tiles drawn being whatever appears on the table.
GameSetup tableGameOf(const GameSetup& simulated);

}  // namespace carc::vision::testing
