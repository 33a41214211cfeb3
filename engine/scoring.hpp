#pragma once
// Points for roads, cities, cloisters and farms, during the game and at the end,
// and the scoring events the app shows to explain every point.
#include <string>
#include <vector>

#include "engine/features.hpp"
#include "engine/rules.hpp"

namespace carc {

enum class ScoreKind : std::uint8_t { Road, City, Cloister, Field, Castle, Message, Bazaar };
const char* scoreKindName(ScoreKind k);  // the JSON "feature" names of INTERFACES.md

struct ScoreEvent {
    int player = 0;
    ScoreKind kind = ScoreKind::Road;
    int points = 0;
    bool final = false;       // during final scoring
    int tiles = 0;            // tiles of the feature (cloister: itself + neighbours)
    int pennants = 0;         // cities
    int cities = 0;           // fields: completed cities supplied
    int turn = 0;             // turn in which it was scored
    int figure = 0;           // the score figure moved (0 or 1; Game::figure), -1 while undecided
    int message = 0;          // ScoreKind::Message: the message (1-8), 0 = 2 points instead
    std::vector<Pos> where;   // tiles involved, for highlighting (fields: the tiles of the cities fed)
    std::vector<Pos> farm;    // fields: the farm's own tiles
    std::vector<SegmentRef> followers;  // roads, cities, cloisters, fields: the scorer's followers on it
    std::string explain() const;  // "city, 4 tiles + 1 pennant = 10"
};

struct FeatureValue {
    int points = 0;
    int tiles = 0;
    int pennants = 0;
    int cities = 0;
    std::vector<Pos> where;
};

// Value of a road, city or cloister feature, as completed (final=false) or at game end.
FeatureValue featureValue(const Board& board, const FeatureGraph& graph, int root, const RuleOptions& rules, bool final);
// Completed cities bordering a farm: their roots.
std::vector<int> citiesOfFarm(const Board& board, const FeatureGraph& graph, int farmRoot);
// Players holding the majority of followers on a feature (empty if none).
std::vector<int> majority(const FeatureRoot& f, int players);

}  // namespace carc
