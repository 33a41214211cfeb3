#include "engine/moves.hpp"

#include "engine/tileset.hpp"

namespace carc {

std::string describe(const Move& m, const Tileset& tiles) {
    return std::visit(
        [&](const auto& mv) -> std::string {
            using M = std::decay_t<decltype(mv)>;
            if constexpr (std::is_same_v<M, PlaceTile>) {
                const Placement& p = mv.placement;
                return "place " + tiles.type(p.type).name() + " at " + toString(p.pos) + " rotated " +
                       std::to_string(p.rot.degrees());
            } else if constexpr (std::is_same_v<M, Deploy>) {
                return "deploy a follower on segment " + std::to_string(mv.segment);
            } else if constexpr (std::is_same_v<M, Pass>) {
                return "no follower";
            } else if constexpr (std::is_same_v<M, SetAside>) {
                return "set aside " + tiles.type(mv.type).name();
            } else {
                return "end the game";
            }
        },
        m);
}

}  // namespace carc
