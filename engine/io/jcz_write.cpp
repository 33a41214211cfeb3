#include <algorithm>
#include <chrono>
#include <ctime>

#include "engine/io/jcz.hpp"
#include "engine/io/jcz_module.hpp"

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
    for (const std::string& set : s.sets)
        if (const char* key = jczSetKey(set)) sets[key] = 1;
    json elements = {{"small-follower", s.followersPerPlayer}, {"farmers", true}};
    json rules = {{"tiny-city-scoring", std::to_string(s.rules.tinyCityPoints)}};
    for (const JczPart* part : jczParts()) part->writeSetup(s, elements, rules);
    json start = json::array({{{"tile", tiles.type(s.start.type).id},
                               {"x", s.start.pos.x},
                               {"y", s.start.pos.y},
                               {"rotation", s.start.rot.degrees()}}});
    return {{"sets", sets}, {"elements", elements}, {"rules", rules}, {"start", start}};
}

// JCloisterZone's follower ids ("<player>.small.<n>", n from 1); its client deploys the
// first one in the supply, so a save names the lowest id not on the board.
class JczMeepleIds {
public:
    JczMeepleIds(size_t players, int perPlayer) : onBoard_(players, std::vector<std::optional<SegmentRef>>(static_cast<size_t>(perPlayer))) {}

    std::string deploy(int player, SegmentRef at) {
        auto& slots = onBoard_[static_cast<size_t>(player)];
        size_t n = 0;
        while (n < slots.size() && slots[n]) ++n;
        if (n < slots.size()) slots[n] = at;
        return std::to_string(player) + ".small." + std::to_string(n + 1);
    }
    // Frees the ids of followers the last move took off the board.
    void returnGone(const Game& game) {
        for (size_t p = 0; p < onBoard_.size(); ++p)
            for (std::optional<SegmentRef>& slot : onBoard_[p]) {
                if (!slot) continue;
                const bool stays = std::any_of(game.followers().begin(), game.followers().end(), [&](const Follower& f) {
                    return f.owner == static_cast<int>(p) && f.at.tile == slot->tile && f.at.seg == slot->seg;
                });
                if (!stays) slot.reset();
            }
    }

private:
    std::vector<std::vector<std::optional<SegmentRef>>> onBoard_;
};

// Whether JCloisterZone's action phase offers the active player anything after the tile
// (a follower spot, or a bridge on the tile just placed: it offers none on a neighbour);
// without, it records no PASS.
bool jczHasActions(const Game& game) {
    if (game.phase() != Phase::Follower) return false;
    if (!game.followerSpots().empty()) return true;
    const Pos placed = game.board().tile(game.lastPlaced()).pos;
    const std::vector<BridgeSpot> spots = game.module<BcbModule>().bridgeSpots(game);
    return std::any_of(spots.begin(), spots.end(), [&](const BridgeSpot& b) { return b.pos == placed; });
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
    JczMeepleIds meeples(s.players.size(), s.followersPerPlayer);
    auto entry = [&](const char* type, int player, json payload) {
        replay.push_back({{"type", type}, {"player", player}, {"payload", std::move(payload)}});
    };
    bool castlePassed = false;  // JCloisterZone's castle phase ends at its first PASS
    for (const Move& m : game.moves()) {
        const int player = shadow->activePlayer();
        const std::optional<Decision> decision = shadow->decision();
        const int actor = decision ? decision->player : player;
        const bool endsActions = shadow->phase() == Phase::Follower ||
                                 (decision && decision->kind == DecisionKind::CastleOrPoints);
        std::visit(Overloaded{
                       [&](const PlaceTile& place) {
                           const Placement& p = place.placement;
                           castlePassed = false;
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
                                  {"meepleId", meeples.deploy(player, {shadow->lastPlaced(), d.segment})}});
                       },
                       [&](const Pass&) {
                           // JCloisterZone asks (and records a PASS) only when there was something to place.
                           if (decision || jczHasActions(*shadow)) entry("PASS", actor, json::object());
                       },
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
                               const std::vector<int> cities = shadow->module<BcbModule>().castleChoices(*shadow);
                               if (c.option >= static_cast<int>(cities.size())) {
                                   if (!castlePassed) entry("PASS", actor, json::object());
                                   castlePassed = true;
                               } else {
                                   // The city's part on the tile just placed names it.
                                   const int placed = shadow->lastPlaced();
                                   const PlacedTile& t = shadow->board().tile(placed);
                                   std::string location = "N";
                                   for (int sg = 0; sg < t.segmentCount(); ++sg)
                                       if (shadow->features().root({placed, sg}) == cities[static_cast<size_t>(c.option)])
                                           location = locationName(t.segment(sg));
                                   entry("PLACE_TOKEN", actor,
                                         {{"token", "CASTLE"}, {"pointer", {{"position", pos(t.pos)}, {"feature", "City"}, {"location", location}}}});
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
        (void)shadow->apply(m);  // the game's own moves: legal by construction
        meeples.returnGone(*shadow);
        // JCloisterZone commits a turn once its follower and castle decisions are made,
        // before anything scores (scoring decisions and auctions follow the COMMIT).
        const bool actionsLeft = shadow->phase() == Phase::Follower ||
                                 (shadow->decision() && shadow->decision()->kind == DecisionKind::CastleOrPoints);
        if (endsActions && !actionsLeft) entry("COMMIT", player, {{"random", 0.0}});
    }

    // drawOrder: what was drawn, then (unfinished game) what is still to come.
    json order = json::array();
    for (TileTypeId t : game.drawHistory()) order.push_back(tiles.type(t).id);
    if (!game.over())
        for (TileTypeId t : game.undrawn()) order.push_back(tiles.type(t).id);
    json annotations = {{"drawOrder", order}};
    json carc = json::object();
    if (options.carcEntries && s.source == TileSource::Table) carc["source"] = "table";
    for (const JczPart* part : jczParts()) part->writeCarc(s, carc);
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
