#include "vision_table.hpp"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "session_text.hpp"
#include "vision/sim/tile_art.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace carc::app {
namespace {

// Moves read from the table (as opposed to answers given on screen): what is still
// reported on top of the players' game when it parts from the reading.
bool readFromTable(const Move& m) {
    return std::holds_alternative<PlaceTile>(m) || std::holds_alternative<Deploy>(m) ||
           std::holds_alternative<PlaceBridge>(m);
}

// The standard pictures' side when no tile set is enrolled (the library scales them).
constexpr int kPaintedTilePx = 256;

QImage toQImage(const cv::Mat& bgr) {
    if (bgr.empty()) return {};
    return QImage(bgr.data, bgr.cols, bgr.rows, static_cast<qsizetype>(bgr.step), QImage::Format_BGR888).copy();
}

// A rig file: from the recording's folder when it carries one, else from the rig's.
QString rigFile(const QString& frames, const QString& rigDir, const QString& name) {
    const QString own = QDir(frames).filePath(name);
    return QFileInfo::exists(own) ? own : QDir(rigDir).filePath(name);
}

}  // namespace

Expected<vision::Rectifier> rigRectifier(const QString& frames, const QString& rigDir) {
    auto camera = vision::loadCameraModel(rigFile(frames, rigDir, "camera.yaml").toStdString());
    if (!camera) return Error{"camera calibration: " + camera.error() + " (Set up rig: Lens)"};
    auto table = vision::loadTableModel(rigFile(frames, rigDir, "table.yaml").toStdString());
    if (!table) return Error{"table calibration: " + table.error() + " (Set up rig: Table)"};
    return vision::Rectifier(*camera, *table);
}

Expected<vision::TileLibrary> tileLibrary(const QString& tilesetDir, const Tileset& tiles) {
    if (QFileInfo::exists(tilesetDir)) {
        auto enrolled = vision::TileLibrary::loadEnrolment(tilesetDir.toStdString(), tiles);
        if (!enrolled) return Error{"tile set: " + enrolled.error() + " (Set up rig: Tiles)"};
        return enrolled;
    }
    vision::TileLibrary painted(tiles);
    for (const TileType& t : tiles.types()) painted.add(t.index, sim::paintTile(t, kPaintedTilePx));
    return painted;
}

VisionTable::VisionTable(std::unique_ptr<vision::FrameSource> source, vision::Rectifier rectifier,
                         vision::TileLibrary library, const Game& game, vision::TrackerOptions options, QString name)
    : source_(std::move(source)),
      library_(std::move(library)),
      answer_(std::move(options.decide)),
      lens_(rectifier.camera()),
      table_(rectifier.table()),
      tracker_(std::move(rectifier), library_, game.setup(), askingThePlayers(std::move(options))),
      name_(std::move(name)),
      tableMoves_(game.moves()) {}

vision::TrackerOptions VisionTable::askingThePlayers(vision::TrackerOptions options) {
    // The tracker answers decisions as the players will (a simulated table), or with
    // the engine's suggestion until the players have answered on screen.
    options.decide = [this](const Game& g, const Decision&) { return playersAnswer(g); };
    return options;
}

Expected<std::unique_ptr<VisionTable>> VisionTable::open(const QString& frames, const QString& rigDir,
                                                         const Game& game, const QStringList& colours) {
    auto rectifier = rigRectifier(frames, rigDir);
    if (!rectifier) return Error{rectifier.error()};
    auto library = tileLibrary(rigFile(frames, rigDir, "tileset"), game.tiles());
    if (!library) return Error{library.error()};
    auto source = vision::openFrameSource(frames.toStdString());
    if (!source) return Error{"frames: " + source.error()};
    vision::TrackerOptions options;
    for (const QString& c : colours) options.colours.push_back(c.toStdString());
    const QString name = QString::fromStdString((*source)->describe());
    return std::make_unique<VisionTable>(std::move(*source), std::move(*rectifier), std::move(*library),
                                         game, std::move(options), name);
}

std::optional<Move> VisionTable::playersAnswer(const Game& game) {
    if (!answer_ || !game.decision()) return std::nullopt;
    const size_t at = game.moves().size();
    auto known = answered_.find(at);
    if (known == answered_.end()) known = answered_.emplace(at, answer_(game, *game.decision())).first;
    return known->second;
}

void VisionTable::follow(const Game& game) {
    const std::vector<Move>& live = game.moves();
    const std::vector<Move>& read = tableMoves_;
    const bool follows = live.size() >= liveMoves_ && live.size() <= read.size() &&
                         std::equal(live.begin(), live.end(), read.begin());
    const bool undone = live.size() < liveMoves_;
    liveMoves_ = live.size();
    if (follows) return;
    // What the tracker read from the table after the point where the two part goes on
    // top of the players' game, as far as the rules allow (not after an undo: the
    // players took that back, and the cells are read again from the table).
    size_t common = 0;
    while (common < live.size() && common < read.size() && live[common] == read[common]) ++common;
    Game onTop = game;
    if (!undone)
        for (size_t i = common; i < read.size() && !onTop.decision(); ++i) {
            const Move& m = read[i];
            if (!readFromTable(m)) continue;
            // A move the rules refuse is left out: the players' game decides.
            if (std::holds_alternative<PlaceTile>(m) && onTop.phase() == Phase::Follower && !onTop.apply(Pass{})) break;
            if (!onTop.apply(m)) continue;
        }
    tracker_.playersOverruled(game);
    tableMoves_ = onTop.moves();
}

std::optional<Observation> VisionTable::pending(const Game& game) const {
    const std::vector<Move>& read = tableMoves_;
    if (read.size() <= game.moves().size()) return std::nullopt;
    const Move& m = read[game.moves().size()];
    Observation o{m, 1.0, cellOf(game, m)};
    if (const auto* place = std::get_if<PlaceTile>(&m))
        for (const vision::TileSighting& s : tracker_.sightings())
            if (s.applied && s.placement == place->placement) o.confidence = s.confidence;
    if (std::holds_alternative<Deploy>(m) && !tracker_.followersSeen().empty())
        o.confidence = tracker_.followersSeen().back().confidence;
    return o;
}

void VisionTable::read(const Game& game) {
    // Read on a copy of the live game: what the tracker plays on it is reported from it.
    Game played = game;
    const vision::FrameRead r = source_->read();
    switch (r.kind) {
        case vision::FrameRead::Kind::Frame:
            last_ = r.image;
            tracker_.observe(r.image, r.index, played);
            break;
        case vision::FrameRead::Kind::Skipped:
            tracker_.skipped(r.index, r.reason);
            break;
        case vision::FrameRead::Kind::End:
            ended_ = true;
            tracker_.endTurn(played);  // no follower seen on the last tile: none was placed
            break;
    }
    tableMoves_ = played.moves();
}

std::optional<Observation> VisionTable::next(const Game& game) {
    follow(game);
    // Decisions are the players' (on screen); the table waits for them.
    if (game.over() || game.decision()) return std::nullopt;
    std::optional<Observation> o = pending(game);
    if (!o && !ended_) {
        read(game);
        o = pending(game);
        if (o) still_ = toQImage(last_);
    }
    // The live game takes the move reported: one fewer later means it was undone.
    if (o) ++liveMoves_;
    return o;
}

std::vector<TableNotice> VisionTable::takeNotices() {
    std::vector<TableNotice> out;
    const std::vector<vision::Alert>& alerts = tracker_.alerts();
    for (; alertsTaken_ < alerts.size(); ++alertsTaken_) {
        const vision::Alert& a = alerts[alertsTaken_];
        TableNotice n{a.kind == "illegal", QString::fromStdString(a.reason), std::nullopt};
        // An illegal tile: the tracker's refused sighting of that frame shows where.
        for (const vision::TileSighting& s : tracker_.sightings())
            if (n.illegal && s.frame == a.frame && !s.applied) n.placement = s.placement;
        if (n.illegal || a.kind == "uncertain") still_ = toQImage(last_);
        out.push_back(std::move(n));
    }
    return out;
}

QPolygonF VisionTable::outline(Pos cell) const {
    QPolygonF out;
    for (const cv::Point2f& p : tracker_.cellOutline(cell)) out << QPointF(p.x, p.y);
    return out;
}

namespace {

// Whether every tile of the simulated game lies inside the table's markers (with a
// cell to spare: the tracker reads the area between them).
bool fitsOnTable(const sim::SimOptions& options, const vision::TableModel& table) {
    auto game = sim::loadSimGame(options);
    if (!game) return true;  // the simulator says what is wrong
    const cv::Rect2d area = table.markerBounds();
    const double cell = table.tileMm;
    return std::all_of(game->script.tiles.begin(), game->script.tiles.end(), [&](const PlacedTile& t) {
        const cv::Point2d c(t.pos.x * cell, t.pos.y * cell);
        return c.x - 1.5 * cell > area.x && c.x + 1.5 * cell < area.x + area.width && c.y - 1.5 * cell > area.y &&
               c.y + 1.5 * cell < area.y + area.height;
    });
}

}  // namespace

Expected<SimulatedVisionTable> simulatedVisionTable(std::uint64_t seed, const GameSetup& wanted,
                                                    const QStringList& colours, const QString& artDir, int turns,
                                                    const std::optional<SetUpRig>& setUp) {
    sim::SimOptions so;
    so.seed = seed;
    for (const QString& c : colours) so.colours.push_back(c.toStdString());
    if (wanted.expansions.bridges) so.expansions.push_back("bcb");
    if (wanted.expansions.messages) so.expansions.push_back("messages");
    so.artDir = artDir.toStdString();
    so.mess = sim::MessLevel::Light;
    so.turns = turns;
    if (setUp) {
        so.camera = setUp->lens;
        so.imageSize = setUp->lens.imageSize;
        so.table = setUp->rig.table();
        // The game played is one that fits between the markers the players put down.
        constexpr int kGamesTried = 40;  // most games of a 4-player table fit a 96 x 68 cm area
        for (int tried = 1; tried < kGamesTried && !fitsOnTable(so, setUp->rig.table()); ++tried) so.seed = seed + tried;
        if (!fitsOnTable(so, setUp->rig.table())) return Error{"simulated camera: no game fits between the table markers"};
    }
    auto rig = vision::testing::simulatedRig(so);
    if (!rig) return Error{rig.error()};
    GameSetup setup = rig->setup;
    setup.players = wanted.players;
    setup.rules = wanted.rules;
    auto game = Game::create(setup);
    if (!game) return Error{game.error()};
    rig->options.colours = so.colours;
    const vision::Rectifier rectifier = setUp ? setUp->rig
                                              : vision::Rectifier(rig->source.simulator().rig().camera,
                                                                  rig->source.simulator().rig().table);
    const QString name = QString::fromStdString(rig->source.describe());
    auto source = std::make_unique<sim::SimulatorSource>(std::move(rig->source));
    auto table = std::make_unique<VisionTable>(std::move(source), rectifier, std::move(rig->library), *game,
                                               std::move(rig->options), name);
    return SimulatedVisionTable{std::move(table), std::move(setup)};
}

QImage VisionTable::currentFrame() const { return last_.empty() ? still_ : toQImage(last_); }

}  // namespace carc::app
