#include "vision/track/testing/accuracy.hpp"

#include <chrono>

#include "vision/track/tracker.hpp"

namespace carc::vision::testing {

Expected<GameAccuracy> measureSceneGame(const TileLibrary& library, const TableScene& scene, const GameSetup& setup,
                                        int maxTurns) {
    GameSetup table = setup;
    table.source = TileSource::Table;
    auto game = Game::create(table);
    if (!game) return Error{game.error()};
    Tracker tracker(Rectifier(scene.camera(), scene.table()), library, std::move(*game));
    GameAccuracy acc;
    using Clock = std::chrono::steady_clock;
    auto played = playSceneGame(scene, setup, maxTurns, [&](const cv::Mat& frame, int index) {
        const auto t0 = Clock::now();
        tracker.observe(frame, index);
        acc.trackMs += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    });
    if (!played) return Error{played.error()};
    tracker.finish();
    acc.frames = played->frames;
    acc.alerts = static_cast<int>(tracker.alerts().size());
    const Board& seen = tracker.game().board();
    const Tileset& tiles = tracker.game().tiles();
    for (size_t i = 1; i < played->placements.size(); ++i) {
        const Placement& p = played->placements[i];
        ++acc.tiles;
        const int at = seen.at(p.pos);
        const bool right = at >= 0 && seen.tile(at).type == p.type &&
                           canonicalRotation(tiles, p.type, seen.tile(at).rot) == canonicalRotation(tiles, p.type, p.rot);
        acc.tilesRight += right;
        if (!right && acc.firstMistake.empty())
            acc.firstMistake = "turn " + std::to_string(i) + ": " + tileLabel(tiles.type(p.type)) + " at " + toString(p.pos) +
                               " rot " + std::to_string(p.rot.degrees()) + " seen as " +
                               (at < 0 ? std::string("nothing")
                                       : tileLabel(tiles.type(seen.tile(at).type)) + " rot " +
                                             std::to_string(seen.tile(at).rot.degrees()));
    }
    acc.scoresRight = true;
    for (int p = 0; p < played->truth.playerCount(); ++p)
        acc.scoresRight = acc.scoresRight && played->truth.score(p) == tracker.game().score(p);
    return acc;
}

}  // namespace carc::vision::testing
