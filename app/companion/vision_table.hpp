#pragma once
// The table as the camera sees it: frames from a FrameSource (the Pi camera, a webcam,
// a recorded folder or video, the table simulator) read by the vision Tracker, whose
// moves the live game takes as observations.
//
// The live game (LiveGame's) is the one game, with the players' word. A frame is
// read on a copy of it made for that frame; the moves the tracker played on the copy
// are reported to the live game one by one. While the live game follows them, the next
// is reported; when it does not (a correction, an undo, a decision answered otherwise
// on screen, the "turn done" button) the tracker is told (Tracker::playersOverruled),
// and what it read from the table since then (a tile laid after the decision) is still
// reported on top when the rules allow it.
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <map>
#include <memory>

#include <opencv2/core.hpp>

#include "table_watcher.hpp"
#include "vision/sources/frame_source.hpp"
#include "vision/track/tracker.hpp"

namespace carc::app {

// The rig's lens and table (camera.yaml, table.yaml) from a recording's folder when it
// carries them, else from `rigDir`; the error names the setup step that writes the file.
Expected<vision::Rectifier> rigRectifier(const QString& frames, const QString& rigDir);

// The tiles the tracker knows: the tile-set enrolment in `tilesetDir` (`carc calibrate
// tiles`, the setup's optional Tiles step) or, with no such folder, the standard tile
// pictures painted from the tile definitions.
Expected<vision::TileLibrary> tileLibrary(const QString& tilesetDir, const Tileset& tiles);

class VisionTable final : public TableWatcher {
public:
    // `options.decide` is how a simulated table's players answer (empty: real players).
    VisionTable(std::unique_ptr<vision::FrameSource> source, vision::Rectifier rectifier, vision::TileLibrary library,
                const Game& game, vision::TrackerOptions options, QString name);
    VisionTable(const VisionTable&) = delete;  // the tracker's decide hook points here
    VisionTable& operator=(const VisionTable&) = delete;

    // A camera or recording with the rig's calibration from `rigDir` (camera.yaml,
    // table.yaml, tileset/ = the tile-set enrolment, optional: see tileLibrary). A recording folder that carries
    // its own camera.yaml/table.yaml (as `carc sim` writes them) uses those. Errors say
    // which file is missing or bad.
    static Expected<std::unique_ptr<VisionTable>> open(const QString& frames, const QString& rigDir, const Game& game,
                                                       const QStringList& colours);

    std::optional<Observation> next(const Game& game) override;
    QImage frame() const override { return still_; }
    QImage currentFrame() const override;
    bool hasCamera() const override { return true; }
    QPolygonF outline(Pos cell) const override;
    QString sourceName() const override { return name_; }
    std::vector<TableNotice> takeNotices() override;
    bool ended() const override { return ended_; }
    int pollMs() const override { return 30; }
    QString undoHint() const override {
        return QCoreApplication::translate(
            "VisionTable", "Undone. Take that tile or follower off the table, or the camera reads it again.");
    }
    bool simulatedPlayers() const override { return static_cast<bool>(answer_); }
    std::optional<Move> playersAnswer(const Game& game) override;

    const vision::Tracker& tracker() const { return tracker_; }
    // The calibration the frames are read through (the rig's camera.yaml and table.yaml).
    const vision::CameraModel& lens() const { return lens_; }
    const vision::TableModel& table() const { return table_; }
    // The moves as read: the live game's when the last frame was read, and the
    // tracker's since.
    const std::vector<Move>& movesRead() const { return tableMoves_; }

private:
    // Whether the live game still follows the moves read; if not, the tracker is told
    // and the moves still to report are what the table showed since (header comment).
    void follow(const Game& game);
    // The next move read after the live game's, if there is one.
    std::optional<Observation> pending(const Game& game) const;
    void read(const Game& game);

    vision::TrackerOptions askingThePlayers(vision::TrackerOptions options);

    std::unique_ptr<vision::FrameSource> source_;
    vision::TileLibrary library_;  // before tracker_, which points to it
    // A simulated table's answers, remembered per decision (the tracker and the live
    // game both ask for each one, and must get the same).
    std::function<std::optional<Move>(const Game&, const Decision&)> answer_;
    std::map<size_t, std::optional<Move>> answered_;  // by the game's move count
    vision::CameraModel lens_;
    vision::TableModel table_;
    vision::Tracker tracker_;
    QString name_;
    // The live game's moves when the last frame was read, and the tracker's since.
    std::vector<Move> tableMoves_;
    cv::Mat last_;            // the frame just read
    QImage still_;            // the frame that showed the last reported move
    size_t liveMoves_ = 0;    // the live game's move count, with the move just reported
    size_t alertsTaken_ = 0;
    bool ended_ = false;
};

// The simulator through the vision pipeline: a random game with the players, rules and
// expansions of `wanted`, rendered with `artDir` (empty: painted art), its players
// answering on screen as they chose in the simulated game; `turns` >= 0 cuts the game
// short. The live game to start with it is `setup` (a table game).
struct SimulatedVisionTable {
    std::unique_ptr<VisionTable> table;
    GameSetup setup;
};
// A rig set up on the simulated camera (RigSetup with "sim"): the simulator draws its
// frames through `lens` (the lens the setup's views were taken with) onto a table with
// the markers where `rig` (camera.yaml, table.yaml) has them, and the tracker reads them
// through `rig`, as it reads a real camera through the calibration.
struct SetUpRig {
    vision::CameraModel lens;
    vision::Rectifier rig;
};
Expected<SimulatedVisionTable> simulatedVisionTable(std::uint64_t seed, const GameSetup& wanted,
                                                    const QStringList& colours, const QString& artDir,
                                                    int turns = -1, const std::optional<SetUpRig>& setUp = {});

}  // namespace carc::app
