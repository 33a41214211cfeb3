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
bool Game::isSmallCity(int root) const {
    if (!setup_.expansions.castles) return false;
    const FeatureRoot& f = graph_.at(root);
    if (f.kind != FeatureKind::City || !graph_.complete(root) || f.followerTotal() == 0) return false;
    int segments = 0;
    bool semicircular = true;
    graph_.forEachSegment(root, [&](SegmentRef s) {
        ++segments;
        semicircular = semicircular && board_.tile(s.tile).segment(s.seg).semicircular;
    });
    if (segments != 2 || !semicircular || graph_.tileCount(root) != 2) return false;
    const std::vector<int> owners = majority(f, playerCount());
    return owners.size() == 1 && castleTokens_[owners.front()] > 0;
}

bool Game::isCastle(int root) const {
    return std::any_of(castles_.begin(), castles_.end(), [&](const Castle& c) { return c.city == root; });
}

// Before the round scores anything, each player from the active one on who owns a small
// city completed now decides: a castle on one of them, or score them. Whoever placed the
// tile, the city's owner decides (seed page 003); one castle per player per turn and this
// order are JCloisterZone's (its castle phase), so its saves replay decision by decision.
bool Game::askCastle() {
    const int n = playerCount();
    while (round_.castleAsked < n) {
        const int player = (active_ + round_.castleAsked++) % n;
        if (castleTokens_[player] == 0) continue;
        std::vector<size_t> cities;
        for (size_t i = 0; i < round_.completed.size(); ++i)
            if (isSmallCity(round_.completed[i]) && majority(graph_.at(round_.completed[i]), n).front() == player)
                cities.push_back(i);
        if (cities.empty()) continue;
        const int value = round_.values[cities.front()];
        Decision d{DecisionKind::CastleOrPoints, player,
                   setup_.players[player] + ": build a castle on the small city, or score " + std::to_string(value) + " points?",
                   {}, 0, value, 0};
        if (cities.size() == 1) {
            d.options = {"build a castle", "score the city"};
        } else {
            for (size_t i : cities) {
                const std::vector<int> tiles = graph_.tilesOf(round_.completed[i]);
                d.options.push_back("build a castle on the small city at " + toString(board_.tile(tiles[0]).pos) + "-" +
                                    toString(board_.tile(tiles[1]).pos));
            }
            d.options.push_back("score the cities");
        }
        d.suggested = static_cast<int>(cities.size());  // JCloisterZone's default (no castle recorded): score
        round_.castleCities = std::move(cities);
        ask(std::move(d));
        return true;
    }
    return false;
}

std::vector<int> Game::castleChoices() const {
    std::vector<int> roots;
    if (decision_ && decision_->kind == DecisionKind::CastleOrPoints)
        for (size_t i : round_.castleCities) roots.push_back(round_.completed[i]);
    return roots;
}

void Game::buildCastle(int root) {
    Castle c;
    c.owner = majority(graph_.at(root), playerCount()).front();
    c.city = root;
    const std::vector<int> tiles = graph_.tilesOf(root);
    c.tiles = {board_.tile(tiles[0]).pos, board_.tile(tiles[1]).pos};
    c.round = round_.id;
    castles_.push_back(c);
    --castleTokens_[c.owner];
    graph_.at(root).scored = true;  // closed, never scored as a city; the knight stays in the castle
    for (const Follower& f : followers_)
        if (graph_.root(f.at) == root) log_.push_back({GameEvent::Type::CastleBuilt, turn_, 0, f, 0});
}

std::vector<std::pair<int, int>> Game::castleCandidates(const Castle& c) const {
    std::vector<std::pair<int, int>> out;
    for (size_t i = 0; i < round_.completed.size() && i < round_.next; ++i) {
        const int root = round_.completed[i];
        if (isCastle(root)) continue;
        bool near = false;
        if (graph_.at(root).kind == FeatureKind::Cloister) {
            near = c.inVicinity(board_.tile(SegmentRef::fromNode(root).tile).pos);
        } else {
            graph_.forEachSegment(root, [&](SegmentRef s) { near = near || c.inVicinity(board_.tile(s.tile).pos); });
        }
        if (near) out.push_back({static_cast<int>(i), round_.values[i]});
    }
    for (int k : round_.castlesScored) {
        const Castle& other = castles_[static_cast<size_t>(k)];
        if (c.inVicinity(other.tiles[0]) || c.inVicinity(other.tiles[1])) out.push_back({-1 - k, other.points});
    }
    return out;
}

bool Game::runCastles() {
    for (size_t i = 0; i < castles_.size(); ++i) {
        const Castle& c = castles_[i];
        if (c.scored || c.round >= round_.id) continue;
        std::vector<std::pair<int, int>> options = castleCandidates(c);
        if (options.empty()) continue;
        if (options.size() == 1) {
            scoreCastle(static_cast<int>(i), options.front().second);
            return true;
        }
        Decision d{DecisionKind::CastleTarget, c.owner, setup_.players[c.owner] + ": which completed feature does your castle score?",
                   {}, 0, 0, 0};
        int best = 0;
        for (size_t o = 0; o < options.size(); ++o) {
            const auto [what, points] = options[o];
            const std::string name = what >= 0 ? featureName(graph_.at(round_.completed[static_cast<size_t>(what)]).kind)
                                               : std::string("castle");
            d.options.push_back(name + " worth " + std::to_string(points));
            if (points > options[static_cast<size_t>(best)].second) best = static_cast<int>(o);
        }
        d.suggested = best;
        castleChoosing_ = static_cast<int>(i);
        castleOptions_ = std::move(options);
        ask(std::move(d));
        return true;
    }
    return false;
}

void Game::scoreCastle(int index, int points) {
    Castle& c = castles_[static_cast<size_t>(index)];
    c.scored = true;
    c.points = points;
    FeatureValue v;
    v.points = points;
    v.tiles = 2;
    v.where = {c.tiles[0], c.tiles[1]};
    award(c.owner, ScoreKind::Castle, v, false);
    returnFollowers(c.city);
    round_.castlesScored.push_back(index);
}

}  // namespace carc
