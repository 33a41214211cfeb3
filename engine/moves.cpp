#include "engine/moves.hpp"

#include "engine/tileset.hpp"

namespace carc {
namespace {
template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

std::string bridgeText(const BridgeSpot& b) {
    return std::string("bridge ") + (b.axis == Axis::NS ? "N-S" : "W-E") + " on " + toString(b.pos);
}
}  // namespace

std::string describe(const Move& m, const Tileset& tiles) {
    return std::visit(
        Overloaded{
            [&](const PlaceTile& mv) {
                const Placement& p = mv.placement;
                return "place " + tiles.type(p.type).name() + " at " + toString(p.pos) + " rotated " +
                       std::to_string(p.rot.degrees()) + (mv.bridge ? " with a " + bridgeText(*mv.bridge) : "");
            },
            [](const Deploy& mv) { return "deploy a follower on segment " + std::to_string(mv.segment); },
            [](const Pass&) { return std::string("pass"); },
            [&](const SetAside& mv) { return "set aside " + tiles.type(mv.type).name(); },
            [](const EndGame&) { return std::string("end the game"); },
            [](const PlaceBridge& mv) { return "place a " + bridgeText(mv.spot); },
            [](const Choose& mv) { return "choose option " + std::to_string(mv.option); },
            [](const BazaarBid& mv) { return "bid " + std::to_string(mv.price) + " for bazaar tile " + std::to_string(mv.slot); },
            [](const BazaarBuyOrSell& mv) { return std::string(mv.buy ? "buy" : "sell"); },
            [&](const BazaarReveal& mv) {
                if (mv.tiles.empty()) return std::string("reveal none: no auction");
                std::string s = "reveal";
                for (TileTypeId t : mv.tiles) s += " " + tiles.type(t).id;
                return s;
            },
        },
        m);
}

}  // namespace carc
