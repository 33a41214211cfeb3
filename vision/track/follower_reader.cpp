#include "vision/track/follower_reader.hpp"

#include <array>
#include <utility>

namespace carc::vision {
namespace {

// A castle token's reach from the middle of the edge it stands across (tile units): 0.3
// along it (8 mm, turned by up to 8 degrees, the tile a little off), 0.35 into the tile
// (11 mm and its shadow).
constexpr double kCastleAlong = 0.3, kCastleDepth = 0.35;
// A turn's scoring asks a few decisions (a figure per feature, a message, its figure);
// more than this is no turn's.
constexpr int kMostDecisionsInATurn = 32;

}  // namespace

Game turnEndedOnACopy(const Game& game, bool buildingCastles) {
    Game ended = game;
    if (!ended.apply(Pass{})) return ended;
    for (int asked = 0; asked < kMostDecisionsInATurn && ended.phase() == Phase::Decision && ended.decision(); ++asked) {
        const Decision d = *ended.decision();
        const int answer = buildingCastles && d.kind == DecisionKind::CastleOrPoints ? 0 : d.suggested;
        if (!(d.options.empty() ? ended.apply(Pass{}) : ended.apply(Choose{answer}))) break;
    }
    return ended;
}

FollowerReader::FollowerReader(const TileLibrary& library, std::vector<std::string> colours,
                               std::vector<FollowerColour> palette, double cellPxPerMm,
                               std::shared_ptr<const DumpSink> dump)
    : library_(&library),
      colours_(std::move(colours)),
      palette_(std::move(palette)),
      cellPxPerMm_(cellPxPerMm),
      dump_(std::move(dump)) {}

std::optional<FollowerReading> FollowerReader::read(const Game& game, const TileCut& cut, int frame) const {
    if (game.phase() != Phase::Follower || game.lastPlaced() < 0) return std::nullopt;
    const PlacedTile& t = game.board().tile(game.lastPlaced());
    const cv::Mat& cell = cut.image;
    FollowerFinderOptions look;
    look.expectedColour = colours_[static_cast<size_t>(game.activePlayer())];
    look.notFollowers = castleSitesOnNewTile(game);
    const auto seen = findFollower(cell, library_->picturesShowing(t.type, t.rot, cell.cols), cellPxPerMm_, palette_,
                                   look, cut.pose ? &*cut.pose : nullptr, bridgeAxis(t));
    if (!seen) return std::nullopt;
    if (dump_)
        dump_->log("frame %d: %s follower at (%.2f, %.2f) of %s, %.0f mm2, confidence %.2f", frame, seen->colour.c_str(),
                   seen->unit.x, seen->unit.y, toString(t.pos).c_str(), seen->areaMm2, seen->confidence);
    return FollowerReading{seen->colour, segmentSeenAt(game, seen->unit), seen->confidence, seen->unit};
}

std::vector<FollowerFinderOptions::NotAFollower> FollowerReader::castleSitesOnNewTile(const Game& game) const {
    std::vector<FollowerFinderOptions::NotAFollower> out;
    if (game.phase() != Phase::Follower || game.lastPlaced() < 0) return out;
    const Pos here = game.board().tile(game.lastPlaced()).pos;
    const Game ended = turnEndedOnACopy(game, true);
    for (size_t k = game.module<BcbModule>().castles.size(); k < ended.module<BcbModule>().castles.size(); ++k) {
        const std::array<Pos, 2>& tiles = ended.module<BcbModule>().castles[k].tiles;
        if (tiles[0] != here && tiles[1] != here) continue;
        const Pos other = tiles[0] == here ? tiles[1] : tiles[0];
        // The token (16 x 22 mm) lies across the middle of the shared edge, its half on
        // this tile reaching 11 mm in; turned and shifted a little, with its shadow.
        const cv::Point2d edge(0.5 + 0.5 * (other.x - here.x), 0.5 + 0.5 * (other.y - here.y));
        const cv::Point2d half = other.x != here.x ? cv::Point2d(kCastleDepth, kCastleAlong) : cv::Point2d(kCastleAlong, kCastleDepth);
        out.push_back({cv::Rect2d(edge - half, edge + half), colours_[static_cast<size_t>(ended.module<BcbModule>().castles[k].owner)]});
    }
    return out;
}

const TileLayout& FollowerReader::layoutOf(const Tileset& tiles, const PlacedTile& t) const {
    const std::optional<Axis> bridge = bridgeAxis(t);
    const auto key = std::make_tuple(t.type, t.rot.q, bridge ? static_cast<int>(*bridge) : -1);
    auto it = layouts_.find(key);
    if (it == layouts_.end()) it = layouts_.emplace(key, tileLayout(tiles.type(t.type), t.rot, bridge)).first;
    return it->second;
}

int FollowerReader::segmentSeenAt(const Game& game, cv::Point2d unit) const {
    const PlacedTile& t = game.board().tile(game.lastPlaced());
    const TileLayout& layout = layoutOf(game.tiles(), t);
    std::vector<int> free;
    for (const Spot& s : game.followerSpots()) free.push_back(s.segment);
    const int seen = layout.followerSegment(unit, free);
    if (dump_ && seen >= 0) {
        const cv::Point2d spot = layout.segments[static_cast<size_t>(seen)].follower;
        dump_->log("  on segment %d (%s), its spot (%.2f, %.2f), seen %+.2f %+.2f off", seen,
                   featureName(layout.segments[static_cast<size_t>(seen)].kind), spot.x, spot.y, unit.x - spot.x,
                   unit.y - spot.y);
    }
    // None free near the point: the segment under it (the engine says why it is refused).
    return seen >= 0 ? seen : layout.segmentAt(unit);
}

}  // namespace carc::vision
