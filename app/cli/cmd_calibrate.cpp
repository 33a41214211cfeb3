// carc calibrate ...: set the rig up once per home, check it before each game.
//   print       the board and the table markers as PDF/PNG at true scale
//   camera      lens calibration from photos of the ChArUco board (--images DIR), or
//               guided from a frame source (--source DIR): camera.yaml
//   controls    lock exposure and white balance (libcamera), recorded in camera.yaml
//   table       table plane from a still frame: table.yaml
//   colours     follower colour models: colours.yaml
//   tiles       tile-set enrolment from the tiles laid in a grid: the enrolment folder
//   synth-views test helper: rendered board views through a known lens
// The work is in calibration/; this file parses options and prints results.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "app/cli/command.hpp"
#include "calibration/camera_calibration.hpp"
#include "calibration/camera_controls.hpp"
#include "calibration/coverage_guide.hpp"
#include "calibration/charuco_board.hpp"
#include "calibration/colour_calibration.hpp"
#include "calibration/image_files.hpp"
#include "calibration/print_sheets.hpp"
#include "calibration/synthetic_views.hpp"
#include "calibration/table_calibration.hpp"
#include "calibration/tile_enrolment.hpp"
#include "calibration/tile_grid.hpp"
#include "engine/tileset.hpp"
#include "vision/camera/camera_model.hpp"
#ifdef CARC_HAVE_FRAME_SOURCES
#include "vision/sources/frame_source.hpp"
#include "vision/sources/image_file.hpp"
#endif
#ifdef CARC_HAVE_STRUCTURE
#include "vision/structure/photo_enrolment.hpp"
#endif

namespace carc::cli {
namespace {

using namespace carc::calibration;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

nlohmann::json cameraJson(const vision::CameraModel& c) {
    const cv::Mat d = c.distortion.reshape(1, 1);
    return {{"fx", c.fx()},
            {"fy", c.fy()},
            {"cx", c.cx()},
            {"cy", c.cy()},
            {"image_width", c.imageSize.width},
            {"image_height", c.imageSize.height},
            {"distortion", std::vector<double>(d.begin<double>(), d.end<double>())}};
}

// ---- calibrate print ------------------------------------------------------------

void addPrint(CLI::App& group, Context& ctx) {
    auto out = std::make_shared<std::string>("sheets");
    auto json = std::make_shared<bool>(false);
    CLI::App* cmd = group.add_subcommand(
        "print", "Write the calibration board and the table markers as PDF and PNG (300 dpi) at true scale");
    cmd->add_option("--out", *out, "folder for board.pdf/png and markers.pdf/png")->capture_default_str();
    cmd->add_flag("--json", *json, "machine output on stdout");
    cmd->callback([out, json, &ctx] {
        auto sheets = writePrintSheets(*out);
        if (!sheets) return ctx.fail(sheets.error());
        if (*json) return static_cast<void>(std::printf("%s\n", nlohmann::json{{"files", sheets->files}}.dump(2).c_str()));
        for (const std::string& f : sheets->files) std::printf("wrote %s\n", f.c_str());
        std::printf("Print at 100 %% (no \"fit to page\") and check each page's 100 mm bar with a ruler.\n");
    });
}

// ---- calibrate camera ----------------------------------------------------------

struct CameraOptions {
    std::string images, source, out = "camera.yaml";
    int minViews = 6, maxFrames = 2000;
    bool json = false;
};

// Writes camera.yaml and reports the result (JSON or text).
void finishCamera(Expected<CameraCalibration> result, const CameraOptions& o, const std::string& input,
                  Clock::time_point start, Context& ctx) {
    if (!result) return ctx.fail(input + ": " + result.error());
    if (auto s = vision::saveCameraModel(result->camera, o.out); !s) return ctx.fail(s.error());
    if (o.json) {
        nlohmann::json j = cameraJson(result->camera);
        j["rms"] = result->rmsPx;
        j["images_used"] = result->imagesUsed;
        j["camera_yaml"] = o.out;
        j["seconds"] = secondsSince(start);
        j["views"] = nlohmann::json::array();
        j["rejected"] = nlohmann::json::array();
        for (const ViewReport& v : result->views) {
            j["views"].push_back({{"name", v.name}, {"used", v.used}, {"corners", v.corners},
                                  {"error_px", v.errorPx}, {"sharpness", v.sharpness}, {"reason", v.reason}});
            if (!v.used) j["rejected"].push_back({{"name", v.name}, {"reason", v.reason}});
        }
        std::printf("%s\n", j.dump(2).c_str());
        return;
    }
    for (const ViewReport& v : result->views)
        if (!v.used) std::printf("rejected %s: %s\n", v.name.c_str(), v.reason.c_str());
    const vision::CameraModel& c = result->camera;
    std::printf("RMS reprojection error %.3f px over %d views\n", result->rmsPx, result->imagesUsed);
    std::printf("fx %.2f  fy %.2f  cx %.2f  cy %.2f  (%dx%d)\nwrote %s\n", c.fx(), c.fy(), c.cx(), c.cy(),
                c.imageSize.width, c.imageSize.height, o.out.c_str());
}

void runCameraFromImages(const CameraOptions& o, Context& ctx) {
    const auto start = Clock::now();
    auto paths = listImages(o.images);
    if (!paths) return ctx.fail("--images " + paths.error());
    CameraCalibrationOptions options;
    options.minViews = o.minViews;
    ViewCollection views = collectViews(*paths, options, [&](size_t done, size_t total) {
        std::fprintf(stderr, "\rchecking views %zu/%zu", done, total);
        if (done == total) std::fprintf(stderr, "\n");
    });
    std::fprintf(stderr, "calibrating from %zu views\n", views.accepted.size());
    finishCamera(calibrateCamera(std::move(views), options), o, o.images, start, ctx);
}

// Frames of a live source (or, without the vision frame sources, a folder of images).
class Frames {
public:
    static Expected<Frames> open(const std::string& spec) {
        Frames f;
#ifdef CARC_HAVE_FRAME_SOURCES
        auto source = vision::openFrameSource(spec);
        if (!source) return Error{source.error()};
        f.source_ = std::move(*source);
#else
        auto paths = listImages(spec);
        if (!paths) return Error{paths.error()};
        f.paths_ = std::move(*paths);
#endif
        return f;
    }
    // The next frame; empty at the end. `note` gets a frame's skip reason.
    bool next(cv::Mat& frame, std::string& name, std::string& note) {
        note.clear();
#ifdef CARC_HAVE_FRAME_SOURCES
        const vision::FrameRead r = source_->read();
        name = "frame " + std::to_string(r.index);
        if (r.kind == vision::FrameRead::Kind::End) return false;
        if (r.kind == vision::FrameRead::Kind::Skipped) note = r.reason;
        frame = r.image;
        return true;
#else
        if (next_ >= paths_.size()) return false;
        name = fs::path(paths_[next_]).filename().string();
        frame = cv::imread(paths_[next_++], cv::IMREAD_COLOR);
        return true;
#endif
    }

private:
#ifdef CARC_HAVE_FRAME_SOURCES
    std::unique_ptr<vision::FrameSource> source_;
#else
    std::vector<std::string> paths_;
    size_t next_ = 0;
#endif
};

// Live mode: the guide keeps good views and says where to hold the board next.
void runCameraLive(const CameraOptions& o, Context& ctx) {
    const auto start = Clock::now();
    auto frames = Frames::open(o.source);
    if (!frames) return ctx.fail("--source " + o.source + ": " + frames.error());
    CoverageGuide guide;
    std::string lastHint, name, note;
    cv::Mat frame;
    int count = 0;
    while (!guide.done() && count < o.maxFrames && frames->next(frame, name, note)) {
        ++count;
        if (!note.empty()) {
            std::fprintf(stderr, "%s skipped: %s\n", name.c_str(), note.c_str());
            continue;
        }
        const CoverageGuide::Step step = guide.add(frame, name);
        if (step.hint != lastHint) std::fprintf(stderr, "[%zu views] %s\n", guide.views().accepted.size(), step.hint.c_str());
        lastHint = step.hint;
    }
    if (!guide.done())
        std::fprintf(stderr, "warning: the source ended before coverage was complete (%s); calibrating anyway\n",
                     guide.hint().c_str());
    CameraCalibrationOptions options;
    options.minViews = o.minViews;
    finishCamera(calibrateCamera(guide.views(), options), o, o.source, start, ctx);
}

void addCamera(CLI::App& group, Context& ctx) {
    auto o = std::make_shared<CameraOptions>();
    CLI::App* cmd = group.add_subcommand("camera", "Lens calibration from photos of the ChArUco board");
    auto* images = cmd->add_option("--images", o->images, "folder of board photos (.jpg/.png), all of one size");
    auto* source = cmd->add_option("--source", o->source,
                                   "live mode: a frame source (libcamera, v4l2:N, a video, a folder); the guide says "
                                   "where to hold the board next and stops when the result is good");
    images->excludes(source);
    cmd->add_option("--max-frames", o->maxFrames, "live mode: give up after this many frames")->capture_default_str();
    cmd->add_option("--out", o->out, "camera.yaml to write")->capture_default_str();
    cmd->add_option("--min-views", o->minViews, "fewest good views to calibrate from")->check(CLI::Range(3, 500));
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        if (o->images.empty() && o->source.empty()) return ctx.fail("calibrate camera: give --images DIR or --source SPEC");
        o->images.empty() ? runCameraLive(*o, ctx) : runCameraFromImages(*o, ctx);
    });
}

// ---- calibrate controls -----------------------------------------------------------

void addControls(CLI::App& group, Context& ctx) {
    struct Options {
        std::string cameraYaml = "camera.yaml";
        int index = 0;
        bool json = false;
    };
    auto o = std::make_shared<Options>();
    CLI::App* cmd = group.add_subcommand(
        "controls", "Lock exposure and white balance (libcamera) at what the camera settles on; record them in camera.yaml");
    cmd->add_option("--camera", o->cameraYaml, "camera.yaml to record the settings in")->capture_default_str();
    cmd->add_option("--libcamera", o->index, "libcamera camera index")->capture_default_str();
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        std::fprintf(stderr, "letting the camera settle on automatic exposure and white balance...\n");
        auto settings = settleAndReadCameraSettings(o->index);
        if (!settings) return ctx.fail(settings.error());
        if (auto s = recordCameraSettings(*settings, o->cameraYaml); !s) return ctx.fail(s.error());
        const LockedCameraSettings& v = *settings;
        if (o->json)
            return static_cast<void>(std::printf(
                "%s\n", nlohmann::json{{"camera", v.camera}, {"exposure_us", v.exposureUs}, {"analogue_gain", v.analogueGain},
                                       {"colour_gains", {v.redGain, v.blueGain}}, {"camera_yaml", o->cameraYaml}}
                            .dump(2)
                            .c_str()));
        std::printf("locked %s: exposure %d us, analogue gain %.2f, colour gains %.3f / %.3f; recorded in %s\n",
                    v.camera.c_str(), v.exposureUs, v.analogueGain, v.redGain, v.blueGain, o->cameraYaml.c_str());
    });
}

// ---- calibrate table ------------------------------------------------------------

struct TableOptions {
    std::string image, camera, out = "table.yaml", markers;
    bool json = false;
};

void runTable(const TableOptions& o, Context& ctx) {
    auto camera = vision::loadCameraModel(o.camera);
    if (!camera) return ctx.fail(camera.error());
    const auto image = vision::readImageFile(o.image);
    if (!image) return ctx.fail(image.error());
    const cv::Mat& frame = *image;
    TableCalibrationOptions options;
    if (!o.markers.empty()) {
        auto layout = vision::loadTableModel(o.markers);
        if (!layout) return ctx.fail(layout.error());
        options.layout = *layout;
    }
    auto result = calibrateTable(frame, *camera, options);
    if (!result) return ctx.fail(o.image + ": " + result.error());
    if (auto s = vision::saveTableModel(result->table, o.out); !s) return ctx.fail(s.error());
    for (const std::string& w : result->warnings) std::fprintf(stderr, "warning: %s\n", w.c_str());
    const vision::TableModel& t = result->table;
    if (o.json) {
        nlohmann::json markers = nlohmann::json::array(), errors = nlohmann::json::array(), h = nlohmann::json::array();
        for (int id = 0; id < vision::kTableMarkerCount; ++id) {
            markers.push_back({t.markers[id].x, t.markers[id].y});
            errors.push_back(result->markerErrorMm[id]);
        }
        for (int r = 0; r < 3; ++r) h.push_back({(*t.imageToTable)(r, 0), (*t.imageToTable)(r, 1), (*t.imageToTable)(r, 2)});
        nlohmann::json j{{"table_yaml", o.out},
                         {"markers", markers},
                         {"marker_error_mm", errors},
                         {"tile_mm", t.tileMm},
                         {"tile_measured", result->tileMm.has_value()},
                         {"play_area_in_view", result->playAreaInView},
                         {"min_px_per_mm", result->minPixelsPerMm},
                         {"image_to_table", h},
                         {"layout", o.markers.empty() ? "measured" : "validated"},
                         {"warnings", result->warnings}};
        std::printf("%s\n", j.dump(2).c_str());
        return;
    }
    std::printf("markers (mm, %s):", (o.markers.empty() ? "measured" : "as in " + o.markers).c_str());
    for (int id = 0; id < vision::kTableMarkerCount; ++id) std::printf("  %d (%.1f, %.1f)", id, t.markers[id].x, t.markers[id].y);
    std::printf("\ntile %.1f mm%s; play area %.0f%% in view, at least %.2f px/mm\nwrote %s\n", t.tileMm,
                result->tileMm ? " (measured)" : " (default, no tile at the centre)", 100 * result->playAreaInView,
                result->minPixelsPerMm, o.out.c_str());
}

void addTable(CLI::App& group, Context& ctx) {
    auto o = std::make_shared<TableOptions>();
    CLI::App* cmd = group.add_subcommand(
        "table", "Table plane from a still frame: marker layout, homography, tile size (writes table.yaml)");
    cmd->add_option("--image", o->image, "a still frame of the table (markers 0-3 in view, start tile at the centre)")
        ->required();
    cmd->add_option("--camera", o->camera, "camera.yaml of the lens")->required();
    cmd->add_option("--table-out,--out", o->out, "table.yaml to write")->capture_default_str();
    cmd->add_option("--markers", o->markers, "an existing table.yaml whose marker layout is checked and kept");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] { runTable(*o, ctx); });
}

// ---- calibrate colours ----------------------------------------------------------

struct ColourOptions {
    std::string image, camera, table, out = "colours.yaml";
    std::vector<std::string> colours;
    bool json = false;
};

void runColours(const ColourOptions& o, Context& ctx) {
    auto camera = vision::loadCameraModel(o.camera);
    if (!camera) return ctx.fail(camera.error());
    auto table = vision::loadTableModel(o.table);
    if (!table) return ctx.fail(table.error());
    const auto image = vision::readImageFile(o.image);
    if (!image) return ctx.fail(image.error());
    const cv::Mat& frame = *image;
    auto result = calibrateColours(frame, *camera, *table, o.colours);
    if (!result) return ctx.fail((table->imageToTable ? o.image : o.table) + ": " + result.error());
    if (auto s = saveColourModels(*result, o.out); !s) return ctx.fail(s.error());
    for (const std::string& w : result->warnings) std::fprintf(stderr, "warning: %s\n", w.c_str());
    if (o.json) {
        nlohmann::json colours = nlohmann::json::array();
        for (const ColourModel& c : result->colours)
            colours.push_back({{"name", c.name}, {"lab8", {c.mean[0], c.mean[1], c.mean[2]}}, {"pixels", c.pixels}});
        std::printf("%s\n", nlohmann::json{{"colours_yaml", o.out},
                                            {"colours", colours},
                                            {"min_separation", result->minSeparation},
                                            {"warnings", result->warnings}}
                                .dump(2)
                                .c_str());
        return;
    }
    for (const ColourModel& c : result->colours)
        std::printf("%-7s Lab8 (%.0f, %.0f, %.0f) from %d pixels\n", c.name.c_str(), c.mean[0], c.mean[1], c.mean[2],
                    c.pixels);
    std::printf("smallest separation %.1f (warning below 4)\nwrote %s\n", result->minSeparation, o.out.c_str());
}

void addColours(CLI::App& group, Context& ctx) {
    auto o = std::make_shared<ColourOptions>();
    CLI::App* cmd = group.add_subcommand(
        "colours", "Learn follower colours: one follower per colour in a row along the south edge, west to east");
    cmd->add_option("--image", o->image, "a still frame with the followers laid out")->required();
    cmd->add_option("--camera", o->camera, "camera.yaml")->required();
    cmd->add_option("--table", o->table, "table.yaml with image_to_table (from `carc calibrate table`)")->required();
    cmd->add_option("--colours", o->colours, "colours in the order laid, e.g. red,blue,green")
        ->required()
        ->delimiter(',');
    cmd->add_option("--out", o->out, "colours.yaml to write")->capture_default_str();
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] { runColours(*o, ctx); });
}

// ---- calibrate tiles ------------------------------------------------------------

struct TilesOptions {
    std::string image, camera, table, out, grid, plan, photos;
    std::vector<std::string> sets{"base"};
    bool json = false;
};

// "6x4" -> (6, 4); empty -> (0, 0) = choose.
bool parseGrid(const std::string& text, int& cols, int& rows) {
    cols = rows = 0;
    if (text.empty()) return true;
    char x = 0;
    char rest = 0;
    return std::sscanf(text.c_str(), "%d%c%d%c", &cols, &x, &rows, &rest) == 3 && (x == 'x' || x == 'X') && cols > 0 &&
           rows > 0;
}

#ifdef CARC_HAVE_STRUCTURE
// Enrolment from phone photos of single tiles (no rig needed): vision/structure.
void runTilesFromPhotos(const TilesOptions& o, Context& ctx) {
    const Tileset& tiles = Tileset::standard();
    auto result = vision::enrolFromPhotos(o.photos, o.out, tiles);
    if (!result) return ctx.fail(result.error());
    nlohmann::json list = nlohmann::json::array();
    int written = 0;
    for (const vision::EnrolledPhoto& p : result->photos) {
        written += !p.file.empty();
        list.push_back({{"photo", p.photo}, {"tile", p.tile}, {"rotation", p.rotation}, {"confidence", p.confidence},
                        {"file", p.file}, {"doubt", p.doubt}});
        if (!o.json && p.file.empty())
            std::printf("%s: not enrolled (read as %s, confidence %.2f): %s\n", p.photo.c_str(),
                        p.tile.empty() ? "nothing" : p.tile.c_str(), p.confidence, p.doubt.c_str());
    }
    if (o.json) {
        std::printf("%s\n", nlohmann::json{{"dir", o.out}, {"written", written}, {"photos", list}, {"missing", result->missing}}
                                .dump(2)
                                .c_str());
        return;
    }
    std::string missing;
    for (const std::string& m : result->missing) missing += (missing.empty() ? "" : " ") + m;
    std::printf("wrote %d of %zu photos to %s; missing types: %s\n", written, result->photos.size(), o.out.c_str(),
                missing.empty() ? "none" : missing.c_str());
}
#endif

void runTiles(const TilesOptions& o, Context& ctx) {
    if (!o.photos.empty()) {
#ifdef CARC_HAVE_STRUCTURE
        return runTilesFromPhotos(o, ctx);
#else
        return ctx.fail("--photos: this build has no vision layer");
#endif
    }
    if (o.table.empty()) return ctx.fail("calibrate tiles: give --table (tiles laid in a grid) or --photos DIR");
    const Tileset& tiles = Tileset::standard();
    auto table = vision::loadTableModel(o.table);
    if (!table) return ctx.fail(table.error());
    int cols = 0, rows = 0;
    if (!parseGrid(o.grid, cols, rows)) return ctx.fail("--grid " + o.grid + ": expected COLSxROWS, e.g. 6x4");
    auto types = enrolmentTypes(tiles, o.sets);
    if (!types) return ctx.fail("--sets: " + types.error());
    auto grid = planGrid(*table, *types, cols, rows);
    if (!grid) return ctx.fail(o.table + ": " + grid.error());
    // Every input is checked before anything is written.
    std::optional<vision::CameraModel> camera;
    cv::Mat frame;
    if (!o.image.empty()) {
        if (o.camera.empty()) return ctx.fail("--camera is needed with --image");
        auto lens = vision::loadCameraModel(o.camera);
        if (!lens) return ctx.fail(lens.error());
        camera = *lens;
        auto image = vision::readImageFile(o.image);
        if (!image) return ctx.fail(image.error());
        frame = *image;
    }
    std::error_code ec;
    fs::create_directories(o.out, ec);
    if (ec) return ctx.fail("--out " + o.out + ": " + ec.message());
    const std::string planPng = o.plan.empty() ? (fs::path(o.out) / "grid_plan.png").string() : o.plan;
    if (!cv::imwrite(planPng, drawGridPlan(*grid, tiles))) return ctx.fail(planPng + ": cannot write");
    std::fprintf(o.json ? stderr : stdout, "%s(plan picture: %s)\n", gridPlanText(*grid, tiles).c_str(), planPng.c_str());
    if (o.image.empty()) {
        if (o.json) std::printf("%s\n", nlohmann::json{{"plan_png", planPng}, {"cells", grid->cells.size()}}.dump(2).c_str());
        return;
    }
    auto result = enrolTiles(frame, *camera, *table, *grid, tiles, o.out, {}, [](size_t done, size_t total) {
        std::fprintf(stderr, "\rcutting out tiles %zu/%zu", done, total);
        if (done == total) std::fprintf(stderr, "\n");
    });
    if (!result) return ctx.fail(result.error());
    nlohmann::json list = nlohmann::json::array();
    for (const EnrolledTile& t : result->tiles) {
        const TileType& type = tiles.type(t.cell.type);
        if (!t.problem.empty()) std::fprintf(stderr, "%s\n", t.problem.c_str());
        list.push_back({{"tile", type.letter != '-' ? std::string(1, type.letter) : type.id},
                        {"id", type.id},
                        {"row", t.cell.row + 1},
                        {"col", t.cell.col + 1},
                        {"file", t.file},
                        {"turned_back", 90 * t.turnedBack},
                        {"edge_fit", t.edgeFit},
                        {"recognised", tiles.type(t.recognised).id},
                        {"recognised_rotation", t.recognisedRotation},
                        {"score", t.score},
                        {"margin", t.margin},
                        {"verified", t.verified},
                        {"problem", t.problem}});
        if (!o.json && !t.file.empty() && !t.verified)
            std::printf("%s: recognised as %s rotation %d (not verified)\n", type.name().c_str(),
                        tiles.type(t.recognised).name().c_str(), t.recognisedRotation);
    }
    if (o.json)
        std::printf("%s\n", nlohmann::json{{"dir", o.out},
                                            {"plan_png", planPng},
                                            {"cells", grid->cells.size()},
                                            {"written", result->written},
                                            {"verified", result->verified},
                                            {"tiles", list}}
                                .dump(2)
                                .c_str());
    else
        std::printf("wrote %d of %zu tiles to %s; %d recognised back correctly\n", result->written, grid->cells.size(),
                    o.out.c_str(), result->verified);
    if (result->written < static_cast<int>(grid->cells.size()) || result->verified < result->written)
        ctx.fail(o.image + ": " + std::to_string(grid->cells.size() - result->written) + " cell(s) without a tile, " +
                 std::to_string(result->written - result->verified) + " tile(s) not recognised back (see above)");
}

void addTiles(CLI::App& group, Context& ctx) {
    auto o = std::make_shared<TilesOptions>();
    CLI::App* cmd = group.add_subcommand(
        "tiles", "Tile-set enrolment: show the grid to lay the tiles in, cut each out, write the enrolment folder");
    cmd->add_option("--table", o->table, "table.yaml with image_to_table (from `carc calibrate table`)");
    cmd->add_option("--photos", o->photos,
                    "instead of the grid: a folder of photos of single tiles (one or more per type, any rotation)");
    cmd->add_option("--out", o->out, "enrolment folder to write (D.jpg, BB_CCCR.jpg, ...) and the plan picture")
        ->required();
    cmd->add_option("--image", o->image, "a still frame of the tiles laid in the grid (without it: plan only)");
    cmd->add_option("--camera", o->camera, "camera.yaml (with --image)");
    cmd->add_option("--grid", o->grid, "grid columns x rows, e.g. 6x4 (default: 6 columns)");
    cmd->add_option("--sets", o->sets, "tile sets to enrol: base, bcb")->delimiter(',')->capture_default_str();
    cmd->add_option("--plan", o->plan, "where to write the plan picture (default OUT/grid_plan.png)");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] { runTiles(*o, ctx); });
}

// ---- calibrate synth-views (test helper) ----------------------------------------

struct SynthOptions {
    std::string out, cameraOut;
    int count = 20;
    unsigned seed = 1;
    double noise = 2.0, blur = 0.0, maxTilt = 45.0;
    bool bad = false, json = false;
};

void runSynth(const SynthOptions& o, Context& ctx) {
    std::error_code ec;
    fs::create_directories(o.out, ec);
    if (ec) return ctx.fail("--out " + o.out + ": " + ec.message());
    const vision::CameraModel camera = syntheticCamera();
    BoardViewOptions options;
    options.count = o.count;
    options.seed = o.seed;
    options.maxTiltDeg = o.maxTilt;
    options.render.noiseSigma = o.noise;
    options.render.blurSigma = o.blur;
    nlohmann::json files = nlohmann::json::array();
    const std::vector<SyntheticView> views = renderBoardViews(camera, calibrationBoard(), options);
    for (size_t i = 0; i < views.size(); ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "%06zu.png", i);  // a frame folder for --source too
        if (!cv::imwrite((fs::path(o.out) / name).string(), views[i].image))
            return ctx.fail("--out " + o.out + ": cannot write " + name);
        files.push_back(name);
        std::fprintf(stderr, "\rrendered %zu/%zu", i + 1, views.size());
    }
    std::fprintf(stderr, "\n");
    if (o.bad)
        for (BadView kind : kBadViews) {
            const std::string name = std::string("bad_") + badViewName(kind) + ".png";
            if (!cv::imwrite((fs::path(o.out) / name).string(), renderBadView(camera, kind, o.seed)))
                return ctx.fail("--out " + o.out + ": cannot write " + name);
            files.push_back(name);
        }
    const std::string cameraOut = o.cameraOut.empty() ? (fs::path(o.out) / "true_camera.yaml").string() : o.cameraOut;
    if (auto s = vision::saveCameraModel(camera, cameraOut); !s) return ctx.fail(s.error());
    if (o.json) {
        std::printf("%s\n", nlohmann::json{{"files", files}, {"camera", cameraJson(camera)}, {"camera_yaml", cameraOut}}
                                .dump(2)
                                .c_str());
        return;
    }
    std::printf("wrote %zu views to %s and the true lens to %s\n", files.size(), o.out.c_str(), cameraOut.c_str());
}

void addSynthViews(CLI::App& group, Context& ctx) {
    auto o = std::make_shared<SynthOptions>();
    CLI::App* cmd = group.add_subcommand(
        "synth-views", "Test helper: render board views through a known lens (and its true camera.yaml)");
    cmd->group("Test helpers");
    cmd->add_option("--out", o->out, "folder to write the views into (000000.png, ...: a frame folder)")->required();
    cmd->add_option("--count", o->count, "number of good views")->check(CLI::Range(1, 500));
    cmd->add_option("--seed", o->seed, "random seed (poses, noise)");
    cmd->add_option("--noise", o->noise, "sensor noise sigma, grey levels")->check(CLI::Range(0.0, 50.0));
    cmd->add_option("--blur", o->blur, "defocus blur sigma, pixels")->check(CLI::Range(0.0, 20.0));
    cmd->add_option("--max-tilt", o->maxTilt, "largest board tilt, degrees")->check(CLI::Range(0.0, 70.0));
    cmd->add_flag("--bad", o->bad, "also write one view of each bad kind (bad_blurred.png, bad_partial.png, ...)");
    cmd->add_option("--camera-out", o->cameraOut, "where to write the true camera.yaml (default OUT/true_camera.yaml)");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] { runSynth(*o, ctx); });
}

void setupCalibrate(CLI::App& root, Context& ctx) {
    CLI::App* group = root.add_subcommand("calibrate", "Set up the rig: lens, table, colours, tile set, printed sheets");
    group->require_subcommand(1);
    addPrint(*group, ctx);
    addCamera(*group, ctx);
    addControls(*group, ctx);
    addTable(*group, ctx);
    addColours(*group, ctx);
    addTiles(*group, ctx);
    addSynthViews(*group, ctx);
}

}  // namespace
CARC_COMMAND(setupCalibrate);
}  // namespace carc::cli
