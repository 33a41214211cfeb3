#include "vision/track/bazaar_reveal.hpp"

#include <algorithm>

namespace carc::vision {
namespace {

bool sameEdges(const Tileset& tiles, TileTypeId a, TileTypeId b) {
    for (std::uint8_t q = 0; q < 4; ++q)
        if (tiles.orientation(a, Rotation{}).edge == tiles.orientation(b, Rotation{q}).edge) return true;
    return false;
}

}  // namespace

std::optional<RevealFromBag> revealFromBag(const Tileset& tiles, std::vector<int> left, const BazaarReveal& named) {
    RevealFromBag out;
    for (const TileTypeId t : named.tiles) {
        if (t >= tiles.size()) return std::nullopt;
        TileTypeId take = t;
        if (left[t] <= 0) {
            const auto it = std::find_if(tiles.types().begin(), tiles.types().end(), [&](const TileType& u) {
                return left[u.index] > 0 && sameEdges(tiles, t, u.index);
            });
            if (it != tiles.types().end()) {
                take = it->index;
            } else {
                // No look-alike left either: the tile the bag has most of, the likeliest
                // to have been read as something else.
                const auto most = std::max_element(left.begin(), left.end());
                if (*most <= 0) return std::nullopt;
                take = static_cast<TileTypeId>(most - left.begin());
            }
            out.replaced.emplace_back(t, take);
        }
        --left[take];
        out.reveal.tiles.push_back(take);
    }
    return out;
}

}  // namespace carc::vision
