#include "engine/io/json_limits.hpp"

#include <string>

namespace carc {

Status checkJsonLimits(std::string_view text, const JsonLimits& limits) {
    if (text.size() > limits.maxBytes)
        return Error{"larger than the limit of " + std::to_string(limits.maxBytes) + " bytes"};
    std::size_t depth = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limits.maxDepth)
                return Error{"nested deeper than the limit of " + std::to_string(limits.maxDepth) + " levels"};
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return {};
}

Expected<nlohmann::json> parseJsonLimited(std::string_view text, const JsonLimits& limits) {
    if (auto s = checkJsonLimits(text, limits); !s) return Error{s.error()};
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::exception& e) {  // parse errors, and numbers too large for a double
        return Error{std::string("not valid JSON: ") + e.what()};
    }
}

}  // namespace carc
