#include "engine/random_player.hpp"

namespace carc {

Move RandomPlayer::choose(const Game& game) {
    if (game.phase() == Phase::PlaceTile) {
        const Board& board = game.board();
        TileTypeId tile;
        if (game.drawnTile()) {
            tile = *game.drawnTile();
        } else {
            // Table games: any remaining tile, as if drawn from the pile.
            const std::vector<TileTypeId> left = game.undrawn();
            tile = left[rng_.below(static_cast<std::uint32_t>(left.size()))];
        }
        const int n = board.countPlacements(tile);
        if (n == 0) return SetAside{tile};
        return PlaceTile{board.nthPlacement(tile, static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))))};
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
