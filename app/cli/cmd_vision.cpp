// carc vision classify-tile IMAGE --tileset DIR [--json]: which tile a photo shows.
// carc vision photo-accuracy: classify-tile measured on photo-like images made from
// reference art, per condition.
#include <cstdio>
#include <filesystem>
#include <map>
#include <random>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "app/cli/command.hpp"
#include "vision/track/testing/accuracy.hpp"
#include "vision/track/testing/tile_photo_maker.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/photo_classifier.hpp"

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
    int top = 5;
};

void addClassify(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<ClassifyOptions>();
    CLI::App* cmd = vision.add_subcommand("classify-tile", "Which tile (and which way round) a photo of one tile shows");
    cmd->add_option("IMAGE", o->image, "photo of a single tile on any background")->required();
    cmd->add_option("--tileset", o->tileset, "tile-set enrolment directory (D.jpg, BA_RCr.jpg, ...)")->required();
    cmd->add_option("--top", o->top, "number of candidates listed")->check(CLI::Range(1, 50));
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        auto lib = TileLibrary::loadEnrolment(o->tileset, tiles);
        if (!lib) return ctx.fail(lib.error());
        const cv::Mat photo = cv::imread(o->image, cv::IMREAD_COLOR);
        if (photo.empty()) return ctx.fail(o->image + ": cannot read the image");
        auto result = classifyTilePhoto(*lib, photo);
        if (!result) return ctx.fail(o->image + ": " + result.error());
        const TileInPhoto* found = &result->tile;
        const std::vector<TileGuess>& ranked = result->ranked;
        const TileGuess& best = ranked.front();
        if (o->json) {
            nlohmann::json j = guessJson(tiles, best);
            j.erase("score");
            j["top"] = nlohmann::json::array();
            for (size_t i = 0; i < ranked.size() && static_cast<int>(i) < o->top; ++i)
                j["top"].push_back(guessJson(tiles, ranked[i]));
            nlohmann::json corners = nlohmann::json::array();
            for (const cv::Point2f& c : found->corners) corners.push_back({c.x, c.y});
            j["corners"] = corners;
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        const TileType& t = tiles.type(best.type);
        std::printf("%s (%s), rotated %d degrees clockwise, confidence %.2f\n", tileLabel(t).c_str(), t.id.c_str(),
                    best.rot.degrees(), best.probability);
        for (size_t i = 1; i < ranked.size() && static_cast<int>(i) < o->top; ++i)
            std::printf("  then %s rot %d (%.3f)\n", tileLabel(tiles.type(ranked[i].type)).c_str(), ranked[i].rot.degrees(),
                        ranked[i].probability);
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
    cmd->add_option("--tileset", o->tileset, "enrolment directory the classifier uses")->required();
    cmd->add_option("--photos-from", o->photosFrom,
                    "art the photos are made from (default: the tileset itself); another printing tests robustness");
    cmd->add_option("--per-tile", o->perTile, "photos per tile image and condition")->check(CLI::Range(1, 100));
    cmd->add_option("--seed", o->seed, "random seed");
    cmd->add_option("--save", o->saveDir, "write the photos made here (for looking at them)");
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        const Tileset& tiles = Tileset::standard();
        auto lib = TileLibrary::loadEnrolment(o->tileset, tiles);
        if (!lib) return ctx.fail(lib.error());
        const std::string from = o->photosFrom.empty() ? o->tileset : o->photosFrom;
        const bool sameArt = o->photosFrom.empty() || std::filesystem::equivalent(o->photosFrom, o->tileset);
        std::vector<std::pair<const TileType*, cv::Mat>> art;
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(from, ec)) {
            const TileType* t = tileTypeOfFileName(e.path().filename().string(), tiles);
            const cv::Mat img = cv::imread(e.path().string(), cv::IMREAD_COLOR);
            if (t && !img.empty()) art.emplace_back(t, img);
        }
        if (art.empty()) return ctx.fail(from + ": no tile images");
        std::sort(art.begin(), art.end(), [](const auto& a, const auto& b) { return a.first->index < b.first->index; });
        // Flat art's own rotation as the classifier sees it (0 for the enrolled art).
        std::vector<Rotation> artRot;
        for (const auto& [t, img] : art) artRot.push_back(sameArt ? Rotation{} : lib->rank(img).front().rot);
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
                    auto found = classifyTilePhoto(*lib, photo.image);
                    if (!found) {
                        ++notFound;
                        continue;
                    }
                    if (!saveAs.empty()) cv::imwrite(saveAs + "_square.png", found->tile.square);
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
    std::string tileset;
    int games = 3;
    unsigned seed = 1;
    int turns = 0;
    bool json = false;
};

// Simulated games (the built-in table scene; players 2..6 in turn) watched by the
// tracker: tiles right (type + rotation + cell) and games with exactly right scores.
void addAccuracy(CLI::App& vision, Context& ctx) {
    auto o = std::make_shared<AccuracyOptions>();
    CLI::App* cmd = vision.add_subcommand("accuracy", "Track simulated games and compare with the truth, per condition");
    cmd->add_option("--tileset", o->tileset, "enrolment directory: the art the tables are drawn with and recognised by")
        ->required();
    cmd->add_option("--games", o->games, "number of games")->check(CLI::Range(1, 1000));
    cmd->add_option("--seed", o->seed, "seed of the first game (then seed+1, ...)");
    cmd->add_option("--turns", o->turns, "turns per game (0 = the whole pile)")->check(CLI::Range(0, 100));
    cmd->add_flag("--json", o->json, "machine output on stdout");
    cmd->callback([o, &ctx] {
        auto lib = TileLibrary::loadEnrolment(o->tileset, Tileset::standard());
        if (!lib) return ctx.fail(lib.error());
        const testing::TableScene scene(testing::loadArt(o->tileset));
        std::map<int, std::array<long, 5>> byPlayers;  // players -> games, tiles, right, scores right, frames
        double trackMs = 0;
        nlohmann::json games = nlohmann::json::array();
        for (int i = 0; i < o->games; ++i) {
            GameSetup setup;
            const int players = 2 + i % 5;
            for (int p = 0; p < players; ++p) setup.players.push_back("p" + std::to_string(p + 1));
            setup.seed = o->seed + static_cast<unsigned>(i);
            auto acc = testing::measureSceneGame(*lib, scene, setup, o->turns);
            if (!acc) return ctx.fail("game " + std::to_string(i) + ": " + acc.error());
            auto& row = byPlayers[players];
            row[0] += 1, row[1] += acc->tiles, row[2] += acc->tilesRight, row[3] += acc->scoresRight, row[4] += acc->frames;
            trackMs += acc->trackMs;
            std::fprintf(stderr, "game %d (%d players, seed %llu): tiles %d/%d, scores %s%s%s\n", i + 1, players,
                         static_cast<unsigned long long>(setup.seed), acc->tilesRight, acc->tiles, acc->scoresRight ? "right" : "WRONG",
                         acc->firstMistake.empty() ? "" : "; first mistake ", acc->firstMistake.c_str());
            games.push_back({{"players", players}, {"seed", setup.seed}, {"tiles", acc->tiles},
                             {"tiles_right", acc->tilesRight}, {"scores_right", acc->scoresRight},
                             {"alerts", acc->alerts}, {"first_mistake", acc->firstMistake}});
        }
        long g = 0, t = 0, r = 0, s = 0, f = 0;
        nlohmann::json conditions = nlohmann::json::array();
        for (const auto& [players, row] : byPlayers) {
            conditions.push_back({{"condition", std::to_string(players) + " players"}, {"games", row[0]},
                                  {"tile_accuracy", row[1] ? double(row[2]) / row[1] : 0.0},
                                  {"score_accuracy", double(row[3]) / row[0]}});
            g += row[0], t += row[1], r += row[2], s += row[3], f += row[4];
        }
        const nlohmann::json j = {{"games", g}, {"tiles", t}, {"tile_accuracy", t ? double(r) / t : 0.0},
                                  {"score_accuracy", double(s) / g}, {"followers_tracked", false},
                                  {"ms_per_frame", f ? trackMs / f : 0.0}, {"conditions", conditions}, {"per_game", games}};
        if (o->json) {
            std::printf("%s\n", j.dump(2).c_str());
            return;
        }
        for (const auto& c : conditions)
            std::printf("%-10s %3ld games: tiles %.2f %%, scores exactly right %.1f %%\n",
                        c["condition"].get<std::string>().c_str(), c["games"].get<long>(),
                        100 * c["tile_accuracy"].get<double>(), 100 * c["score_accuracy"].get<double>());
        std::printf("total      %3ld games: tiles %.2f %% (%ld/%ld), scores exactly right %.1f %%, %.1f ms/frame\n", g,
                    100.0 * r / std::max(1L, t), r, t, 100.0 * s / g, f ? trackMs / f : 0.0);
    });
}

void setupVision(CLI::App& root, Context& ctx) {
    CLI::App* vision = root.add_subcommand("vision", "The recognition pipeline: single tiles, accuracy");
    vision->require_subcommand(1);
    addClassify(*vision, ctx);
    addPhotoAccuracy(*vision, ctx);
    addAccuracy(*vision, ctx);
}

}  // namespace
CARC_COMMAND(setupVision);
}  // namespace carc::cli
