// Bridges, Castles and Bazaars' part of the JSON form of moves and setups: its moves
// {"move":"bridge","x":..,"y":..,"axis":"NS"|"WE"}, {"move":"bid","slot":0,"price":3},
// {"move":"buy-or-sell","buy":true}, {"move":"reveal","tiles":["BA/C", ...]}; a placement's
// bridge ("bridge": {"x":..,"y":..,"axis":..} in a "place" move); its switches
// ("expansions": bridges, castles, bazaars, bazaarNoBidding).
#include "engine/io/move_json_module.hpp"

namespace carc {
namespace {
using nlohmann::json;

json bridgeJson(const BridgeSpot& b) {
    return {{"x", b.pos.x}, {"y", b.pos.y}, {"axis", b.axis == Axis::NS ? "NS" : "WE"}};
}

Expected<BridgeSpot> bridgeFrom(const MoveJsonReader& r) {
    auto x = r.integer("x");
    auto y = r.integer("y");
    if (!x) return Error{x.error()};
    if (!y) return Error{y.error()};
    const std::string axis = r.j.value("axis", "");
    if (axis != "NS" && axis != "WE") return Error{r.where + ".axis: must be NS or WE"};
    return BridgeSpot{{*x, *y}, axis == "NS" ? Axis::NS : Axis::WE};
}

std::optional<json> toJson(const Move& move, const Tileset& tiles) {
    if (const auto* m = std::get_if<PlaceBridge>(&move)) {
        json j = bridgeJson(m->spot);
        j["move"] = "bridge";
        return j;
    }
    if (const auto* m = std::get_if<BazaarBid>(&move)) return json{{"move", "bid"}, {"slot", m->slot}, {"price", m->price}};
    if (const auto* m = std::get_if<BazaarBuyOrSell>(&move)) return json{{"move", "buy-or-sell"}, {"buy", m->buy}};
    if (const auto* m = std::get_if<BazaarReveal>(&move)) {
        json ids = json::array();
        for (TileTypeId t : m->tiles) ids.push_back(tiles.type(t).id);
        return json{{"move", "reveal"}, {"tiles", ids}};
    }
    return std::nullopt;
}

std::optional<Expected<Move>> fromJson(const std::string& kind, const MoveJsonReader& r, const Tileset& tiles) {
    if (kind == "bridge") {
        auto b = bridgeFrom(r);
        if (!b) return Expected<Move>(Error{b.error()});
        return Expected<Move>(Move{PlaceBridge{*b}});
    }
    if (kind == "buy-or-sell") {
        auto buy = r.boolean("buy");
        if (!buy) return Expected<Move>(Error{buy.error()});
        return Expected<Move>(Move{BazaarBuyOrSell{*buy}});
    }
    if (kind == "bid") {
        auto slot = r.integer("slot");
        auto price = r.integer("price");
        if (!slot) return Expected<Move>(Error{slot.error()});
        if (!price) return Expected<Move>(Error{price.error()});
        return Expected<Move>(Move{BazaarBid{*slot, *price}});
    }
    if (kind == "reveal") {
        if (!r.j.contains("tiles") || !r.j["tiles"].is_array()) return Expected<Move>(Error{"move.tiles: missing or not a list"});
        BazaarReveal m;
        for (const json& id : r.j["tiles"]) {
            const TileType* t = id.is_string() ? tiles.find(id.get<std::string>()) : nullptr;
            if (!t) return Expected<Move>(Error{"move.tiles: unknown tile " + id.dump()});
            m.tiles.push_back(t->index);
        }
        return Expected<Move>(Move{m});
    }
    return std::nullopt;
}

void placeToJson(const PlaceTile& m, json& out) {
    if (m.bridge) out["bridge"] = bridgeJson(*m.bridge);
}

Status placeFromJson(const MoveJsonReader& r, PlaceTile& m) {
    auto it = r.j.find("bridge");
    if (it == r.j.end()) return {};
    if (!it->is_object()) return Error{r.where + ".bridge: not an object"};
    auto b = bridgeFrom(MoveJsonReader{*it, r.where + ".bridge"});
    if (!b) return Error{b.error()};
    m.bridge = *b;
    return {};
}

void setupToJson(const GameSetup& s, json& setup) {
    json& e = setup["expansions"];
    e["bridges"] = s.expansions.bridges;
    e["castles"] = s.expansions.castles;
    e["bazaars"] = s.expansions.bazaars;
    e["bazaarNoBidding"] = s.expansions.bazaarNoBidding;
}

void setupFromJson(const json& setup, GameSetup& s) {
    const json& e = setup.at("expansions");
    s.expansions.bridges = e.at("bridges");
    s.expansions.castles = e.at("castles");
    s.expansions.bazaars = e.at("bazaars");
    s.expansions.bazaarNoBidding = e.at("bazaarNoBidding");
}
}  // namespace

template <>
const MoveJsonPart& moveJsonPart<BcbModule>() {
    static const MoveJsonPart part{
        .toJson = toJson,
        .fromJson = fromJson,
        .placeToJson = placeToJson,
        .placeFromJson = placeFromJson,
        .setupToJson = setupToJson,
        .setupFromJson = setupFromJson,
    };
    return part;
}

}  // namespace carc
