#include "vision/track/registration.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <opencv2/imgproc.hpp>
#include <opencv2/video/tracking.hpp>

#include "vision/track/tile_explanation.hpp"

namespace carc::vision {
namespace {

// The start tile's outline is taken for where it lies when each side is within this
// of a tile's (the outlines found measured 69-75 px of 72, 1-2 mm; one that lost a
// city as brown as the table, 61-66); else its picture is aligned on its cell up to
// this many times, until it moves less than this (cell pixels).
constexpr double kOutlineSlackMm = 3;
constexpr int kStartAlignments = 3;
constexpr double kStartAlignedPx = 0.5;
// The start tile is looked for by its picture at this scale (a tile 18 px: its city and
// road still show; a whole table searched in a few ms), inside the markers short of
// this many marker sides (their white papers), and taken where its likeness is over
// this (a correlation; wood and markers reach 0.2-0.3).
constexpr double kSearchPxPerMm = 0.4;
constexpr double kPaperReachMarkers = 0.75;
constexpr double kStartLikeness = 0.35;
// A tile seen this near the table's origin (tiles) is looked for there as before.
constexpr double kNearOriginTiles = 1.5;
// The board's turn is fitted once this many tiles are read; it turns the grid when it
// differs by at least this, and by this many times the spread the tiles' lie makes
// (kTileLieMm: a tile lies up to 3 mm off its cell, 1.2 mm typical).
constexpr size_t kTurnFitTiles = 3;
constexpr double kMinTurnDeg = 0.75;
constexpr double kTurnSigmas = 4;
constexpr double kTileLieMm = 1.5;

}  // namespace

Registration::MarkerCheck Registration::checkMarkers(const cv::Mat& frameBgr, double tolerancePx) {
    using Outcome = MarkerCheck::Outcome;
    if (!rectifier_.registered()) {
        if (auto s = rectifier_.registerFrame(frameBgr); !s) return {Outcome::Unregistered, s.error()};
        return {Outcome::Registered, {}};
    }
    const auto shift = rectifier_.markerShift(frameBgr);
    if (shift && *shift <= tolerancePx) return {};
    // Re-register: cells are compared in table coordinates, so nothing phantom appears
    // from the move itself.
    if (auto s = rectifier_.registerFrame(frameBgr); !s) return {Outcome::Lost, s.error()};
    boardCorrection_.release();
    return {Outcome::Bumped, shift ? std::to_string(*shift) + " px" : shift.error()};
}

cv::Mat Registration::topView(const cv::Mat& frameBgr, const cv::Rect& read) const {
    cv::Mat top = rectifier_.rectify(frameBgr, read);
    if (boardCorrection_.empty() || read.empty()) return top;
    // Laid on the part read only: the correction's shift, less where that part starts.
    cv::Mat toRead = boardCorrection_.clone();
    toRead.at<float>(0, 2) -= static_cast<float>(read.x), toRead.at<float>(1, 2) -= static_cast<float>(read.y);
    cv::Mat corrected(top.size(), top.type(), cv::Scalar::all(0));
    cv::Mat drawn = corrected(read);
    cv::warpAffine(top, drawn, toRead, read.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return corrected;
}

void Registration::alignBoardAfterBump(const cv::Mat& top, const cv::Mat& stillTop, const CellBounds& boardCells) {
    // Euclidean ECC at half size on the board and what lies around it: a new tile or a
    // hand's edge is a small part of it. No convergence, or a fit too far to be what a
    // re-registration leaves: the markers' registration is kept as it is.
    const cv::Rect board = boardArea(boardCells, top.size());
    if (board.width < 16 || board.height < 16) return;
    cv::Mat now, then;
    cv::cvtColor(top(board), now, cv::COLOR_BGR2GRAY);
    cv::cvtColor(stillTop(board), then, cv::COLOR_BGR2GRAY);
    cv::pyrDown(now, now), cv::pyrDown(then, then);
    cv::Mat warp = cv::Mat::eye(2, 3, CV_32F);  // the still view's pixels -> the new view's (half size)
    try {
        cv::findTransformECC(then, now, warp, cv::MOTION_EUCLIDEAN,
                             cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 50, 1e-4), cv::noArray(), 3);
    } catch (const cv::Exception&) {
        return;
    }
    const double maxShiftPx = 0.5 * rectifier_.table().tileMm * rectifier_.pxPerMm();
    warp.at<float>(0, 2) *= 2, warp.at<float>(1, 2) *= 2;  // to full size
    if (std::hypot(warp.at<float>(0, 2), warp.at<float>(1, 2)) > maxShiftPx) return;
    // In whole-image pixels: x_new = R (x_still - tl) + t + tl.
    const cv::Matx22f r(warp.at<float>(0, 0), warp.at<float>(0, 1), warp.at<float>(1, 0), warp.at<float>(1, 1));
    const cv::Vec2f tl(static_cast<float>(board.x), static_cast<float>(board.y));
    const cv::Vec2f t = cv::Vec2f(warp.at<float>(0, 2), warp.at<float>(1, 2)) + tl - r * tl;
    cv::Mat stillToNew = (cv::Mat_<float>(2, 3) << r(0, 0), r(0, 1), t[0], r(1, 0), r(1, 1), t[1]);
    cv::invertAffineTransform(stillToNew, boardCorrection_);
    if (dump_)
        dump_->log("board after the bump: (%.2f, %.2f) px, %.2f degrees off the markers' registration",
                   warp.at<float>(0, 2), warp.at<float>(1, 2), std::atan2(r(1, 0), r(0, 0)) * 180 / CV_PI);
}

std::optional<cv::Point2d> Registration::findStartTile(const cv::Mat& top, const TileLibrary& library,
                                                       TileTypeId startType) const {
    // Inside the markers, short of their papers (which stand out as a tile does).
    const TableModel& table = rectifier_.table();
    const cv::Rect2d m = table.markerBounds();
    const double inset = kPaperReachMarkers * table.markerMm;
    const cv::Rect area = cv::Rect(cv::Point(rectifier_.toPixel(m.tl() + cv::Point2d(inset, inset))),
                                   cv::Point(rectifier_.toPixel(m.br() - cv::Point2d(inset, inset)))) &
                          cv::Rect({0, 0}, top.size());
    const double scale = kSearchPxPerMm / rectifier_.pxPerMm();
    const int side = cvRound(table.tileMm * kSearchPxPerMm);
    if (area.width < 2 * side || area.height < 2 * side) return std::nullopt;
    // In Lab: the tile's colours (green fields, brown cities, pale roads) show in its
    // chroma, where the wood's grain, as strong as a tile's edges in grey, hardly does.
    cv::Mat small;
    cv::resize(top(area), small, {}, scale, scale, cv::INTER_AREA);
    cv::cvtColor(small, small, cv::COLOR_BGR2Lab);
    double best = kStartLikeness;
    std::optional<cv::Point2d> at;
    for (std::uint8_t q = 0; q < 4; ++q)
        for (const cv::Mat& picture : library.pictures(startType, Rotation{q}, side)) {
            cv::Mat lab, likeness;
            cv::cvtColor(picture, lab, cv::COLOR_BGR2Lab);
            cv::matchTemplate(small, lab, likeness, cv::TM_CCOEFF_NORMED);
            double most = 0;
            cv::Point where;
            cv::minMaxLoc(likeness, nullptr, &most, nullptr, &where);
            if (most <= best) continue;
            best = most;
            at = cv::Point2d(area.tl()) + (cv::Point2d(where) + cv::Point2d(side, side) * 0.5) / scale;
        }
    return at;
}

int Registration::startQuarterTurns(const cv::Mat& top, const std::vector<cv::Mat>& pictures) {
    // The start tile's cut, turned by each quarter, explained by its pictures: the best
    // explained is how the board lies (ties: the table's own orientation).
    int best = 0;
    double lowest = std::numeric_limits<double>::max();
    for (int k = 0; k < 4; ++k) {
        grid_.turnDeg = 90.0 * k;
        const double cost = explainCell(cellImage(top, {0, 0}), pictures).cost;
        if (cost < lowest) lowest = cost, best = k;
    }
    grid_.turnDeg = 0;
    return best;
}

Status Registration::lockGrid(const cv::Mat& top, const TileLibrary& library, TileTypeId startType, Rotation startRot) {
    // The one tile on the table: looked for around the table's origin (where a rig's
    // start tile was laid when its markers were), or where the start tile's picture is
    // seen when that is farther.
    const double t = rectifier_.table().tileMm;
    cv::Point2d c = rectifier_.toPixel({0, 0});
    if (const auto seen = findStartTile(top, library, startType);
        seen && cv::norm(*seen - c) > kNearOriginTiles * t * rectifier_.pxPerMm())
        c = *seen;
    const double r = 2.5 * t * rectifier_.pxPerMm();
    const cv::Rect window = cv::Rect(cv::Point(c - cv::Point2d(r, r)), cv::Point(c + cv::Point2d(r, r))) &
                            cv::Rect({0, 0}, top.size());
    if (window.width < 32 || window.height < 32) return Error{"start tile not found: it lies at the edge of the table view"};
    auto found = findTileInPhoto(top(window).clone());
    if (!found) return Error{"start tile not found: " + found.error()};
    cv::Point2d centre(0, 0);
    for (const cv::Point2f& p : found->corners) centre += cv::Point2d(p) * 0.25;
    grid_ = Grid{};
    grid_.originMm = rectifier_.toMm(centre + cv::Point2d(window.tl()));
    const std::vector<cv::Mat> pictures = library.picturesShowing(startType, startRot, kTileSquarePx);
    grid_.turnDeg = 90.0 * startQuarterTurns(top, pictures);
    // The outline stands out where the tile differs from the table: a tile whose city is
    // as brown as the wood loses it from its outline, and the grid would lock millimetres
    // towards the rest, beyond the reach of the next tiles' alignment. An outline not the
    // size of a tile: the start tile's own picture, aligned on its cell, says where it
    // lies (aligned again from there: ECC climbs only part of the way from afar).
    const double sidePx = t * rectifier_.pxPerMm();
    bool tileSized = true;
    for (size_t k = 0; k < 4; ++k) {
        const double side = cv::norm(found->corners[(k + 1) % 4] - found->corners[k]);
        tileSized = tileSized && std::abs(side - sidePx) <= kOutlineSlackMm * rectifier_.pxPerMm();
    }
    for (int k = 0; k < kStartAlignments && !tileSized; ++k) {
        const cv::Mat startCell = cellImage(top, {0, 0});
        const Explanation lie = explainCell(startCell, library.picturesShowing(startType, startRot, startCell.cols));
        if (lie.picture < 0) break;
        const cv::Point2d offPx = centreOffset(lie.warp, startCell.size());
        grid_.originMm += turned(grid_, offPx * (t / startCell.cols));
        if (cv::norm(offPx) < kStartAlignedPx) break;
    }
    locked_ = true;
    grid_.samples = 1;
    grid_.seen = {{Pos{0, 0}, grid_.originMm}};
    if (dump_) {
        if (grid_.turnDeg == 0)
            dump_->log("grid origin %.1f %.1f mm", grid_.originMm.x, grid_.originMm.y);
        else
            dump_->log("grid origin %.1f %.1f mm, the board turned %.0f degrees", grid_.originMm.x, grid_.originMm.y,
                       grid_.turnDeg);
    }
    return {};
}

cv::Point2d Registration::turned(const Grid& g, cv::Point2d boardMm) {
    if (g.turnDeg == 0) return boardMm;
    const double a = g.turnDeg * CV_PI / 180, c = std::cos(a), s = std::sin(a);
    return {c * boardMm.x - s * boardMm.y, s * boardMm.x + c * boardMm.y};
}

cv::Point2d Registration::cellMm(const Grid& g, Pos p) const {
    const double t = rectifier_.table().tileMm;
    return g.originMm + turned(g, cv::Point2d(p.x * t, p.y * t));
}

cv::Point2d Registration::refineGrid(Pos cell, cv::Point2d offsetMm) {
    // Each tile lies a little off its place, the start tile too, independently: the grid
    // origin is the running mean of where the tiles say it is. Locked to the start tile
    // alone, the grid is as far off as that one tile lies, and a tile lying the other
    // way is then twice as far from its cell.
    grid_.seen.emplace_back(cell, cellMm(grid_, cell) + turned(grid_, offsetMm));
    ++grid_.samples;
    const cv::Point2d move = offsetMm / grid_.samples;
    grid_.originMm += turned(grid_, move);
    if (dump_)
        dump_->log("tile lies (%.1f, %.1f) mm off its cell; grid origin now %.1f %.1f mm", offsetMm.x, offsetMm.y,
                   grid_.originMm.x, grid_.originMm.y);
    fitTurn();
    return move;
}

void Registration::fitTurn() {
    // The turn that lays the tiles' cells best on where they lie (least squares, about
    // their centroid), and how sure it is: the tiles' own lie spreads it by about
    // kTileLieMm over the cells' spread.
    const size_t n = grid_.seen.size();
    if (n < kTurnFitTiles) return;
    const double t = rectifier_.table().tileMm;
    cv::Point2d cellsMean(0, 0), seenMean(0, 0);
    for (const auto& [cell, at] : grid_.seen) cellsMean += cv::Point2d(cell.x * t, cell.y * t), seenMean += at;
    cellsMean /= static_cast<double>(n), seenMean /= static_cast<double>(n);
    double dot = 0, cross = 0, spread = 0;
    for (const auto& [cell, at] : grid_.seen) {
        const cv::Point2d p = cv::Point2d(cell.x * t, cell.y * t) - cellsMean, m = at - seenMean;
        dot += p.dot(m), cross += p.x * m.y - p.y * m.x, spread += p.dot(p);
    }
    if (spread <= 0) return;
    const double fitted = std::atan2(cross, dot) * 180 / CV_PI;
    const double off = std::remainder(fitted - grid_.turnDeg, 360.0);
    const double sureDeg = kTurnSigmas * kTileLieMm / std::sqrt(spread) * 180 / CV_PI;
    if (std::abs(off) < std::max(kMinTurnDeg, sureDeg)) return;
    grid_.turnDeg = fitted;
    grid_.originMm = seenMean - turned(grid_, cellsMean);
    if (dump_)
        dump_->log("the board lies turned %.2f degrees (%.2f from the grid, %zu tiles): grid origin now %.1f %.1f mm",
                   grid_.turnDeg, off, n, grid_.originMm.x, grid_.originMm.y);
}

cv::Matx23d Registration::cellToCell(const Grid& before, Pos p, const cv::Matx23d& pose) const {
    // Cell pixel q (centre c) lies at table mm: centre_before + R_before (q - c) / s; back to
    // pixels under the grid now: c + R_now^-1 (that - centre_now) s.
    const double s = cellPxPerMm(), half = kTileSquarePx / 2.0;
    const double a = (before.turnDeg - grid_.turnDeg) * CV_PI / 180, ca = std::cos(a), sa = std::sin(a);
    const cv::Point2d shift = turned(Grid{{}, -grid_.turnDeg, 0, {}}, cellMm(before, p) - cellMm(grid_, p)) * s;
    // q' = c + R(a) (q - c) + shift, after the pose.
    const cv::Matx33d move(ca, -sa, half - ca * half + sa * half + shift.x, sa, ca, half - sa * half - ca * half + shift.y,
                           0, 0, 1);
    const cv::Matx33d both = move * cv::Matx33d(pose(0, 0), pose(0, 1), pose(0, 2), pose(1, 0), pose(1, 1), pose(1, 2), 0, 0, 1);
    return {both(0, 0), both(0, 1), both(0, 2), both(1, 0), both(1, 1), both(1, 2)};
}

cv::Point2d Registration::cellCentre(Pos p) const { return rectifier_.toPixel(cellMm(grid_, p)); }

cv::Mat Registration::cellImage(const cv::Mat& top, Pos p, cv::Point2d shiftMm, double turnDeg, cv::Point origin) const {
    const double t = rectifier_.table().tileMm;
    const cv::Point2d centre = rectifier_.toPixel(cellMm(grid_, p) + turned(grid_, shiftMm)) - cv::Point2d(origin);
    const double half = t * rectifier_.pxPerMm() / 2, a = (turnDeg + grid_.turnDeg) * CV_PI / 180;
    const cv::Point2d u(std::cos(a) * half, std::sin(a) * half), v(-u.y, u.x);  // half-sides, turned
    const std::array<cv::Point2f, 4> corners{cv::Point2f(centre - u - v), cv::Point2f(centre + u - v),
                                             cv::Point2f(centre + u + v), cv::Point2f(centre - u + v)};
    return rectifyQuad(top, corners);
}

TileCut Registration::cutWhereTheTileLies(const cv::Mat& top, Pos cell, const cv::Matx23d* pose) const {
    if (!pose) return {cellImage(top, cell), std::nullopt};
    const cv::Point2d offPx = centreOffset(*pose, cv::Size(kTileSquarePx, kTileSquarePx));
    TileCut cut{cellImage(top, cell, offPx * (rectifier_.table().tileMm / kTileSquarePx)), *pose};
    // The cut moved by offPx: the tile lies that much nearer its centre in it.
    (*cut.pose)(0, 2) -= offPx.x, (*cut.pose)(1, 2) -= offPx.y;
    return cut;
}

std::vector<cv::Point2f> Registration::cellOutline(Pos p) const {
    if (!locked_) return {};
    const double t = rectifier_.table().tileMm;
    const cv::Point2d c = cellMm(grid_, p);
    std::vector<cv::Point2f> mm;
    for (const cv::Point2d corner : {cv::Point2d(-1, -1), cv::Point2d(1, -1), cv::Point2d(1, 1), cv::Point2d(-1, 1)})
        mm.emplace_back(c + turned(grid_, corner * (t / 2)));
    return rectifier_.toFrame(mm);
}

cv::Rect Registration::cellSquare(Pos cell, double morePx) const {
    const double half = rectifier_.table().tileMm * rectifier_.pxPerMm() / 2 + morePx;
    const cv::Point2d c = cellCentre(cell);
    return {cv::Point(c - cv::Point2d(half, half)), cv::Point(c + cv::Point2d(half, half))};
}

cv::Rect Registration::aroundBoard(const CellBounds& b, double marginCells) const {
    // The bounds of the board's corners as the board lies on the table.
    const double t = rectifier_.table().tileMm;
    const double x0 = b[0] - marginCells, y0 = b[1] - marginCells, x1 = b[2] + marginCells, y1 = b[3] + marginCells;
    cv::Point2d from(1e18, 1e18), to(-1e18, -1e18);
    for (const cv::Point2d corner : {cv::Point2d(x0, y0), cv::Point2d(x1, y0), cv::Point2d(x1, y1), cv::Point2d(x0, y1)}) {
        const cv::Point2d p = rectifier_.toPixel(grid_.originMm + turned(grid_, corner * t));
        from = {std::min(from.x, p.x), std::min(from.y, p.y)}, to = {std::max(to.x, p.x), std::max(to.y, p.y)};
    }
    return cv::Rect(cv::Point(from), cv::Point(to));
}

cv::Rect Registration::readArea(const CellBounds& board) const {
    // The cells read in one still frame reach 4 beyond the board (up to three unseen
    // tiles laid in a row, and the frontier around them: placeSeveral), and a tile may
    // lie a little off its cell. One cell more than boardArea: the board grows by a
    // tile a turn, and what the next still frame is compared with is read again only
    // when it outgrows that (Tracker::readStill).
    return aroundBoard(board, 5.0);
}

cv::Rect Registration::boardArea(const CellBounds& board, cv::Size image) const {
    // The placed tiles' bounds, one cell of frontier around them and two more cells of
    // context for the light's block median.
    return aroundBoard(board, 3.5) & cv::Rect({0, 0}, image);
}

double Registration::cellPxPerMm() const { return kTileSquarePx / rectifier_.table().tileMm; }

int Registration::lightBlockPx() const { return static_cast<int>(rectifier_.table().tileMm * rectifier_.pxPerMm()); }

}  // namespace carc::vision
