// truth.json: what the simulator put on the table, per frame, and the game around it.
#include <cmath>

#include "vision/sim/simulator.hpp"

namespace carc::sim {
namespace {

using nlohmann::json;

json point(cv::Point2d p) { return json::array({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100}); }

std::string tileName(const TileType& t) { return t.letter != '-' ? std::string(1, t.letter) : t.id; }

const char* handName(HandPhase h) {
    switch (h) {
        case HandPhase::None: return "none";
        case HandPhase::Enter: return "enter";
        case HandPhase::Place: return "place";
        case HandPhase::Leave: return "leave";
    }
    return "none";
}

}  // namespace

json Simulator::truthOf(int index, double hidden) const {
    const FramePlan& p = plan(index);
    const auto& snaps = game_.script.snapshots;
    const Snapshot& s = snaps[static_cast<size_t>(p.snapshot)];
    const Snapshot& before = snaps[static_cast<size_t>(p.lastStill)];
    const auto& tiles = game_.script.tiles;
    char name[16];
    std::snprintf(name, sizeof name, "%06d.jpg", index);
    json j = {{"index", index},
              {"file", name},
              {"state", p.snapshot},
              {"turn", s.turn},
              {"player", s.player >= 0 ? json(game_.colours[static_cast<size_t>(s.player)]) : json(nullptr)},
              {"hand", p.hand != HandPhase::None},
              {"hand_phase", handName(p.hand)},
              {"hidden", std::round(hidden * 1000) / 1000},
              {"still", p.hand == HandPhase::None},
              {"bump", p.bump},
              {"pose", p.pose}};
    auto tileJson = [&](int i) {
        const PlacedTile& t = tiles[static_cast<size_t>(i)];
        const TileLie& lie = lies_[static_cast<size_t>(i)];
        return json{{"x", t.pos.x},
                    {"y", t.pos.y},
                    {"tile", tileName(*t.o->type)},
                    {"id", t.o->type->id},
                    {"rotation", t.rot.degrees()},
                    {"offset_mm", point(lie.offsetMm)},
                    {"angle_deg", std::round(lie.angleDeg * 100) / 100}};
    };
    auto followerJson = [&](const TableFollower& f) {
        const PlacedTile& t = tiles[static_cast<size_t>(f.tile)];
        return json{{"x", t.pos.x},
                    {"y", t.pos.y},
                    {"colour", game_.colours[static_cast<size_t>(f.owner)]},
                    {"feature", featureName(f.kind)},
                    {"segment", f.segment},
                    {"location", f.location},
                    {"lying", f.kind == FeatureKind::Field},
                    {"at_mm", point(followerMm(f))}};
    };
    auto bridgeJson = [&](const TableBridge& b) {
        const PlacedTile& t = tiles[static_cast<size_t>(b.tile)];
        return json{{"x", t.pos.x}, {"y", t.pos.y}, {"axis", b.axis == Axis::NS ? "NS" : "WE"}};
    };
    auto castleJson = [&](const TableCastle& c) {
        return json{{"colour", game_.colours[static_cast<size_t>(c.owner)]},
                    {"tiles", json::array({json::array({c.tiles[0].x, c.tiles[0].y}), json::array({c.tiles[1].x, c.tiles[1].y})})}};
    };
    json jt = json::array(), jf = json::array(), jb = json::array(), jc = json::array();
    for (int i = 0; i < s.tiles; ++i) jt.push_back(tileJson(i));
    for (const TableFollower& f : s.followers) jf.push_back(followerJson(f));
    for (const TableBridge& b : s.bridges) jb.push_back(bridgeJson(b));
    for (const TableCastle& c : s.castles) jc.push_back(castleJson(c));
    j["tiles"] = jt;
    j["followers"] = jf;
    j["bridges"] = jb;
    j["castles"] = jc;

    // What changed since the last still frame.
    auto has = [](const std::vector<TableFollower>& v, const TableFollower& f) {
        for (const TableFollower& g : v)
            if (g.tile == f.tile && g.segment == f.segment && g.owner == f.owner) return true;
        return false;
    };
    json move = {{"tiles", json::array()}, {"followers_added", json::array()}, {"followers_removed", json::array()},
                 {"bridges_added", json::array()}, {"castles_added", json::array()}};
    for (int i = before.tiles; i < s.tiles; ++i) move["tiles"].push_back(tileJson(i));
    for (const TableFollower& f : s.followers)
        if (!has(before.followers, f)) move["followers_added"].push_back(followerJson(f));
    for (const TableFollower& f : before.followers)
        if (!has(s.followers, f)) move["followers_removed"].push_back(followerJson(f));
    for (size_t i = before.bridges.size(); i < s.bridges.size(); ++i) move["bridges_added"].push_back(bridgeJson(s.bridges[i]));
    for (size_t i = before.castles.size(); i < s.castles.size(); ++i) move["castles_added"].push_back(castleJson(s.castles[i]));
    j["move"] = move;
    return j;
}

json Simulator::layoutJson() const {
    const BoardOnTable& b = options_.board;
    return {{"start_mm", point(b.startMm)},
            {"board_turn_deg", b.turnDeg},
            {"camera_roll_deg", options_.cameraRollDeg},
            {"spare_cells", json::array({options_.spareCells[0], options_.spareCells[1], options_.spareCells[2],
                                         options_.spareCells[3]})},
            {"solid_followers", options_.solidFollowers}};
}

json Simulator::summary() const {
    const GameSetup& setup = game_.script.setup;
    json players = json::array();
    for (size_t i = 0; i < setup.players.size(); ++i)
        players.push_back({{"name", setup.players[i]}, {"colour", game_.colours[i]}});
    json expansions = json::array();
    if (setup.expansions.bridges || setup.expansions.castles || setup.expansions.bazaars) expansions.push_back("bcb");
    if (setup.expansions.messages) expansions.push_back("messages");
    const cv::Point3d cam = rig_.pose.position();
    json out = {{"setup",
             {{"players", players},
              {"sets", setup.sets},
              {"expansions", expansions},
              {"seed", options_.seed},
              {"source", game_.source},
              {"art", options_.artDir.empty() ? "painted" : options_.artDir}}},
            {"render",
             {{"width", options_.imageSize.width},
              {"height", options_.imageSize.height},
              {"tilt_deg", options_.tiltDeg},
              {"mess", messName(options_.mess)},
              {"frames_per_move", options_.framesPerMove},
              {"camera_mm", json::array({cam.x, cam.y, cam.z})},
              {"px_per_mm", picture_->pxPerMm()}}},
            {"layout", layoutJson()},
            {"frame_count", frameCount()},
            {"turns", static_cast<int>(game_.script.snapshots.size()) - 1},
            {"ended", game_.script.ended},
            {"scores", game_.script.scores}};
    // The photo-real conditions, named only when asked for.
    if (!options_.mixedArt.empty()) out["setup"]["mixed_art"] = options_.mixedArt;
    if (options_.glare) out["render"]["glare"] = true;
    if (options_.cast != WhiteBalanceCast::None) out["render"]["cast"] = castName(options_.cast);
    if (options_.lifeSizeHands) out["render"]["life_size_hands"] = true;
    return out;
}

}  // namespace carc::sim
