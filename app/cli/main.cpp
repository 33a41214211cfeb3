// carc: the companion's command line (INTERFACES.md lists the contract).
#include <cstdio>
#include <exception>

#include "app/cli/command.hpp"

int main(int argc, char** argv) {
    CLI::App app{"carc: the Carcassonne table companion"};
    app.require_subcommand(1);
    carc::cli::Context ctx;
    carc::cli::setupCommands(app, ctx);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // Bad command lines are bad input: one line, exit 2 (CLI11 has its own codes).
        std::fprintf(stderr, "carc: %s (see --help)\n", e.what());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "carc: internal error: %s\n", e.what());
        return 1;
    }
    return ctx.exitCode;
}
