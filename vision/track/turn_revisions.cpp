#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>

#include "vision/track/turn_revisions.hpp"

#include "vision/track/follower_finder.hpp"
#include "vision/track/tile_verifier.hpp"

namespace carc::vision {
namespace {

// A cell read again as a revised game allows must be read this surely as the used-up type.
constexpr double kSure = 0.9;
// ... and explain the cell better than it was read, and by this much (with how much
// better the earlier cell's runner-up explains it now, when that reading was a guess:
// its margin under this) (mean residual per judged pixel, in BGR levels), and by more
// than the earlier reading explained its cell better than its runner-up (its margin): a
// pennant seen where the look-alike has none is worth 1-2; a twin guessed by the copies
// left has a margin near 0.
constexpr double kClearlyBetter = 0.5;
// Types among the first this many of the cell's thumbnail ranking without the prior are
// looked for among the used-up ones ...
constexpr long kLooksLikeAny = 4;
// ... that the ranking gives at least this share of the likeness: twins and look-alikes
// share it (0.1-0.3 each, pennant twins up to 0.97 for the one the bag has run out of),
// a tile that merely ranks fourth has next to none (half of those tried).
constexpr double kLooksLikeAtLeast = 0.05;
// ... and the cell is read again only if that type ranks among the first this many with
// the revised game's prior (the full reading costs as much as the first).
constexpr long kLooksLike = 2;

// A neighbour of a refused tile is revised only if it was read with no more to spare
// than this (levels per judged pixel over its runner-up).
constexpr double kRefusalMargin = 3.0;

// A revision may make this many later tiles, read as the misreading allowed, be read again.
constexpr long kMostKnockOns = 2;

bool ranksAmongFirst(const std::vector<TileGuess>& ranking, long first, TileTypeId type) {
    const auto end = ranking.begin() + std::min<long>(first, std::ssize(ranking));
    return std::any_of(ranking.begin(), end, [&](const TileGuess& g) { return g.type == type; });
}

}  // namespace

Revisions::Revisions(TurnInterpreter& in)
    : in_(in),
      library_(in.library_),
      opt_(in.opt_),
      reader_(in.reader_),
      followers_(in.followers_),
      palette_(in.palette_),
      alerts_(in.alerts_),
      sightings_(in.sightings_),
      followersSeen_(in.followersSeen_) {}

// A follower put on a revised tile stands where it was seen: on the same feature of a
// twin, on another of a look-alike (a field where the road was guessed). A later tile that
// no longer fits was read as the misreading allowed (a V where a U met a road the
// misreading had turned into a field): it is read again as it lies now, among what fits.
std::optional<Game> Revisions::replayedWith(const Placement& was, const Placement& now, const cv::Mat* top,
                                          std::vector<Revision>* knockOns) const {
    auto fresh = Game::create(game().setup(), game().sharedTiles());
    if (!fresh) return std::nullopt;
    // In a revised tile's turn: where it lies. (Not an optional: GCC 12 then warns of a
    // Pos maybe used uninitialized.)
    bool inRevisedTurn = false;
    Pos revisedTile{};
    for (Move m : game().moves()) {
        if (auto* place = std::get_if<PlaceTile>(&m)) {
            inRevisedTurn = false;
            if (place->placement == was) {
                place->placement = now;
                inRevisedTurn = true, revisedTile = now.pos;
            } else if (top && knockOns && std::ssize(*knockOns) < kMostKnockOns && !fresh->check(m)) {
                const std::optional<Placement> fits = fitsAsItLooksNow(*fresh, *top, place->placement);
                if (!fits) return std::nullopt;
                knockOns->push_back({place->placement, *fits});
                place->placement = *fits;
                inRevisedTurn = true, revisedTile = fits->pos;
            }
        }
        if (auto* deploy = std::get_if<Deploy>(&m); deploy && inRevisedTurn) {
            const auto seen = std::find_if(followersSeen_.rbegin(), followersSeen_.rend(),
                                           [&](const FollowerSeen& f) { return f.applied && f.cell == revisedTile; });
            if (seen == followersSeen_.rend()) return std::nullopt;  // not put there by the camera's reading
            deploy->segment = followers_.segmentSeenAt(*fresh, seen->unit);
        }
        if (std::holds_alternative<Pass>(m) && inRevisedTurn && fresh->phase() == Phase::Follower) {
            // A follower the misreading refused there (its feature taken by one misread
            // with it) stands there still.
            const std::string& mover = opt_.colours[static_cast<size_t>(fresh->activePlayer())];
            const auto refused = std::find_if(followersSeen_.rbegin(), followersSeen_.rend(), [&](const FollowerSeen& f) {
                return !f.applied && f.cell == revisedTile && f.colour == mover;
            });
            if (refused != followersSeen_.rend())
                if (const Deploy put{followers_.segmentSeenAt(*fresh, refused->unit)}; fresh->check(put)) m = put;
        }
        if (!fresh->apply(m)) return std::nullopt;
    }
    return std::move(*fresh);
}

std::optional<Revisions::CellNow> Revisions::cellNow(const cv::Mat& top, Pos cell) const {
    TileCut cut = registration().cutWhereTheTileLies(top, cell, in_.poseAt(cell));
    if (!cut.pose) return std::nullopt;
    cv::Mat followers = followerMask(cut.image, registration().cellPxPerMm(), palette_);
    return CellNow{std::move(cut), std::move(followers)};
}

double Revisions::costNow(const CellNow& cell, const Placement& p) const {
    TileGuess g;
    g.type = p.type, g.rot = p.rot;
    return costAtPose(cell.cut.image, *library_, g, *cell.cut.pose, cell.followers, {}, reader_.explanations());
}

std::optional<Placement> Revisions::fitsAsItLooksNow(const Game& game, const cv::Mat& top, const Placement& was) const {
    const std::optional<CellNow> now = cellNow(top, was.pos);
    if (!now) return std::nullopt;
    const auto cost = [&](const Placement& p) { return costNow(*now, p); };
    std::optional<Placement> best;
    double bestCost = std::numeric_limits<double>::max();
    for (TileTypeId type = 0; type < static_cast<TileTypeId>(game.tiles().size()); ++type) {
        if (game.remaining(type) <= 0) continue;
        for (std::uint8_t q = 0; q < 4; ++q) {
            const Placement p{type, was.pos, Rotation{q}};
            if (!game.check(PlaceTile{p})) continue;
            if (const double c = cost(p); c < bestCost) best = p, bestCost = c;
        }
    }
    // As the earlier misreading was forced, the tile as it is explains its cell as well.
    const double wasCost = cost(was);
    if (opt_.dump && best)
        opt_.dump->log("  the tile at %s, read as %s, fits no more; as %s/%d it explains its cell %.2f better",
                     toString(was.pos).c_str(), tileLabel(this->game().tiles().type(was.type)).c_str(),
                     tileLabel(this->game().tiles().type(best->type)).c_str(), best->rot.degrees(), wasCost - bestCost);
    if (!best || bestCost > wasCost + kClearlyBetter) return std::nullopt;
    return best;
}

std::optional<TileSighting::Alternative> Revisions::runnerUp(const TileSighting& s) const {
    for (const TileSighting::Alternative& a : s.alternatives)
        if (game().remaining(a.placement.type) > 0) return a;
    return std::nullopt;
}

void Revisions::adoptRevision(Game revised, TileSighting& doubtful, const Placement& now, int frame, const std::string& why,
                            const std::vector<Revision>& knockOns) {
    const auto revise = [&](TileSighting& s, const Placement& to, const std::string& reason) {
        alerts_.push_back({frame, "uncertain",
                           reason + ": the tile at " + toString(s.placement.pos) + ", read as " +
                               tileLabel(game().tiles().type(s.placement.type)) + ", is taken as " +
                               tileLabel(game().tiles().type(to.type)) + "; players, please check"});
        s.placement = to;
        s.revised = true;
    };
    revise(doubtful, now, why);
    for (const Revision& r : knockOns) {
        const auto s = std::find_if(sightings_.begin(), sightings_.end(),
                                    [&](const TileSighting& t) { return t.applied && t.placement == r.was; });
        if (s != sightings_.end()) revise(*s, r.now, "it no longer fits once the tile at " + toString(doubtful.placement.pos) + " is revised");
    }
    game() = std::move(revised);
}

bool Revisions::ranksAmongFirstAs(const Game& game, Pos cell, const std::vector<TileAppearance>& views,
                                TileTypeId type) const {
    return ranksAmongFirst(library_->rank(views, cellPriors(game, cell).forRanking, reader_.likenesses()), kLooksLike, type);
}

std::vector<TileSighting*> Revisions::revisable(TileTypeId type) {
    std::vector<TileSighting*> out;
    for (TileSighting& s : sightings_)
        if (s.applied && !s.revised && s.placement.type == type && runnerUp(s)) out.push_back(&s);
    std::stable_sort(out.begin(), out.end(),
                     [&](const TileSighting* a, const TileSighting* b) { return runnerUp(*a)->margin < runnerUp(*b)->margin; });
    return out;
}

std::vector<std::pair<double, TileSighting*>> Revisions::revisableAsTheyLookNow(TileTypeId type, const cv::Mat& top) {
    // A follower that hid what tells a reading from its runner-up when the tile was read
    // (a road under a thief: T read as R) may since have been scored and taken back: the
    // least sure reading then is not always the wrong one, the cell as it looks now tells.
    std::vector<std::pair<double, TileSighting*>> gains;  // the runner-up's, levels per judged pixel
    for (TileSighting* s : revisable(type)) {
        const Placement& was = s->placement;
        const std::optional<CellNow> now = cellNow(top, was.pos);
        const double gain = now ? costNow(*now, was) - costNow(*now, runnerUp(*s)->placement) : 0.0;
        if (opt_.dump)
            opt_.dump->log("  %s at %s: its runner-up explains it %.2f better now",
                         tileLabel(game().tiles().type(type)).c_str(), toString(was.pos).c_str(), gain);
        gains.emplace_back(gain, s);
    }
    std::stable_sort(gains.begin(), gains.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    return gains;
}

std::optional<double> Revisions::betterAs(const cv::Mat& seen, const cv::Mat& moversFollower, const TileGuess& now,
                                        const TileGuess& before, const cv::Mat& plank) const {
    const std::array<const TileGuess*, 2> both{&now, &before};
    TilePrior plain(static_cast<size_t>(game().tiles().size()), {0, 0, 0, 0});
    for (const TileGuess* g : both)
        if (!g->bridge) plain[g->type][g->rot.q] = 1;
    const BridgePrior bridged = [&](TileTypeId t, Rotation r, Axis a) {
        return std::any_of(both.begin(), both.end(), [&](const TileGuess* g) {
                   return g->bridge == a && g->type == t && g->rot.q == r.q;
               })
                   ? 1.0
                   : 0.0;
    };
    const TileVerdict v =
        verifyTile(seen, *library_, {now, before}, plain, bridged, {}, moversFollower, reader_.explanations(), plank);
    const auto scoreOf = [&](const TileGuess& g) -> std::optional<double> {
        for (const TileGuess& r : v.ranked)
            if (r.type == g.type && r.bridge == g.bridge) return r.score;
        return std::nullopt;
    };
    const std::optional<double> a = scoreOf(now), b = scoreOf(before);
    if (!a || !b) return std::nullopt;
    return *a - *b;
}

// Twins (a pennant or not; a road a follower stands on or a field) are read as much by
// the copies left in the bag as by what the camera sees, and a wrong guess takes the
// last copy of its type: the next tile of that type is then read as its look-alike, whose
// copies run out in turn, and so on. When this cell clearly shows a type whose copies all
// lie on the board, more clearly than the least sure reading of that type showed it
// over its runner-up (still in the bag), the game is replayed with that reading revised
// (the players are asked to check).
void Revisions::earlierMisreading(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                      const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now) {
    // Most tiles come while no reading's type is used up: nothing to look for.
    const bool anyUsedUp = std::any_of(sightings_.begin(), sightings_.end(), [&](const TileSighting& s) {
        return s.applied && !s.revised && !s.alternatives.empty() && game().remaining(s.placement.type) == 0;
    });
    if (!anyUsedUp) return;
    const TileGuess& before = now.verdict.ranked.front();
    const std::vector<TileGuess> looks = library_->rank(views, {}, reader_.likenesses());
    std::vector<TileTypeId> tried;
    for (long k = 0; k < std::min<long>(kLooksLikeAny, std::ssize(looks)); ++k) {
        const TileTypeId type = looks[static_cast<size_t>(k)].type;
        if (type == before.type || game().remaining(type) > 0 || std::find(tried.begin(), tried.end(), type) != tried.end())
            continue;
        tried.push_back(type);
        if (looks[static_cast<size_t>(k)].probability < kLooksLikeAtLeast) continue;
        // The cell is read again in a revised game only if, judged head to head, it looks
        // more like the used-up type (as the thumbnails turn it, under the plank seen on
        // it) than as it was read, which a revision needs: reading it again costs as much
        // as the first reading (20-40 ms on a late board, on a fifth of its new tiles).
        std::optional<bool> looksMoreLike;  // worked out when first needed
        const auto worthReading = [&] {
            if (!looksMoreLike) {
                TileGuess like = looks[static_cast<size_t>(k)];
                like.bridge = before.bridge;
                looksMoreLike = betterAs(seen, moversFollower, like, before, now.verdict.plank).value_or(0.0) > 0;
            }
            return *looksMoreLike;
        };
        for (const auto& [looksNow, earlier] : revisableAsTheyLookNow(type, top)) {
            const TileSighting::Alternative instead = *runnerUp(*earlier);
            std::vector<Revision> knockOns;
            std::optional<Game> revised = replayedWith(earlier->placement, instead.placement, &top, &knockOns);
            if (!revised) continue;
            if (!ranksAmongFirstAs(*revised, cell, views, type) || !worthReading()) break;
            const CellReading again = reader_.read(*revised, registration(), {top, cell, frame, views, seen, moversFollower});
            if (!again.legal || again.verdict.ranked.empty()) break;
            const TileGuess& best = again.verdict.ranked.front();
            const bool asThatType = best.type == type && best.probability >= kSure;
            const double gain =
                asThatType ? betterAs(seen, moversFollower, best, before, now.verdict.plank).value_or(best.score - before.score)
                           : 0.0;
            if (opt_.dump)
                opt_.dump->log("  with %s at %s (margin %.2f) read as %s: %s/%d %.3f, %.2f better",
                             tileLabel(game().tiles().type(type)).c_str(), toString(earlier->placement.pos).c_str(),
                             instead.margin, tileLabel(game().tiles().type(instead.placement.type)).c_str(),
                             tileLabel(game().tiles().type(best.type)).c_str(), best.rot.degrees(), best.probability, gain);
            // The likeliest misreading of the type did not give way: the others are less likely.
            // The evidence is both cells': this one read as the used-up type, and, where the
            // earlier reading was a guess (its margin under kClearlyBetter), the earlier cell
            // as its runner-up now. Where the twins differ the new tile may show little (a C1
            // T's blurred road stub: 0.09 better as T than as R), while the guessed cell shows
            // plainly what it is by now (an R read as T by 0.13 explained itself 2.23 better
            // as R). A reading made on evidence stands against how its cell looks later: a
            // follower or a neighbour's shadow may have come since (a G read at 0.997, by
            // 0.54, looked 1.90 better as F, and the F laid later was taken for the G).
            const double evidence = gain + (instead.margin < kClearlyBetter ? std::max(0.0, looksNow) : 0.0);
            if (!asThatType || gain <= 0 ||
                evidence < std::max(kClearlyBetter, instead.margin))
                break;
            const std::string was = tileLabel(game().tiles().type(type));
            adoptRevision(std::move(*revised), *earlier, instead.placement, frame,
                          "the tile at " + toString(cell) + " is " + was + " and every " + was + " was on the board",
                          knockOns);
            now = again;
            return;
        }
    }
}

// A tile the rules refuse where it lies, although the camera sees it clearly, may be
// refused because a neighbour was misread: when the game replayed with a neighbour read
// as one of its alternatives (read without much to spare, a type the bag still holds)
// allows the tile, read as it looks, that neighbour is revised. Else the refused tile
// would leave the companion a turn behind the table, and in a Bazaars game waiting for a
// tile that never comes. The alternatives are tried best first: the best may fit no
// better (a tile with a bridge printed on it, where the farmer seen on the tile could
// not stand).
bool Revisions::neighbourOfRefused(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                       const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now) {
    const TileGuess& looks = now.verdict.ranked.front();
    if (looks.probability < kSure) return false;
    for (const Pos step : {Pos{0, -1}, Pos{1, 0}, Pos{0, 1}, Pos{-1, 0}}) {
        const Pos next{cell.x + step.x, cell.y + step.y};
        const auto neighbour = std::find_if(sightings_.rbegin(), sightings_.rend(),
                                            [&](const TileSighting& s) { return s.applied && s.placement.pos == next; });
        if (neighbour == sightings_.rend() || neighbour->revised) continue;
        for (const TileSighting::Alternative& instead : neighbour->alternatives) {
            if (instead.margin > kRefusalMargin) break;
            if (game().remaining(instead.placement.type) <= 0) continue;
            std::optional<Game> revised = replayedWith(neighbour->placement, instead.placement);
            if (!revised) continue;
            const CellReading again = reader_.read(*revised, registration(), {top, cell, frame, views, seen, moversFollower});
            if (opt_.dump && !again.verdict.ranked.empty())
                opt_.dump->log("  with the tile at %s (margin %.2f) read as %s: %s/%d %.3f", toString(next).c_str(),
                             instead.margin, tileLabel(game().tiles().type(instead.placement.type)).c_str(),
                             tileLabel(game().tiles().type(again.verdict.ranked.front().type)).c_str(),
                             again.verdict.ranked.front().rot.degrees(), again.verdict.ranked.front().probability);
            if (!again.legal || again.verdict.ranked.empty()) continue;
            const TileGuess& best = again.verdict.ranked.front();
            if (best.type != looks.type || best.probability < kSure) continue;
            const std::string is = tileLabel(game().tiles().type(looks.type));
            adoptRevision(std::move(*revised), *neighbour, instead.placement, frame,
                          "the tile at " + toString(cell) + " is " + is + ", which the rules allow there only so");
            now = again;
            return true;
        }
    }
    return false;
}

// The legal prior makes a tile the rules refuse unreadable: a neighbour misread (a twin
// under a follower, S for Q) leaves a curve nowhere to go, and the cell is read as the
// straight road the misreading allows, surely, since nothing better is on its short list.
// When the cell's thumbnails rank among their first two a type still in the bag in a
// turn the rules refuse here, it is judged against the allowed reading with no prior;
// if it clearly wins, the cell is a refused tile, whose neighbour may be revised.
void Revisions::neighbourOfMisfit(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                      const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now) {
    // A plank's weight is the prior's (bridged): judged without one, a tile under it is not.
    if (now.verdict.ranked.front().bridge) return;
    const TilePrior& allows = now.priors.forRanking;
    const auto refused = [&](const TileGuess& g) {
        if (game().remaining(g.type) <= 0) return false;  // used up: earlierMisreading's case
        const Rotation turn = canonicalRotation(game().tiles(), g.type, g.rot);
        for (std::uint8_t q = 0; q < 4; ++q)
            if (canonicalRotation(game().tiles(), g.type, Rotation{q}) == turn && allows[g.type][q] > 0) return false;
        return true;
    };
    // Its look-alikes the rules refuse, ranked above it by the thumbnails without the
    // prior, and explaining the cell better laid where it lies (the thumbnails of a
    // cloister with a follower on it may rank a city first).
    const TileGuess& allowed = now.verdict.ranked.front();
    const auto sameTurn = [&](const TileGuess& a, const TileGuess& b) {
        return a.type == b.type && canonicalRotation(game().tiles(), a.type, a.rot) == canonicalRotation(game().tiles(), b.type, b.rot);
    };
    // (Ranked on the cell at its grid place only, as seen and painted over: ranking every
    // type on every view costs as much as the rest of a new tile's reading.)
    const std::vector<TileAppearance> atItsPlace(views.begin(), views.begin() + std::min<long>(2, std::ssize(views)));
    const std::vector<TileGuess> looks = library_->rank(atItsPlace, {}, reader_.likenesses());
    std::vector<TileGuess> judged;
    for (long k = 0; k < std::min<long>(kLooksLike, std::ssize(looks)); ++k) {
        const TileGuess& g = looks[static_cast<size_t>(k)];
        if (sameTurn(g, allowed)) break;
        if (refused(g) && costAtPose(seen, *library_, g, now.verdict.pose, moversFollower, {}, reader_.explanations()) < now.verdict.cost)
            judged.push_back(g);
    }
    if (judged.empty()) return;
    const size_t misfits = judged.size();
    judged.push_back(allowed);
    CellReading clear{verifyTile(seen, *library_, judged, {}, {}, {}, moversFollower, reader_.explanations()), looks, false,
                      now.priors};
    if (clear.verdict.ranked.empty()) return;
    const TileGuess& best = clear.verdict.ranked.front();
    const bool misfit = std::any_of(judged.begin(), judged.begin() + static_cast<long>(misfits),
                                    [&](const TileGuess& g) { return sameTurn(g, best); });
    if (opt_.dump)
        opt_.dump->log("  judged with no prior: %s/%d %.3f%s", tileLabel(game().tiles().type(best.type)).c_str(),
                     best.rot.degrees(), best.probability, misfit ? ", which the rules refuse here" : "");
    if (misfit && neighbourOfRefused(top, cell, frame, views, seen, moversFollower, clear)) now = std::move(clear);
}

// The players name the tiles the bazaar shows, from the table: a tile of a type whose
// copies all lie on the board means that a reading of it was wrong; the least sure one
// whose runner-up makes the reveal possible is revised.
bool Revisions::forReveal(const BazaarReveal& named, int frame) {
    for (const TileTypeId type : named.tiles) {
        if (game().remaining(type) > 0) continue;
        for (TileSighting* earlier : revisable(type)) {
            const Placement instead = runnerUp(*earlier)->placement;
            std::optional<Game> revised = replayedWith(earlier->placement, instead);
            if (!revised || !revised->decision() || !revised->check(named)) continue;
            const std::string was = tileLabel(game().tiles().type(type));
            adoptRevision(std::move(*revised), *earlier, instead, frame,
                          "the bazaar shows " + was + " and every " + was + " was on the board");
            return true;
        }
    }
    return false;
}

}  // namespace carc::vision
