#include "app/cli/games_group.hpp"

namespace carc::cli {

CLI::App& gamesGroup(CLI::App& root) {
    return commandGroup(root, "games", "The game record store: list, show, replay, export, import, delete");
}

void addDbOption(CLI::App& cmd, std::string& db) {
    cmd.add_option("--db", db, "the game store (an SQLite file)")->required();
}

std::optional<records::GameStore> openStore(const std::string& db, records::GameStore::Access access, Context& ctx) {
    // A command's own write (an import, a delete) takes well under a second; a writer that
    // holds the store longer (a recording) makes the command report "busy" after 20 s.
    auto store = records::GameStore::open(db, access, std::chrono::seconds(20));
    if (!store) {
        ctx.fail(store.error());
        return std::nullopt;
    }
    return std::move(*store);
}

}  // namespace carc::cli
