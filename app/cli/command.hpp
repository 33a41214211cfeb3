#pragma once
// How `carc` commands plug in: each command file defines a setup function that adds
// its subcommand to the root app, and registers it with CARC_COMMAND. Exit codes
// follow INTERFACES.md: 0 success, 2 bad input (one line on stderr), 1 internal error.
#include <string>

#include <CLI/CLI.hpp>

namespace carc::cli {

struct Context {
    int exitCode = 0;
    // Reports bad input: one line on stderr naming the file/field, exit code 2.
    void fail(const std::string& reason);
};

using CommandSetup = void (*)(CLI::App& root, Context& ctx);

struct CommandRegistrar {
    explicit CommandRegistrar(CommandSetup setup);
};

// A group of subcommands whose members live in several files (`carc games ...`,
// `carc bench ...`): the group, made by whichever file asks first.
CLI::App& commandGroup(CLI::App& root, const std::string& name, const std::string& description);
// `carc vision ...`: its commands live in cmd_vision.cpp (tiles, accuracy) and
// cmd_vision_board.cpp (whole boards); both add to this one group.
inline CLI::App& visionGroup(CLI::App& root) {
    return commandGroup(root, "vision", "The recognition pipeline: single tiles, boards, accuracy");
}

// Runs every registered setup; used once by main().
void setupCommands(CLI::App& root, Context& ctx);

}  // namespace carc::cli

#define CARC_COMMAND(setupFn) static const ::carc::cli::CommandRegistrar carcRegistrar_##setupFn(setupFn)
