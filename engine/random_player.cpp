#include "engine/random_player.hpp"

namespace carc {

Move RandomPlayer::choose(const Game& game) {
    if (game.phase() == Phase::Decision) return decide(game);
    if (game.phase() == Phase::PlaceTile) {
        const Board& board = game.board();
        TileTypeId tile;
        if (game.drawnTile()) {
            tile = *game.drawnTile();
        } else {
            // Table games: any tile that may come next, as if drawn from the pile.
            const std::vector<TileTypeId> left = game.nextDrawable();
            tile = left[rng_.below(static_cast<std::uint32_t>(left.size()))];
        }
        if (game.placementsRestricted(tile)) {  // an expansion refuses some of the board's placements
            const std::vector<Placement> list = game.legalPlacements(tile);
            if (!list.empty()) return PlaceTile{list[rng_.below(static_cast<std::uint32_t>(list.size()))]};
        } else if (const int n = board.countPlacements(tile); n > 0) {
            return PlaceTile{board.nthPlacement(tile, static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))))};
        }
        // Placements only a module allows (a bridge), or else the tile is set aside.
        const std::vector<PlaceTile> extra = game.extraPlacements(tile);
        if (extra.empty() || rng_.below(4) == 0) return SetAside{tile};
        return extra[rng_.below(static_cast<std::uint32_t>(extra.size()))];
    }
    // One time in five, a module's own move before the follower (a bridge), if it has one.
    if (rng_.below(5) == 0)
        if (std::optional<Move> own = game.randomAction(rng_)) return std::move(*own);
    const int spots = game.followerSpotCount();
    const std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(spots + 1));
    if (pick == static_cast<std::uint32_t>(spots)) return Pass{};
    return Deploy{game.nthFollowerSpot(static_cast<int>(pick))};
}

Move RandomPlayer::decide(const Game& game) {
    const Decision& d = *game.decision();
    // Decisions a module answers itself (without options, or its own policy).
    if (std::optional<Move> own = game.randomAnswer(rng_)) return std::move(*own);
    if (!d.options.empty()) {
        // Half the time the engine's own suggestion, so default policies get exercised.
        if (rng_.below(2) == 0) return Choose{d.suggested};
        return Choose{static_cast<int>(rng_.below(static_cast<std::uint32_t>(d.options.size())))};
    }
    return Choose{d.suggested};
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
