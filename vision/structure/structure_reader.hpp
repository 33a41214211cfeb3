#pragma once
// The structure of a tile read from its ground map: the terrain along each edge (the
// rules' half-edges: a road edge is field on both halves), a cloister in the middle,
// a pennant, and which city edges are one city. These define the tile type and its
// rotation in every printing; ranking compares them with the engine's tile types.
#include <array>
#include <string>
#include <vector>

#include "engine/tileset.hpp"
#include "vision/structure/ground_map.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {

struct EdgeReading {
    double field = 0, road = 0, city = 0;  // probabilities, summing to 1
    double cityShare = 0;  // share of city ground along the edge
    double roadShare = 0;  // share of road ground where a road would cross it
    double water = 0;       // probability that the River's water crosses it (independent of the above:
                            // the water is field to the rules, and read as field or road ground)
    double waterShare = 0;  // share of water where the river would cross it
};

struct StructureReading {
    std::array<EdgeReading, 4> edge;   // N E S W of the picture
    std::array<double, 8> halfCity{};  // city share per half-edge, NL NR EL ER SL SR WL WR
    std::array<double, 4> cornerCity{};  // city share inward of the corners NE, SE, SW, NW
    double centreCity = 0;  // city share in the middle (opposite city edges joined)
    double cloister = 0;    // probability of a building alone in a field in the middle
    double pennant = 0;     // probability of a pennant's blue and white
    double tileColours = 0;  // share of field, city and road colours (a tile is mostly these)
    double seen = 0;         // share of the picture not hidden by glare (a broad pale patch)
};

[[nodiscard]] StructureReading readStructure(const GroundMap& map);

// Log-likelihood of a reading given a tile orientation (higher is better).
[[nodiscard]] double structureLogLikelihood(const StructureReading& r, const TileOrientation& o);

// Every orientation of the types in `sets` ("base", "river"), best first; rotations a
// symmetric tile cannot tell apart are merged (the lowest is reported). `score` is the
// log-likelihood, `probability` its share among all candidates.
[[nodiscard]] std::vector<TileGuess> rankByStructure(const Tileset& tiles, const StructureReading& r,
                                                     const std::vector<std::string>& sets = {"base"});

// The reading as JSON-ready text parts: "N city 0.97", ... (for --explain and tests).
[[nodiscard]] std::string describeReading(const StructureReading& r);

}  // namespace carc::vision
