#pragma once
// The registration: every expansion module the engine knows, once, in the order their
// hooks run (expansion.hpp). Adding an expansion: its module header here and its name in
// CARC_EXPANSION_MODULES; Game holds one of each and lets each reach its internals, and
// the .jcz reader and writer call each one's part (io/jcz_module.hpp). The `Move` variant
// is assembled here from the base game's moves and each module's `Moves`.
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "engine/expansion_bcb.hpp"
#include "engine/expansion_messages.hpp"
#include "engine/expansion_river.hpp"

// Messages first: its extra turn (message 7) comes before a bazaar's auction.
#define CARC_EXPANSION_MODULES(X) X(MessagesModule) X(BcbModule) X(RiverModule)

namespace carc {

namespace detail {
template <class Tuple>
struct VariantOf;
template <class... T>
struct VariantOf<std::tuple<T...>> {
    using type = std::variant<T...>;
};
#define CARC_EXPANSION_MOVES(M) , std::declval<M::Moves>()
using MoveVariant =
    VariantOf<decltype(std::tuple_cat(std::declval<BaseMoves>() CARC_EXPANSION_MODULES(CARC_EXPANSION_MOVES)))>::type;
#undef CARC_EXPANSION_MOVES
// Whether a type list (std::tuple<...>) holds T.
template <class T, class List>
struct ListHolds;
template <class T, class... L>
struct ListHolds<T, std::tuple<L...>> : std::bool_constant<(std::is_same_v<T, L> || ...)> {};
}  // namespace detail

// Every move: the base game's (moves.hpp), then each registered module's, in registration
// order. A variant (std::visit, std::get, std::holds_alternative take it as one); a class so
// that the module headers can name it before it is complete.
struct Move : detail::MoveVariant {
    using detail::MoveVariant::variant;
    using detail::MoveVariant::operator=;
};

// The move for people, in the words of the base game or of the module whose move it is.
std::string describe(const Move& m, const Tileset& tiles);

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
