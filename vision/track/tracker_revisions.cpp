// A tile read doubtfully, revised when a later tile shows what it was.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "vision/track/tracker.hpp"

namespace carc::vision {
namespace {

// A reading less sure than this may be revised later (the verifier's verdicts on twins
// are 0.5-0.7; on a tile seen plainly 0.99 and more).
constexpr double kDoubtful = 0.9;
// How much better (mean residual per judged pixel, in BGR levels) the cell must be
// explained by the type whose copies a doubtful reading took: a pennant seen where the
// look-alike has none is worth 1-2.
constexpr double kClearlyBetter = 0.5;
// Only a cell whose thumbnail ranks that type among the first this many is read again.
constexpr long kLooksLike = 2;

bool mayBeRevised(const TileSighting& s) {
    return s.applied && !s.revised && s.confidence < kDoubtful && s.runnerUp;
}

}  // namespace

// A follower put on the revised tile stands where it was seen: on the same feature of a
// twin, on another of a look-alike (a field where the road was guessed).
std::optional<Game> Tracker::replayedWith(const Placement& was, const Placement& now) const {
    auto fresh = Game::create(game_.setup(), game_.sharedTiles());
    if (!fresh) return std::nullopt;
    bool onRevisedTile = false;  // in the revised tile's turn
    for (Move m : game_.moves()) {
        if (auto* place = std::get_if<PlaceTile>(&m)) {
            onRevisedTile = place->placement == was;
            if (onRevisedTile) place->placement = now;
        }
        if (auto* deploy = std::get_if<Deploy>(&m); deploy && onRevisedTile) {
            const auto seen = std::find_if(followersSeen_.rbegin(), followersSeen_.rend(),
                                           [&](const FollowerSeen& f) { return f.applied && f.cell == now.pos; });
            if (seen == followersSeen_.rend()) return std::nullopt;  // not put there by the camera's reading
            deploy->segment = segmentSeenAt(*fresh, seen->unit);
        }
        if (!fresh->apply(m)) return std::nullopt;
    }
    return std::move(*fresh);
}

void Tracker::adoptRevision(Game revised, TileSighting& doubtful, int frame, const std::string& why) {
    alerts_.push_back({frame, "uncertain",
                       why + ": the tile at " + toString(doubtful.placement.pos) + ", read as " +
                           tileLabel(game_.tiles().type(doubtful.placement.type)) + ", is taken as " +
                           tileLabel(game_.tiles().type(doubtful.runnerUp->type)) + "; players, please check"});
    game_ = std::move(revised);
    doubtful.placement = *doubtful.runnerUp;
    doubtful.revised = true;
}

// Twins (a pennant or not; a road a follower stands on or a field) are read as much by
// the copies left in the bag as by what the camera sees, and a wrong guess takes the
// last copy of its type: the next tile of that type is then read as its look-alike, whose
// copies run out in turn, and so on. When this cell clearly shows a type whose copies all
// lie on the board, and a doubtful reading of that type had a runner-up still in the
// bag, the game is replayed with that reading revised (the players are asked to check).
void Tracker::reviseEarlierMisreading(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                      const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now) {
    const TileGuess& before = now.verdict.ranked.front();
    for (size_t i = sightings_.size(); i-- > 0;) {  // the latest first
        TileSighting& doubtful = sightings_[i];
        if (!mayBeRevised(doubtful)) continue;
        const TileTypeId type = doubtful.placement.type;
        if (type == before.type || game_.remaining(type) > 0 || game_.remaining(doubtful.runnerUp->type) <= 0) continue;
        std::optional<Game> revised = replayedWith(doubtful.placement, *doubtful.runnerUp);
        if (!revised) continue;
        // The cell read as the revised game allows, if its thumbnail looks like that type at
        // all (the full reading costs as much as the first; this is asked on every tile
        // while a doubtful reading's type is used up).
        std::swap(game_, *revised);
        const std::vector<TileGuess> shortList = library_->rank(views, priorsAt(cell).forRanking);
        const auto firstFew = shortList.begin() + std::min<long>(kLooksLike, std::ssize(shortList));
        const bool looksLikeIt =
            std::any_of(shortList.begin(), firstFew, [&](const TileGuess& g) { return g.type == type; });
        CellReading again = looksLikeIt ? readCell(top, cell, frame, views, seen, moversFollower) : CellReading{};
        std::swap(game_, *revised);
        if (!again.legal || again.verdict.ranked.empty()) continue;
        const TileGuess& best = again.verdict.ranked.front();
        if (std::getenv("CARC_TRACK_DEBUG"))
            std::fprintf(stderr, "  with %s at %s read as %s: %s/%d %.3f, %.2f vs %.2f\n",
                         tileLabel(game_.tiles().type(type)).c_str(), toString(doubtful.placement.pos).c_str(),
                         tileLabel(game_.tiles().type(doubtful.runnerUp->type)).c_str(),
                         tileLabel(game_.tiles().type(best.type)).c_str(), best.rot.degrees(), best.probability,
                         best.score, before.score);
        if (best.type != type || best.probability < kDoubtful || best.score < before.score + kClearlyBetter) continue;
        const std::string was = tileLabel(game_.tiles().type(type));
        adoptRevision(std::move(*revised), doubtful, frame,
                      "the tile at " + toString(cell) + " is " + was + " and every " + was + " was on the board");
        now = std::move(again);
        return;
    }
}

// The players name the tiles the bazaar shows, from the table: a tile of a type whose
// copies all lie on the board is strong evidence that a doubtful reading of it was its
// runner-up.
bool Tracker::reviseForReveal(const BazaarReveal& named, int frame) {
    for (const TileTypeId type : named.tiles) {
        if (game_.remaining(type) > 0) continue;
        for (TileSighting& doubtful : sightings_) {
            if (!mayBeRevised(doubtful) || doubtful.placement.type != type) continue;
            std::optional<Game> revised = replayedWith(doubtful.placement, *doubtful.runnerUp);
            if (!revised || !revised->decision() || !revised->check(named)) continue;
            const std::string was = tileLabel(game_.tiles().type(type));
            adoptRevision(std::move(*revised), doubtful, frame,
                          "the bazaar shows " + was + " and every " + was + " was on the board");
            return true;
        }
    }
    return false;
}

}  // namespace carc::vision
