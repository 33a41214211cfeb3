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
            // Table games: any remaining tile, as if drawn from the pile.
            const std::vector<TileTypeId> left = game.undrawn();
            tile = left[rng_.below(static_cast<std::uint32_t>(left.size()))];
        }
        if (game.placementsRestricted(tile)) {  // an expansion refuses some of the board's placements
            const std::vector<Placement> list = game.legalPlacements(tile);
            if (!list.empty()) return PlaceTile{list[rng_.below(static_cast<std::uint32_t>(list.size()))]};
        } else if (const int n = board.countPlacements(tile); n > 0) {
            return PlaceTile{board.nthPlacement(tile, static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))))};
        }
        const std::vector<PlaceTile> bridged = game.bridgePlacements(tile);
        if (bridged.empty() || rng_.below(4) == 0) return SetAside{tile};
        return bridged[rng_.below(static_cast<std::uint32_t>(bridged.size()))];
    }
    if (rng_.below(5) == 0) {
        const std::vector<BridgeSpot> bridges = game.bridgeSpots();
        if (!bridges.empty()) return PlaceBridge{bridges[rng_.below(static_cast<std::uint32_t>(bridges.size()))]};
    }
    const int spots = game.followerSpotCount();
    const std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(spots + 1));
    if (pick == static_cast<std::uint32_t>(spots)) return Pass{};
    return Deploy{game.nthFollowerSpot(static_cast<int>(pick))};
}

Move RandomPlayer::decide(const Game& game) {
    const Decision& d = *game.decision();
    // A bazaar payment received (a figure decision while bids are settled): the suggestion,
    // drawing nothing, so simulated games with a seed stay the games they were.
    if (d.kind == DecisionKind::Figure && game.auction() && !game.expansions().bazaarNoBidding) return Choose{d.suggested};
    if (!d.options.empty()) {
        // Half the time the engine's own suggestion, so default policies get exercised.
        if (rng_.below(2) == 0) return Choose{d.suggested};
        return Choose{static_cast<int>(rng_.below(static_cast<std::uint32_t>(d.options.size())))};
    }
    switch (d.kind) {
        case DecisionKind::BazaarReveal: {
            std::vector<TileTypeId> left = game.undrawn();
            rng_.shuffle(left);
            left.resize(static_cast<size_t>(game.playerCount()));
            return BazaarReveal{left};
        }
        case DecisionKind::BazaarPick: {
            const Auction& a = *game.auction();
            std::vector<int> open;
            for (size_t s = 0; s < a.tiles.size(); ++s)
                if (a.owner[s] < 0) open.push_back(static_cast<int>(s));
            const int price = game.expansions().bazaarNoBidding ? 0 : static_cast<int>(rng_.below(4));
            return BazaarBid{open[rng_.below(static_cast<std::uint32_t>(open.size()))], price};
        }
        case DecisionKind::BazaarBid:
            if (rng_.below(2) == 0) return Pass{};
            return BazaarBid{game.auction()->slot, game.auction()->price + 1 + static_cast<int>(rng_.below(3))};
        case DecisionKind::BazaarBuyOrSell:
            return BazaarBuyOrSell{rng_.below(2) == 0};
        default:
            return Choose{d.suggested};
    }
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
