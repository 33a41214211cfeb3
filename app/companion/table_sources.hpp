#pragma once
// The frame sources a new game can watch, by the name the new-game screen uses:
//   "demo"    a quick simulated table (DemoTable: the engine plays, with mistakes)
//   "sim"     the table simulator through the camera pipeline (VisionTable)
//   "camera"  the rig's camera (VisionTable over libcamera, a webcam or GStreamer; the
//             camera "sim" is the simulated table on a rig set up with the synthetic camera)
//   "folder"  a recorded game: a folder of frames or a video file (VisionTable)
#include <QString>
#include <QStringList>
#include <memory>

#include "engine/game.hpp"
#include "table_watcher.hpp"

namespace carc::app {

// The camera "sim": the setup's synthetic camera (RigSetup, LensSetup) for the
// calibration, and the table simulator for the game, standing in for a real rig.
inline const QString kSimulatedCamera = QStringLiteral("sim");

struct TableChoice {
    QString source = QStringLiteral("demo");
    QString frames;        // "folder": the folder or video; "camera": the camera (e.g. libcamera, v4l2:0)
    QString rigDir;        // camera.yaml, table.yaml and tileset/ of the rig
    QString artDir;        // "sim": tile art (empty: painted)
    std::uint64_t seed = 2026;
    bool tilesFromTable = false;  // "demo": tiles named by what appears, as with a camera (the bazaar revealed on screen)
};

struct OpenedTable {
    std::unique_ptr<TableWatcher> watcher;
    GameSetup setup;  // the live game to start: a table game for camera sources
};

// `setup` holds the players and the rules chosen; the error says what is missing
// (e.g. "camera calibration: ... (Set up rig: Lens)").
Expected<OpenedTable> openTable(const TableChoice& choice, GameSetup setup, const QStringList& colours);

class LiveGame;
// A 4-player demo game with every expansion, played by the simulated table. `source`
// Table: the tiles come from the table, as in a camera game (the bazaar is revealed on screen).
bool startDemo(LiveGame& game, std::uint64_t seed, bool autoPlay = true,
               TileSource source = TileSource::Shuffled);

}  // namespace carc::app
