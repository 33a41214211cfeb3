#pragma once
// The registration: every expansion module the engine knows, once, in the order their
// hooks run (expansion.hpp). Adding an expansion: its module header here and its name in
// CARC_EXPANSION_MODULES; Game holds one of each and lets each reach its internals, and
// the .jcz reader and writer call each one's part (io/jcz_module.hpp).
#include <string_view>
#include <vector>

#include "engine/expansion_bcb.hpp"
#include "engine/expansion_messages.hpp"
#include "engine/expansion_river.hpp"

// Messages first: its extra turn (message 7) comes before a bazaar's auction.
#define CARC_EXPANSION_MODULES(X) X(MessagesModule) X(BcbModule) X(RiverModule)

namespace carc {

// An expansion as people name it: `name` on the command line ("river"), `title` in help.
struct ExpansionName {
    const char* name;
    const char* title;
};

// Every registered expansion, in registration order.
inline std::vector<ExpansionName> expansionNames() {
#define CARC_EXPANSION_NAME(M) ExpansionName{M::kName, M::kTitle},
    return {CARC_EXPANSION_MODULES(CARC_EXPANSION_NAME)};
#undef CARC_EXPANSION_NAME
}

// Puts the named expansion in play in a setup (its tile sets and switches); false when no
// registered module has that name.
[[nodiscard]] inline bool enableExpansion(GameSetup& s, std::string_view name) {
    bool found = false;
#define CARC_EXPANSION_ENABLE(M)         \
    if (!found && name == M::kName) {    \
        M::enable(s);                    \
        found = true;                    \
    }
    CARC_EXPANSION_MODULES(CARC_EXPANSION_ENABLE)
#undef CARC_EXPANSION_ENABLE
    return found;
}

}  // namespace carc
