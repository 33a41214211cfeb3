#pragma once
// JCloisterZone 5.x saved games (.jcz), the interchange format (INTERFACES.md):
// reading into a game setup plus replay entries, replaying them through the
// engine, and writing a game back out.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace carc {

struct JczEntry {
    std::string type;  // PLACE_TILE, DEPLOY_MEEPLE, PASS, COMMIT, CARC_*, ...
    nlohmann::json payload;
};

struct JczGame {
    std::string gameId;
    std::string name;
    GameSetup setup;
    std::vector<JczEntry> replay;
};

// Parses a saved game; the error names the field ("setup.sets: ...").
Expected<JczGame> parseJcz(std::string_view text);
// Reads and parses a file; the error starts with the path.
Expected<JczGame> readJczFile(const std::string& path);

// Turns one replay entry into an engine move for the game's current state;
// nullopt for entries with no engine effect (COMMIT after a complete turn).
Expected<std::optional<Move>> jczEntryToMove(const Game& game, const JczEntry& entry);
// Replays every entry; the error names the entry index, its type and the reason.
Expected<Game> replayJcz(const JczGame& saved);

// The JCloisterZone key of one of our tile sets ("base" -> "basic:1", a module's sets:
// JczPart::sets); nullptr for a set it lacks.
const char* jczSetKey(std::string_view ours);

struct JczWriteOptions {
    std::string gameId;
    std::string name;
    std::string created;          // ISO 8601; empty = now
    bool carcEntries = true;       // false: only what JCloisterZone itself understands
};
// Writes the game as a .jcz document (drawOrder always present, COMMIT.random 0.0).
[[nodiscard]] std::string writeJcz(const Game& game, const JczWriteOptions& options);

}  // namespace carc
