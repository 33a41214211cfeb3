#include "app/cli/command.hpp"

#include <cstdio>
#include <vector>

namespace carc::cli {
namespace {
std::vector<CommandSetup>& registry() {
    static std::vector<CommandSetup> setups;
    return setups;
}
}  // namespace

void Context::fail(const std::string& reason) {
    std::fprintf(stderr, "carc: %s\n", reason.c_str());
    exitCode = 2;
}

CommandRegistrar::CommandRegistrar(CommandSetup setup) { registry().push_back(setup); }

CLI::App& commandGroup(CLI::App& root, const std::string& name, const std::string& description) {
    for (CLI::App* sub : root.get_subcommands([](CLI::App*) { return true; }))
        if (sub->get_name() == name) return *sub;
    CLI::App* group = root.add_subcommand(name, description);
    group->require_subcommand(1);
    return *group;
}

void setupCommands(CLI::App& root, Context& ctx) {
    for (CommandSetup s : registry()) s(root, ctx);
}

}  // namespace carc::cli
