// Several new tiles seen at once: turns the camera did not see.
#include <algorithm>
#include <optional>

#include "vision/track/tracker.hpp"

namespace carc::vision {
namespace {

// 6 orders of 3 cells: about a second. More cells at once are not a missed turn but a
// mess, and 24 orders of 4 would keep the players waiting for seconds.
constexpr size_t kMostTriedCells = 3;
constexpr int kMostRounds = 3;         // tiles laid on tiles laid on the board, unseen

std::string cellList(const std::vector<Pos>& cells) {
    std::string out;
    for (const Pos p : cells) out += (out.empty() ? "" : ", ") + toString(p);
    return out;
}

bool nextTo(Pos a, Pos b) { return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1; }

}  // namespace

// The players were quicker than the camera's still frames, or played on while the table
// markers were hidden; or a follower standing at a tile's edge reaches over the empty
// cell beside it. Each order of the cells is tried as consecutive turns, a cell that
// reads as no tile the rules allow there left out; the order kept places the most tiles,
// then the most followers (each on the tile of the player who may put it there), with
// the fewest refusals. Tiles laid beside the unseen ones come to light as these are
// placed (the board's frontier grows), and are read in the next round.
void Tracker::placeSeveral(const cv::Mat& lit, const cv::Mat& top, const std::vector<std::pair<double, Pos>>& changed,
                           int frame) {
    std::vector<Pos> placed, unplaced, passedOver;  // passed over: unplaced, or a follower's reach
    std::vector<std::pair<double, Pos>> round = changed;
    for (int r = 0; r < kMostRounds && !round.empty(); ++r) {
        // A cell changed only a little beside one changed a lot: a follower's reach or
        // shadow, not a tile.
        std::vector<Pos> cells;
        for (const auto& [d, p] : round) {
            const bool spill = d <= opt_.cellChangeThreshold &&
                               std::any_of(round.begin(), round.end(), [&](const auto& o) {
                                   return o.first > opt_.cellChangeThreshold && nextTo(o.second, p);
                               });
            (spill ? passedOver : cells).push_back(p);
        }
        if (cells.size() > kMostTriedCells) {
            alerts_.push_back({frame, "illegal", std::to_string(cells.size()) + " new tiles at once: " + cellList(cells) +
                                                     " (not read; please lay them one turn at a time)"});
            break;
        }
        std::sort(cells.begin(), cells.end());
        const Reading start = reading();
        struct Tried {
            Reading result;
            std::vector<Pos> placed;
            long followers = 0, refusals = 0;
        };
        std::optional<Tried> best;
        do {
            restore(start);
            std::vector<Pos> order;
            for (const Pos p : cells) {
                const Reading beforeTile = reading();
                const size_t events = game().gameEvents().size();
                placeTile(top, p, frame);
                if (sightings_.size() == beforeTile.sightings.size() || !sightings_.back().applied) {
                    restore(beforeTile);  // no tile the rules allow there now
                    continue;
                }
                order.push_back(p);
                lookForBridge(top, frame);
                lookForFollower(top, frame);
                noteReturns(events);
            }
            const auto since = [&](const auto& v, size_t from, auto pred) {
                return std::count_if(v.begin() + static_cast<long>(from), v.end(), pred);
            };
            const long followers = since(followersSeen_, start.followersSeen.size(),
                                         [](const FollowerSeen& f) { return f.applied; });
            const long refusals = since(alerts_, start.alerts.size(), [](const Alert& a) { return a.kind == "illegal"; });
            const bool better = !best || order.size() > best->placed.size() ||
                                (order.size() == best->placed.size() &&
                                 (followers > best->followers ||
                                  (followers == best->followers && refusals < best->refusals)));
            if (better) best = Tried{reading(), order, followers, refusals};
        } while (std::next_permutation(cells.begin(), cells.end()));
        restore(best->result);
        placed.insert(placed.end(), best->placed.begin(), best->placed.end());
        for (const Pos p : cells)
            if (std::find(best->placed.begin(), best->placed.end(), p) == best->placed.end())
                unplaced.push_back(p), passedOver.push_back(p);
        if (best->placed.empty()) break;
        round = changedCells(lit, top);  // the frontier around the tiles just placed
        std::erase_if(round, [&](const auto& c) {
            return std::find(passedOver.begin(), passedOver.end(), c.second) != passedOver.end();
        });
    }
    if (placed.size() > 1)
        alerts_.push_back({frame, "uncertain", std::to_string(placed.size()) +
                                                   " new tiles at once (turns the camera did not see): read as played "
                                                   "in the order " + cellList(placed) + ": players, please confirm"});
    for (const auto& [d, p] : changed)
        if (d > opt_.cellChangeThreshold && std::find(unplaced.begin(), unplaced.end(), p) != unplaced.end())
            alerts_.push_back({frame, "illegal", "something new at " + toString(p) +
                                                     " that is no tile the rules allow there"});
}

}  // namespace carc::vision
