#pragma once
// A rule module's part of the .jcz format, in io/jcz_<module>.cpp: the JCloisterZone names
// of its tile sets, the setup elements and rules it reads and writes, its share of our own
// annotations (gameAnnotations.carc), and its replay entries (its moves and decisions,
// read and written). The reader and the writer ask every registered module
// (engine/expansions.hpp) for its part, in registration order, and name no expansion.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "engine/io/jcz.hpp"

namespace carc {

// A tile set's JCloisterZone name (before ':' in a save), the key written, and ours.
struct JczSetName {
    const char* jcz;
    const char* key;
    const char* ours;
};

// Appends a replay entry.
inline void jczEntry(nlohmann::json& replay, const char* type, int player, nlohmann::json payload) {
    replay.push_back({{"type", type}, {"player", player}, {"payload", std::move(payload)}});
}

// What the writer gives a module for one move of the game (JczPart::writeMove).
struct JczMoveOut {
    const Game& before;         // the game before the move
    int player;                 // the active player
    int actor;                  // who answers the pending decision (the active player if none)
    bool carcEntries;           // false: only entries JCloisterZone itself understands
    int& turnState;             // the module's own, 0 at every placed tile
    nlohmann::json& replay;     // the entries so far
    void entry(const char* type, int who, nlohmann::json payload) const { jczEntry(replay, type, who, std::move(payload)); }
};

struct JczPart {
    std::vector<JczSetName> sets;
    // The setup.elements keys the module reads (any other key is refused by name).
    std::vector<const char*> elements;
    // Reads the module's elements and rules from a save's `setup` (its sets are read already).
    Status (*readSetup)(const nlohmann::json& setup, GameSetup& out) = nullptr;
    // Writes the module's elements and rules for a game set up with `s`.
    void (*writeSetup)(const GameSetup& s, nlohmann::json& elements, nlohmann::json& rules) = nullptr;
    // Reads and writes the module's part of gameAnnotations.carc (what JCloisterZone lacks).
    Status (*readCarc)(const nlohmann::json& carc, GameSetup& out) = nullptr;
    void (*writeCarc)(const GameSetup& s, nlohmann::json& carc) = nullptr;

    // --- replay entries, read ---
    // The move a replay entry stands for when it is the module's (its moves, its answers to
    // its decisions) in the game's current state; nullopt: not the module's entry.
    Expected<std::optional<Move>> (*readEntry)(const Game& game, const JczEntry& entry) = nullptr;
    // Whether the entry answers the pending decision (no default is taken before it).
    bool (*answersDecision)(const Game& game, const JczEntry& entry) = nullptr;
    // Whether JCloisterZone records the entry right after the tile when the player had no
    // follower to place (no PASS before it: the reader passes the follower first).
    bool (*followsTileDirectly)(const Game& game, const JczEntry& entry) = nullptr;

    // --- replay entries, written ---
    // Whether the decision belongs to JCloisterZone's action phase (answered before the
    // turn's COMMIT; the others come after it, or take their default at it).
    bool (*actionPhase)(const Decision& d) = nullptr;
    // Whether JCloisterZone offers the active player something of the module's in the
    // follower phase (it records a PASS when the player takes nothing).
    bool (*hasActions)(const Game& game) = nullptr;
    // Writes the entries for a move of the module's or an answer to its decision; false:
    // not the module's (the writer writes it).
    bool (*writeMove)(const JczMoveOut& out, const Move& move) = nullptr;
};

// Each registered module's part, defined in its io/jcz_<module>.cpp.
template <class Module>
const JczPart& jczPart();
#define CARC_JCZ_PART(M) \
    template <>          \
    const JczPart& jczPart<M>();
CARC_EXPANSION_MODULES(CARC_JCZ_PART)
#undef CARC_JCZ_PART

// Every registered module's part, in registration order.
inline const std::vector<const JczPart*>& jczParts() {
#define CARC_JCZ_PART(M) &jczPart<M>(),
    static const std::vector<const JczPart*> parts{CARC_EXPANSION_MODULES(CARC_JCZ_PART)};
#undef CARC_JCZ_PART
    return parts;
}

// Hooks for a module with nothing of its own in a part.
namespace jcz_none {
inline Status readSetup(const nlohmann::json&, GameSetup&) { return {}; }
inline void writeSetup(const GameSetup&, nlohmann::json&, nlohmann::json&) {}
inline Status readCarc(const nlohmann::json&, GameSetup&) { return {}; }
inline void writeCarc(const GameSetup&, nlohmann::json&) {}
inline Expected<std::optional<Move>> readEntry(const Game&, const JczEntry&) { return std::optional<Move>(); }
inline bool noEntry(const Game&, const JczEntry&) { return false; }
inline bool actionPhase(const Decision&) { return false; }
inline bool hasActions(const Game&) { return false; }
inline bool writeMove(const JczMoveOut&, const Move&) { return false; }
}  // namespace jcz_none

// The reader's field parsers, for the modules' entries: each error names the field's path.
Expected<int> jczInt(const nlohmann::json& v, const std::string& path);
Expected<std::string> jczString(const nlohmann::json& v, const std::string& path);
Expected<Pos> jczPos(const nlohmann::json& v, const std::string& path);
Expected<TileTypeId> jczTile(const nlohmann::json& v, const std::string& path, const Tileset& tiles);
// CARC_CHOOSE-like entries: {"kind": <the pending decision's name>, "option": n} -> Choose{n}.
Expected<std::optional<Move>> jczChoice(const Game& game, const JczEntry& entry);
// [x, y] as written.
inline nlohmann::json jczPosJson(Pos p) { return nlohmann::json::array({p.x, p.y}); }

}  // namespace carc
