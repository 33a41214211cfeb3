#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "engine/io/jcz.hpp"
#include "engine/io/jcz_module.hpp"
#include "engine/io/json_limits.hpp"

namespace carc {
namespace {
using nlohmann::json;

// The base game's set (the modules name theirs: JczPart::sets) and the elements of
// setup.elements it knows; JCloisterZone switches on whatever element is present, so one
// that neither the base game nor a module knows is refused by name.
constexpr JczSetName kBaseSet{"basic", "basic:1", "base"};
constexpr const char* kBaseElements[] = {"small-follower", "farmers"};

bool knownElement(const std::string& key) {
    if (std::find_if(std::begin(kBaseElements), std::end(kBaseElements), [&](const char* k) { return key == k; }) !=
        std::end(kBaseElements))
        return true;
    for (const JczPart* part : jczParts())
        for (const char* k : part->elements)
            if (key == k) return true;
    return false;
}

// Ours for a JCloisterZone set name, or nullptr.
const char* ourSet(const std::string& jcz) {
    if (jcz == kBaseSet.jcz) return kBaseSet.ours;
    for (const JczPart* part : jczParts())
        for (const JczSetName& s : part->sets)
            if (jcz == s.jcz) return s.ours;
    return nullptr;
}

// Typed access with the field's path in every error, so a bad file is explained.
class Reader {
public:
    Expected<const json*> member(const json& obj, const std::string& path, const char* key, bool required = true) const {
        if (!obj.is_object()) return Error{path + ": expected an object"};
        auto it = obj.find(key);
        if (it == obj.end()) {
            if (required) return Error{join(path, key) + ": missing"};
            return static_cast<const json*>(nullptr);
        }
        return &*it;
    }
    static std::string join(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }
};

// Integers as written: a value outside [lo, hi] (or not integral) is refused with the
// number as it appears in the file, never truncated to an int first.
Expected<long long> asIntegerIn(const json& v, const std::string& path, long long lo, long long hi) {
    if (v.is_number_integer() || v.is_number_unsigned() ||
        (v.is_number_float() && std::isfinite(v.get<double>()) && v.get<double>() == std::trunc(v.get<double>()))) {
        const double d = v.get<double>();  // exact for every in-range value; decides the range for the rest
        if (d >= static_cast<double>(lo) && d <= static_cast<double>(hi))
            return v.is_number_float() ? static_cast<long long>(d) : v.get<long long>();
        return Error{path + ": " + v.dump() + " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")"};
    }
    return Error{path + ": expected an integer, got " + v.dump()};
}

// Every count, index and price of a saved game is far below a million.
constexpr long long kMaxSmallInt = 1'000'000;

Expected<int> asInt(const json& v, const std::string& path) {
    auto n = asIntegerIn(v, path, -kMaxSmallInt, kMaxSmallInt);
    if (!n) return Error{n.error()};
    return static_cast<int>(*n);
}

Expected<std::string> asString(const json& v, const std::string& path) {
    if (v.is_string()) return v.get<std::string>();
    return Error{path + ": expected a string, got " + v.dump()};
}

// A board position: a real game spans a few dozen cells from the start tile; 10000
// keeps neighbour arithmetic (x +- 1) far from int overflow.
constexpr long long kMaxCoordinate = 10'000;

Expected<Pos> asPos(const json& v, const std::string& path) {
    if (!v.is_array() || v.size() != 2) return Error{path + ": expected [x, y], got " + v.dump()};
    auto x = asIntegerIn(v[0], path + "[0]", -kMaxCoordinate, kMaxCoordinate);
    if (!x) return Error{x.error()};
    auto y = asIntegerIn(v[1], path + "[1]", -kMaxCoordinate, kMaxCoordinate);
    if (!y) return Error{y.error()};
    return Pos{static_cast<int>(*x), static_cast<int>(*y)};
}

// "R90" (replay entries) or 90 (setup.start).
Expected<Rotation> asRotation(const json& v, const std::string& path) {
    int deg = -1;
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (s == "R0") deg = 0;
        else if (s == "R90") deg = 90;
        else if (s == "R180") deg = 180;
        else if (s == "R270") deg = 270;
    } else if (v.is_number_integer()) {
        deg = v.get<int>();
    }
    if (deg != 0 && deg != 90 && deg != 180 && deg != 270) return Error{path + ": expected R0|R90|R180|R270, got " + v.dump()};
    return Rotation::fromDegrees(deg);
}

Expected<TileTypeId> asTile(const json& v, const std::string& path, const Tileset& tiles) {
    auto id = asString(v, path);
    if (!id) return Error{id.error()};
    const TileType* t = tiles.find(*id);
    if (!t) return Error{path + ": unknown tile id '" + *id + "'"};
    return t->index;
}

Status readSetup(const json& doc, JczGame& out, const Tileset& tiles) {
    Reader r;
    auto setup = r.member(doc, "", "setup");
    if (!setup) return Error{setup.error()};
    const json& s = **setup;
    GameSetup& gs = out.setup;
    gs.sets.clear();

    auto sets = r.member(s, "setup", "sets");
    if (!sets) return Error{sets.error()};
    if (!(*sets)->is_object()) return Error{"setup.sets: expected an object"};
    for (const auto& [key, count] : (*sets)->items()) {
        const std::string name = key.substr(0, key.find(':'));
        const char* ours = ourSet(name);
        if (!ours) return Error{"setup.sets: unsupported tile set '" + key + "'"};
        if (!count.is_number_integer() || count.get<long long>() != 1)
            return Error{"setup.sets." + key + ": only one copy of a set is supported"};
        gs.sets.push_back(ours);
    }
    if (gs.sets.empty()) return Error{"setup.sets: no tile set"};

    if (auto el = r.member(s, "setup", "elements", false); !el) {
        return Error{el.error()};
    } else if (*el) {
        if (!(*el)->is_object()) return Error{"setup.elements: expected an object"};
        for (const auto& item : (*el)->items())
            if (!knownElement(item.key())) return Error{"setup.elements: unsupported element '" + item.key() + "'"};
        if (auto n = r.member(**el, "setup.elements", "small-follower", false); n && *n) {
            auto count = asInt(**n, "setup.elements.small-follower");
            if (!count) return Error{count.error()};
            gs.followersPerPlayer = *count;
        }
    }
    if (auto rules = r.member(s, "setup", "rules", false); !rules) {
        return Error{rules.error()};
    } else if (*rules) {
        if (auto tiny = r.member(**rules, "setup.rules", "tiny-city-scoring", false); tiny && *tiny) {
            const json& v = **tiny;
            const std::string text = v.is_string() ? v.get<std::string>() : v.dump();
            if (text != "4" && text != "2") return Error{"setup.rules.tiny-city-scoring: expected \"4\" or \"2\", got " + v.dump()};
            gs.rules.tinyCityPoints = text == "2" ? 2 : 4;
        }
    }
    for (const JczPart* part : jczParts())
        if (Status st = part->readSetup(s, gs); !st) return st;
    if (auto start = r.member(s, "setup", "start", false); !start) {
        return Error{start.error()};
    } else if (*start) {
        const json& st = **start;
        if (!st.is_array() || st.size() != 1) return Error{"setup.start: expected exactly one start tile"};
        auto tile = r.member(st[0], "setup.start[0]", "tile");
        if (!tile) return Error{tile.error()};
        auto type = asTile(**tile, "setup.start[0].tile", tiles);
        if (!type) return Error{type.error()};
        Placement p{*type, {0, 0}, Rotation{0}};
        for (const char* axis : {"x", "y"}) {
            auto v = r.member(st[0], "setup.start[0]", axis, false);
            if (!v) return Error{v.error()};
            if (!*v) continue;
            auto n = asInt(**v, std::string("setup.start[0].") + axis);
            if (!n) return Error{n.error()};
            (axis[0] == 'x' ? p.pos.x : p.pos.y) = *n;
        }
        if (auto rot = r.member(st[0], "setup.start[0]", "rotation", false); rot && *rot) {
            auto rr = asRotation(**rot, "setup.start[0].rotation");
            if (!rr) return Error{rr.error()};
            p.rot = *rr;
        }
        gs.start = p;
        gs.startGiven = true;
    }
    return {};
}

Status readPlayers(const json& doc, JczGame& out) {
    Reader r;
    auto players = r.member(doc, "", "players");
    if (!players) return Error{players.error()};
    if (!(*players)->is_array()) return Error{"players: expected a list"};
    for (size_t i = 0; i < (*players)->size(); ++i) {
        const std::string path = "players[" + std::to_string(i) + "]";
        auto name = r.member((**players)[i], path, "name");
        if (!name) return Error{name.error()};
        auto s = asString(**name, path + ".name");
        if (!s) return Error{s.error()};
        out.setup.players.push_back(*s);
    }
    return {};
}

Status readReplay(const json& doc, JczGame& out) {
    Reader r;
    auto replay = r.member(doc, "", "replay");
    if (!replay) return Error{replay.error()};
    if (!(*replay)->is_array()) return Error{"replay: expected a list"};
    for (size_t i = 0; i < (*replay)->size(); ++i) {
        const std::string path = "replay[" + std::to_string(i) + "]";
        const json& e = (**replay)[i];
        auto type = r.member(e, path, "type");
        if (!type) return Error{type.error()};
        auto t = asString(**type, path + ".type");
        if (!t) return Error{t.error()};
        auto payload = r.member(e, path, "payload", false);
        if (!payload) return Error{payload.error()};
        if (*payload && !(*payload)->is_object()) return Error{path + ".payload: expected an object, got " + (*payload)->type_name()};
        out.replay.push_back({*t, *payload ? **payload : json::object()});
    }
    return {};
}

Status readAnnotations(const json& doc, JczGame& out, const Tileset& tiles) {
    auto ann = doc.find("gameAnnotations");
    if (ann == doc.end() || ann->is_null()) {
        out.setup.source = TileSource::Table;
        return {};
    }
    if (!ann->is_object()) return Error{"gameAnnotations: expected an object"};
    // Our own exports say whether the game came from a table or a shuffled bag, and
    // carry what JCloisterZone does not know (the modules' parts).
    bool table = false;
    if (auto carc = ann->find("carc"); carc != ann->end() && carc->is_object()) {
        if (auto src = carc->find("source"); src != carc->end()) table = *src == "table";
        for (const JczPart* part : jczParts())
            if (Status st = part->readCarc(*carc, out.setup); !st) return st;
    }
    auto order = ann->find("drawOrder");
    if (table || order == ann->end()) {
        out.setup.source = TileSource::Table;
        return {};
    }
    if (!order->is_array()) return Error{"gameAnnotations.drawOrder: expected a list of tile ids"};
    out.setup.source = TileSource::Scripted;
    for (size_t i = 0; i < order->size(); ++i) {
        auto t = asTile((*order)[i], "gameAnnotations.drawOrder[" + std::to_string(i) + "]", tiles);
        if (!t) return Error{t.error()};
        out.setup.drawOrder.push_back(*t);
    }
    return {};
}

Expected<int> meepleOwner(const json& payload) {
    auto id = payload.find("meepleId");
    if (id == payload.end() || !id->is_string()) return Error{"meepleId: missing"};
    const std::string s = id->get<std::string>();
    const size_t dot = s.find('.');
    if (dot == 0 || dot == std::string::npos) return Error{"meepleId: expected '<player>.<type>.<n>', got '" + s + "'"};
    for (size_t i = 0; i < dot; ++i)
        if (s[i] < '0' || s[i] > '9') return Error{"meepleId: expected '<player>.<type>.<n>', got '" + s + "'"};
    if (dot > 2) return Error{"meepleId: player number out of range in '" + s + "'"};  // at most 6 players
    return std::stoi(s.substr(0, dot));
}

Expected<std::optional<Move>> deployMove(const Game& game, const json& payload) {
    Reader r;
    auto ptr = r.member(payload, "payload", "pointer");
    if (!ptr) return Error{ptr.error()};
    auto posJ = r.member(**ptr, "pointer", "position");
    if (!posJ) return Error{posJ.error()};
    auto pos = asPos(**posJ, "pointer.position");
    if (!pos) return Error{pos.error()};
    auto featJ = r.member(**ptr, "pointer", "feature");
    if (!featJ) return Error{featJ.error()};
    auto feat = asString(**featJ, "pointer.feature");
    if (!feat) return Error{feat.error()};
    auto locJ = r.member(**ptr, "pointer", "location");
    if (!locJ) return Error{locJ.error()};
    auto loc = asString(**locJ, "pointer.location");
    if (!loc) return Error{loc.error()};

    FeatureKind kind;
    if (*feat == "City") kind = FeatureKind::City;
    else if (*feat == "Road") kind = FeatureKind::Road;
    else if (*feat == "Field" || *feat == "Farm") kind = FeatureKind::Field;
    else if (*feat == "Monastery" || *feat == "Cloister") kind = FeatureKind::Cloister;
    else return Error{"pointer.feature: unsupported feature '" + *feat + "'"};

    auto owner = meepleOwner(payload);
    if (!owner) return Error{owner.error()};
    if (*owner != game.activePlayer())
        return Error{"meeple of player " + std::to_string(*owner) + " deployed in player " +
                     std::to_string(game.activePlayer()) + "'s turn"};
    if (game.lastPlaced() < 0) return Error{"no tile was placed this turn"};
    const PlacedTile& t = game.board().tile(game.lastPlaced());
    if (!(t.pos == *pos))
        return Error{"followers go on the tile just placed at " + toString(t.pos) + ", not " + toString(*pos)};
    std::uint8_t mask = 0;
    if (!parseLocation(*loc, kind, mask)) return Error{"pointer.location: '" + *loc + "' is not a " + featureName(kind) + " location"};
    if (const int s = segmentAt(*t.o, kind, *loc); s >= 0) return std::optional<Move>(Deploy{s});
    if (t.bridgeSeg >= 0 && kind == FeatureKind::Road && locationName(t.bridge) == *loc)
        return std::optional<Move>(Deploy{t.bridgeSeg});
    return Error{"tile " + game.tiles().type(t.type).name() + " at " + toString(t.pos) + " has no " + featureName(kind) +
                 " at " + *loc};
}

Expected<std::optional<Move>> tokenMove(const Game& game, const json& payload) {
    auto token = asString(payload.value("token", json()), "payload.token");
    if (!token) return Error{token.error()};
    const json pointer = payload.value("pointer", json::object());
    if (*token == "BRIDGE") {
        auto pos = asPos(pointer.value("position", json()), "pointer.position");
        if (!pos) return Error{pos.error()};
        auto loc = asString(pointer.value("location", json()), "pointer.location");
        if (!loc || (*loc != "NS" && *loc != "WE")) return Error{"pointer.location: a bridge runs NS or WE"};
        return std::optional<Move>(PlaceBridge{{*pos, *loc == "NS" ? Axis::NS : Axis::WE}});
    }
    if (*token == "CASTLE") {
        if (!game.decision() || game.decision()->kind != DecisionKind::CastleOrPoints)
            return Error{"no small city is waiting for a castle"};
        // The pointer names the city by its part on the tile just placed.
        const std::vector<int> cities = game.module<BcbModule>().castleChoices(game);
        auto pos = asPos(pointer.value("position", json()), "pointer.position");
        auto loc = asString(pointer.value("location", json()), "pointer.location");
        const int at = pos ? game.board().at(*pos) : -1;
        const int seg = at >= 0 && loc ? segmentAt(*game.board().tile(at).o, FeatureKind::City, *loc) : -1;
        for (size_t i = 0; i < cities.size() && seg >= 0; ++i)
            if (game.features().root({at, seg}) == cities[i]) return std::optional<Move>(Choose{static_cast<int>(i)});
        if (cities.size() == 1) return std::optional<Move>(Choose{0});
        return Error{"pointer: no small city of " + game.setup().players[game.decision()->player] + " is there"};
    }
    return Error{"unsupported token '" + *token + "'"};
}

}  // namespace

const char* jczSetKey(std::string_view ours) {
    if (ours == kBaseSet.ours) return kBaseSet.key;
    for (const JczPart* part : jczParts())
        for (const JczSetName& s : part->sets)
            if (ours == s.ours) return s.key;
    return nullptr;
}

Expected<JczGame> parseJcz(std::string_view text) {
    auto parsed = parseJsonLimited(text);
    if (!parsed) return Error{parsed.error()};
    const json doc = std::move(*parsed);
    if (!doc.is_object()) return Error{"not a saved game: the top level is not an object"};
    JczGame out;
    const Tileset& tiles = Tileset::standard();
    try {
        if (auto id = doc.find("gameId"); id != doc.end() && id->is_string()) out.gameId = id->get<std::string>();
        if (auto n = doc.find("name"); n != doc.end() && n->is_string()) out.name = n->get<std::string>();
        if (auto v = doc.find("appVersion"); v == doc.end() || !v->is_string()) return Error{"appVersion: missing"};
        if (Status st = readSetup(doc, out, tiles); !st) return Error{st.error()};
        if (Status st = readPlayers(doc, out); !st) return Error{st.error()};
        if (Status st = readReplay(doc, out); !st) return Error{st.error()};
        if (Status st = readAnnotations(doc, out, tiles); !st) return Error{st.error()};
    } catch (const json::exception& e) {  // a shape the readers did not foresee
        return Error{std::string("malformed saved game: ") + e.what()};
    }
    return out;
}

Expected<JczGame> readJczFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path + ": cannot open"};
    std::ostringstream text;
    text << in.rdbuf();
    auto g = parseJcz(text.str());
    if (!g) return Error{path + ": " + g.error()};
    return g;
}

Expected<std::optional<Move>> jczEntryToMove(const Game& game, const JczEntry& e) {
    const json& p = e.payload;
    try {
        if (e.type == "PLACE_TILE") {
            Reader r;
            auto id = r.member(p, "payload", "tileId");
            if (!id) return Error{id.error()};
            auto type = asTile(**id, "payload.tileId", game.tiles());
            if (!type) return Error{type.error()};
            auto rotJ = r.member(p, "payload", "rotation");
            if (!rotJ) return Error{rotJ.error()};
            auto rot = asRotation(**rotJ, "payload.rotation");
            if (!rot) return Error{rot.error()};
            auto posJ = r.member(p, "payload", "position");
            if (!posJ) return Error{posJ.error()};
            auto pos = asPos(**posJ, "payload.position");
            if (!pos) return Error{pos.error()};
            PlaceTile place{{*type, *pos, *rot}};
            // JCloisterZone records a placement legal only with a bridge without the bridge.
            if (!game.check(place).ok())
                for (const PlaceTile& withBridge : game.module<BcbModule>().bridgePlacements(game, *type, place.placement.pos))
                    if (withBridge.placement == place.placement) {
                        place = withBridge;
                        break;
                    }
            return std::optional<Move>(place);
        }
        if (e.type == "DEPLOY_MEEPLE") return deployMove(game, p);
        const std::optional<Decision>& d = game.decision();
        if (e.type == "PASS") {
            if (d && d->kind == DecisionKind::CastleOrPoints) return std::optional<Move>(Choose{d->suggested});
            return std::optional<Move>(Pass{});
        }
        if (e.type == "COMMIT") {
            // Decisions still pending are answered by the entries that follow, or by default.
            if (game.phase() == Phase::Follower) return std::optional<Move>(Pass{});
            return std::optional<Move>();
        }
        if (e.type == "PLACE_TOKEN") return tokenMove(game, p);
        if (e.type == "BAZAAR_BID") {
            auto slot = asInt(p.value("supplyIndex", json()), "payload.supplyIndex");
            if (!slot) return Error{slot.error()};
            auto price = asInt(p.value("price", json()), "payload.price");
            if (!price) return Error{price.error()};
            return std::optional<Move>(BazaarBid{*slot, *price});
        }
        if (e.type == "BAZAAR_BUY_OR_SELL") {
            auto v = asString(p.value("value", json()), "payload.value");
            if (!v || (*v != "BUY" && *v != "SELL")) return Error{"payload.value: expected BUY or SELL"};
            return std::optional<Move>(BazaarBuyOrSell{*v == "BUY"});
        }
        if (e.type == "CARC_MESSAGE" || e.type == "CARC_CHOOSE") {
            if (!d || d->options.empty()) return Error{"no decision is pending"};
            auto kind = asString(p.value("kind", json()), "payload.kind");
            if (!kind) return Error{kind.error()};
            if (*kind != decisionName(d->kind))
                return Error{"the pending decision is " + std::string(decisionName(d->kind)) + ", not " + *kind};
            auto option = asInt(p.value("option", json()), "payload.option");
            if (!option) return Error{option.error()};
            return std::optional<Move>(Choose{*option});
        }
        if (e.type == "CARC_BAZAAR_REVEAL") {
            const json tiles = p.value("tiles", json());
            if (!tiles.is_array()) return Error{"payload.tiles: expected a list of tile ids"};
            BazaarReveal reveal;
            for (size_t i = 0; i < tiles.size(); ++i) {
                auto t = asTile(tiles[i], "payload.tiles[" + std::to_string(i) + "]", game.tiles());
                if (!t) return Error{t.error()};
                reveal.tiles.push_back(*t);
            }
            return std::optional<Move>(reveal);
        }
        if (e.type == "CARC_SET_ASIDE") {
            auto type = asTile(p.value("tileId", json()), "payload.tileId", game.tiles());
            if (!type) return Error{type.error()};
            return std::optional<Move>(SetAside{*type});
        }
        if (e.type == "CARC_END_GAME") return std::optional<Move>(EndGame{});
    } catch (const json::exception& ex) {
        return Error{std::string("malformed payload: ") + ex.what()};
    }
    return Error{"unsupported entry type"};
}

namespace {
// Whether the entry answers the pending decision (JCloisterZone's castle phase: a castle
// or PASS; our own CARC_ decision entries).
bool answersDecision(const Game& game, const JczEntry& e) {
    if (e.type == "CARC_MESSAGE" || e.type == "CARC_CHOOSE") return true;
    const std::optional<Decision>& d = game.decision();
    return d && d->kind == DecisionKind::CastleOrPoints &&
           (e.type == "PASS" || (e.type == "PLACE_TOKEN" && e.payload.value("token", nlohmann::json()) == "CASTLE"));
}

// Answers pending decisions (only castle-or-points ones: `castlesOnly`) with the default
// policy, which is what JCloisterZone decides where its save records no choice: points
// rather than a castle, a castle's highest target.
Status takeDefaults(Game& game, bool castlesOnly = false) {
    while (game.decision() && !game.decision()->options.empty() &&
           (!castlesOnly || game.decision()->kind == DecisionKind::CastleOrPoints))
        if (Status st = game.apply(Choose{game.decision()->suggested}); !st) return st;
    return {};
}
}  // namespace

Expected<Game> replayJcz(const JczGame& saved) {
    auto game = Game::create(saved.setup);
    if (!game) return Error{"setup: " + game.error()};
    for (size_t i = 0; i < saved.replay.size(); ++i) {
        const JczEntry& e = saved.replay[i];
        const std::string where = "replay entry " + std::to_string(i) + " (" + e.type + "): ";
        if (game->over() && e.type == "COMMIT") continue;
        // COMMIT ends JCloisterZone's castle phase; the scoring decisions after it are
        // answered by the entries that follow, or by default before any other entry.
        if (!answersDecision(*game, e))
            if (Status st = takeDefaults(*game, e.type == "COMMIT"); !st) return Error{where + st.error()};
        // The player discarded a tile that fitted only with a bridge: the save simply
        // places the next one.
        if (e.type == "PLACE_TILE" && game->drawnTile() && game->phase() == Phase::PlaceTile) {
            const auto id = e.payload.value("tileId", nlohmann::json());
            const TileType* t = id.is_string() ? game->tiles().find(id.get<std::string>()) : nullptr;
            if (t && t->index != *game->drawnTile() && game->check(SetAside{*game->drawnTile()}).ok())
                if (Status st = game->apply(SetAside{*game->drawnTile()}); !st) return Error{where + st.error()};
        }
        // JCloisterZone records no PASS when the player had no follower or bridge to place:
        // a castle follows the tile directly.
        if (e.type == "PLACE_TOKEN" && game->phase() == Phase::Follower && e.payload.value("token", nlohmann::json()) == "CASTLE")
            if (Status st = game->apply(Pass{}); !st) return Error{where + st.error()};
        auto move = jczEntryToMove(*game, e);
        if (!move) return Error{where + move.error()};
        if (*move)
            if (Status st = game->apply(**move); !st) return Error{where + st.error()};
    }
    // A save that ends with a COMMIT: JCloisterZone scores the turn to its end.
    if (!saved.replay.empty() && saved.replay.back().type == "COMMIT")
        if (Status st = takeDefaults(*game); !st) return Error{"after the last entry: " + st.error()};
    return game;
}

}  // namespace carc
