#include "engine/moves.hpp"

#include "engine/expansions.hpp"
#include "engine/tileset.hpp"

namespace carc {

std::string bridgeText(const BridgeSpot& b) {
    return std::string("bridge ") + (b.axis == Axis::NS ? "N-S" : "W-E") + " on " + toString(b.pos);
}

std::string describe(const PlaceTile& mv, const Tileset& tiles) {
    const Placement& p = mv.placement;
    return "place " + tiles.type(p.type).name() + " at " + toString(p.pos) + " rotated " + std::to_string(p.rot.degrees()) +
           (mv.bridge ? " with a " + bridgeText(*mv.bridge) : "");
}
std::string describe(const Deploy& mv, const Tileset&) { return "deploy a follower on segment " + std::to_string(mv.segment); }
std::string describe(const Pass&, const Tileset&) { return "pass"; }
std::string describe(const SetAside& mv, const Tileset& tiles) { return "set aside " + tiles.type(mv.type).name(); }
std::string describe(const EndGame&, const Tileset&) { return "end the game"; }
std::string describe(const Choose& mv, const Tileset&) { return "choose option " + std::to_string(mv.option); }

std::string describe(const Move& m, const Tileset& tiles) {
    return std::visit([&](const auto& mv) { return describe(mv, tiles); }, m);
}

}  // namespace carc
