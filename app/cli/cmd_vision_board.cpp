// carc vision read-board PHOTO [--tileset DIR] [--players red,blue] [--expansions NAME] [--json]:
// a whole board from one photograph (docs/board.md).
// carc vision render-board --out DIR ...: a rendered board photo and its truth (test material).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <chrono>
#include <optional>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "app/cli/command.hpp"
#include "vision/board/board_compare.hpp"
#include "vision/board/board_reader.hpp"
#include "vision/board/board_render.hpp"
#include "vision/board/board_score.hpp"
#include "vision/sources/image_file.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::cli {
namespace {

using namespace carc::vision;

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    size_t from = 0;
    while (from <= s.size() && !s.empty()) {
        const size_t comma = s.find(',', from);
        out.push_back(s.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
        if (comma == std::string::npos) break;
        from = comma + 1;
    }
    return out;
}

// An enrolment directory turned upright (as classify-tile uses it); none when `dir` is empty.
Expected<std::optional<TileLibrary>> uprightEnrolment(const std::string& dir, const Tileset& tiles) {
    if (dir.empty()) return std::optional<TileLibrary>{};
    auto loaded = TileLibrary::loadEnrolment(dir, tiles);
    if (!loaded) return Error{loaded.error()};
    return std::optional<TileLibrary>{uprightLibrary(*loaded)};
}

// What render-board and board-accuracy share: the game and the photo.
struct SceneOptions {
    std::string art, players = "red,blue";
    std::uint64_t seed = 1;
    int tiles = 0, width = 1600, height = 1200, jpeg = 90;
    bool tokens = false;
};

void addSceneOptions(CLI::App* cmd, SceneOptions& o) {
    cmd->add_option("--art", o.art, "tile art (enrolment directory); default: the simulator's painted art");
    cmd->add_option("--players", o.players, "follower colours in turn order");
    cmd->add_option("--seed", o.seed, "random game and layout (the first, with several boards)");
    cmd->add_option("--tiles", o.tiles, "tiles laid (0: the whole game)")->check(CLI::Range(0, 72));
    cmd->add_option("--width", o.width, "photo width, pixels")->check(CLI::Range(320, 8000));
    cmd->add_option("--height", o.height, "photo height, pixels")->check(CLI::Range(240, 6000));
    cmd->add_option("--jpeg", o.jpeg, "JPEG quality (0: none)")->check(CLI::Range(0, 100));
    cmd->add_flag("--tokens", o.tokens, "followers drawn as round wooden tokens of the players' colours, not meeples");
}

BoardScene sceneOf(const SceneOptions& o) {
    BoardScene scene;
    scene.seed = o.seed, scene.artDir = o.art, scene.tiles = o.tiles, scene.tokens = o.tokens;
    scene.players = splitList(o.players);
    scene.photoPx = {o.width, o.height};
    return scene;
}

// The reading over the photo: each tile's outline, letter and rotation (red: in doubt).
cv::Mat drawReading(const cv::Mat& photo, const BoardReading& reading, const Tileset& tiles) {
    cv::Mat out = photo.clone();
    const double scale = std::max(1.0, std::max(photo.cols, photo.rows) / 1600.0);  // lines stay visible on 12 MP
    for (const BoardTile& t : reading.tiles) {
        const bool doubt = std::any_of(reading.doubts.begin(), reading.doubts.end(),
                                       [&](const BoardDoubt& d) { return !d.candidates.empty() && d.pos == t.pos; });
        const cv::Scalar colour = doubt ? cv::Scalar(0, 0, 255) : cv::Scalar(255, 255, 0);
        std::vector<cv::Point> poly;
        for (const cv::Point2f& p : t.corners) poly.emplace_back(p);
        cv::polylines(out, poly, true, colour, static_cast<int>(2 * scale));
        const std::string label = tileLabel(tiles.type(t.type)) + std::to_string(t.rot.degrees());
        cv::putText(out, label, cv::Point(t.centrePx) - cv::Point(int(15 * scale), 0), cv::FONT_HERSHEY_SIMPLEX, 0.6 * scale,
                    colour, static_cast<int>(2 * scale));
    }
    return out;
}

struct ReadBoardOptions {
    std::string photo, tileset, players, expansions, overlay;
    bool json = false;
};

void addReadBoard(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<ReadBoardOptions>();
    CLI::App* cmd = vision.add_subcommand("read-board", "A whole board from one photograph: tiles, followers, doubts, final score");
    cmd->add_option("PHOTO", o->photo, "photo of the board (any camera, from above or oblique, no markers)")->required();
    cmd->add_option("--tileset", o->tileset, "tile-set enrolment directory: a second opinion beside each tile's structure");
    cmd->add_option("--players", o->players, "follower colours in turn order (red,blue,...): also score the board");
    cmd->add_option("--expansions", o->expansions, "expansions in play: river (its tiles are read too; bcb's are not read yet)");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->add_option("--save-overlay", o->overlay, "write the photo with each tile read drawn over it (PNG/JPEG)");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        BoardReadOptions options;
        for (const std::string& e : splitList(o->expansions)) {
            if (e != "base" && e != "river")
                return ctx.fail("read-board: --expansions " + e + ": only the base game's and the River's tiles are read");
            if (e == "river") options.sets.push_back(e);
        }
        auto lib = uprightEnrolment(o->tileset, tiles);
        if (!lib) return ctx.fail(lib.error());
        options.library = *lib ? &**lib : nullptr;
        options.colours = splitList(o->players);
        auto photo = readImageFile(o->photo);
        if (!photo) return ctx.fail(photo.error());
        auto reading = readBoard(*photo, tiles, options);
        if (!reading) return ctx.fail(o->photo + ": " + reading.error());
        nlohmann::json j = boardJson(*reading, tiles);
        if (!o->overlay.empty() && !cv::imwrite(o->overlay, drawReading(*photo, *reading, tiles)))
            return ctx.fail(o->overlay + ": cannot write");
        if (!options.colours.empty()) {
            auto score = scoreBoard(*reading, Tileset::standardShared(), options.colours);
            if (score) j["score"] = *score;
            else j["score"] = {{"error", score.error()}};
        }
        if (o->json) {
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        std::printf("%zu tiles, %zu followers, %zu doubts\n", reading->tiles.size(), reading->followers.size(),
                    reading->doubts.size());
        for (const auto& t : j["tiles"])
            std::printf("  (%d,%d) %s rot %d  %.2f\n", t["x"].get<int>(), t["y"].get<int>(), t["tile"].get<std::string>().c_str(),
                        t["rotation"].get<int>(), t["confidence"].get<double>());
        for (const auto& d : j["doubts"]) std::printf("  doubt: %s\n", d.dump().c_str());
        if (j.contains("score")) std::printf("score: %s\n", j["score"].dump().c_str());
    });
}

struct RenderBoardOptions {
    std::string out, table = "wood";
    double tilt = 0, yaw = 0;
    SceneOptions scene;
};

void addRenderBoard(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<RenderBoardOptions>();
    CLI::App* cmd = vision.add_subcommand("render-board", "Render a random game's board as a photo, with its truth (test material)");
    cmd->add_option("--out", o->out, "output folder: board.jpg (board.png without JPEG) and truth.json")->required();
    cmd->add_option("--table", o->table, "paper, wood or cloth");
    cmd->add_option("--tilt", o->tilt, "camera tilt from straight down, degrees")->check(CLI::Range(0.0, 60.0));
    cmd->add_option("--yaw", o->yaw, "board turned on the table, degrees")->check(CLI::Range(-20.0, 20.0));
    addSceneOptions(cmd, o->scene);
    cmd->callback([o, &ctx] {
        BoardScene scene = sceneOf(o->scene);
        auto cloth = parseTableCloth(o->table);
        if (!cloth) return ctx.fail(cloth.error());
        scene.cloth = *cloth, scene.tiltDeg = o->tilt, scene.yawDeg = o->yaw;
        auto board = renderBoard(scene);
        if (!board) return ctx.fail(board.error());
        std::filesystem::create_directories(o->out);
        const int jpeg = o->scene.jpeg;
        const std::string photo = o->out + (jpeg > 0 ? "/board.jpg" : "/board.png");
        std::vector<int> params;
        if (jpeg > 0) params = {cv::IMWRITE_JPEG_QUALITY, jpeg};
        if (!cv::imwrite(photo, board->photo, params)) return ctx.fail(photo + ": cannot write");
        std::ofstream(o->out + "/truth.json") << board->truth.dump(2) << "\n";
        std::printf("%s, %s/truth.json (%zu tiles)\n", photo.c_str(), o->out.c_str(), board->truth["tiles"].size());
    });
}

struct BoardAccuracyOptions {
    std::string tileset, tables = "paper,wood,cloth", tilts = "0,25,45", save;
    int boards = 1;
    bool json = false, verbose = false;
    SceneOptions scene = [] {
        SceneOptions s;
        s.players = "red,blue,green";  // three players: more followers to find
        return s;
    }();
};

// Renders boards (every table x tilt, `boards` seeds each), reads them, compares.
void addBoardAccuracy(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<BoardAccuracyOptions>();
    CLI::App* cmd = vision.add_subcommand("board-accuracy", "Measure read-board on rendered boards of random games");
    cmd->add_option("--tileset", o->tileset, "enrolment directory the reader gets as a second opinion (default: none)");
    cmd->add_option("--tables", o->tables, "tables, comma-separated (paper, wood, cloth)");
    cmd->add_option("--tilts", o->tilts, "camera tilts in degrees, comma-separated");
    cmd->add_option("--boards", o->boards, "boards per table and tilt")->check(CLI::Range(1, 1000));
    addSceneOptions(cmd, o->scene);
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->add_flag("--verbose", o->verbose, "one line per board");
    cmd->add_option("--save", o->save, "write each board's photo, truth and reading here (for looking at them)");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        auto lib = uprightEnrolment(o->tileset, tiles);
        if (!lib) return ctx.fail(lib.error());
        nlohmann::json rows = nlohmann::json::array();
        BoardComparison all;
        int boards = 0, exact = 0, scored = 0, perfect = 0;
        std::vector<double> ms;
        for (const std::string& table : splitList(o->tables))
            for (const std::string& tilt : splitList(o->tilts)) {
                BoardComparison sum;
                for (int b = 0; b < o->boards; ++b) {
                    BoardScene scene = sceneOf(o->scene);
                    auto cloth = parseTableCloth(table);
                    if (!cloth) return ctx.fail(cloth.error());
                    scene.cloth = *cloth, scene.tiltDeg = std::stod(tilt), scene.jpegQuality = o->scene.jpeg;
                    scene.seed += static_cast<std::uint64_t>(b);
                    auto board = renderBoard(scene);
                    if (!board) return ctx.fail(board.error());
                    BoardReadOptions options;
                    options.library = *lib ? &**lib : nullptr;
                    options.colours = scene.players;
                    const auto start = std::chrono::steady_clock::now();
                    auto reading = readBoard(board->photo, tiles, options);
                    nlohmann::json j = reading ? boardJson(*reading, tiles) : nlohmann::json{{"tiles", nlohmann::json::array()}};
                    if (reading) {
                        auto score = scoreBoard(*reading, Tileset::standardShared(), scene.players);
                        if (score) j["score"] = *score;
                    }
                    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
                    const BoardComparison c = compareBoard(j, board->truth);
                    if (!o->save.empty()) {
                        std::filesystem::create_directories(o->save);
                        const std::string stem = o->save + "/" + table + "-" + tilt + "-" + std::to_string(scene.seed);
                        cv::imwrite(stem + ".jpg", board->photo);
                        std::ofstream(stem + ".truth.json") << board->truth.dump(1) << "\n";
                        std::ofstream(stem + ".read.json") << j.dump(1) << "\n";
                    }
                    if (o->verbose)
                        std::fprintf(stderr, "%s tilt %s seed %llu: %d/%d right, %d wrong, %d missed, %d extra; followers %d/%d (+%d); score %s; %zu doubts%s\n",
                                     table.c_str(), tilt.c_str(), static_cast<unsigned long long>(scene.seed), c.tilesRight, c.tiles,
                                     c.tilesWrong, c.tilesMissed, c.tilesExtra, c.followersRight, c.followers, c.followersExtra,
                                     c.scored ? (c.scoreExact ? "exact" : "wrong") : "none", j.value("doubts", nlohmann::json::array()).size(),
                                     reading ? "" : (" (" + reading.error() + ")").c_str());
                    for (BoardComparison* t : {&sum, &all}) {
                        t->tiles += c.tiles, t->tilesRight += c.tilesRight, t->tilesWrong += c.tilesWrong;
                        t->tilesMissed += c.tilesMissed, t->tilesExtra += c.tilesExtra;
                        t->followers += c.followers, t->followersRight += c.followersRight, t->followersExtra += c.followersExtra;
                    }
                    ++boards;
                    scored += c.scored, exact += c.scoreExact;
                    perfect += c.tilesRight == c.tiles && c.tilesExtra == 0;
                }
                rows.push_back({{"table", table}, {"tilt", std::stod(tilt)}, {"tiles", sum.tiles}, {"right", sum.tilesRight},
                                {"wrong", sum.tilesWrong}, {"missed", sum.tilesMissed}, {"extra", sum.tilesExtra},
                                {"followers", sum.followers}, {"followers_right", sum.followersRight}});
            }
        std::sort(ms.begin(), ms.end());
        const nlohmann::json total{{"boards", boards}, {"tiles", all.tiles}, {"right", all.tilesRight}, {"wrong", all.tilesWrong},
                                   {"missed", all.tilesMissed}, {"extra", all.tilesExtra}, {"boards_all_right", perfect},
                                   {"followers", all.followers}, {"followers_right", all.followersRight},
                                   {"followers_extra", all.followersExtra}, {"scores_exact", exact}, {"scored", scored},
                                   {"median_ms", ms[ms.size() / 2]}};
        if (o->json) {
            std::printf("%s\n", nlohmann::json{{"rows", rows}, {"total", total}}.dump(2).c_str());
            return;
        }
        for (const auto& r : rows)
            std::printf("%-6s tilt %4.0f: tiles %d/%d right (%.1f %%), %d wrong, %d missed, %d extra; followers %d/%d\n",
                        r["table"].get<std::string>().c_str(), r["tilt"].get<double>(), r["right"].get<int>(), r["tiles"].get<int>(),
                        100.0 * r["right"].get<int>() / std::max(1, r["tiles"].get<int>()), r["wrong"].get<int>(),
                        r["missed"].get<int>(), r["extra"].get<int>(), r["followers_right"].get<int>(), r["followers"].get<int>());
        std::printf("all: %d boards, tiles %d/%d right (%.2f %%), boards all right %d, followers %d/%d (+%d extra), "
                    "scores exact %d/%d, read median %.0f ms\n",
                    boards, all.tilesRight, all.tiles, 100.0 * all.tilesRight / std::max(1, all.tiles), perfect,
                    all.followersRight, all.followers, all.followersExtra, exact, boards, ms[ms.size() / 2]);
    });
}

void setupVisionBoard(CLI::App& root, Context& ctx) {
    CLI::App& vision = visionGroup(root);
    addReadBoard(vision, ctx);
    addRenderBoard(vision, ctx);
    addBoardAccuracy(vision, ctx);
}

}  // namespace
CARC_COMMAND(setupVisionBoard);
}  // namespace carc::cli
