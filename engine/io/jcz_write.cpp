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

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

json setupJson(const GameSetup& s, const Tileset& tiles) {
    json sets = json::object();
    for (const std::string& set : s.sets) sets[set == "base" ? "basic:1" : "bridges-castles-and-bazaars:1"] = 1;
    json elements = {{"small-follower", s.followersPerPlayer}, {"farmers", true}};
    if (s.expansions.bridges) elements["bridge"] = tokensPerPlayer(static_cast<int>(s.players.size()));
    if (s.expansions.castles) elements["castle"] = tokensPerPlayer(static_cast<int>(s.players.size()));
    if (s.expansions.bazaars) elements["bazaar"] = true;
    json rules = {{"tiny-city-scoring", std::to_string(s.rules.tinyCityPoints)}};
    if (s.expansions.bazaars) rules["bazaar-no-auction"] = s.expansions.bazaarNoBidding;
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

    // Re-run the moves to know, at each one, which tile was just placed, whose turn it
    // is and which decision a choice answered.
    json replay = json::array();
    auto shadow = Game::create(s);
    std::vector<int> deployed(s.players.size(), 0);
    auto entry = [&](const char* type, int player, json payload) {
        replay.push_back({{"type", type}, {"player", player}, {"payload", std::move(payload)}});
    };
    for (const Move& m : game.moves()) {
        const int player = shadow->activePlayer();
        const std::optional<Decision> decision = shadow->decision();
        const int actor = decision ? decision->player : player;
        std::visit(Overloaded{
                       [&](const PlaceTile& place) {
                           const Placement& p = place.placement;
                           // A bridge the placement needs is implied, as JCloisterZone does.
                           entry("PLACE_TILE", player,
                                 {{"tileId", tiles.type(p.type).id},
                                  {"rotation", "R" + std::to_string(p.rot.degrees())},
                                  {"position", pos(p.pos)}});
                       },
                       [&](const Deploy& d) {
                           const PlacedTile& t = shadow->board().tile(shadow->lastPlaced());
                           const Segment& seg = t.segment(d.segment);
                           entry("DEPLOY_MEEPLE", player,
                                 {{"pointer", {{"position", pos(t.pos)}, {"feature", jczFeature(seg.kind)}, {"location", locationName(seg)}}},
                                  {"meepleId", std::to_string(player) + ".small." + std::to_string(deployed[player]++)}});
                       },
                       [&](const Pass&) { entry("PASS", actor, json::object()); },
                       [&](const SetAside& a) {
                           if (options.carcEntries) entry("CARC_SET_ASIDE", player, {{"tileId", tiles.type(a.type).id}});
                       },
                       [&](const EndGame&) {
                           if (options.carcEntries) entry("CARC_END_GAME", player, json::object());
                       },
                       [&](const PlaceBridge& b) {
                           entry("PLACE_TOKEN", player,
                                 {{"token", "BRIDGE"},
                                  {"pointer", {{"position", pos(b.spot.pos)}, {"feature", "Road"}, {"location", b.spot.axis == Axis::NS ? "NS" : "WE"}}}});
                       },
                       [&](const Choose& c) {
                           if (decision->kind == DecisionKind::CastleOrPoints) {
                               if (c.option == 1) {
                                   entry("PASS", actor, json::object());
                               } else {
                                   const PlacedTile& t = shadow->board().tile(shadow->lastPlaced() >= 0 ? shadow->lastPlaced() : shadow->board().size() - 1);
                                   entry("PLACE_TOKEN", actor,
                                         {{"token", "CASTLE"}, {"pointer", {{"position", pos(t.pos)}, {"feature", "City"}, {"location", "N"}}}});
                               }
                           } else if (options.carcEntries) {
                               const bool message = decision->kind == DecisionKind::Figure || decision->kind == DecisionKind::MessageDrawn ||
                                                    decision->kind == DecisionKind::MessageAction ||
                                                    decision->kind == DecisionKind::MessageFollower;
                               entry(message ? "CARC_MESSAGE" : "CARC_CHOOSE", actor,
                                     {{"kind", decisionName(decision->kind)}, {"option", c.option}});
                           }
                       },
                       [&](const BazaarBid& b) { entry("BAZAAR_BID", actor, {{"supplyIndex", b.slot}, {"price", b.price}}); },
                       [&](const BazaarBuyOrSell& b) { entry("BAZAAR_BUY_OR_SELL", actor, {{"value", b.buy ? "BUY" : "SELL"}}); },
                       [&](const BazaarReveal& r) {
                           json ids = json::array();
                           for (TileTypeId t : r.tiles) ids.push_back(tiles.type(t).id);
                           if (options.carcEntries) entry("CARC_BAZAAR_REVEAL", player, {{"tiles", ids}});
                       },
                   },
                   m);
        const Phase before = shadow->phase();
        shadow->apply(m);
        // A turn ends when play moves on to placing a tile again (or the game ends).
        const bool turnEnded = before != Phase::PlaceTile && (shadow->phase() == Phase::PlaceTile || shadow->over());
        if (turnEnded) entry("COMMIT", player, {{"random", 0.0}});
    }

    // drawOrder: what was drawn, then (unfinished game) what is still to come.
    json order = json::array();
    for (TileTypeId t : game.drawHistory()) order.push_back(tiles.type(t).id);
    if (!game.over())
        for (TileTypeId t : game.undrawn()) order.push_back(tiles.type(t).id);
    json annotations = {{"drawOrder", order}};
    json carc = json::object();
    if (options.carcEntries && s.source == TileSource::Table) carc["source"] = "table";
    if (s.expansions.messages) {
        carc["messages"] = true;
        carc["messagesFromTable"] = s.expansions.messagesFromTable;
        // The deck as it was when the game began (a seed's shuffle would not survive import).
        if (!s.expansions.messagesFromTable) carc["messageOrder"] = Game::create(s)->messageDeck();
    }
    if (!carc.empty()) annotations["carc"] = carc;

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
