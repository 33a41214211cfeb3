#include "vision/track/cell_reader.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include <opencv2/photo.hpp>

#include "vision/track/tile_explanation.hpp"

namespace carc::vision {
namespace {

// A placement legal only with a bridge, against one legal as it is.
constexpr double kBridgePlacementWeight = 0.5;
// A bridge a player adds to a tile that fits without one, against the tile alone.
constexpr double kOptionalBridgeWeight = 0.1;
// A verdict below this is judged again where the tile lies, when it lies this far off
// its cell (pixels of the cell's cut), among this many of the best.
constexpr double kSureVerdict = 0.9, kRecutShiftPx = 2.5;
constexpr size_t kRecutCandidates = 3;
// ... and its second verdict is taken when the tile lies within this share of the shift
// from the new cut's middle.
constexpr double kRecutMiss = 0.5;
// How far off its grid place a tile may lie that recognition still tries (the
// simulator's full mess: up to 6 degrees and 3 mm).
constexpr double kTurnDeg = 4, kShiftMm = 2.5;

}  // namespace

CellPriors cellPriors(const Game& game, Pos cell) {
    const size_t types = static_cast<size_t>(game.tiles().size());
    CellPriors out;
    out.plain.assign(types, {0, 0, 0, 0});
    // Per type, rotation and axis: a bridge lying across the tile (0: not allowed).
    auto bridged = std::make_shared<std::vector<std::array<std::array<double, 2>, 4>>>(types);
    const bool haveBridges = game.setup().expansions.bridges && game.module<BcbModule>().bridges[static_cast<size_t>(game.activePlayer())] > 0;
    // A tile the game already knows (bought at the bazaar) is the only one that may come.
    const std::optional<TileTypeId> known = game.drawnTile();
    for (const TileType& t : game.tiles().types()) {
        const double copies = game.remaining(t.index);
        if (copies <= 0 || (known && t.index != *known)) continue;
        for (const Placement& p : game.legalPlacements(t.index, cell)) {
            out.plain[t.index][p.rot.q] = copies;
            if (!haveBridges) continue;
            // A bridge the player adds although the tile fits without: its ends on fields.
            const TileOrientation& o = game.tiles().orientation(t.index, p.rot);
            for (const Axis axis : {Axis::NS, Axis::WE}) {
                const int e = axis == Axis::NS ? 0 : 1;  // N and S, or E and W
                if (o.edge[e] == Terrain::Field && o.edge[e + 2] == Terrain::Field)
                    (*bridged)[t.index][p.rot.q][static_cast<size_t>(axis)] = kOptionalBridgeWeight * copies;
            }
        }
        // Legal only with a bridge: the player spends one, which is rarer. The plank lies
        // on this tile (seen with it) or on a neighbour (the tile itself looks plain).
        for (const PlaceTile& p : game.module<BcbModule>().bridgePlacements(game, t.index, cell)) {
            if (!p.bridge) continue;
            if (p.bridge->pos == cell)
                (*bridged)[t.index][p.placement.rot.q][static_cast<size_t>(p.bridge->axis)] = kBridgePlacementWeight * copies;
            else if (out.plain[t.index][p.placement.rot.q] == 0)
                out.plain[t.index][p.placement.rot.q] = kBridgePlacementWeight * copies;
        }
    }
    out.forRanking = out.plain;
    for (size_t t = 0; t < types; ++t)
        for (size_t q = 0; q < 4; ++q)
            out.forRanking[t][q] = std::max({out.forRanking[t][q], (*bridged)[t][q][0], (*bridged)[t][q][1]});
    out.bridged = [bridged](TileTypeId t, Rotation r, Axis a) { return (*bridged)[t][r.q][static_cast<size_t>(a)]; };
    return out;
}

CellReader::CellReader(const TileLibrary& library, std::vector<std::string> colours, std::vector<FollowerColour> palette,
                       double cellPxPerMm, std::shared_ptr<const DumpSink> dump)
    : library_(&library),
      colours_(std::move(colours)),
      palette_(std::move(palette)),
      cellPxPerMm_(cellPxPerMm),
      dump_(std::move(dump)) {}

CellReading CellReader::read(const Game& game, const Registration& grid, const CellView& view) const {
    CellReading out;
    out.priors = cellPriors(game, view.cell);
    const CellPriors& priors = out.priors;
    out.thumbnails = library_->rank(view.views, priors.forRanking, &likenesses_);
    out.legal = !out.thumbnails.empty();
    if (!out.legal) out.thumbnails = library_->rank(view.views, {}, &likenesses_);  // nothing legal fits: say what it looks like
    if (out.thumbnails.empty()) return out;
    // The short list judged again at full resolution (pennants, roads, city caps, bridges).
    out.verdict = out.legal ? verifyTile(view.seen, *library_, out.thumbnails, priors.plain, priors.bridged, {},
                                         view.moversFollower, &explanations_)
                            : verifyTile(view.seen, *library_, out.thumbnails, {}, {}, {}, view.moversFollower,
                                         &explanations_);
    if (out.legal) lookAgainWhereTheTileLies(game, grid, view, priors, out.verdict);
    return out;
}

std::vector<TileAppearance> CellReader::views(const cv::Mat& top, const Registration& grid, Pos cell) const {
    // Views of the cell as the tile may lie on it (a few degrees and millimetres off its
    // grid place), each as seen and with what may be a follower put down with the tile
    // painted over (so that it does not look like a city); each candidate takes the view
    // it matches best, so art wrongly painted over costs nothing. The painting is done
    // once, on the cell and its margin, and every view is cut from it.
    const double t = grid.rectifier().table().tileMm;
    const cv::Point2d centre = grid.cellCentre(cell);
    const auto around = [&](double reachTiles) {
        const double r = reachTiles * t * grid.rectifier().pxPerMm();
        return cv::Rect(cv::Point(centre - cv::Point2d(r, r)), cv::Point(centre + cv::Point2d(r, r))) &
               cv::Rect({0, 0}, top.size());
    };
    // Painted within 3/4 of a tile of the cell's centre, on a copy of the table view
    // that holds every view cut (a view's corner lies up to 0.77 tile from the centre);
    // the whole view (6 MB) was copied for one cell before.
    const cv::Rect window = around(0.75), copied = around(1.0);
    cv::Mat painted = top(copied).clone();
    if (!window.empty()) {
        const cv::Mat seenAround = top(window);
        cv::inpaint(seenAround, followerMask(seenAround, grid.rectifier().pxPerMm(), palette_), painted(window - copied.tl()), 3,
                    cv::INPAINT_TELEA);
    }
    // The grid place, shifted along each axis and turned each way: 5 poses. The short
    // list only has to hold the right tile; the verifier aligns it precisely.
    const std::vector<std::pair<cv::Point2d, double>> poses{{{0, 0}, 0.0},       {{-kShiftMm, 0}, 0.0}, {{kShiftMm, 0}, 0.0},
                                                            {{0, -kShiftMm}, -kTurnDeg}, {{0, kShiftMm}, kTurnDeg}};
    std::vector<TileAppearance> views;
    for (const auto& [shift, turn] : poses) {
        views.push_back(describeTile(grid.cellImage(top, cell, shift, turn)));
        views.push_back(describeTile(grid.cellImage(painted, cell, shift, turn, copied.tl())));
    }
    return views;
}

cv::Mat CellReader::moversFollower(const Game& game, const cv::Mat& cell) const {
    const std::string& mine = colours_[static_cast<size_t>(game.activePlayer())];
    for (size_t k = 0; k < palette_.size(); ++k)
        if (palette_[k].name == mine) return moversFollowerMask(cell, cellPxPerMm_, palette_, k);
    return {};
}

void CellReader::lookAgainWhereTheTileLies(const Game& game, const Registration& grid, const CellView& view,
                                           const CellPriors& priors, TileVerdict& verdict) const {
    // A tile lying millimetres off its cell shows a strip of itself outside the cell's
    // cut, and the cut's rim is not judged: a pennant in that corner (Q or R, in C1 art)
    // goes unseen. When the verdict is unsure, the best few are judged again on a cut
    // centred where the tile lies.
    if (verdict.ranked.empty() || verdict.ranked.front().probability >= kSureVerdict) return;
    const cv::Point2d offPx = centreOffset(verdict.pose, view.seen.size());
    if (cv::norm(offPx) < kRecutShiftPx) return;
    // As candidates: the verdict names the turn a tile lies in, the priors its lowest
    // turn the rules cannot tell apart from it.
    std::vector<TileGuess> few;
    for (TileGuess g : verdict.ranked) {
        g.rot = canonicalRotation(game.tiles(), g.type, g.rot);
        const bool listed = std::any_of(few.begin(), few.end(), [&](const TileGuess& f) { return f.type == g.type && f.rot == g.rot; });
        if (!listed) few.push_back(g);
        if (few.size() == kRecutCandidates) break;
    }
    const TileCut recut = grid.cutWhereTheTileLies(view.top, view.cell, &verdict.pose);
    if (dump_) dump_->cell("recut", view.frame, view.cell, recut.image, std::nullopt);
    TileVerdict again = verifyTile(recut.image, *library_, few, priors.plain, priors.bridged, {},
                                   moversFollower(game, recut.image), &explanations_);
    if (again.ranked.empty()) return;
    // Centred where the tile lies, it lies near the middle of the new cut. Far from it,
    // the first pose was wrong (a straight road under a plank slides along the road),
    // and the new cut shows a neighbour's edge instead: the first verdict stands.
    // And a second look as unsure as the first does not overrule it (a U under a plank
    // with a thief, its pose 5 px astray along its road, became a cloister with a road).
    const cv::Point2d stillOff = centreOffset(again.pose, recut.image.size());
    const bool believed = cv::norm(stillOff) <= kRecutMiss * cv::norm(offPx) &&
                          (again.ranked.front().probability >= kSureVerdict ||
                           (again.ranked.front().type == verdict.ranked.front().type &&
                            again.ranked.front().probability > verdict.ranked.front().probability));
    if (dump_) {
        const TileGuess &first = verdict.ranked.front(), &second = again.ranked.front();
        dump_->log("  %s/%d %.3f judged again on a cut %.1f, %.1f px off: %s/%d %.3f, %.1f px off its middle%s",
                   tileLabel(game.tiles().type(first.type)).c_str(), first.rot.degrees(), first.probability, offPx.x,
                   offPx.y, tileLabel(game.tiles().type(second.type)).c_str(), second.rot.degrees(), second.probability,
                   cv::norm(stillOff), believed ? "" : ": not taken");
    }
    if (!believed) return;
    // Its pose in the first cut's pixels, where the rest of the tracker keeps it. (Its
    // plank lies in the new cut's pixels: a revision's head to head on the first cut is
    // made without it.)
    again.pose(0, 2) += offPx.x, again.pose(1, 2) += offPx.y;
    again.plank.release();
    verdict = std::move(again);
}

}  // namespace carc::vision
