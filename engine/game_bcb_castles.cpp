// Castles (Bridges, Castles and Bazaars): a small city turned into a castle scores,
// in a later scoring round, the first feature completed in its vicinity.
#include <algorithm>

#include "engine/game.hpp"

namespace carc {

bool Castle::inVicinity(Pos p) const {
    // The two castle tiles and the two tiles on each side of them: a 2x3 block whose
    // long side runs across the edge the two halves of the city share.
    const int x0 = std::min(tiles[0].x, tiles[1].x), x1 = std::max(tiles[0].x, tiles[1].x);
    const int y0 = std::min(tiles[0].y, tiles[1].y), y1 = std::max(tiles[0].y, tiles[1].y);
    if (y0 == y1) return p.x >= x0 && p.x <= x1 && p.y >= y0 - 1 && p.y <= y0 + 1;
    return p.y >= y0 && p.y <= y1 && p.x >= x0 - 1 && p.x <= x0 + 1;
}

// A completed city of exactly two semicircular segments on two tiles, whose owner
// still has a castle: the owner may build one instead of scoring.
bool BcbModule::isSmallCity(const Game& g, int root) const {
    if (!g.setup_.expansions.castles) return false;
    const FeatureRoot& f = g.graph_.at(root);
    if (f.kind != FeatureKind::City || !g.graph_.complete(root) || f.followerTotal() == 0) return false;
    int segments = 0;
    bool semicircular = true;
    g.graph_.forEachSegment(root, [&](SegmentRef s) {
        ++segments;
        semicircular = semicircular && g.board_.tile(s.tile).segment(s.seg).semicircular;
    });
    if (segments != 2 || !semicircular || g.graph_.tileCount(root) != 2) return false;
    const std::vector<int> owners = majority(f, g.playerCount());
    return owners.size() == 1 && castleTokens[owners.front()] > 0;
}

bool BcbModule::isCastle(int root) const {
    return std::any_of(castles.begin(), castles.end(), [&](const Castle& c) { return c.city == root; });
}

// Before the round scores anything, each player from the active one on who owns a small
// city completed now decides: a castle on one of them, or score them. Whoever placed the
// tile, the city's owner decides (seed page 003); one castle per player per turn and this
// order are JCloisterZone's (its castle phase), so its saves replay decision by decision.
bool BcbModule::askCastle(Game& g) {
    const int n = g.playerCount();
    while (castleAsked_ < n) {
        const int player = (g.active_ + castleAsked_++) % n;
        if (castleTokens[player] == 0) continue;
        std::vector<size_t> cities;
        for (size_t i = 0; i < g.round_.completed.size(); ++i)
            if (isSmallCity(g, g.round_.completed[i]) && majority(g.graph_.at(g.round_.completed[i]), n).front() == player)
                cities.push_back(i);
        if (cities.empty()) continue;
        const int value = values_[cities.front()];
        Decision d{DecisionKind::CastleOrPoints, player,
                   g.setup_.players[player] + ": build a castle on the small city, or score " + std::to_string(value) + " points?",
                   {}, 0, value, 0};
        if (cities.size() == 1) {
            d.options = {"build a castle", "score the city"};
        } else {
            for (size_t i : cities) {
                const std::vector<int> tiles = g.graph_.tilesOf(g.round_.completed[i]);
                d.options.push_back("build a castle on the small city at " + toString(g.board_.tile(tiles[0]).pos) + "-" +
                                    toString(g.board_.tile(tiles[1]).pos));
            }
            d.options.push_back("score the cities");
        }
        d.suggested = static_cast<int>(cities.size());  // JCloisterZone's default (no castle recorded): score
        castleCities_ = std::move(cities);
        g.ask(std::move(d));
        return true;
    }
    return false;
}

std::vector<int> BcbModule::castleChoices(const Game& g) const {
    std::vector<int> roots;
    if (g.decision_ && g.decision_->kind == DecisionKind::CastleOrPoints)
        for (size_t i : castleCities_) roots.push_back(g.round_.completed[i]);
    return roots;
}

void BcbModule::buildCastle(Game& g, int root) {
    Castle c;
    c.owner = majority(g.graph_.at(root), g.playerCount()).front();
    c.city = root;
    const std::vector<int> tiles = g.graph_.tilesOf(root);
    c.tiles = {g.board_.tile(tiles[0]).pos, g.board_.tile(tiles[1]).pos};
    c.round = g.round_.id;
    castles.push_back(c);
    --castleTokens[c.owner];
    g.graph_.at(root).scored = true;  // closed, never scored as a city; the knight stays in the castle
    for (const Follower& f : g.followers_)
        if (g.graph_.root(f.at) == root) g.log_.push_back({GameEvent::Type::CastleBuilt, g.turn_, 0, f, 0});
}

std::vector<std::pair<int, int>> BcbModule::castleCandidates(const Game& g, const Castle& c) const {
    std::vector<std::pair<int, int>> out;
    for (size_t i = 0; i < g.round_.completed.size() && i < g.round_.next; ++i) {
        const int root = g.round_.completed[i];
        if (isCastle(root)) continue;
        bool near = false;
        if (g.graph_.at(root).kind == FeatureKind::Cloister) {
            near = c.inVicinity(g.board_.tile(SegmentRef::fromNode(root).tile).pos);
        } else {
            g.graph_.forEachSegment(root, [&](SegmentRef s) { near = near || c.inVicinity(g.board_.tile(s.tile).pos); });
        }
        if (near) out.push_back({static_cast<int>(i), values_[i]});
    }
    for (int k : castlesScored_) {
        const Castle& other = castles[static_cast<size_t>(k)];
        if (c.inVicinity(other.tiles[0]) || c.inVicinity(other.tiles[1])) out.push_back({-1 - k, other.points});
    }
    return out;
}

bool BcbModule::runCastles(Game& g) {
    for (size_t i = 0; i < castles.size(); ++i) {
        const Castle& c = castles[i];
        if (c.scored || c.round >= g.round_.id) continue;
        std::vector<std::pair<int, int>> options = castleCandidates(g, c);
        if (options.empty()) continue;
        if (options.size() == 1) {
            scoreCastle(g, static_cast<int>(i), options.front().second);
            return true;
        }
        Decision d{DecisionKind::CastleTarget, c.owner, g.setup_.players[c.owner] + ": which completed feature does your castle score?",
                   {}, 0, 0, 0};
        int best = 0;
        for (size_t o = 0; o < options.size(); ++o) {
            const auto [what, points] = options[o];
            const std::string name = what >= 0 ? featureName(g.graph_.at(g.round_.completed[static_cast<size_t>(what)]).kind)
                                               : std::string("castle");
            d.options.push_back(name + " worth " + std::to_string(points));
            if (points > options[static_cast<size_t>(best)].second) best = static_cast<int>(o);
        }
        d.suggested = best;
        castleChoosing_ = static_cast<int>(i);
        castleOptions_ = std::move(options);
        g.ask(std::move(d));
        return true;
    }
    return false;
}

void BcbModule::scoreCastle(Game& g, int index, int points) {
    Castle& c = castles[static_cast<size_t>(index)];
    c.scored = true;
    c.points = points;
    FeatureValue v;
    v.points = points;
    v.tiles = 2;
    v.where = {c.tiles[0], c.tiles[1]};
    g.award(c.owner, ScoreKind::Castle, v, false);
    g.returnFollowers(c.city);
    castlesScored_.push_back(index);
}

}  // namespace carc
