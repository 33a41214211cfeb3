#pragma once
// A rule module's part of our own JSON form of moves and setups (move_json.hpp), in
// io/move_json_<module>.cpp: its moves, what it adds to a placement, and its switches in a
// setup. moveToJson/moveFromJson/setupToJson/setupFromJson ask every registered module
// (engine/expansions.hpp) for its part, in registration order, and name no expansion.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/expansions.hpp"
#include "engine/expected.hpp"
#include "engine/moves.hpp"
#include "engine/rules.hpp"
#include "engine/tileset.hpp"

namespace carc {

// Reads the fields of one JSON object; each error names the field that is missing or of
// the wrong type ("move.slot: missing or not an integer within +-1000000").
struct MoveJsonReader {
    const nlohmann::json& j;
    std::string where;

    [[nodiscard]] Expected<int> integer(const char* key) const;
    [[nodiscard]] Expected<bool> boolean(const char* key) const;
    [[nodiscard]] Expected<TileTypeId> tile(const char* key, const Tileset& tiles) const;
};

// A stored integer within +-1000000 (every position, count and size of a record is far
// below), or std::out_of_range naming the field (for setupFromJson's try block).
int storedIntOrThrow(const nlohmann::json& v, const char* field);

struct MoveJsonPart {
    // The JSON form of a move of the module's; nullopt: not the module's move.
    std::optional<nlohmann::json> (*toJson)(const Move& move, const Tileset& tiles) = nullptr;
    // The module's move named `kind` ({"move": kind, ...}); nullopt: not one of its names.
    std::optional<Expected<Move>> (*fromJson)(const std::string& kind, const MoveJsonReader& r, const Tileset& tiles) = nullptr;
    // What the module adds to a placement (a "place" move's own fields), written and read.
    void (*placeToJson)(const PlaceTile& m, nlohmann::json& out) = nullptr;
    Status (*placeFromJson)(const MoveJsonReader& r, PlaceTile& m) = nullptr;
    // The module's switches in a setup's JSON object (setupToJson's "expansions" and its own
    // keys), written and read; reading throws nlohmann::json's exceptions on a missing key
    // or a wrong type (setupFromJson turns them into its error).
    void (*setupToJson)(const GameSetup& s, nlohmann::json& setup) = nullptr;
    void (*setupFromJson)(const nlohmann::json& setup, GameSetup& s) = nullptr;
};

// Each registered module's part, defined in its io/move_json_<module>.cpp.
template <class Module>
const MoveJsonPart& moveJsonPart();
#define CARC_MOVE_JSON_PART(M) \
    template <>                \
    const MoveJsonPart& moveJsonPart<M>();
CARC_EXPANSION_MODULES(CARC_MOVE_JSON_PART)
#undef CARC_MOVE_JSON_PART

// Every registered module's part, in registration order.
inline const std::vector<const MoveJsonPart*>& moveJsonParts() {
#define CARC_MOVE_JSON_PART(M) &moveJsonPart<M>(),
    static const std::vector<const MoveJsonPart*> parts{CARC_EXPANSION_MODULES(CARC_MOVE_JSON_PART)};
#undef CARC_MOVE_JSON_PART
    return parts;
}

// Hooks for a module with nothing of its own in a part.
namespace move_json_none {
inline std::optional<nlohmann::json> toJson(const Move&, const Tileset&) { return std::nullopt; }
inline std::optional<Expected<Move>> fromJson(const std::string&, const MoveJsonReader&, const Tileset&) { return std::nullopt; }
inline void placeToJson(const PlaceTile&, nlohmann::json&) {}
inline Status placeFromJson(const MoveJsonReader&, PlaceTile&) { return {}; }
inline void setupToJson(const GameSetup&, nlohmann::json&) {}
inline void setupFromJson(const nlohmann::json&, GameSetup&) {}
}  // namespace move_json_none

}  // namespace carc
