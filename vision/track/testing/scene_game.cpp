#include "vision/track/testing/scene_game.hpp"

#include <random>

namespace carc::vision::testing {
namespace {

void answerDecisions(Game& g) {
    while (g.phase() == Phase::Decision && g.decision()) {
        const Decision& d = *g.decision();
        if (!(d.options.empty() ? g.apply(Pass{}) : g.apply(Choose{d.suggested}))) return;
    }
}

}  // namespace

Expected<SceneGame> playSceneGame(const TableScene& scene, GameSetup setup, int maxTurns,
                                  const std::function<void(const cv::Mat&, int)>& onFrame) {
    setup.source = TileSource::Shuffled;
    auto created = Game::create(setup);
    if (!created) return Error{created.error()};
    SceneGame out{std::move(*created), {}, 0};
    Game& g = out.truth;
    const PlacedTile& start = g.board().tile(0);
    out.placements.push_back({start.type, start.pos, start.rot});
    auto show = [&](bool hand) { onFrame(scene.render(out.placements, hand), out.frames++); };
    show(false);
    show(false);
    std::mt19937_64 rng(setup.seed * 7919 + 1);
    for (int turn = 0; !g.over() && (maxTurns == 0 || turn < maxTurns); ++turn) {
        if (g.phase() != Phase::PlaceTile || !g.drawnTile()) break;
        const TileTypeId t = *g.drawnTile();
        const int n = g.board().countPlacements(t);
        if (n == 0) break;
        const Placement p = g.board().nthPlacement(t, static_cast<int>(rng() % static_cast<std::uint64_t>(n)));
        if (auto s = g.apply(PlaceTile{p}); !s) return Error{"simulated placement refused: " + s.error()};
        out.placements.push_back(p);
        if (g.phase() == Phase::Follower) g.apply(Pass{});
        answerDecisions(g);
        show(true);
        show(false);
        show(false);
    }
    if (!g.over()) {
        g.apply(EndGame{});
        answerDecisions(g);
    }
    return out;
}

}  // namespace carc::vision::testing
