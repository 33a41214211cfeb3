#include <chrono>
#include <ctime>

#include "engine/io/jcz.hpp"

namespace carc {
namespace {
using nlohmann::json;

std::string nowIso() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

const char* jczFeature(FeatureKind k) {
    switch (k) {
        case FeatureKind::Road: return "Road";
        case FeatureKind::City: return "City";
        case FeatureKind::Field: return "Field";
        case FeatureKind::Cloister: return "Monastery";
    }
    return "?";
}

json pos(Pos p) { return json::array({p.x, p.y}); }

json setupJson(const GameSetup& s, const Tileset& tiles) {
    json sets = json::object();
    for (const std::string& set : s.sets) sets[set == "base" ? "basic:1" : "bridges-castles-and-bazaars:1"] = 1;
    json elements = {{"small-follower", s.followersPerPlayer}, {"farmers", true}};
    json rules = {{"tiny-city-scoring", std::to_string(s.rules.tinyCityPoints)}};
    json start = json::array({{{"tile", tiles.type(s.start.type).id},
                               {"x", s.start.pos.x},
                               {"y", s.start.pos.y},
                               {"rotation", s.start.rot.degrees()}}});
    return {{"sets", sets}, {"elements", elements}, {"rules", rules}, {"start", start}};
}

}  // namespace

std::string writeJcz(const Game& game, const JczWriteOptions& options) {
    const GameSetup& s = game.setup();
    const Tileset& tiles = game.tiles();
    json players = json::array();
    for (size_t i = 0; i < s.players.size(); ++i) players.push_back({{"name", s.players[i]}, {"slot", i}});

    // Re-run the moves to know, at each one, which tile was just placed and whose turn it is.
    json replay = json::array();
    auto shadow = Game::create(s);
    std::vector<int> deployed(s.players.size(), 0);
    auto commit = [&](int player) {
        replay.push_back({{"type", "COMMIT"}, {"player", player}, {"payload", {{"random", 0.0}}}});
    };
    for (const Move& m : game.moves()) {
        const int player = shadow->activePlayer();
        if (const auto* place = std::get_if<PlaceTile>(&m)) {
            const Placement& p = place->placement;
            replay.push_back({{"type", "PLACE_TILE"},
                              {"player", player},
                              {"payload",
                               {{"tileId", tiles.type(p.type).id},
                                {"rotation", "R" + std::to_string(p.rot.degrees())},
                                {"position", pos(p.pos)}}}});
        } else if (const auto* d = std::get_if<Deploy>(&m)) {
            const PlacedTile& t = shadow->board().tile(shadow->lastPlaced());
            const Segment& seg = t.o->seg[d->segment];
            const std::string meeple = std::to_string(player) + ".small." + std::to_string(deployed[player]++);
            replay.push_back({{"type", "DEPLOY_MEEPLE"},
                              {"player", player},
                              {"payload",
                               {{"pointer", {{"position", pos(t.pos)}, {"feature", jczFeature(seg.kind)}, {"location", locationName(seg)}}},
                                {"meepleId", meeple}}}});
            commit(player);
        } else if (std::holds_alternative<Pass>(m)) {
            replay.push_back({{"type", "PASS"}, {"player", player}, {"payload", json::object()}});
            commit(player);
        } else if (const auto* a = std::get_if<SetAside>(&m)) {
            if (options.carcEntries)
                replay.push_back({{"type", "CARC_SET_ASIDE"}, {"player", player}, {"payload", {{"tileId", tiles.type(a->type).id}}}});
        } else if (std::holds_alternative<EndGame>(m)) {
            if (options.carcEntries) replay.push_back({{"type", "CARC_END_GAME"}, {"player", player}, {"payload", json::object()}});
        }
        shadow->apply(m);
    }

    // drawOrder: what was drawn, then (unfinished game) what is still to come.
    json order = json::array();
    for (TileTypeId t : game.drawHistory()) order.push_back(tiles.type(t).id);
    if (!game.over())
        for (TileTypeId t : game.undrawn()) order.push_back(tiles.type(t).id);
    json annotations = {{"drawOrder", order}};
    if (options.carcEntries && s.source == TileSource::Table) annotations["carc"] = {{"source", "table"}};

    json doc = {{"appVersion", "5.7.0"},
                {"gameId", options.gameId.empty() ? "carc-game" : options.gameId},
                {"name", options.name},
                {"initialRandom", 0.0},
                {"created", options.created.empty() ? nowIso() : options.created},
                {"clock", 0},
                {"setup", setupJson(s, tiles)},
                {"players", players},
                {"replay", replay},
                {"gameAnnotations", annotations}};
    return doc.dump(2);
}

}  // namespace carc
