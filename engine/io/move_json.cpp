#include "engine/io/move_json.hpp"

#include <stdexcept>

namespace carc {
namespace {

using nlohmann::json;

// Every integer of a stored move or setup (positions, segments, counts, sizes) is far
// below a million; anything beyond is a damaged record, not a truncated int.
constexpr long long kMaxStoredInt = 1'000'000;

bool smallInteger(const json& v) {
    return v.is_number_integer() && v.get<long long>() >= -kMaxStoredInt && v.get<long long>() <= kMaxStoredInt &&
           !(v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(kMaxStoredInt));
}

// For setupFromJson's try block: the field's name in the exception's message.
int smallIntegerOrThrow(const json& v, const char* field) {
    if (!smallInteger(v)) throw std::out_of_range(std::string(field) + ": not an integer within +-1000000");
    return v.get<int>();
}

// Reading helpers: each names the field that is missing or of the wrong type.
struct Reader {
    const json& j;
    std::string where;

    Expected<int> integer(const char* key) const {
        auto it = j.find(key);
        if (it == j.end() || !smallInteger(*it)) return Error{where + "." + key + ": missing or not an integer within +-1000000"};
        return it->get<int>();
    }
    Expected<bool> boolean(const char* key) const {
        auto it = j.find(key);
        if (it == j.end() || !it->is_boolean()) return Error{where + "." + key + ": missing or not true/false"};
        return it->get<bool>();
    }
    Expected<TileTypeId> tile(const char* key, const Tileset& tiles) const {
        auto it = j.find(key);
        if (it == j.end() || !it->is_string()) return Error{where + "." + key + ": missing or not a tile id"};
        const TileType* t = tiles.find(it->get<std::string>());
        if (!t) return Error{where + "." + key + ": unknown tile '" + it->get<std::string>() + "'"};
        return t->index;
    }
};

json bridgeJson(const BridgeSpot& b) {
    return {{"x", b.pos.x}, {"y", b.pos.y}, {"axis", b.axis == Axis::NS ? "NS" : "WE"}};
}

Expected<BridgeSpot> bridgeFrom(const Reader& r) {
    auto x = r.integer("x");
    auto y = r.integer("y");
    if (!x) return Error{x.error()};
    if (!y) return Error{y.error()};
    const std::string axis = r.j.value("axis", "");
    if (axis != "NS" && axis != "WE") return Error{r.where + ".axis: must be NS or WE"};
    return BridgeSpot{{*x, *y}, axis == "NS" ? Axis::NS : Axis::WE};
}

struct ToJson {
    const Tileset& tiles;
    json operator()(const PlaceTile& m) const {
        json j{{"move", "place"},
               {"tile", tiles.type(m.placement.type).id},
               {"x", m.placement.pos.x},
               {"y", m.placement.pos.y},
               {"rotation", m.placement.rot.degrees()}};
        if (m.bridge) j["bridge"] = bridgeJson(*m.bridge);
        return j;
    }
    json operator()(const Deploy& m) const { return {{"move", "deploy"}, {"segment", m.segment}}; }
    json operator()(const Pass&) const { return {{"move", "pass"}}; }
    json operator()(const SetAside& m) const { return {{"move", "set-aside"}, {"tile", tiles.type(m.type).id}}; }
    json operator()(const EndGame&) const { return {{"move", "end-game"}}; }
    json operator()(const PlaceBridge& m) const {
        json j = bridgeJson(m.spot);
        j["move"] = "bridge";
        return j;
    }
    json operator()(const Choose& m) const { return {{"move", "choose"}, {"option", m.option}}; }
    json operator()(const BazaarBid& m) const { return {{"move", "bid"}, {"slot", m.slot}, {"price", m.price}}; }
    json operator()(const BazaarBuyOrSell& m) const { return {{"move", "buy-or-sell"}, {"buy", m.buy}}; }
    json operator()(const BazaarReveal& m) const {
        json ids = json::array();
        for (TileTypeId t : m.tiles) ids.push_back(tiles.type(t).id);
        return {{"move", "reveal"}, {"tiles", ids}};
    }
};

Expected<Move> placeFrom(const Reader& r, const Tileset& tiles) {
    auto tile = r.tile("tile", tiles);
    auto x = r.integer("x");
    auto y = r.integer("y");
    auto rot = r.integer("rotation");
    if (!tile) return Error{tile.error()};
    if (!x) return Error{x.error()};
    if (!y) return Error{y.error()};
    if (!rot || *rot % 90 != 0 || *rot < 0 || *rot >= 360)
        return Error{r.where + ".rotation: must be 0, 90, 180 or 270"};
    PlaceTile m{Placement{*tile, {*x, *y}, Rotation::fromDegrees(*rot)}};
    if (auto it = r.j.find("bridge"); it != r.j.end()) {
        if (!it->is_object()) return Error{r.where + ".bridge: not an object"};
        auto b = bridgeFrom(Reader{*it, r.where + ".bridge"});
        if (!b) return Error{b.error()};
        m.bridge = *b;
    }
    return Move{m};
}

template <class M, class F>
Expected<Move> wrap(Expected<F> field, auto make) {
    if (!field) return Error{field.error()};
    return Move{M(make(*field))};
}

}  // namespace

json moveToJson(const Move& move, const Tileset& tiles) { return std::visit(ToJson{tiles}, move); }

Expected<Move> moveFromJson(const json& j, const Tileset& tiles) {
    if (!j.is_object() || !j.contains("move") || !j["move"].is_string())
        return Error{"move: not an object with a \"move\" name"};
    const std::string kind = j["move"];
    const Reader r{j, "move"};
    if (kind == "place") return placeFrom(r, tiles);
    if (kind == "deploy") return wrap<Deploy>(r.integer("segment"), [](int s) { return Deploy{s}; });
    if (kind == "pass") return Move{Pass{}};
    if (kind == "set-aside") return wrap<SetAside>(r.tile("tile", tiles), [](TileTypeId t) { return SetAside{t}; });
    if (kind == "end-game") return Move{EndGame{}};
    if (kind == "bridge") return wrap<PlaceBridge>(bridgeFrom(r), [](BridgeSpot b) { return PlaceBridge{b}; });
    if (kind == "choose") return wrap<Choose>(r.integer("option"), [](int o) { return Choose{o}; });
    if (kind == "buy-or-sell") return wrap<BazaarBuyOrSell>(r.boolean("buy"), [](bool b) { return BazaarBuyOrSell{b}; });
    if (kind == "bid") {
        auto slot = r.integer("slot");
        auto price = r.integer("price");
        if (!slot) return Error{slot.error()};
        if (!price) return Error{price.error()};
        return Move{BazaarBid{*slot, *price}};
    }
    if (kind == "reveal") {
        if (!j.contains("tiles") || !j["tiles"].is_array()) return Error{"move.tiles: missing or not a list"};
        BazaarReveal m;
        for (const json& id : j["tiles"]) {
            const TileType* t = id.is_string() ? tiles.find(id.get<std::string>()) : nullptr;
            if (!t) return Error{"move.tiles: unknown tile " + id.dump()};
            m.tiles.push_back(t->index);
        }
        return Move{m};
    }
    return Error{"move: unknown move '" + kind + "'"};
}

namespace {
const char* sourceName(TileSource s) {
    switch (s) {
        case TileSource::Shuffled: return "shuffled";
        case TileSource::Scripted: return "scripted";
        case TileSource::Table: return "table";
    }
    return "shuffled";
}
}  // namespace

json setupToJson(const GameSetup& s, const Tileset& tiles) {
    json draw = json::array();
    for (TileTypeId t : s.drawOrder) draw.push_back(tiles.type(t).id);
    const Expansions& e = s.expansions;
    json j{{"players", s.players},
           {"sets", s.sets},
           {"expansions",
            {{"bridges", e.bridges},
             {"castles", e.castles},
             {"bazaars", e.bazaars},
             {"bazaarNoBidding", e.bazaarNoBidding},
             {"messages", e.messages},
             {"messagesFromTable", e.messagesFromTable}}},
           {"rules",
            {{"tinyCityPoints", s.rules.tinyCityPoints},
             {"incompleteScoresNothing", s.rules.incompleteScoresNothing},
             {"playAreaWidth", s.rules.playArea.maxWidth},
             {"playAreaHeight", s.rules.playArea.maxHeight}}},
           {"source", sourceName(s.source)},
           {"seed", std::to_string(s.seed)},  // a string: JSON numbers lose 64-bit seeds
           {"drawOrder", draw},
           {"messageOrder", s.messageOrder},
           {"followersPerPlayer", s.followersPerPlayer}};
    if (s.startGiven)
        j["start"] = {{"tile", tiles.type(s.start.type).id},
                      {"x", s.start.pos.x},
                      {"y", s.start.pos.y},
                      {"rotation", s.start.rot.degrees()}};
    return j;
}

Expected<GameSetup> setupFromJson(const json& j, const Tileset& tiles) {
    // Hand-edited or damaged records must give a reason, not an exception.
    try {
        GameSetup s;
        s.players = j.at("players").get<std::vector<std::string>>();
        s.sets = j.at("sets").get<std::vector<std::string>>();
        const json& e = j.at("expansions");
        s.expansions = {e.at("bridges"), e.at("castles"), e.at("bazaars"),
                        e.at("bazaarNoBidding"), e.at("messages"), e.at("messagesFromTable")};
        const json& r = j.at("rules");
        s.rules.tinyCityPoints = smallIntegerOrThrow(r.at("tinyCityPoints"), "rules.tinyCityPoints");
        s.rules.incompleteScoresNothing = r.at("incompleteScoresNothing");
        s.rules.playArea = {smallIntegerOrThrow(r.at("playAreaWidth"), "rules.playAreaWidth"),
                            smallIntegerOrThrow(r.at("playAreaHeight"), "rules.playAreaHeight")};
        const std::string source = j.at("source");
        if (source == "shuffled") s.source = TileSource::Shuffled;
        else if (source == "scripted") s.source = TileSource::Scripted;
        else if (source == "table") s.source = TileSource::Table;
        else return Error{"setup.source: unknown tile source '" + source + "'"};
        s.seed = std::stoull(j.at("seed").get<std::string>());
        for (const json& id : j.at("drawOrder")) {
            const TileType* t = tiles.find(id.get<std::string>());
            if (!t) return Error{"setup.drawOrder: unknown tile " + id.dump()};
            s.drawOrder.push_back(t->index);
        }
        for (const json& m : j.at("messageOrder")) s.messageOrder.push_back(smallIntegerOrThrow(m, "messageOrder"));
        s.followersPerPlayer = smallIntegerOrThrow(j.at("followersPerPlayer"), "followersPerPlayer");
        if (auto it = j.find("start"); it != j.end()) {
            auto place = placeFrom(Reader{*it, "setup.start"}, tiles);
            if (!place) return Error{place.error()};
            s.start = std::get<PlaceTile>(*place).placement;
            s.startGiven = true;
        }
        return s;
    } catch (const std::exception& ex) {
        return Error{std::string("setup: ") + ex.what()};
    }
}

}  // namespace carc
