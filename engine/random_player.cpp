#include "engine/random_player.hpp"

namespace carc {

Move RandomPlayer::choose(const Game& game) {
    if (game.phase() == Phase::PlaceTile) {
        placements_.clear();
        if (game.drawnTile()) {
            game.board().legalPlacements(*game.drawnTile(), placements_);
        } else {
            // Table games: pick any remaining tile type, as if drawn from the pile.
            std::vector<TileTypeId> left;
            for (const TileType& t : game.tiles().types())
                for (int i = 0; i < game.remaining(t.index); ++i) left.push_back(t.index);
            const TileTypeId t = left[rng_.below(static_cast<std::uint32_t>(left.size()))];
            game.board().legalPlacements(t, placements_);
            if (placements_.empty()) return SetAside{t};
        }
        return PlaceTile{placements_[rng_.below(static_cast<std::uint32_t>(placements_.size()))]};
    }
    const std::vector<Spot> spots = game.followerSpots();
    const std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(spots.size() + 1));
    if (pick == spots.size()) return Pass{};
    return Deploy{spots[pick].segment};
}

int RandomPlayer::playOut(Game& game) {
    int n = 0;
    while (!game.over()) {
        if (!game.apply(choose(game))) return -1;  // an engine defect: the move came from its own lists
        ++n;
    }
    return n;
}

}  // namespace carc
