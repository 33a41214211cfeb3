#include "table_watcher.hpp"

namespace carc::app {

DemoTable::DemoTable(std::uint64_t seed, int mistakeEvery, int doubtEvery)
    : player_(seed), answers_(seed + 1), rng_(seed ^ 0x5eedu), mistakeEvery_(mistakeEvery), doubtEvery_(doubtEvery) {}

std::optional<Move> DemoTable::follower(const Game& game) {
    if (game.phase() != Phase::Follower || game.supply(game.activePlayer()) == 0 || rng_.below(10) < 3) return std::nullopt;
    const std::vector<Spot> spots = game.followerSpots();
    if (spots.empty()) return std::nullopt;
    // Roads, cities and cloisters first; a farmer now and then.
    std::vector<Spot> preferred;
    for (const Spot& s : spots)
        if (s.kind != FeatureKind::Field || rng_.below(4) == 0) preferred.push_back(s);
    if (preferred.empty()) return std::nullopt;
    return Deploy{preferred[rng_.below(static_cast<std::uint32_t>(preferred.size()))].segment};
}

std::optional<Pos> cellOf(const Game& game, const Move& move) {
    if (const auto* place = std::get_if<PlaceTile>(&move)) return place->placement.pos;
    if (const auto* bridge = std::get_if<PlaceBridge>(&move)) return bridge->spot.pos;
    if (std::holds_alternative<Deploy>(move) && game.lastPlaced() >= 0) return game.board().tile(game.lastPlaced()).pos;
    return std::nullopt;
}

std::optional<Observation> DemoTable::illegalVariant(const Game& game, const Placement& legal) const {
    // The same tile in the same place, turned so that an edge does not match: the
    // commonest mistake at a real table.
    for (std::uint8_t q = 1; q < 4; ++q) {
        Placement wrong = legal;
        wrong.rot = Rotation{static_cast<std::uint8_t>((legal.rot.q + q) & 3)};
        if (!game.check(PlaceTile{wrong}).ok()) return Observation{PlaceTile{wrong}, 0.96, wrong.pos};
    }
    return std::nullopt;
}

std::optional<Observation> DemoTable::next(const Game& game) {
    if (game.over() || game.phase() == Phase::Decision) return std::nullopt;
    if (fixed_) {
        Move m = *fixed_;
        fixed_.reset();
        if (game.check(m).ok()) return Observation{m, 0.98, cellOf(game, m)};
    }
    if (auto deploy = follower(game)) return Observation{*deploy, 0.95, cellOf(game, *deploy)};
    Move move = player_.choose(game);
    const auto* place = std::get_if<PlaceTile>(&move);
    if (place && !place->bridge) {
        const bool mistake = mistakePending_ || (mistakeEvery_ > 0 && game.turn() % mistakeEvery_ == mistakeEvery_ - 1);
        const bool doubt = doubtPending_ || (doubtEvery_ > 0 && game.turn() % doubtEvery_ == doubtEvery_ - 1);
        if (mistake) {
            if (auto wrong = illegalVariant(game, place->placement)) {
                mistakePending_ = false;
                fixed_ = move;
                return wrong;
            }
        }
        if (doubt) {
            doubtPending_ = false;
            return Observation{move, 0.52, place->placement.pos};
        }
    }
    return Observation{move, 0.97, cellOf(game, move)};
}

}  // namespace carc::app
