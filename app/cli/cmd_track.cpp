// carc track --frames DIR --camera camera.yaml --table table.yaml --players red,blue[,...]
//            [--expansions NAME,...] [--tileset DIR] [--json] [--record OUT.carc] [--dump DIR]
// --record: the game goes into a game store (SQLite; `carc games ... --db OUT.carc`),
// every move with the frame that showed it. --dump: the tracker's log and the cell
// images it judged, into DIR (vision/track/dump_sink.hpp).
// Watches a recorded or rendered game and reconstructs it through the rules engine.
#include <cstdio>
#include <span>
#include <sstream>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "app/cli/command.hpp"
#include "engine/expansions.hpp"
#include "engine/io/score_json.hpp"
#include "engine/records/recorded_game.hpp"
#include "vision/sources/frame_source.hpp"
#include "vision/track/track_report.hpp"

namespace carc::cli {
namespace {

using namespace carc::vision;

const std::vector<std::string> kColours{"red", "blue", "green", "yellow", "black", "grey", "pink", "purple"};

// The registered expansions' names, for help and errors.
std::string expansionList() {
    std::string names;
    for (const ExpansionName& x : expansionNames()) names += (names.empty() ? "" : ", ") + std::string(x.name);
    return names;
}

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) out.push_back(item);
    return out;
}

struct TrackOptions {
    std::string frames, camera, table, players, expansions, tileset, record, dump;
    bool json = false;
};

// Game setup for a table game from the command line; the error names the option.
Expected<GameSetup> tableSetup(const TrackOptions& o) {
    GameSetup setup;
    setup.source = TileSource::Table;
    for (const std::string& p : splitList(o.players)) {
        if (std::find(kColours.begin(), kColours.end(), p) == kColours.end())
            return Error{"--players: '" + p + "' is not a follower colour (red, blue, green, yellow, black, grey, pink, purple)"};
        // The camera tells players apart by their followers' colour alone.
        if (std::find(setup.players.begin(), setup.players.end(), p) != setup.players.end())
            return Error{"--players: '" + p + "' is given twice (each player needs a colour of their own)"};
        setup.players.push_back(p);
    }
    // One colour is a solo game, as in `carc replay` (the engine plays 1 to 6).
    if (setup.players.empty() || setup.players.size() > 6) return Error{"--players: 1 to 6 colours, comma-separated"};
    for (const std::string& e : splitList(o.expansions))
        if (!enableExpansion(setup, e)) return Error{"--expansions: unknown expansion '" + e + "' (" + expansionList() + ")"};
    return setup;
}

std::vector<std::uint8_t> jpegOf(const cv::Mat& frame) {
    std::vector<std::uint8_t> jpeg;
    cv::imencode(".jpg", frame, jpeg, {cv::IMWRITE_JPEG_QUALITY, 90});
    return jpeg;
}

// The frames as the tracker may see them: every usable frame has the size the camera
// was calibrated for. A frame of another size ends the stream with a refusal (the
// lens model and the table's registration no longer hold); frames that do not decode
// are skipped as before, and a stream without one usable frame is refused.
class CheckedFrames : public FrameSource {
public:
    CheckedFrames(FrameSource& source, cv::Size calibrated) : source_(source), calibrated_(calibrated) {}
    FrameRead read() override {
        if (!refusal_.empty()) return {};
        FrameRead r = source_.read();
        if (r.kind == FrameRead::Kind::Skipped && firstBad_.empty()) firstBad_ = r.reason;
        if (r.kind != FrameRead::Kind::Frame) return r;
        if (r.image.size() != calibrated_) {
            refusal_ = "frame " + std::to_string(r.index) + ": " + sizeText(r.image.size()) + ", but the camera model is for " +
                       sizeText(calibrated_) + " (frames must keep the calibrated resolution)";
            return {};
        }
        ++usable_;
        return r;
    }
    std::string describe() const override { return source_.describe(); }
    // Why the stream cannot be tracked ("" when it can).
    std::string refusal() const {
        if (!refusal_.empty()) return refusal_;
        if (usable_ == 0) return "no usable frame" + (firstBad_.empty() ? std::string() : " (first: " + firstBad_ + ")");
        return {};
    }

private:
    static std::string sizeText(cv::Size s) { return std::to_string(s.width) + "x" + std::to_string(s.height); }
    FrameSource& source_;
    cv::Size calibrated_;
    int usable_ = 0;
    std::string firstBad_, refusal_;
};

// --record: the store (opened, so a busy or damaged one is refused before tracking) and
// the game recorded in it, created with the first move to record so that a stream
// refused before then leaves nothing behind.
struct TrackRecord {
    records::GameStore store;
    std::optional<records::RecordedGame> record;  // points to `store`: the pair lives on the heap
};
Expected<std::unique_ptr<TrackRecord>> openRecord(const TrackOptions& o) {
    if (o.record.empty()) return std::unique_ptr<TrackRecord>();
    auto store = records::GameStore::open(o.record);
    if (!store) return Error{"--record: " + store.error()};
    return std::unique_ptr<TrackRecord>(new TrackRecord{std::move(*store), std::nullopt});
}
Status follow(TrackRecord& out, const GameSetup& setup, const TrackOptions& o, const std::string& source,
              const Game& watched, std::span<const std::uint8_t> frameJpeg) {
    if (!out.record) {
        auto record = records::RecordedGame::start(out.store, setup, "tracked: " + o.frames,
                                                   {{"colours", setup.players}, {"frame_source", source}});
        if (!record) return Error{record.error()};
        out.record.emplace(std::move(*record));
    }
    return out.record->follow(watched, frameJpeg);
}

void setupTrack(CLI::App& root, Context& ctx) {
    auto o = std::make_shared<TrackOptions>();
    CLI::App* cmd = root.add_subcommand("track", "Watch a recorded or rendered game and reconstruct it");
    cmd->add_option("--frames", o->frames, "frame directory (000000.jpg, ...) or another frame source")->required();
    cmd->add_option("--camera", o->camera, "camera.yaml")->required();
    cmd->add_option("--table", o->table, "table.yaml")->required();
    cmd->add_option("--players", o->players, "follower colours in turn order, e.g. red,blue")->required();
    cmd->add_option("--expansions", o->expansions, expansionList() + " (comma-separated)");
    cmd->add_option("--tileset", o->tileset, "tile-set enrolment directory");
    cmd->add_option("--record", o->record, "record the game here (a game store, SQLite), each move with its frame");
    cmd->add_option("--dump", o->dump, "write the tracker's log (track.log) and the cell images it judged here");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        auto setup = tableSetup(*o);
        if (!setup) return ctx.fail(setup.error());
        auto camera = loadCameraModel(o->camera);
        if (!camera) return ctx.fail(camera.error());
        auto table = loadTableModel(o->table);
        if (!table) return ctx.fail(table.error());
        if (o->tileset.empty())
            return ctx.fail("--tileset: required for now (recognition without an enrolled tile set needs the shared "
                            "tile segment layout, not yet available)");
        auto library = TileLibrary::loadEnrolment(o->tileset, Tileset::standard());
        if (!library) return ctx.fail(library.error());
        auto source = openFrameSource(o->frames);
        if (!source) return ctx.fail(source.error());
        auto game = Game::create(*setup);
        if (!game) return ctx.fail("--players/--expansions: " + game.error());
        auto recorder = openRecord(*o);
        if (!recorder) return ctx.fail(recorder.error());
        TrackerOptions trackerOptions;
        if (!o->dump.empty()) {
            auto dump = DumpSink::toDirectory(o->dump);
            if (!dump) return ctx.fail(dump.error());
            trackerOptions.dump = std::move(*dump);
        }
        // The one game: the tracker plays what it reads on it.
        Tracker tracker(Rectifier(*camera, *table), *library, *setup, std::move(trackerOptions));
        std::fprintf(stderr, "tracking %s\n", (*source)->describe().c_str());
        CheckedFrames frames(**source, camera->imageSize);
        TrackRecord* rec = recorder->get();
        const std::string described = (*source)->describe();
        Status recorded;
        const std::vector<Follower> followers = runTracker(frames, tracker, *game, true, [&](const cv::Mat& frame) {
            const bool changed = rec && (rec->record ? rec->record->game().moves() : std::vector<Move>{}) != game->moves();
            if (changed && recorded) recorded = follow(*rec, *setup, *o, described, *game, jpegOf(frame));
        });
        if (const std::string refusal = frames.refusal(); !refusal.empty()) {
            if (rec && rec->record) (void)rec->store.remove(rec->record->id());  // nothing recorded of a refused stream
            return ctx.fail(o->frames + ": " + refusal);
        }
        if (rec && recorded) recorded = follow(*rec, *setup, *o, described, *game, {});
        if (!recorded) return ctx.fail("--record: " + o->record + ": " + recorded.error());
        if (rec)
            std::fprintf(stderr, "recorded as game %lld in %s\n", static_cast<long long>(rec->record->id()),
                         o->record.c_str());
        const nlohmann::json j = trackJson(tracker, *game, setup->players, followers);
        if (o->json) {
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        for (const TileSighting& s : tracker.sightings())
            std::printf("frame %5d: %s at %s rot %d (confidence %.2f)%s\n", s.frame,
                        tileLabel(game->tiles().type(s.placement.type)).c_str(), toString(s.placement.pos).c_str(),
                        s.placement.rot.degrees(), s.confidence, s.applied ? "" : "  REFUSED");
        for (const Alert& a : tracker.alerts()) std::printf("alert frame %d (%s): %s\n", a.frame, a.kind.c_str(), a.reason.c_str());
        std::printf("\n%s", scoreTable(*game).c_str());
    });
}

}  // namespace
CARC_COMMAND(setupTrack);
}  // namespace carc::cli
