#include "table_watcher.hpp"

#include <algorithm>

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

PlaceTile DemoTable::keenPlacement(const Game& game, const PlaceTile& random) const {
    // Each placement is tried on a copy and the turn ended there (the questions scoring
    // asks answered as the engine suggests: The Messages' score figure, a castle): what
    // it scores for the player laying it, less the most it scores for another player.
    constexpr int kQuestionsPerTurn = 6;  // more than one scoring round asks
    const int me = game.activePlayer();
    auto gain = [&](const Placement& p) {
        Game trial = game;
        if (!trial.apply(PlaceTile{p}) || (trial.phase() == Phase::Follower && !trial.apply(Pass{}))) return 0;
        for (int q = 0; q < kQuestionsPerTurn && trial.decision() && !trial.decision()->options.empty(); ++q)
            if (!trial.apply(Choose{trial.decision()->suggested})) break;
        int mine = 0, theirs = 0;
        for (int q = 0; q < game.playerCount(); ++q) {
            const int won = trial.score(q) - game.score(q);
            if (q == me) mine = won;
            else theirs = std::max(theirs, won);
        }
        return mine - theirs;
    };
    PlaceTile best = random;
    int bestGain = gain(random.placement);
    for (const Placement& p : game.legalPlacements(random.placement.type))
        if (const int g = gain(p); g > bestGain) {
            best = PlaceTile{p};
            bestGain = g;
        }
    return best;
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
    if (const auto* random = std::get_if<PlaceTile>(&move); random && !random->bridge) move = keenPlacement(game, *random);
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
