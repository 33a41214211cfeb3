#pragma once
// `carc games ...`: the game record store's commands live in several files
// (cmd_games*.cpp); each adds its subcommands to the one "games" group.
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "app/cli/command.hpp"
#include "engine/records/game_store.hpp"

namespace carc::cli {

CLI::App& gamesGroup(CLI::App& root);
// Adds the --db option (required) to a games subcommand.
void addDbOption(CLI::App& cmd, std::string& db);
// Opens the store or reports why not (ctx.fail) and returns nullopt.
std::optional<records::GameStore> openStore(const std::string& db, records::GameStore::Access access, Context& ctx);

}  // namespace carc::cli
