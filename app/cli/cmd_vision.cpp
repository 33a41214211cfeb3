// carc vision classify-tile IMAGE [--tileset DIR] [--json]: which tile a photo shows.
// carc vision photo-accuracy: classify-tile measured on photo-like images made from
// reference art, per condition.
#include <cstdio>
#include <filesystem>
#include <optional>
#include <random>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "app/cli/command.hpp"
#include "vision/sim/mess.hpp"
#include "vision/track/testing/accuracy.hpp"
#include "vision/track/testing/tile_photo_maker.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/sources/image_file.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::cli {
namespace {

using namespace carc::vision;

nlohmann::json guessJson(const Tileset& tiles, const TileGuess& g) {
    const TileType& t = tiles.type(g.type);
    return {{"tile", tileLabel(t)}, {"id", t.id}, {"rotation", g.rot.degrees()}, {"confidence", g.probability},
            {"score", g.score}};
}

struct ClassifyOptions {
    std::string image, tileset;
    bool json = false;
    bool explain = false;
    std::string saveGround;
    int top = 5;
};

void addClassify(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<ClassifyOptions>();
    CLI::App* cmd = vision.add_subcommand("classify-tile", "Which tile (and which way round) a photo of one tile shows");
    cmd->add_option("IMAGE", o->image, "photo of a single tile on any background")->required();
    cmd->add_option("--tileset", o->tileset,
                    "tile-set enrolment directory (D.jpg, BA_RCr.jpg, ...): a second opinion beside the tile's structure");
    cmd->add_option("--top", o->top, "number of candidates listed")->check(CLI::Range(1, 50));
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->add_flag("--explain", o->explain, "also print what was read along each edge");
    cmd->add_option("--save-ground", o->saveGround, "write the rectified tile and its ground map side by side (PNG)");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        std::optional<TileLibrary> lib;
        if (!o->tileset.empty()) {
            auto loaded = TileLibrary::loadEnrolment(o->tileset, tiles);
            if (!loaded) return ctx.fail(loaded.error());
            lib = uprightLibrary(*loaded);
        }
        auto read = readImageFile(o->image);
        if (!read) return ctx.fail(read.error());
        const cv::Mat photo = *read;
        auto result = readTilePhoto(photo, tiles, lib ? &*lib : nullptr);
        if (!result) return ctx.fail(o->image + ": " + result.error());
        if (!o->saveGround.empty()) {
            cv::Mat both, big;
            cv::hconcat(result->square, paintGround(mapGround(result->square)), both);
            cv::resize(both, big, {}, 3, 3, cv::INTER_NEAREST);
            if (!cv::imwrite(o->saveGround, big)) return ctx.fail(o->saveGround + ": cannot write");
        }
        const std::vector<TileGuess>& ranked = result->ranked;
        const TileGuess& best = ranked.front();
        if (o->json) {
            nlohmann::json j = guessJson(tiles, best);
            j.erase("score");
            j["top"] = nlohmann::json::array();
            for (size_t i = 0; i < ranked.size() && static_cast<int>(i) < o->top; ++i)
                j["top"].push_back(guessJson(tiles, ranked[i]));
            nlohmann::json corners = nlohmann::json::array();
            for (const cv::Point2f& c : result->corners) corners.push_back({c.x, c.y});
            j["corners"] = corners;
            if (!result->doubt.empty()) j["doubt"] = result->doubt;
            if (o->explain) j["structure"] = describeReading(result->structure);
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        const TileType& t = tiles.type(best.type);
        std::printf("%s (%s), rotated %d degrees clockwise, confidence %.2f\n", tileLabel(t).c_str(), t.id.c_str(),
                    best.rot.degrees(), best.probability);
        if (!result->doubt.empty()) std::printf("  in doubt: %s\n", result->doubt.c_str());
        for (size_t i = 1; i < ranked.size() && static_cast<int>(i) < o->top; ++i)
            std::printf("  then %s rot %d (%.3f)\n", tileLabel(tiles.type(ranked[i].type)).c_str(), ranked[i].rot.degrees(),
                        ranked[i].probability);
        if (o->explain) std::printf("  read: %s\n", describeReading(result->structure).c_str());
    });
}

struct PhotoAccuracyOptions {
    std::string tileset, photosFrom;
    int perTile = 4;
    unsigned seed = 1;
    bool json = false;
    std::string saveDir;
};

// For art whose upright orientation is unknown (another printing), the rotation is
// judged by consistency: the answer for a photo turned by k must be the answer for
// the flat art plus k.
void addPhotoAccuracy(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<PhotoAccuracyOptions>();
    CLI::App* cmd = vision.add_subcommand(
        "photo-accuracy", "Measure classify-tile on photo-like images made from reference art, per condition");
    cmd->add_option("--tileset", o->tileset, "enrolment directory the classifier uses (default: nothing enrolled)");
    cmd->add_option("--photos-from", o->photosFrom,
                    "art the photos are made from (default: the tileset itself); another printing tests robustness");
    cmd->add_option("--per-tile", o->perTile, "photos per tile image and condition")->check(CLI::Range(1, 100));
    cmd->add_option("--seed", o->seed, "random seed");
    cmd->add_option("--save", o->saveDir, "write the photos made here (for looking at them)");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        if (o->tileset.empty() && o->photosFrom.empty()) return ctx.fail("photo-accuracy: give --tileset or --photos-from");
        std::optional<TileLibrary> lib;
        if (!o->tileset.empty()) {
            auto loaded = TileLibrary::loadEnrolment(o->tileset, tiles);
            if (!loaded) return ctx.fail(loaded.error());
            lib = uprightLibrary(*loaded);
        }
        const TileLibrary* enrolled = lib ? &*lib : nullptr;
        const std::string from = o->photosFrom.empty() ? o->tileset : o->photosFrom;
        const bool sameArt = o->photosFrom.empty() || (!o->tileset.empty() && std::filesystem::equivalent(o->photosFrom, o->tileset));
        std::vector<std::pair<const TileType*, cv::Mat>> art;
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(from, ec)) {
            const TileType* t = tileTypeOfFileName(e.path().filename().string(), tiles);
            if (!t) continue;
            auto img = vision::readImageFile(e.path());
            if (!img) return ctx.fail(img.error());
            art.emplace_back(t, *img);
        }
        if (art.empty()) return ctx.fail(from + ": no tile images");
        std::sort(art.begin(), art.end(), [](const auto& a, const auto& b) { return a.first->index < b.first->index; });
        // Flat art's own rotation as the classifier sees it (0 for the enrolled art).
        std::vector<Rotation> artRot;
        for (const auto& [t, img] : art) {
            const auto flat = sameArt ? Expected<TileReading>{Error{"upright"}} : readTilePhoto(img, tiles, enrolled);
            artRot.push_back(flat ? flat->ranked.front().rot : Rotation{});
        }
        if (!o->saveDir.empty()) std::filesystem::create_directories(o->saveDir);

        nlohmann::json rows = nlohmann::json::array();
        std::mt19937 rng(o->seed);
        int allN = 0, allType = 0, allBoth = 0;
        for (const auto& cond : testing::standardConditions()) {
            int n = 0, typeOk = 0, bothOk = 0, notFound = 0;
            double confSum = 0;
            for (size_t a = 0; a < art.size(); ++a) {
                const TileType* t = art[a].first;
                for (int k = 0; k < o->perTile; ++k) {
                    const testing::TilePhoto photo = testing::makeTilePhoto(art[a].second, cond, rng);
                    const std::string saveAs = o->saveDir.empty() ? std::string()
                        : o->saveDir + "/" + cond.name + "_" + tileLabel(*t) + "_" + std::to_string(k);
                    if (!saveAs.empty()) cv::imwrite(saveAs + ".png", photo.image);
                    ++n;
                    auto found = readTilePhoto(photo.image, tiles, enrolled);
                    if (!found) {
                        ++notFound;
                        continue;
                    }
                    if (!saveAs.empty()) cv::imwrite(saveAs + "_square.png", found->square);
                    const TileGuess g = found->ranked.front();
                    confSum += g.probability;
                    if (g.type != t->index) continue;
                    ++typeOk;
                    const Rotation expect{static_cast<std::uint8_t>((artRot[a].q + photo.quarterTurns) & 3)};
                    if (canonicalRotation(tiles, t->index, expect) == g.rot) ++bothOk;
                }
            }
            std::fprintf(stderr, "%-12s %4d photos: type %.1f %%, type+rotation %.1f %%, not found %d\n",
                         cond.name.c_str(), n, 100.0 * typeOk / n, 100.0 * bothOk / n, notFound);
            rows.push_back({{"condition", cond.name}, {"photos", n}, {"type_accuracy", double(typeOk) / n},
                            {"type_rotation_accuracy", double(bothOk) / n}, {"not_found", notFound},
                            {"mean_confidence", confSum / n}});
            allN += n, allType += typeOk, allBoth += bothOk;
        }
        nlohmann::json j = {{"tileset", o->tileset}, {"photos_from", from}, {"same_art", sameArt},
                            {"conditions", rows}, {"photos", allN}, {"type_accuracy", double(allType) / allN},
                            {"type_rotation_accuracy", double(allBoth) / allN}};
        if (o->json) {
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        std::printf("%-12s %8s %8s %8s\n", "condition", "photos", "type", "type+rot");
        for (const auto& r : rows)
            std::printf("%-12s %8d %7.1f%% %7.1f%%\n", r["condition"].get<std::string>().c_str(), r["photos"].get<int>(),
                        100 * r["type_accuracy"].get<double>(), 100 * r["type_rotation_accuracy"].get<double>());
        std::printf("%-12s %8d %7.1f%% %7.1f%%\n", "total", allN, 100.0 * allType / allN, 100.0 * allBoth / allN);
    });
}

struct AccuracyOptions {
    std::string art;
    std::string mess = "full";
    int games = 5;
    unsigned seed = 1;
    int turns = -1;
    bool json = false;
    bool startAnywhere = false;
    bool boardTurned = false;
    bool solidFollowers = false;
    std::vector<std::string> mixedArt, casts;
    bool skipPainted = false;
    bool glare = false;
    bool lifeSizeHands = false;
};

// Whole games on the simulated table watched by the tracker, per condition (expansion
// set x painted or real art; players 2..6 in turn), every kind of table mess on.
void addAccuracy(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<AccuracyOptions>();
    CLI::App* cmd = vision.add_subcommand("accuracy", "Track simulated games and compare with the truth, per condition");
    cmd->add_option("--art", o->art, "also games drawn with this real art (enrolment directory, e.g. shared/tiles/c1-scans)");
    cmd->add_option("--mess", o->mess, "table mess: none, light or full (default)");
    cmd->add_option("--games", o->games, "games per condition (players 2..6 in turn)")->check(CLI::Range(1, 1000));
    cmd->add_option("--seed", o->seed, "seed of each condition's first game (then seed+1, ...)");
    cmd->add_option("--turns", o->turns, "turns per game (default: the whole game)");
    cmd->add_flag("--start-anywhere", o->startAnywhere, "the start tile anywhere inside the markers, away from the table's origin");
    cmd->add_flag("--board-turn", o->boardTurned, "the board turned on the table (quarter turns and a few degrees), the camera rolled");
    cmd->add_flag("--solid-followers", o->solidFollowers, "followers as 16 mm figures (parallax, soft shadows, real paint)");
    cmd->add_option("--mixed-art", o->mixedArt,
                    "more printings on every table (art folders or 'painted'), each tile copy one, seeded; the condition's art stays enrolled")
        ->delimiter(',');
    cmd->add_flag("--skip-painted", o->skipPainted, "with --art: only the conditions drawn with that art");
    cmd->add_flag("--glare", o->glare, "a lamp's specular glare on the tiles");
    cmd->add_option("--cast", o->casts, "white-balance casts, game by game in turn: tungsten, daylight, fluorescent")->delimiter(',');
    cmd->add_flag("--life-size-hands", o->lifeSizeHands, "adult hands (19 x 8.5 cm) in skin tones from light to dark");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        testing::AccuracyRun run;
        run.glare = o->glare;
        run.lifeSizeHands = o->lifeSizeHands;
        for (const std::string& name : o->casts) {
            sim::WhiteBalanceCast c{};
            if (!sim::parseCast(name, c)) return ctx.fail("--cast: '" + name + "' is not none, tungsten, daylight or fluorescent");
            run.casts.push_back(c);
        }
        run.solidFollowers = o->solidFollowers;
        run.startAnywhere = o->startAnywhere;
        run.boardTurned = o->boardTurned;
        run.gamesPerCondition = o->games;
        run.seed = o->seed;
        run.turns = o->turns;
        if (!sim::parseMess(o->mess, run.mess)) return ctx.fail("--mess: '" + o->mess + "' is not none, light or full");
        if (!o->art.empty() && !std::filesystem::is_directory(o->art)) return ctx.fail("--art: " + o->art + ": not a directory");
        nlohmann::json rows = nlohmann::json::array();
        testing::ConditionResult all;
        for (const std::string& m : o->mixedArt)
            if (m != "painted" && !std::filesystem::is_directory(m)) return ctx.fail("--mixed-art: " + m + ": not a directory");
        for (const testing::AccuracyCondition& c : testing::accuracyConditions(o->art, o->mixedArt, o->skipPainted)) {
            auto r = testing::measureCondition(c, run, [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); });
            if (!r) return ctx.fail(r.error());
            const auto share = [](int a, int b) { return b ? double(a) / b : 0.0; };
            rows.push_back({{"condition", c.name},
                            {"games", r->games},
                            {"tiles", r->total.tiles},
                            {"tile_accuracy", share(r->total.tilesRight, r->total.tiles)},
                            {"followers", r->total.followers},
                            {"follower_accuracy", share(r->total.followersRight, r->total.followers)},
                            {"exact_score_games", share(r->exactScores, r->games)},
                            {"all_right_games", share(r->allRight, r->games)},
                            {"tile_questions", r->total.questions},
                            {"tracker_ms_per_frame", r->frames ? r->trackerMs / r->frames : 0.0}});
            all.total += r->total, all.games += r->games, all.exactScores += r->exactScores;
            all.allRight += r->allRight;
            all.frames += r->frames, all.trackerMs += r->trackerMs;
        }
        const auto share = [](int a, int b) { return b ? double(a) / b : 0.0; };
        nlohmann::json j = {{"mess", o->mess},
                            {"games", all.games},
                            {"tile_accuracy", share(all.total.tilesRight, all.total.tiles)},
                            {"follower_accuracy", share(all.total.followersRight, all.total.followers)},
                            {"exact_score_games", share(all.exactScores, all.games)},
                            {"all_right_games", share(all.allRight, all.games)},
                            {"tile_questions", all.total.questions},
                            {"tracker_ms_per_frame", all.frames ? all.trackerMs / all.frames : 0.0},
                            {"conditions", rows}};
        if (run.startAnywhere || run.boardTurned || run.solidFollowers)
            j["layout"] = {{"start_anywhere", run.startAnywhere}, {"board_turned", run.boardTurned},
                           {"solid_followers", run.solidFollowers}};
        if (!o->mixedArt.empty() || run.glare || !o->casts.empty() || run.lifeSizeHands)
            j["photo_real"] = {{"mixed_art", o->mixedArt}, {"glare", run.glare}, {"casts", o->casts},
                               {"life_size_hands", run.lifeSizeHands}};
        if (o->json) {
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        // "exact scores": games whose final scores are right; "all right": also every tile
        // and follower; "asked": tiles the players were asked to name (read with too little confidence).
        std::printf("%-26s %5s %9s %10s %12s %9s %6s %9s\n", "condition", "games", "tiles", "followers", "exact scores",
                    "all right", "asked", "ms/frame");
        const auto row = [](const std::string& name, const nlohmann::json& r) {
            std::printf("%-26s %5d %8.2f%% %9.2f%% %11.1f%% %8.1f%% %6d %9.2f\n", name.c_str(), r["games"].get<int>(),
                        100 * r["tile_accuracy"].get<double>(), 100 * r["follower_accuracy"].get<double>(),
                        100 * r["exact_score_games"].get<double>(), 100 * r["all_right_games"].get<double>(),
                        r["tile_questions"].get<int>(),
                        r["tracker_ms_per_frame"].get<double>());
        };
        for (const auto& r : rows) row(r["condition"].get<std::string>(), r);
        row("all", j);
    });
}

void setupVision(CLI::App& root, Context& ctx) {
    CLI::App& vision = visionGroup(root);
    addClassify(vision, ctx);
    addPhotoAccuracy(vision, ctx);
    addAccuracy(vision, ctx);
}

}  // namespace
CARC_COMMAND(setupVision);
}  // namespace carc::cli
