#include "vision/track/missed_turns.hpp"

#include <algorithm>
#include <optional>

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
void MissedTurns::placeSeveral(const cv::Mat& lit, const cv::Mat& top, const std::vector<std::pair<double, Pos>>& changed,
                           int frame) {
    std::vector<Pos> placed, unplaced, passedOver;  // passed over: unplaced, or a follower's reach
    std::vector<std::pair<double, Pos>> round = changed;
    for (int r = 0; r < kMostRounds && !round.empty(); ++r) {
        // A cell changed only a little beside one changed a lot: a follower's reach or
        // shadow, not a tile.
        std::vector<Pos> cells;
        for (const auto& [d, p] : round) {
            const bool spill = d <= in_.opt_.cellChangeThreshold &&
                               std::any_of(round.begin(), round.end(), [&](const auto& o) {
                                   return o.first > in_.opt_.cellChangeThreshold && nextTo(o.second, p);
                               });
            (spill ? passedOver : cells).push_back(p);
        }
        if (cells.size() > kMostTriedCells) {
            in_.alerts_.push_back({frame, "illegal", std::to_string(cells.size()) + " new tiles at once: " + cellList(cells) +
                                                     " (not read; please lay them one turn at a time)"});
            break;
        }
        std::sort(cells.begin(), cells.end());
        const TurnInterpreter::Reading start = in_.reading();
        struct Tried {
            TurnInterpreter::Reading result;
            std::vector<Pos> placed;
            long followers = 0, refusals = 0;
        };
        std::optional<Tried> best;
        do {
            in_.restore(start);
            std::vector<Pos> order;
            for (const Pos p : cells) {
                const TurnInterpreter::Reading beforeTile = in_.reading();
                const size_t events = in_.game().gameEvents().size();
                in_.placeTile(top, p, frame);
                if (in_.sightings_.size() == beforeTile.sightings.size() || !in_.sightings_.back().applied) {
                    in_.restore(beforeTile);  // no tile the rules allow there now
                    continue;
                }
                order.push_back(p);
                in_.lookForBridge(top, frame);
                in_.lookForFollower(top, frame);
                in_.noteReturns(events);
            }
            const auto since = [&](const auto& v, size_t from, auto pred) {
                return std::count_if(v.begin() + static_cast<long>(from), v.end(), pred);
            };
            const long followers = since(in_.followersSeen_, start.followersSeen.size(),
                                         [](const FollowerSeen& f) { return f.applied; });
            const long refusals = since(in_.alerts_, start.alerts.size(), [](const Alert& a) { return a.kind == "illegal"; });
            const bool better = !best || order.size() > best->placed.size() ||
                                (order.size() == best->placed.size() &&
                                 (followers > best->followers ||
                                  (followers == best->followers && refusals < best->refusals)));
            if (better) best = Tried{in_.reading(), order, followers, refusals};
        } while (std::next_permutation(cells.begin(), cells.end()));
        in_.restore(best->result);
        placed.insert(placed.end(), best->placed.begin(), best->placed.end());
        for (const Pos p : cells)
            if (std::find(best->placed.begin(), best->placed.end(), p) == best->placed.end())
                unplaced.push_back(p), passedOver.push_back(p);
        if (best->placed.empty()) break;
        round = in_.changedCells(lit, top);  // the frontier around the tiles just placed
        std::erase_if(round, [&](const auto& c) {
            return std::find(passedOver.begin(), passedOver.end(), c.second) != passedOver.end();
        });
    }
    if (placed.size() > 1)
        in_.alerts_.push_back({frame, "uncertain", std::to_string(placed.size()) +
                                                   " new tiles at once (turns the camera did not see): read as played "
                                                   "in the order " + cellList(placed) + ": players, please confirm"});
    for (const auto& [d, p] : changed)
        if (d > in_.opt_.cellChangeThreshold && std::find(unplaced.begin(), unplaced.end(), p) != unplaced.end())
            in_.alerts_.push_back({frame, "illegal", "something new at " + toString(p) +
                                                     " that is no tile the rules allow there"});
}

}  // namespace carc::vision
