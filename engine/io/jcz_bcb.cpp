// Bridges, Castles and Bazaars' part of the .jcz format: JCloisterZone's set
// bridges-castles-and-bazaars, its elements bridge, castle and bazaar (a count or true
// switches one on) and its rule bazaar-no-auction.
#include "engine/io/jcz_module.hpp"

namespace carc {
namespace {
using nlohmann::json;

Status readSetup(const json& setup, GameSetup& out) {
    Expansions& x = out.expansions;
    if (auto el = setup.find("elements"); el != setup.end() && el->is_object()) {
        auto on = [&](const char* key) {
            auto it = el->find(key);
            return it != el->end() && ((it->is_boolean() && it->get<bool>()) || (it->is_number() && it->get<double>() > 0));
        };
        x.bridges = on("bridge");
        x.castles = on("castle");
        x.bazaars = on("bazaar");
    }
    if (auto rules = setup.find("rules"); rules != setup.end() && rules->is_object())
        if (auto nb = rules->find("bazaar-no-auction"); nb != rules->end() && nb->is_boolean()) x.bazaarNoBidding = nb->get<bool>();
    return {};
}

void writeSetup(const GameSetup& s, json& elements, json& rules) {
    const int tokens = tokensPerPlayer(static_cast<int>(s.players.size()));
    if (s.expansions.bridges) elements["bridge"] = tokens;
    if (s.expansions.castles) elements["castle"] = tokens;
    if (s.expansions.bazaars) {
        elements["bazaar"] = true;
        rules["bazaar-no-auction"] = s.expansions.bazaarNoBidding;
    }
}
}  // namespace

template <>
const JczPart& jczPart<BcbModule>() {
    static const JczPart part{
        .sets = {{"bridges-castles-and-bazaars", "bridges-castles-and-bazaars:1", "bcb"}},
        .elements = {"bridge", "castle", "bazaar"},
        .readSetup = readSetup,
        .writeSetup = writeSetup,
        .readCarc = [](const json&, GameSetup&) { return Status{}; },
        .writeCarc = [](const GameSetup&, json&) {},
    };
    return part;
}

}  // namespace carc
