#pragma once
// Tiles as data: a tile type is a list of segments (a road, city, field or cloister
// part of the tile). Rotations are precomputed once into TileOrientation, which is
// what the board, the feature graph and the vision layer use.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/geometry.hpp"

namespace carc {

enum class Terrain : std::uint8_t { None = 0, Field = 1, Road = 2, City = 3 };
enum class FeatureKind : std::uint8_t { Road, City, Field, Cloister };
const char* featureName(FeatureKind k);  // "road", "city", "field", "cloister"

constexpr int kMaxSegments = 10;  // most segments on one tile (X has 8), bridges add one

struct Segment {
    FeatureKind kind = FeatureKind::Field;
    std::uint8_t edges = 0;      // roads and cities: edges (bit per Edge)
    std::uint8_t halves = 0;     // fields: half-edges (bit per Half)
    std::uint8_t pennants = 0;   // cities
    std::uint16_t touches = 0;   // fields: bit per segment index of a bordering city
    bool inn = false;            // roads (no effect in this project's rule sets)
    bool semicircular = false;   // cities: one-edge cap that can form a castle's small city
};

using TileTypeId = std::uint8_t;

struct TileType {
    TileTypeId index = 0;       // position in the Tileset
    std::string id;             // JCloisterZone id, e.g. "BA/RCr"
    char letter = '-';          // customary base-game letter A..X, '-' for others
    int count = 0;              // copies in the set
    std::string set;            // the data file's set: "base", ...
    bool bazaar = false;
    // Edges that carry a mark (data line "mark <name> <edges...>"): something drawn across
    // field edges that is no feature and only separates the fields beside it. Their terrain
    // is Field; the module that named the mark matches it (Tileset::markId).
    std::uint8_t markEdges = 0;
    std::uint8_t mark = 0;      // the mark's id (Tileset::markId), 0: none
    std::vector<Segment> segments;
    int line = 0;               // line in the data file, named in load errors

    std::string name() const;   // "D (BA/RCr)" or "BB/CCCR"
};

// One tile type turned by a rotation: everything in board orientation.
struct TileOrientation {
    const TileType* type = nullptr;
    Rotation rot;
    std::array<Terrain, 4> edge{};            // terrain on each board edge
    std::uint8_t key = 0;                     // edge terrains packed 2 bits per edge
    std::array<Segment, kMaxSegments> seg{};  // segments with rotated edges/halves
    int segmentCount = 0;
    std::array<std::int8_t, 4> edgeSegment{};  // road/city segment on each edge, -1 if field
    std::array<std::int8_t, 8> halfSegment{};  // field segment on each half, -1 if none
    std::int8_t cloister = -1;                  // cloister segment, -1 if none
    std::uint8_t markEdges = 0;                 // marked edges (bit per Edge)
    std::uint8_t mark = 0;                      // TileType::mark
};

TileOrientation orient(const TileType& type, Rotation rot);

// JCloisterZone location names, board orientation: "N", "WE", "_S", "NWSE" for
// roads and cities, "NL.NR.EL" for fields, "I" for cloisters.
std::string locationName(const Segment& s);
// The segment of a tile orientation with this kind and JCloisterZone location
// (board orientation), or -1.
int segmentAt(const TileOrientation& o, FeatureKind kind, const std::string& location);
// The edge or half-edge mask a JCloisterZone location name stands for (cloister: 0).
// Returns false when the name is not a location.
bool parseLocation(const std::string& name, FeatureKind kind, std::uint8_t& mask);

}  // namespace carc
