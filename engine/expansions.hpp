#pragma once
// The registration: every expansion module the engine knows, once, in the order their
// hooks run (expansion.hpp). Adding an expansion: its module header here and its name in
// CARC_EXPANSION_MODULES; Game holds one of each and lets each reach its internals, and
// the .jcz reader and writer call each one's part (io/jcz_module.hpp). The `Move` variant
// is assembled here from the base game's moves and each module's `Moves`.
#include <cstdint>
#include <optional>
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

// The registered modules as a type list: module i is element i + 1 (the leading int keeps
// the macro list simple; 0 stands for the base game).
#define CARC_EXPANSION_TYPE(M) , M
using RegisteredModules = std::tuple<int CARC_EXPANSION_MODULES(CARC_EXPANSION_TYPE)>;
#undef CARC_EXPANSION_TYPE
constexpr size_t kRegisteredModules = std::tuple_size_v<RegisteredModules> - 1;

namespace detail {
// The index in RegisteredModules of the module whose `Decisions` enum is E; 0 for none.
template <class E, size_t... I>
constexpr std::uint8_t decisionOwner(std::index_sequence<I...>) {
    std::uint8_t owner = 0;
    ((std::is_same_v<E, typename std::tuple_element_t<I + 1, RegisteredModules>::Decisions> ? (void)(owner = I + 1) : void()),
     ...);
    return owner;
}
template <class E>
constexpr std::uint8_t kDecisionOwner = decisionOwner<E>(std::make_index_sequence<kRegisteredModules>{});
struct NoDecisionNames {};
// One module's named decision kinds as a base of DecisionKind (a distinct base per module).
template <class M, class K>
struct DecisionNamesOf : M::template DecisionNames<K> {};
}  // namespace detail

// What a pending decision is about: the module that asked it and the kind in that module's
// own enum (`Decisions`). Its named constants come from the modules (DecisionKind::CastleOrPoints,
// DecisionKind::Figure, ...); a module switches on its own enum through `as<E>()`.
#define CARC_DECISION_NAMES(M) , detail::DecisionNamesOf<M, DecisionKind>
struct DecisionKind : detail::NoDecisionNames CARC_EXPANSION_MODULES(CARC_DECISION_NAMES) {
#undef CARC_DECISION_NAMES
    std::uint8_t module = 0;  // index in RegisteredModules (0: none)
    std::uint8_t kind = 0;    // the module's Decisions value

    constexpr DecisionKind() = default;
    // A module's own decision kind.
    template <class E>
        requires(detail::kDecisionOwner<E> > 0)
    constexpr DecisionKind(E e) : module(detail::kDecisionOwner<E>), kind(static_cast<std::uint8_t>(e)) {}
    constexpr operator std::uint16_t() const { return static_cast<std::uint16_t>(module << 8 | kind); }
    // The kind in module E's own enum when the decision is that module's, else nullopt: what
    // a module switches on (the named constants are no constant expressions for every
    // compiler: they are defined after DecisionKind is complete).
    template <class E>
        requires(detail::kDecisionOwner<E> > 0)
    constexpr std::optional<E> as() const {
        if (module != detail::kDecisionOwner<E>) return std::nullopt;
        return static_cast<E>(kind);
    }
    friend constexpr bool operator==(DecisionKind a, DecisionKind b) { return a.module == b.module && a.kind == b.kind; }
    friend constexpr bool operator<(DecisionKind a, DecisionKind b) {
        return static_cast<std::uint16_t>(a) < static_cast<std::uint16_t>(b);
    }
};
// The kind's name ("castle-or-points"), answered by its module; "?" for none.
const char* decisionName(DecisionKind k);

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
