#include "engine/io/move_json.hpp"

#include <stdexcept>

#include "engine/io/move_json_module.hpp"

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

}  // namespace

int storedIntOrThrow(const json& v, const char* field) {
    if (!smallInteger(v)) throw std::out_of_range(std::string(field) + ": not an integer within +-1000000");
    return v.get<int>();
}

Expected<int> MoveJsonReader::integer(const char* key) const {
    auto it = j.find(key);
    if (it == j.end() || !smallInteger(*it)) return Error{where + "." + key + ": missing or not an integer within +-1000000"};
    return it->get<int>();
}

Expected<bool> MoveJsonReader::boolean(const char* key) const {
    auto it = j.find(key);
    if (it == j.end() || !it->is_boolean()) return Error{where + "." + key + ": missing or not true/false"};
    return it->get<bool>();
}

Expected<TileTypeId> MoveJsonReader::tile(const char* key, const Tileset& tiles) const {
    auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return Error{where + "." + key + ": missing or not a tile id"};
    const TileType* t = tiles.find(it->get<std::string>());
    if (!t) return Error{where + "." + key + ": unknown tile '" + it->get<std::string>() + "'"};
    return t->index;
}

namespace {
using Reader = MoveJsonReader;

// The base game's moves (a module's: its MoveJsonPart).
struct ToJson {
    const Tileset& tiles;
    json operator()(const PlaceTile& m) const {
        json j{{"move", "place"},
               {"tile", tiles.type(m.placement.type).id},
               {"x", m.placement.pos.x},
               {"y", m.placement.pos.y},
               {"rotation", m.placement.rot.degrees()}};
        for (const MoveJsonPart* part : moveJsonParts()) part->placeToJson(m, j);
        return j;
    }
    json operator()(const Deploy& m) const { return {{"move", "deploy"}, {"segment", m.segment}}; }
    json operator()(const Pass&) const { return {{"move", "pass"}}; }
    json operator()(const SetAside& m) const { return {{"move", "set-aside"}, {"tile", tiles.type(m.type).id}}; }
    json operator()(const EndGame&) const { return {{"move", "end-game"}}; }
    json operator()(const Choose& m) const { return {{"move", "choose"}, {"option", m.option}}; }
    template <class M>
    json operator()(const M& m) const {  // a module's move without a part: never in a game
        for (const MoveJsonPart* part : moveJsonParts())
            if (auto j = part->toJson(Move{m}, tiles)) return *j;
        return {{"move", "unknown"}};
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
    for (const MoveJsonPart* part : moveJsonParts())
        if (Status st = part->placeFromJson(r, m); !st) return Error{st.error()};
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
    if (kind == "choose") return wrap<Choose>(r.integer("option"), [](int o) { return Choose{o}; });
    for (const MoveJsonPart* part : moveJsonParts())
        if (auto m = part->fromJson(kind, r, tiles)) return std::move(*m);
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
    json j{{"players", s.players},
           {"sets", s.sets},
           {"expansions", json::object()},  // the modules' switches (MoveJsonPart::setupToJson)
           {"rules",
            {{"tinyCityPoints", s.rules.tinyCityPoints},
             {"incompleteScoresNothing", s.rules.incompleteScoresNothing},
             {"playAreaWidth", s.rules.playArea.maxWidth},
             {"playAreaHeight", s.rules.playArea.maxHeight}}},
           {"source", sourceName(s.source)},
           {"seed", std::to_string(s.seed)},  // a string: JSON numbers lose 64-bit seeds
           {"drawOrder", draw},
           {"followersPerPlayer", s.followersPerPlayer}};
    for (const MoveJsonPart* part : moveJsonParts()) part->setupToJson(s, j);
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
        if (!j.at("expansions").is_object()) return Error{"setup.expansions: not an object"};
        for (const MoveJsonPart* part : moveJsonParts()) part->setupFromJson(j, s);
        const json& r = j.at("rules");
        s.rules.tinyCityPoints = storedIntOrThrow(r.at("tinyCityPoints"), "rules.tinyCityPoints");
        s.rules.incompleteScoresNothing = r.at("incompleteScoresNothing");
        s.rules.playArea = {storedIntOrThrow(r.at("playAreaWidth"), "rules.playAreaWidth"),
                            storedIntOrThrow(r.at("playAreaHeight"), "rules.playAreaHeight")};
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
        s.followersPerPlayer = storedIntOrThrow(j.at("followersPerPlayer"), "followersPerPlayer");
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
