#include "engine/tile.hpp"

#include <sstream>

namespace carc {

const char* featureName(FeatureKind k) {
    switch (k) {
        case FeatureKind::Road: return "road";
        case FeatureKind::City: return "city";
        case FeatureKind::Field: return "field";
        case FeatureKind::Cloister: return "cloister";
    }
    return "?";
}

std::string TileType::name() const {
    if (letter == '-') return id;
    return std::string(1, letter) + " (" + id + ")";
}

TileOrientation orient(const TileType& type, Rotation rot) {
    TileOrientation o;
    o.type = &type;
    o.rot = rot;
    o.segmentCount = static_cast<int>(type.segments.size());
    o.edgeSegment.fill(-1);
    o.halfSegment.fill(-1);
    o.edge.fill(Terrain::Field);
    for (int i = 0; i < o.segmentCount; ++i) {
        Segment s = type.segments[i];
        s.edges = rotateEdgeMask(s.edges, rot.q);
        s.halves = rotateHalfMask(s.halves, rot.q);
        o.seg[i] = s;
        if (s.kind == FeatureKind::Cloister) o.cloister = static_cast<std::int8_t>(i);
        for (int e = 0; e < 4; ++e) {
            if (!(s.edges >> e & 1)) continue;
            o.edgeSegment[e] = static_cast<std::int8_t>(i);
            o.edge[e] = s.kind == FeatureKind::City ? Terrain::City : Terrain::Road;
        }
        for (int h = 0; h < 8; ++h)
            if (s.halves >> h & 1) o.halfSegment[h] = static_cast<std::int8_t>(i);
    }
    for (int e = 0; e < 4; ++e) o.key |= static_cast<std::uint8_t>(static_cast<int>(o.edge[e]) << (2 * e));
    o.markEdges = rotateEdgeMask(type.markEdges, rot.q);
    o.mark = type.mark;
    return o;
}

namespace {
// JCloisterZone names every non-empty edge set.
struct EdgeSetName {
    std::uint8_t mask;
    const char* name;
};
constexpr EdgeSetName kEdgeSetNames[] = {
    {0b0001, "N"},  {0b0010, "E"},  {0b0100, "S"},  {0b1000, "W"},  {0b1001, "NW"},
    {0b1100, "SW"}, {0b0110, "SE"}, {0b0011, "NE"}, {0b1010, "WE"}, {0b0101, "NS"},
    {0b1111, "NWSE"}, {0b1110, "_N"}, {0b0111, "_W"}, {0b1011, "_S"}, {0b1101, "_E"},
};
}  // namespace

std::string locationName(const Segment& s) {
    if (s.kind == FeatureKind::Cloister) return "I";
    if (s.kind == FeatureKind::Field) {
        std::string out;
        for (int h = 0; h < 8; ++h) {
            if (!(s.halves >> h & 1)) continue;
            if (!out.empty()) out += '.';
            out += halfName(h);
        }
        return out;
    }
    for (const auto& n : kEdgeSetNames)
        if (n.mask == s.edges) return n.name;
    return "?";
}

int segmentAt(const TileOrientation& o, FeatureKind kind, const std::string& location) {
    std::uint8_t mask = 0;
    if (!parseLocation(location, kind, mask)) return -1;
    for (int s = 0; s < o.segmentCount; ++s) {
        const Segment& seg = o.seg[s];
        if (seg.kind == kind && (kind == FeatureKind::Field ? seg.halves : seg.edges) == mask) return s;
    }
    return -1;
}

bool parseLocation(const std::string& name, FeatureKind kind, std::uint8_t& mask) {
    mask = 0;
    if (kind == FeatureKind::Cloister) return name == "I" || name == "CLOISTER" || name == "MONASTERY";
    if (kind == FeatureKind::Field) {
        std::istringstream in(name);
        std::string part;
        while (std::getline(in, part, '.')) {
            int found = -1;
            for (int h = 0; h < 8; ++h)
                if (part == halfName(h)) found = h;
            if (found < 0) return false;
            mask |= static_cast<std::uint8_t>(1u << found);
        }
        return mask != 0;
    }
    for (const auto& n : kEdgeSetNames)
        if (name == n.name) {
            mask = n.mask;
            return true;
        }
    return false;
}

}  // namespace carc
