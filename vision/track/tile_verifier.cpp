#include "vision/track/tile_verifier.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <opencv2/imgproc.hpp>

#include "vision/track/bridge_finder.hpp"
#include "vision/track/tile_explanation.hpp"
#include "vision/track/tile_gaps.hpp"

namespace carc::vision {
namespace {

constexpr double kMostOfTheCell = 0.4;

// The followers' mask as left out of judging a picture: none when it covers most of the
// cell, which is then the art in a follower's colour (a green field), not a follower.
cv::Mat followersLeftOut(const cv::Mat& followers) {
    return followers.empty() || cv::countNonZero(followers) > kMostOfTheCell * static_cast<double>(followers.total())
               ? cv::Mat()
               : followers;
}

// A candidate laid at the best aligned one's pose explaining the cell within this factor
// of its cost (mean residual) is aligned on its own.
constexpr double kNearlyAsWell = 1.1;
// ... the best this many of them.
constexpr size_t kMostAlignedNearly = 2;
// An aligned picture explaining the cell within this factor of the best one's cost is
// aligned a second time.
constexpr double kRefineWithin = 1.5;
// ... its own pose taken when within this of the shared one (px), or nearer the cell.
constexpr double kNearPosePx = 3.0;

struct Hypothesis {
    size_t candidate;            // index into the short list
    size_t picture;              // which of its pictures (art variant, turn)
    std::optional<Axis> bridge;  // a bridge lying across it
    double weight;               // prior
    cv::Mat residual;            // what it leaves unexplained, per pixel
};

// A plank seen on a first look, as the best picture aligned once leaves it (where a
// plank may lie, the first look stops there: see verifyTile).
struct PlankSighting {
    Axis axis;
    cv::Matx23d pose;  // where the tile lies, as the gaps beside it say (the plank is found from there)
};

TileVerdict verifyTileOnce(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                           const TilePrior& prior, const BridgePrior& bridged, const VerifierOptions& options,
                           const cv::Mat& followers, ExplanationMemo& memo, const cv::Mat& plankSeen = {},
                           std::optional<PlankSighting>* plankFirst = nullptr);

// A candidate's pictures (TileLibrary::picturesShowing) as soft as the camera's.
std::vector<cv::Mat> softPictures(const TileLibrary& library, const TileGuess& g, int size, const VerifierOptions& options,
                                  std::vector<Rotation>* turns = nullptr) {
    std::vector<cv::Mat> pictures = library.picturesShowing(g.type, g.rot, size, turns);
    for (cv::Mat& p : pictures) cv::GaussianBlur(p, p, {0, 0}, options.pictureBlur);
    return pictures;
}

// Under a plank, every candidate that may take one along it is judged, and all that look
// like the tile where it roughly lies are aligned (VerifierOptions::alignAllUnderAPlank):
// the plank spoilt the thumbnails, and a straight road under a plank across it ranked
// below the few extras (a U, its cell read as a bazaar's road ends, which the plank hides
// too). (Along the other axis no plank lies.) The plank is no tile's art: aligned with
// it, a tile under it slid along its strip (a bazaar stall hidden under one lay 8 px off,
// and a cut centred there showed a neighbour's edge). The pictures are aligned and lit
// on the rest of the cell (the plank found from `plankFrom`, a tile pose); the plank
// still counts in the judging (withPlank).
TileVerdict judgedUnderAPlank(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                              const TilePrior& prior, const BridgePrior& bridged, const VerifierOptions& options,
                              const cv::Mat& followers, ExplanationMemo& memo, Axis axis, const cv::Matx23d& plankFrom) {
    VerifierOptions all = options;
    all.alsoAlignWithin = options.alignAllWithin;
    all.bridgedExtra = std::numeric_limits<int>::max();
    const BridgePrior alongThePlank = [&](TileTypeId t, Rotation r, Axis a) { return a == axis ? bridged(t, r, a) : 0.0; };
    return verifyTileOnce(cellBgr, library, ranked, prior, alongThePlank, all, followers, memo,
                          plankWithShadow(cellBgr, axis, plankFrom));
}

}  // namespace

TileVerdict verifyTile(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                       const TilePrior& prior, const BridgePrior& bridged, const VerifierOptions& options,
                       const cv::Mat& followers, ExplanationMemo* sharedMemo, const cv::Mat& plank) {
    ExplanationMemo ownMemo;
    ExplanationMemo& memo = sharedMemo ? *sharedMemo : ownMemo;
    if (!plank.empty()) return verifyTileOnce(cellBgr, library, ranked, prior, bridged, options, followers, memo, plank);
    // Where a plank may lie (the mover has a bridge, a candidate may take one), the first
    // look stops as soon as its best picture aligned once leaves one unexplained: the rest
    // of that look (the second alignments, the poses laid) would only tell that a plank
    // lies there, and the second look, under it, is made all over.
    const bool plankMayLie = options.alignAllUnderAPlank && bridged && static_cast<size_t>(options.aligned) < ranked.size();
    std::optional<PlankSighting> plankFirst;
    TileVerdict v = verifyTileOnce(cellBgr, library, ranked, prior, bridged, options, followers, memo, {},
                                   plankMayLie ? &plankFirst : nullptr);
    if (plankFirst)
        return judgedUnderAPlank(cellBgr, library, ranked, prior, bridged, options, followers, memo, plankFirst->axis,
                                 plankFirst->pose);
    // (The verdict lists a candidate once per bridge it may carry: whether every candidate
    // was aligned already is told by the list it was given.)
    if (v.ranked.empty() || static_cast<size_t>(options.aligned) >= ranked.size()) return v;
    const cv::Point2d off = centreOffset(v.pose, cellBgr.size());
    const bool astray = std::max(std::abs(off.x), std::abs(off.y)) > options.alignAllBeyond * cellBgr.cols;
    // Under a plank when the best reading has a bridge; and when it lies astray, another
    // has one and a plank lies there: a plank across a field looks like a road, and a
    // tile with a road slid to lay its road on the plank (an E with a plank across its
    // field, read as an S lying 6.6 mm off its cell, in C1 art). Which way the plank
    // lies is told by the cell, not by the reading: the first with a bridge may have it
    // the other way (an F with a north-south one, where a west-east plank lay across an E).
    std::optional<Axis> plankAlong = v.ranked.front().bridge;
    if (!plankAlong && astray)
        if (const std::optional<Axis> seen = plankSeenAlong(cellBgr);
            seen && std::any_of(v.ranked.begin(), v.ranked.end(), [&](const TileGuess& g) { return g.bridge == seen; }))
            plankAlong = seen;
    const bool underAPlank = options.alignAllUnderAPlank && plankAlong;
    const bool poorlyExplained = v.cost > options.alignAllAbove;
    if (!underAPlank && !astray && !poorlyExplained && v.ranked.front().probability >= options.alignAllBelow) return v;
    // All: all that look like the tile where it roughly lies (VerifierOptions::alignAllWithin).
    VerifierOptions all = options;
    all.alsoAlignWithin = options.alignAllWithin;
    if (!underAPlank) return verifyTileOnce(cellBgr, library, ranked, prior, bridged, all, followers, memo);
    // (Found where the reading lies, or where the plank was seen when it lies astray.)
    const cv::Matx23d plankFrom = v.ranked.front().bridge ? v.pose : cv::Matx23d::eye();
    return judgedUnderAPlank(cellBgr, library, ranked, prior, bridged, options, followers, memo, *plankAlong, plankFrom);
}

RoughLook lookRoughly(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const cv::Matx23d& roughly,
                      const cv::Mat& leaveOut, double within, ExplanationMemo* memo) {
    RoughLook out;
    out.worthAligning.assign(pictures.size(), true);
    if (pictures.size() < 2) return out;
    double best = std::numeric_limits<double>::max();
    for (const cv::Mat& p : pictures) {
        Explanation laid = memo ? memo->explain(cellBgr, p, &roughly, leaveOut) : explainPicture(cellBgr, p, &roughly, leaveOut);
        best = std::min(best, out.laid.emplace_back(std::move(laid)).cost);
    }
    for (size_t j = 0; j < pictures.size(); ++j) out.worthAligning[j] = out.laid[j].cost <= within * best;
    return out;
}

double costAtPose(const cv::Mat& cellBgr, const TileLibrary& library, const TileGuess& guess, const cv::Matx23d& pose,
                  const cv::Mat& leaveOut, const VerifierOptions& options, ExplanationMemo* memo) {
    const std::vector<cv::Mat> pictures = softPictures(library, guess, cellBgr.cols, options);
    if (pictures.empty()) return std::numeric_limits<double>::max();
    const cv::Mat left = followersLeftOut(leaveOut);
    return (memo ? memo->explain(cellBgr, pictures.front(), &pose, left)
                 : explainPicture(cellBgr, pictures.front(), &pose, left)).cost;
}

namespace {

// Where every candidate is aligned on its own (under a plank, or an unsure reading),
// some have nothing left to align by (a bazaar's field tile, its stall under the plank
// and a farmer) and stay where their starts put them, pixels off; laid where the best two
// aligned pictures lie, one of them lies right (a field tile under a plank, laid only
// where a cloister's picture lay, lost to that cloister).
constexpr int kPosesWhenAllAligned = 2;

// The poses of the `count` best aligned pictures (cost), each a pixel or more from the
// others; the best one's first.
std::vector<cv::Matx23d> posesToLay(const std::vector<std::vector<Explanation>>& explained, int count, cv::Size cell) {
    std::vector<const Explanation*> byCost;
    for (const std::vector<Explanation>& candidate : explained)
        for (const Explanation& e : candidate) byCost.push_back(&e);
    std::stable_sort(byCost.begin(), byCost.end(), [](const Explanation* a, const Explanation* b) { return a->cost < b->cost; });
    std::vector<cv::Matx23d> poses;
    for (const Explanation* e : byCost) {
        if (static_cast<int>(poses.size()) >= count) break;
        const cv::Point2d off = centreOffset(e->warp, cell);
        const auto apart = [&](const cv::Matx23d& p) { return cv::norm(centreOffset(p, cell) - off) > 1.0; };
        if (std::all_of(poses.begin(), poses.end(), apart)) poses.push_back(e->warp);
    }
    return poses;
}

// A plank the first look's best picture leaves unexplained along an axis some candidate
// may take a bridge along (plankAtFirstLook), to be found from `plankFrom`.
std::optional<PlankSighting> plankLeftByTheBest(const cv::Mat& cellBgr, const Explanation& best,
                                                const std::vector<TileGuess>& ranked, const BridgePrior& bridged,
                                                const cv::Mat& followers, const cv::Matx23d& plankFrom) {
    std::vector<Axis> axes;
    for (const Axis axis : {Axis::NS, Axis::WE})
        if (std::any_of(ranked.begin(), ranked.end(), [&](const TileGuess& g) { return bridged(g.type, g.rot, axis) > 0; }))
            axes.push_back(axis);
    if (const std::optional<Axis> axis = plankAtFirstLook(cellBgr, best, axes, followers)) return PlankSighting{*axis, plankFrom};
    return std::nullopt;
}

// Which candidates are aligned on their own: the first `options.aligned`, and those whose
// best picture laid where the tile roughly lies explains the cell within
// `options.alsoAlignWithin` of the best one so laid.
std::vector<bool> candidatesToAlign(const cv::Mat& cellBgr, const std::vector<std::vector<cv::Mat>>& pictures,
                                    const cv::Matx23d& roughly, const cv::Mat& notArt, const VerifierOptions& options,
                                    ExplanationMemo& memo) {
    std::vector<bool> out(pictures.size());
    for (size_t i = 0; i < out.size(); ++i) out[i] = i < static_cast<size_t>(options.aligned);
    if (options.alsoAlignWithin <= 0) return out;
    std::vector<double> laid(pictures.size(), std::numeric_limits<double>::max());
    for (size_t i = 0; i < out.size(); ++i)
        for (const cv::Mat& p : pictures[i]) laid[i] = std::min(laid[i], memo.explain(cellBgr, p, &roughly, notArt).cost);
    const double best = *std::min_element(laid.begin(), laid.end());
    for (size_t i = 0; i < out.size(); ++i) out[i] = out[i] || laid[i] <= options.alsoAlignWithin * best;
    return out;
}

bool mayTakeABridge(const TileGuess& g, const BridgePrior& bridged) {
    return bridged && (bridged(g.type, g.rot, Axis::NS) > 0 || bridged(g.type, g.rot, Axis::WE) > 0);
}

// The candidates judged: the first `options.shortList` of the thumbnails' ranking, and
// after them up to `options.bridgedExtra` more that may take a bridge.
std::vector<TileGuess> shortListed(const std::vector<TileGuess>& ranked, const BridgePrior& bridged,
                                   const VerifierOptions& options) {
    std::vector<TileGuess> out(ranked.begin(), ranked.begin() + std::min<long>(options.shortList, static_cast<long>(ranked.size())));
    int extra = 0;
    for (size_t i = out.size(); i < ranked.size() && extra < options.bridgedExtra; ++i)
        if (mayTakeABridge(ranked[i], bridged)) out.push_back(ranked[i]), ++extra;
    return out;
}

// One look at a cell: the short list, each candidate's pictures (and each picture's own
// turn), how each picture explains the cell so far (`explained`, per candidate), what is
// left out (`leaveOut`: the mover's follower; `notArt`: that and the plank), where the
// gaps beside the tile say it lies and which candidates are aligned on their own.
struct Look {
    std::vector<TileGuess> candidates;
    std::vector<std::vector<cv::Mat>> pictures;
    std::vector<std::vector<Rotation>> turns;
    std::vector<std::vector<Explanation>> explained;
    cv::Mat leaveOut, notArt;
    std::optional<cv::Point2d> gaps;
    cv::Matx23d roughly;  // where the gaps say the tile lies (else on its cell)
    std::vector<bool> aligns;

    [[nodiscard]] const cv::Point2d* tileShift() const { return gaps ? &*gaps : nullptr; }
    [[nodiscard]] const Explanation& at(std::pair<size_t, size_t> k) const { return explained[k.first][k.second]; }
};

// Each candidate's pictures: its art variants, and the turns the rules cannot tell
// apart (TileLibrary::picturesShowing). Aligning a picture is the costly part, and
// one tile lies there, one way, whichever it is: the pictures of the few best
// candidates of the thumbnails are aligned, the pose of the one that explains the
// cell best is where every picture is laid (it also rescues a picture whose own
// alignment a follower's shadow pulled astray).
Look startLook(const cv::Mat& cellBgr, const TileLibrary& library, std::vector<TileGuess> candidates,
               const BridgePrior& bridged, const VerifierOptions& options, const cv::Mat& followers,
               const cv::Mat& plankSeen, ExplanationMemo& memo) {
    Look look;
    look.candidates = std::move(candidates);
    look.explained.resize(look.candidates.size());
    for (const TileGuess& g : look.candidates)
        look.pictures.push_back(softPictures(library, g, cellBgr.cols, options, &look.turns.emplace_back()));
    // A follower of the mover's colour neither aligns nor judges a picture.
    look.leaveOut = followersLeftOut(followers);
    // ... nor does a plank (the second look under one). Pictures are aligned from where
    // the gaps beside the tile say it lies too (tile_gaps.hpp).
    look.notArt = look.leaveOut;
    if (!plankSeen.empty()) look.notArt = look.leaveOut.empty() ? plankSeen : (look.leaveOut | plankSeen);
    look.gaps = tileShiftFromGaps(cellBgr);
    // Of a candidate's pictures only those that look nearly as right as its best one laid
    // where the tile roughly lies (VerifierOptions::worthAligning); the others are laid at
    // the shared pose below, like the candidates not aligned.
    look.roughly = cv::Matx23d(1, 0, look.gaps ? look.gaps->x : 0, 0, 1, look.gaps ? look.gaps->y : 0);
    look.aligns = candidatesToAlign(cellBgr, look.pictures, look.roughly, look.notArt, options, memo);
    // Under a plank the tile takes a bridge along it (a plank lies on the tile it crosses):
    // only such candidates are aligned, the others are laid where those lie and judged
    // there. (A U under a plank, C1 art: the thumbnails' second was an X, whose
    // four turns aligned with the plank left out took most of the look.) (Unless none may
    // take one: then the plank was seen wrongly, and all are aligned.)
    if (!plankSeen.empty()) {
        std::vector<bool> bridgedOnly = look.aligns;
        for (size_t i = 0; i < look.candidates.size(); ++i)
            bridgedOnly[i] = look.aligns[i] && mayTakeABridge(look.candidates[i], bridged);
        if (std::find(bridgedOnly.begin(), bridgedOnly.end(), true) != bridgedOnly.end()) look.aligns = bridgedOnly;
    }
    return look;
}

// Where a plank may lie it often shows before any picture is aligned: the best of the
// pictures to align, laid where the tile roughly lies, leaves it unexplained. Aligned
// once, another tile's art may have slid onto it (an X's north-south road onto a
// plank across a U's road, C1 art), and the first look went on (its second
// alignments and laid poses: 30 ms for nothing). (Kept in the memo: the look below
// lays them there too.) Nothing when no picture is to be aligned.
std::optional<PlankSighting> plankBeforeAligning(const cv::Mat& cellBgr, const Look& look,
                                                 const std::vector<TileGuess>& ranked, const BridgePrior& bridged,
                                                 ExplanationMemo& memo) {
    std::optional<Explanation> bestLaid;
    for (size_t i = 0; i < look.candidates.size(); ++i)
        if (look.aligns[i])
            for (const cv::Mat& p : look.pictures[i])
                if (Explanation laid = memo.explain(cellBgr, p, &look.roughly, look.notArt); !bestLaid || laid.cost < bestLaid->cost)
                    bestLaid = std::move(laid);
    if (!bestLaid) return std::nullopt;
    return plankLeftByTheBest(cellBgr, *bestLaid, ranked, bridged, look.leaveOut, look.roughly);
}

// The candidates to align, aligned once (the pictures not worth aligning laid where the
// tile roughly lies): `look.explained` of each holds one explanation per picture.
void alignOnce(const cv::Mat& cellBgr, Look& look, const VerifierOptions& options, ExplanationMemo& memo) {
    for (size_t i = 0; i < look.candidates.size(); ++i) {
        if (!look.aligns[i]) continue;
        RoughLook rough = lookRoughly(cellBgr, look.pictures[i], look.roughly, look.notArt, options.worthAligning, &memo);
        for (size_t j = 0; j < look.pictures[i].size(); ++j)
            look.explained[i].push_back(
                rough.worthAligning[j]
                    ? memo.explain(cellBgr, look.pictures[i][j], nullptr, look.notArt, look.tileShift(), Align::Once)
                    : std::move(rough.laid[j]));
    }
}

// The (candidate, picture) that explains the cell best, of those explained.
std::optional<std::pair<size_t, size_t>> bestExplained(const std::vector<std::vector<Explanation>>& explained) {
    std::optional<std::pair<size_t, size_t>> best;
    for (size_t i = 0; i < explained.size(); ++i)
        for (size_t j = 0; j < explained[i].size(); ++j)
            if (!best || explained[i][j].cost < explained[best->first][best->second].cost) best = std::make_pair(i, j);
    return best;
}

// Where the tile lies: the best aligned picture after the second alignment (`source`),
// and its pose then.
struct SharedPose {
    std::pair<size_t, size_t> source;
    cv::Matx23d pose;
};

// Aligned a second time (the costly part), without the pixels worst explained: the
// pictures that explain the cell nearly as well as the best (`source`; the others were
// far off and lose anyway); then every picture of every candidate is laid at the best
// one's pose (when all were aligned, the best two's: kPosesWhenAllAligned) and keeps
// what explains the cell best.
SharedPose alignAgainAndLay(const cv::Mat& cellBgr, Look& look, const VerifierOptions& options, ExplanationMemo& memo,
                            std::pair<size_t, size_t> source) {
    const double refineBelow = kRefineWithin * look.at(source).cost;
    for (size_t i = 0; i < look.candidates.size(); ++i)
        for (size_t j = 0; j < look.explained[i].size(); ++j)
            if (look.explained[i][j].cost <= refineBelow)
                look.explained[i][j] = memo.alignedAgain(cellBgr, look.pictures[i][j], look.explained[i][j], look.notArt);
    const std::pair<size_t, size_t> best = *bestExplained(look.explained);  // there are pictures: `source` is one
    const SharedPose shared{best, look.at(best).warp};
    const bool allAligned = static_cast<size_t>(options.aligned) >= look.candidates.size() || options.alsoAlignWithin > 0;
    const std::vector<cv::Matx23d> poses = posesToLay(look.explained, allAligned ? kPosesWhenAllAligned : 1, cellBgr.size());
    for (size_t i = 0; i < look.candidates.size(); ++i) {
        look.explained[i].resize(look.pictures[i].size());
        for (size_t j = 0; j < look.pictures[i].size(); ++j)
            for (const cv::Matx23d& at : poses)
                if (Explanation laid = memo.explain(cellBgr, look.pictures[i][j], &at, look.notArt);
                    laid.cost < look.explained[i][j].cost)
                    look.explained[i][j] = std::move(laid);
    }
    return shared;
}

// The pose is the best aligned candidate's: a candidate laid there that explains the
// cell nearly as well may lie a little otherwise (a follower beside a bazaar stall
// pulled a plain road's pose off the stall's, and the stall laid there explained
// less than it does), and is aligned on its own too. So is the next nearly as good
// one: when the best aligned slid far off (an E's 7 mm onto a W's road), the tile
// may be either, and one that is not aligned cannot win (a W, laid only there, lost
// to the V aligned on its own, in C1 art).
void alignTheNearlyAsGood(const cv::Mat& cellBgr, Look& look, const SharedPose& shared, ExplanationMemo& memo) {
    std::vector<std::pair<double, size_t>> nearly;  // (its best laid cost, candidate)
    const double nearlyCost = kNearlyAsWell * look.at(shared.source).cost;
    for (size_t i = 0; i < look.candidates.size(); ++i)
        if (!look.aligns[i]) {
            double least = std::numeric_limits<double>::max();
            for (const Explanation& e : look.explained[i]) least = std::min(least, e.cost);
            if (least < nearlyCost) nearly.push_back({least, i});
        }
    std::sort(nearly.begin(), nearly.end());
    nearly.resize(std::min(nearly.size(), kMostAlignedNearly));
    // Its own pose is kept only where it lies no farther off the cell than the shared one
    // (or close to it): aligned on its own, a stall's picture slid 6 px along its road onto
    // a blue follower on a plain road, which it then explained.
    const cv::Point2d sharedOff = centreOffset(shared.pose, cellBgr.size());
    const auto believable = [&](const Explanation& own) {
        const cv::Point2d off = centreOffset(own.warp, cellBgr.size());
        return cv::norm(off) <= cv::norm(sharedOff) || cv::norm(off - sharedOff) <= kNearPosePx;
    };
    for (const auto& [cost, i] : nearly)
        for (size_t j = 0; j < look.pictures[i].size(); ++j)
            if (Explanation own = memo.explain(cellBgr, look.pictures[i][j], nullptr, look.notArt, look.tileShift());
                own.cost < look.explained[i][j].cost && believable(own))
                look.explained[i][j] = std::move(own);
}

// What is judged: each picture of each candidate as it is, and with a bridge where
// one may lie on it. Which picture fits is judged like the candidates, on the pixels
// nothing occludes: a plank and a follower over half the tile would otherwise
// choose it (a cloister's steeple turned the wrong way, which made it lose to a
// cloister with a road). Empty when the prior rules out every candidate.
std::vector<Hypothesis> hypothesesOf(const cv::Mat& cellBgr, const Look& look, const TilePrior& prior,
                                     const BridgePrior& bridged, const cv::Matx23d& pose) {
    std::optional<Plank> planks[2];  // per axis, found once: it lies where it lies
    const auto plank = [&](Axis axis) -> const Plank& {
        std::optional<Plank>& p = planks[static_cast<int>(axis)];
        if (!p) p = findPlank(cellBgr, axis, pose);
        return *p;
    };
    std::vector<Hypothesis> hypotheses;
    for (size_t i = 0; i < look.candidates.size(); ++i) {
        const TileGuess& g = look.candidates[i];
        const double weight = prior.empty() ? 1.0 : prior[g.type][g.rot.q];
        for (size_t j = 0; j < look.explained[i].size(); ++j) {
            const cv::Mat& residual = look.explained[i][j].residual;
            if (weight > 0 || !bridged) hypotheses.push_back({i, j, std::nullopt, weight, residual});
            for (const Axis axis : {Axis::NS, Axis::WE})
                if (const double w = bridged ? bridged(g.type, g.rot, axis) : 0.0; w > 0)
                    hypotheses.push_back({i, j, axis, w, withPlank(residual, plank(axis))});
        }
    }
    return hypotheses;
}

// The pixels judged (CV_8U): the cell's interior but what no hypothesis explains, which
// is occluded (a follower, a hand's shadow, glare) and counts for none, and neither does a
// margin around it (see occluderMargin), nor `leaveOut`.
cv::Mat judgedMask(const cv::Mat& cellBgr, const std::vector<Hypothesis>& hypotheses, const cv::Mat& leaveOut,
                     const VerifierOptions& options) {
    cv::Mat bestResidual = hypotheses[0].residual.clone();
    for (const Hypothesis& h : hypotheses) bestResidual = cv::min(bestResidual, h.residual);
    cv::Mat occluded = bestResidual > options.occluded;
    const int reach = std::max(1, cvRound(options.occluderMargin * cellBgr.cols));
    cv::dilate(occluded, occluded, cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * reach + 1, 2 * reach + 1}));
    if (!leaveOut.empty()) occluded |= leaveOut;
    return cellInterior(cellBgr.size()) & ~occluded;
}

// The verdict: per candidate and bridge its best picture's hypothesis, scored by its
// capped residual summed over the judged pixels, weighted by its prior, best first; the
// pose and cost of the best hypothesis.
TileVerdict verdictOf(const Look& look, const std::vector<Hypothesis>& hypotheses, const cv::Mat& judged,
                      const VerifierOptions& options, const cv::Mat& plankSeen) {
    const int judgedPixels = std::max(1, cv::countNonZero(judged));
    std::vector<double> unexplained;
    for (const Hypothesis& h : hypotheses)
        unexplained.push_back(cv::mean(cv::min(h.residual, options.residualCap), judged)[0] * judgedPixels);
    const double least = *std::min_element(unexplained.begin(), unexplained.end());
    // Per candidate and bridge, its best picture.
    std::vector<size_t> kept;
    for (size_t k = 0; k < hypotheses.size(); ++k) {
        const auto same = [&](size_t o) {
            return hypotheses[o].candidate == hypotheses[k].candidate && hypotheses[o].bridge == hypotheses[k].bridge;
        };
        const auto it = std::find_if(kept.begin(), kept.end(), same);
        if (it == kept.end()) kept.push_back(k);
        else if (unexplained[k] < unexplained[*it]) *it = k;
    }
    std::vector<TileGuess> verdict;
    double total = 0;
    for (const size_t k : kept) {
        const Hypothesis& h = hypotheses[k];
        TileGuess g = look.candidates[h.candidate];
        // The turn it lies in among those the rules cannot tell apart: where its cloister
        // is, and so which feature a follower on it stands on.
        g.rot = look.turns[h.candidate][h.picture];
        g.bridge = h.bridge;
        g.score = -unexplained[k] / judgedPixels;
        g.probability = h.weight * std::exp(-(unexplained[k] - least) / options.evidenceScale);
        total += g.probability;
        verdict.push_back(g);
    }
    for (TileGuess& g : verdict) g.probability = total > 0 ? g.probability / total : 0;
    const Hypothesis& best = hypotheses[static_cast<size_t>(std::min_element(unexplained.begin(), unexplained.end()) -
                                                            unexplained.begin())];
    std::stable_sort(verdict.begin(), verdict.end(),
                     [](const TileGuess& a, const TileGuess& b) { return a.probability > b.probability; });
    const Explanation& e = look.explained[best.candidate][best.picture];
    return {verdict, e.warp, e.cost, plankSeen};
}

TileVerdict verifyTileOnce(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                           const TilePrior& prior, const BridgePrior& bridged, const VerifierOptions& options,
                           const cv::Mat& followers, ExplanationMemo& memo, const cv::Mat& plankSeen,
                           std::optional<PlankSighting>* plankFirst) {
    std::vector<TileGuess> candidates = shortListed(ranked, bridged, options);
    if (candidates.empty() || cellBgr.empty()) return {candidates, {}};
    Look look = startLook(cellBgr, library, std::move(candidates), bridged, options, followers, plankSeen, memo);
    if (plankFirst && (*plankFirst = plankBeforeAligning(cellBgr, look, ranked, bridged, memo)))
        return {look.candidates, look.roughly};
    alignOnce(cellBgr, look, options, memo);
    const std::optional<std::pair<size_t, size_t>> source = bestExplained(look.explained);
    if (!source) return {look.candidates, {}};  // no pictures
    // (Else once aligned. The plank under it is then found from where the gaps beside the
    // tile say it lies: aligned with the plank, the pictures may have slid along it.)
    if (plankFirst && (*plankFirst = plankLeftByTheBest(cellBgr, look.at(*source), ranked, bridged, look.leaveOut,
                                                        look.roughly)))
        return {look.candidates, look.roughly};
    const SharedPose shared = alignAgainAndLay(cellBgr, look, options, memo, *source);
    alignTheNearlyAsGood(cellBgr, look, shared, memo);
    const std::vector<Hypothesis> hypotheses = hypothesesOf(cellBgr, look, prior, bridged, shared.pose);
    if (hypotheses.empty()) return {look.candidates, shared.pose};  // the prior rules out every candidate
    return verdictOf(look, hypotheses, judgedMask(cellBgr, hypotheses, look.leaveOut, options), options, plankSeen);
}

}  // namespace

}  // namespace carc::vision
