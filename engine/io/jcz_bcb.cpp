// Bridges, Castles and Bazaars' part of the .jcz format: JCloisterZone's set
// bridges-castles-and-bazaars, its elements bridge, castle and bazaar (a count or true
// switches one on), its rule bazaar-no-auction, and its replay entries.
#include <algorithm>

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

// --- replay entries: PLACE_TOKEN (BRIDGE, CASTLE), BAZAAR_BID, BAZAAR_BUY_OR_SELL, our
// CARC_BAZAAR_REVEAL, and JCloisterZone's castle phase (a castle or PASS, before COMMIT) ---

bool castlePending(const Game& game) {
    return game.decision() && game.decision()->kind == DecisionKind::CastleOrPoints;
}

bool isCastleToken(const JczEntry& e) {
    return e.type == "PLACE_TOKEN" && e.payload.value("token", json()) == "CASTLE";
}

Expected<std::optional<Move>> tokenMove(const Game& game, const json& payload) {
    auto token = jczString(payload.value("token", json()), "payload.token");
    if (!token) return Error{token.error()};
    const json pointer = payload.value("pointer", json::object());
    if (*token == "BRIDGE") {
        auto pos = jczPos(pointer.value("position", json()), "pointer.position");
        if (!pos) return Error{pos.error()};
        auto loc = jczString(pointer.value("location", json()), "pointer.location");
        if (!loc || (*loc != "NS" && *loc != "WE")) return Error{"pointer.location: a bridge runs NS or WE"};
        return std::optional<Move>(PlaceBridge{{*pos, *loc == "NS" ? Axis::NS : Axis::WE}});
    }
    if (*token == "CASTLE") {
        if (!castlePending(game)) return Error{"no small city is waiting for a castle"};
        // The pointer names the city by its part on the tile just placed.
        const std::vector<int> cities = game.module<BcbModule>().castleChoices(game);
        auto pos = jczPos(pointer.value("position", json()), "pointer.position");
        auto loc = jczString(pointer.value("location", json()), "pointer.location");
        const int at = pos ? game.board().at(*pos) : -1;
        const int seg = at >= 0 && loc ? segmentAt(*game.board().tile(at).o, FeatureKind::City, *loc) : -1;
        for (size_t i = 0; i < cities.size() && seg >= 0; ++i)
            if (game.features().root({at, seg}) == cities[i]) return std::optional<Move>(Choose{static_cast<int>(i)});
        if (cities.size() == 1) return std::optional<Move>(Choose{0});
        return Error{"pointer: no small city of " + game.setup().players[game.decision()->player] + " is there"};
    }
    return Error{"unsupported token '" + *token + "'"};
}

Expected<std::optional<Move>> readEntry(const Game& game, const JczEntry& e) {
    const json& p = e.payload;
    // The castle phase's PASS: no castle, the city scores.
    if (e.type == "PASS") return castlePending(game) ? std::optional<Move>(Choose{game.decision()->suggested}) : std::nullopt;
    if (e.type == "PLACE_TOKEN") return tokenMove(game, p);
    if (e.type == "BAZAAR_BID") {
        auto slot = jczInt(p.value("supplyIndex", json()), "payload.supplyIndex");
        if (!slot) return Error{slot.error()};
        auto price = jczInt(p.value("price", json()), "payload.price");
        if (!price) return Error{price.error()};
        return std::optional<Move>(BazaarBid{*slot, *price});
    }
    if (e.type == "BAZAAR_BUY_OR_SELL") {
        auto v = jczString(p.value("value", json()), "payload.value");
        if (!v || (*v != "BUY" && *v != "SELL")) return Error{"payload.value: expected BUY or SELL"};
        return std::optional<Move>(BazaarBuyOrSell{*v == "BUY"});
    }
    if (e.type == "CARC_BAZAAR_REVEAL") {
        const json tiles = p.value("tiles", json());
        if (!tiles.is_array()) return Error{"payload.tiles: expected a list of tile ids"};
        BazaarReveal reveal;
        for (size_t i = 0; i < tiles.size(); ++i) {
            auto t = jczTile(tiles[i], "payload.tiles[" + std::to_string(i) + "]", game.tiles());
            if (!t) return Error{t.error()};
            reveal.tiles.push_back(*t);
        }
        return std::optional<Move>(reveal);
    }
    return std::optional<Move>();
}

bool answersDecision(const Game& game, const JczEntry& e) {
    return castlePending(game) && (e.type == "PASS" || isCastleToken(e));
}

// A castle phase's choice: a castle on one of the small cities, or (the options past them)
// points, written as the phase's first PASS only (turnState: that PASS was written).
void writeCastleChoice(const JczMoveOut& out, const Choose& c) {
    const Game& g = out.before;
    const std::vector<int> cities = g.module<BcbModule>().castleChoices(g);
    if (c.option >= static_cast<int>(cities.size())) {
        if (!out.turnState) out.entry("PASS", out.actor, json::object());
        out.turnState = 1;
        return;
    }
    // The city's part on the tile just placed names it.
    const int placed = g.lastPlaced();
    const PlacedTile& t = g.board().tile(placed);
    std::string location = "N";
    for (int sg = 0; sg < t.segmentCount(); ++sg)
        if (g.features().root({placed, sg}) == cities[static_cast<size_t>(c.option)]) location = locationName(t.segment(sg));
    out.entry("PLACE_TOKEN", out.actor,
              {{"token", "CASTLE"}, {"pointer", {{"position", jczPosJson(t.pos)}, {"feature", "City"}, {"location", location}}}});
}

bool writeMove(const JczMoveOut& out, const Move& m) {
    if (const auto* c = std::get_if<Choose>(&m)) {
        if (!castlePending(out.before)) return false;
        writeCastleChoice(out, *c);
    } else if (const auto* b = std::get_if<PlaceBridge>(&m)) {
        out.entry("PLACE_TOKEN", out.player,
                  {{"token", "BRIDGE"},
                   {"pointer", {{"position", jczPosJson(b->spot.pos)}, {"feature", "Road"}, {"location", b->spot.axis == Axis::NS ? "NS" : "WE"}}}});
    } else if (const auto* bid = std::get_if<BazaarBid>(&m)) {
        out.entry("BAZAAR_BID", out.actor, {{"supplyIndex", bid->slot}, {"price", bid->price}});
    } else if (const auto* bs = std::get_if<BazaarBuyOrSell>(&m)) {
        out.entry("BAZAAR_BUY_OR_SELL", out.actor, {{"value", bs->buy ? "BUY" : "SELL"}});
    } else if (const auto* r = std::get_if<BazaarReveal>(&m)) {
        json ids = json::array();
        for (TileTypeId t : r->tiles) ids.push_back(out.before.tiles().type(t).id);
        if (out.carcEntries) out.entry("CARC_BAZAAR_REVEAL", out.player, {{"tiles", ids}});
    } else {
        return false;
    }
    return true;
}

// JCloisterZone offers a bridge on the tile just placed only (none on a neighbour).
bool hasActions(const Game& game) {
    const Pos placed = game.board().tile(game.lastPlaced()).pos;
    const std::vector<BridgeSpot> spots = game.module<BcbModule>().bridgeSpots(game);
    return std::any_of(spots.begin(), spots.end(), [&](const BridgeSpot& b) { return b.pos == placed; });
}
}  // namespace

template <>
const JczPart& jczPart<BcbModule>() {
    static const JczPart part{
        .sets = {{"bridges-castles-and-bazaars", "bridges-castles-and-bazaars:1", "bcb"}},
        .elements = {"bridge", "castle", "bazaar"},
        .readSetup = readSetup,
        .writeSetup = writeSetup,
        .readCarc = jcz_none::readCarc,
        .writeCarc = jcz_none::writeCarc,
        .readEntry = readEntry,
        .answersDecision = answersDecision,
        .followsTileDirectly = [](const Game&, const JczEntry& e) { return isCastleToken(e); },
        .actionPhase = [](const Decision& d) { return d.kind == DecisionKind::CastleOrPoints; },
        .hasActions = hasActions,
        .writeMove = writeMove,
    };
    return part;
}

}  // namespace carc
