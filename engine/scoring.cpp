#include "engine/scoring.hpp"

#include <algorithm>

namespace carc {

const char* scoreKindName(ScoreKind k) {
    switch (k) {
        case ScoreKind::Road: return "road";
        case ScoreKind::City: return "city";
        case ScoreKind::Cloister: return "cloister";
        case ScoreKind::Field: return "field";
        case ScoreKind::Castle: return "castle";
        case ScoreKind::Message: return "message";
        case ScoreKind::Bazaar: return "bazaar";
    }
    return "?";
}

std::string ScoreEvent::explain() const {
    auto plural = [](int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); };
    std::string s = scoreKindName(kind);
    switch (kind) {
        case ScoreKind::Road: s += ", " + plural(tiles, "tile", "tiles"); break;
        case ScoreKind::City:
            s += ", " + plural(tiles, "tile", "tiles");
            if (pennants) s += " + " + plural(pennants, "pennant", "pennants");
            break;
        case ScoreKind::Cloister: s += ", " + plural(tiles, "tile", "tiles"); break;
        case ScoreKind::Field: s += ", " + plural(cities, "completed city", "completed cities"); break;
        default: break;
    }
    return s + " = " + std::to_string(points);
}

FeatureValue featureValue(const Board& board, const FeatureGraph& graph, int root, const RuleOptions& rules, bool final) {
    FeatureValue v;
    const FeatureRoot& f = graph.at(root);
    if (f.kind == FeatureKind::Cloister) {
        const Pos p = board.tile(SegmentRef::fromNode(root).tile).pos;
        v.tiles = 1 + board.neighbourCount(p);
        v.points = v.tiles;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (board.at({p.x + dx, p.y + dy}) >= 0) v.where.push_back({p.x + dx, p.y + dy});
        return v;
    }
    const std::vector<int> tiles = graph.tilesOf(root);
    v.tiles = static_cast<int>(tiles.size());
    for (int t : tiles) v.where.push_back(board.tile(t).pos);
    if (f.kind == FeatureKind::Road) {
        v.points = v.tiles;
    } else if (f.kind == FeatureKind::City) {
        v.pennants = f.pennants;
        const bool tiny = !final && v.tiles == 2 && rules.tinyCityPoints == 2;
        const int perItem = (final || tiny) ? 1 : 2;
        v.points = perItem * (v.tiles + v.pennants);
    }
    return v;
}

std::vector<int> citiesOfFarm(const Board& board, const FeatureGraph& graph, int farmRoot) {
    std::vector<int> cities;
    graph.forEachSegment(farmRoot, [&](SegmentRef s) {
        const TileOrientation& o = *board.tile(s.tile).o;
        for (std::uint16_t m = o.seg[s.seg].touches, c = 0; m; m >>= 1, ++c) {
            if (!(m & 1)) continue;
            const int city = graph.root({s.tile, c});
            if (graph.complete(city)) cities.push_back(city);
        }
    });
    std::sort(cities.begin(), cities.end());
    cities.erase(std::unique(cities.begin(), cities.end()), cities.end());
    return cities;
}

std::vector<int> majority(const FeatureRoot& f, int players) {
    std::vector<int> winners;
    int best = 0;
    for (int p = 0; p < players; ++p) {
        if (f.followers[p] == 0 || f.followers[p] < best) continue;
        if (f.followers[p] > best) winners.clear();
        best = f.followers[p];
        winners.push_back(p);
    }
    return winners;
}

}  // namespace carc
