#include "app/cli/games_group.hpp"

namespace carc::cli {

CLI::App& gamesGroup(CLI::App& root) {
    for (CLI::App* sub : root.get_subcommands([](CLI::App*) { return true; }))
        if (sub->get_name() == "games") return *sub;
    CLI::App* games = root.add_subcommand("games", "The game record store: list, show, replay, export, import, delete");
    games->require_subcommand(1);
    return *games;
}

void addDbOption(CLI::App& cmd, std::string& db) {
    cmd.add_option("--db", db, "the game store (an SQLite file)")->required();
}

std::optional<records::GameStore> openStore(const std::string& db, records::GameStore::Access access, Context& ctx) {
    auto store = records::GameStore::open(db, access);
    if (!store) {
        ctx.fail(store.error());
        return std::nullopt;
    }
    return std::move(*store);
}

}  // namespace carc::cli
