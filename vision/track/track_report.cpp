#include "vision/track/track_report.hpp"

#include <cstdio>

#include "engine/io/score_json.hpp"

namespace carc::vision {

nlohmann::json trackJson(const Tracker& tracker, const Game& game, const std::vector<std::string>& colours,
                         const std::vector<Follower>& followersBeforeFinal) {
    nlohmann::json j = scoreJson(game);
    nlohmann::json tiles = nlohmann::json::array();
    for (const PlacedTile& t : game.board().placed()) {
        const TileType& type = game.tiles().type(t.type);
        tiles.push_back({{"x", t.pos.x}, {"y", t.pos.y}, {"tile", tileLabel(type)}, {"id", type.id},
                         {"rotation", t.rot.degrees()}});
    }
    nlohmann::json followers = nlohmann::json::array();
    for (const Follower& f : followersBeforeFinal) {
        const PlacedTile& t = game.board().tile(f.at.tile);
        followers.push_back({{"x", t.pos.x}, {"y", t.pos.y}, {"colour", colours[static_cast<size_t>(f.owner)]},
                             {"feature", featureName(t.segment(f.at.seg).kind)},
                             {"location", locationName(t.segment(f.at.seg))}});
    }
    nlohmann::json alerts = nlohmann::json::array();
    for (const Alert& a : tracker.alerts()) alerts.push_back({{"frame", a.frame}, {"kind", a.kind}, {"reason", a.reason}});
    j["tiles"] = tiles;
    j["followers"] = followers;
    j["alerts"] = alerts;
    j["notes"] = tracker.notes();
    j["still_frames"] = tracker.stillFrames();
    return j;
}

std::vector<Follower> runTracker(FrameSource& source, Tracker& tracker, Game& game, bool progress,
                                 const std::function<void(const cv::Mat&)>& afterFrame) {
    for (;;) {
        const FrameRead r = source.read();
        if (r.kind == FrameRead::Kind::End) break;
        if (r.kind == FrameRead::Kind::Skipped) {
            std::fprintf(stderr, "warning: %s (frame skipped)\n", r.reason.c_str());
            tracker.skipped(r.index, r.reason);
            continue;
        }
        tracker.observe(r.image, r.index, game);
        if (afterFrame) afterFrame(r.image);
        if (progress && r.index % 50 == 49)
            std::fprintf(stderr, "frame %d: %d tiles on the board\n", r.index + 1, game.board().size());
    }
    const std::vector<Follower> before = game.followers();
    tracker.finish(game);
    return before;
}

}  // namespace carc::vision
