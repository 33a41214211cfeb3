#pragma once
// A rule module's part of the .jcz format, in io/jcz_<module>.cpp: the JCloisterZone names
// of its tile sets, the setup elements and rules it reads and writes, and its share of our
// own annotations (gameAnnotations.carc). The reader and the writer ask every registered
// module (engine/expansions.hpp) for its part, in registration order.
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace carc {

// A tile set's JCloisterZone name (before ':' in a save), the key written, and ours.
struct JczSetName {
    const char* jcz;
    const char* key;
    const char* ours;
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

}  // namespace carc
