// carc games list|stats|show|delete|import|export: the game record store.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "app/cli/games_group.hpp"
#include "app/cli/turn_log.hpp"
#include "engine/io/jcz.hpp"
#include "engine/io/move_json.hpp"
#include "engine/io/score_json.hpp"
#include "engine/records/statistics.hpp"

namespace carc::cli {
namespace {

using nlohmann::json;
using records::GameStore;

struct GamesOptions {
    std::string db;
    records::GameId id = 0;
    bool json = false;
    std::string file;     // import: the .jcz; export: --jcz
    std::string log;      // export: --log
    bool noCarc = false;  // export: leave out CARC_* entries
};

json summaryJson(const records::GameSummary& g) {
    return {{"id", g.id},          {"name", g.name},     {"created", g.created}, {"updated", g.updated},
            {"status", records::statusName(g.status)}, {"players", g.players}, {"scores", g.scores},
            {"turn", g.turn},      {"entries", g.entries}, {"info", g.info}, {"damage", g.damage}};
}

// Writes a file whole or not at all (temporary file, then rename).
Status writeFileAtomically(const std::string& path, const std::string& text) {
    const std::string temp = path + ".part";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) return Error{path + ": cannot write"};
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return Error{path + ": cannot write: " + ec.message()};
    }
    return {};
}

void list(GamesOptions& o, Context& ctx) {
    auto store = openStore(o.db, GameStore::Access::ReadOnly, ctx);
    if (!store) return;
    auto games = store->list();
    if (!games) return ctx.fail(o.db + ": " + games.error());
    if (o.json) {
        json out = json::array();
        for (const auto& g : *games) out.push_back(summaryJson(g));
        std::printf("%s\n", json{{"games", out}}.dump(2).c_str());
        return;
    }
    if (games->empty()) std::printf("No games recorded in %s\n", o.db.c_str());
    for (const auto& g : *games) {
        std::string scores;
        for (std::size_t p = 0; p < g.players.size(); ++p)
            scores += (p ? ", " : "") + g.players[p] + " " + std::to_string(p < g.scores.size() ? g.scores[p] : 0);
        if (!g.damage.empty()) scores = "(cannot be read: " + g.damage + ")";
        std::printf("%4lld  %-9s  %s  turn %-3d  %s  %s\n", static_cast<long long>(g.id), records::statusName(g.status),
                    g.created.substr(0, 16).c_str(), g.turn, g.name.c_str(), scores.c_str());
    }
}

void stats(GamesOptions& o, Context& ctx) {
    auto store = openStore(o.db, GameStore::Access::ReadOnly, ctx);
    if (!store) return;
    auto result = records::statistics(*store);
    if (!result) return ctx.fail(o.db + ": " + result.error());
    if (o.json) {
        json players = json::array();
        for (const records::PlayerStatistics& p : result->players)
            players.push_back({{"name", p.name},
                               {"games", p.games},
                               {"wins", p.wins},
                               {"average", p.averageScore()},
                               {"best", p.bestScore},
                               {"biggest_city_tiles", p.biggestCityTiles},
                               {"farm_points", p.farmPoints},
                               {"farm_share", p.farmShare()}});
        std::printf("%s\n", json{{"games", result->games}, {"players", players}, {"skipped", result->skipped}}.dump(2).c_str());
        return;
    }
    for (const std::string& why : result->skipped) std::fprintf(stderr, "carc: not counted: %s\n", why.c_str());
    if (result->players.empty()) {
        std::printf("No finished games in %s\n", o.db.c_str());
        return;
    }
    std::printf("%d finished game%s\n%-16s %6s %5s %8s %5s %12s %10s\n", result->games, result->games == 1 ? "" : "s",
                "player", "games", "wins", "average", "best", "biggest city", "farm share");
    for (const records::PlayerStatistics& p : result->players)
        std::printf("%-16s %6d %5d %8.1f %5d %7d tiles %9.0f %%\n", p.name.c_str(), p.games, p.wins, p.averageScore(),
                    p.bestScore, p.biggestCityTiles, 100 * p.farmShare());
}

void show(GamesOptions& o, Context& ctx) {
    auto store = openStore(o.db, GameStore::Access::ReadOnly, ctx);
    if (!store) return;
    auto summary = store->summary(o.id);
    if (!summary) return ctx.fail(summary.error());
    auto entries = store->entries(o.id);
    if (!entries) return ctx.fail(o.db + ": " + entries.error());
    const Tileset& tiles = *store->tiles();
    if (o.json) {
        json list = json::array();
        for (const auto& e : *entries) {
            json j{{"seq", e.seq}, {"time", e.time}, {"player", e.player}, {"note", e.note}};
            if (e.undo) j["undo"] = true;
            else j["move"] = moveToJson(*e.move, tiles);
            if (!e.frame.empty()) j["frame"] = store->framePath(e.frame);
            list.push_back(j);
        }
        json out = summaryJson(*summary);
        out["moves"] = list;
        std::printf("%s\n", out.dump(2).c_str());
        return;
    }
    std::printf("Game %lld \"%s\" (%s), created %s, last change %s\n", static_cast<long long>(summary->id),
                summary->name.c_str(), records::statusName(summary->status), summary->created.c_str(),
                summary->updated.c_str());
    for (const auto& e : *entries) {
        const std::string who = e.player >= 0 && e.player < static_cast<int>(summary->players.size())
                                    ? summary->players[static_cast<std::size_t>(e.player)]
                                    : "-";
        std::printf("%5d  %s  %-8s %s%s%s\n", e.seq, e.time.c_str(), who.c_str(),
                    e.undo ? "undo of the last move" : describe(*e.move, tiles).c_str(),
                    e.note.empty() ? "" : ("  [" + e.note + "]").c_str(),
                    e.frame.empty() ? "" : ("  frame " + e.frame.substr(0, 12)).c_str());
    }
}

void remove(GamesOptions& o, Context& ctx) {
    auto store = openStore(o.db, GameStore::Access::ReadWrite, ctx);
    if (!store) return;
    if (auto s = store->remove(o.id); !s) return ctx.fail(s.error());
    std::printf("Deleted game %lld\n", static_cast<long long>(o.id));
}

void import(GamesOptions& o, Context& ctx) {
    auto saved = readJczFile(o.file);
    if (!saved) return ctx.fail(saved.error());
    auto game = replayJcz(*saved);
    if (!game) return ctx.fail(o.file + ": " + game.error());
    auto store = openStore(o.db, GameStore::Access::ReadWrite, ctx);
    if (!store) return;
    const std::string name = saved->name.empty() ? std::filesystem::path(o.file).stem().string() : saved->name;
    // Moves are recorded with who made them: replay them once more to know.
    auto replay = Game::create(game->setup(), store->tiles());
    std::vector<records::NewEntry> entries;
    for (const Move& m : game->moves()) {
        const int player = replay->decision() ? replay->decision()->player : replay->activePlayer();
        (void)replay->apply(m);
        entries.push_back({m, player, {}, "import"});
    }
    auto id = store->importGame(game->setup(), game->tiles(), name, json{{"imported", o.file}, {"gameId", saved->gameId}},
                                *game, entries);
    if (!id) return ctx.fail(id.error());
    if (o.json) std::printf("%s\n", json{{"id", *id}, {"moves", entries.size()}, {"ended", game->over()}}.dump().c_str());
    else std::printf("Imported %s as game %lld (%zu moves)\n", o.file.c_str(), static_cast<long long>(*id), entries.size());
}

void exportGame(GamesOptions& o, Context& ctx) {
    if (o.file.empty() && o.log.empty()) return ctx.fail("export: give --jcz OUT and/or --log OUT");
    auto store = openStore(o.db, GameStore::Access::ReadOnly, ctx);
    if (!store) return;
    auto summary = store->summary(o.id);
    if (!summary) return ctx.fail(summary.error());
    auto game = store->load(o.id);
    if (!game) return ctx.fail(o.db + ": " + game.error());
    if (!o.file.empty()) {
        JczWriteOptions options;
        options.gameId = "carc-" + std::to_string(o.id);
        options.name = summary->name;
        options.created = summary->created;
        options.carcEntries = !o.noCarc;
        if (auto s = writeFileAtomically(o.file, writeJcz(*game, options)); !s) return ctx.fail(s.error());
    }
    if (!o.log.empty()) {
        std::string text;
        for (const std::string& line : turnLog(*game)) text += line + "\n";
        text += "\n" + scoreTable(*game);
        if (auto s = writeFileAtomically(o.log, text); !s) return ctx.fail(s.error());
    }
    if (!o.json) std::printf("Exported game %lld\n", static_cast<long long>(o.id));
}

void setupGames(CLI::App& root, Context& ctx) {
    CLI::App& games = gamesGroup(root);
    auto o = std::make_shared<GamesOptions>();
    auto add = [&](const char* name, const char* help, void (*run)(GamesOptions&, Context&)) {
        CLI::App* cmd = games.add_subcommand(name, help);
        addDbOption(*cmd, o->db);
        cmd->callback([o, &ctx, run] { run(*o, ctx); });
        return cmd;
    };
    add("list", "List the recorded games", list)->add_flag("--json", o->json, "machine output");
    add("stats", "Statistics of the finished games per player: wins, average and best score, biggest city, farm share",
        stats)
        ->add_flag("--json", o->json, "machine output");
    CLI::App* showCmd = add("show", "Show a game's moves with their times and frames", show);
    showCmd->add_option("ID", o->id, "game id (see list)")->required();
    showCmd->add_flag("--json", o->json, "machine output");
    add("delete", "Delete a recorded game", remove)->add_option("ID", o->id, "game id")->required();
    CLI::App* importCmd = add("import", "Import a JCloisterZone saved game (.jcz)", import);
    importCmd->add_option("GAME", o->file, "the .jcz file")->required();
    importCmd->add_flag("--json", o->json, "machine output: {\"id\": N, ...}");
    CLI::App* exportCmd = add("export", "Export a game as .jcz and/or a one-line-per-turn log", exportGame);
    exportCmd->add_option("ID", o->id, "game id")->required();
    exportCmd->add_option("--jcz", o->file, "write the game as a JCloisterZone .jcz file");
    exportCmd->add_option("--log", o->log, "write a plain-text log, one line per turn");
    exportCmd->add_flag("--no-carc", o->noCarc, "leave out CARC_* entries (for JCloisterZone itself)");
    exportCmd->add_flag("--json", o->json, "no human output");
}

}  // namespace
CARC_COMMAND(setupGames);
}  // namespace carc::cli
