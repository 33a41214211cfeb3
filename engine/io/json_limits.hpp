#pragma once
// Limits on JSON read from outside (saved games, the store's rows): a document larger
// or nested deeper than any the project writes is refused before it is parsed, so
// no recursive copy or comparison of a parsed value can exhaust the stack.
#include <cstddef>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/expected.hpp"

namespace carc {

struct JsonLimits {
    // A whole game's .jcz is about 100 KB; 64 MiB leaves room for marathon games.
    std::size_t maxBytes = 64u << 20;
    // The deepest document we write nests 6 levels (a .jcz payload's pointer); 64 is
    // far beyond any real file and far below a stack overflow in a recursive copy.
    std::size_t maxDepth = 64;
};

// Refuses a text over the limits; the reason names the limit. Brackets inside strings
// do not count. Does not check the syntax (the parser does).
[[nodiscard]] Status checkJsonLimits(std::string_view text, const JsonLimits& limits = {});

// Parses after checkJsonLimits; the reason is the limit or the parser's message.
[[nodiscard]] Expected<nlohmann::json> parseJsonLimited(std::string_view text, const JsonLimits& limits = {});

}  // namespace carc
