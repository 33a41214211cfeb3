#include "vision/board/board_reader.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>
#include <opencv2/photo.hpp>

#include "vision/board/board_followers.hpp"
#include "vision/board/board_grid.hpp"
#include "vision/board/board_solver.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::vision {
namespace {

constexpr size_t kCandidatesPerCell = 6;  // readings of a cell the puzzle may choose from
constexpr double kConfident = 0.6;        // a solved cell below this share is asked about
constexpr double kSeenTileColours = 0.6;  // share of field, city and road colours below which a cell shows no tile
constexpr double kSeenShare = 0.4;        // share of a cell not under glare below which it shows no tile
constexpr size_t kChoicesOffered = 12;     // tiles offered to the players for one cell, at most
// A cell whose structure fits its best reading worse than this (log-likelihood, nats)
// shows a tile of no type read (a River tile without the River in play: its water, or
// its pale water read as a road that no base tile draws so): it is read as no type, and
// its edges constrain nobody. On the board photos base tiles fit at -3.3 nats or better,
// a River tile with a road ending at the water before a city -3.8 to -4.1.
constexpr double kNoTypeFitNats = -3.5;

std::string candidateText(const Tileset& tiles, const TileGuess& g) {
    return tileLabel(tiles.type(g.type)) + " " + std::to_string(g.rot.degrees());
}

const std::array<cv::Point2f, 4> kUnitSquare{cv::Point2f{0, 0}, {1, 0}, {1, 1}, {0, 1}};  // corners' order

// The segment under a point of the tile (unit coordinates, x right, y down), any segment.
int segmentAt(const TileLayout& layout, cv::Point2d unit) {
    std::vector<int> all(layout.segments.size());
    for (size_t k = 0; k < all.size(); ++k) all[k] = static_cast<int>(k);
    return layout.followerSegment(unit, all);
}

}  // namespace

namespace {

// Why the photo cannot show a board whatever lies in it (too dark, blank), from its grey levels.
Status greyLevelsReadable(const cv::Mat& grey) {
    cv::Scalar mean, spread;
    cv::meanStdDev(grey, mean, spread);
    constexpr double kDarkGrey = 25;    // mean grey level (0-255) below this: too dark to see colours
    constexpr double kBlankSpread = 4;  // grey-level deviation below this: nothing to see
    if (mean[0] < kDarkGrey) return Error{"the photo is too dark to read a board (mean grey " + std::to_string(int(mean[0])) + " of 255)"};
    if (spread[0] < kBlankSpread) return Error{"no board in the photo: it is blank"};
    return {};
}

// Why no grid was found: the photo is blurred (a sharp photo without a board is another
// story), else the grid finder's reason.
Error noGrid(const cv::Mat& grey, const std::string& gridError) {
    cv::Mat small, lap;
    const double s = 640.0 / std::max(grey.cols, grey.rows);
    cv::resize(grey, small, {}, s, s, cv::INTER_AREA);
    cv::Laplacian(small, lap, CV_64F);
    cv::Scalar m, sd;
    cv::meanStdDev(lap, m, sd);
    constexpr double kBlurredLaplacian = 4;  // deviation of the Laplacian at 640 px: a sharp photo has 10 or more
    if (sd[0] < kBlurredLaplacian) return Error{"the photo is too blurred to find the tiles' edges"};
    return Error{gridError};
}

// How well the cell's structure alone fits its best base reading (log-likelihood, nats):
// with a library the ranked scores carry its opinion too, so the structure is ranked again.
double structureFit(const TileReading& r, const Tileset& tiles, const BoardReadOptions& options) {
    if (options.library == nullptr || options.library->empty()) return r.ranked.front().score;
    return rankByStructure(tiles, r.structure, options.sets).front().score;
}

// Each grid cell read on its own: its candidate tiles (positions from the first cell),
// whether it shows no tile's colours, the followers on it (unit coordinates of the cell).
struct CellsRead {
    std::vector<PuzzleCell> puzzle;  // a cell of no base type has no candidates: it constrains nobody
    std::vector<bool> unseen;
    std::vector<std::vector<TileGuess>> readAlone;  // per cell its best readings, as read alone
    std::vector<std::vector<FollowerBlob>> blobs;
};
CellsRead readCells(const cv::Mat& photoBgr, const BoardGrid& grid, const Tileset& tiles, const BoardReadOptions& options) {
    // Cells are read from the photo at about twice the ground map's side.
    double side = 0;
    for (const GridCell& c : grid.cells) side += cv::norm(c.corners[1] - c.corners[0]) / static_cast<double>(grid.cells.size());
    const double readScale = std::min(1.0, 2.0 * kGroundSide / std::max(side, 1.0));
    cv::Mat readImage;
    cv::resize(photoBgr, readImage, {}, readScale, readScale, cv::INTER_AREA);

    const int col0 = grid.cells.front().column, row0 = grid.cells.front().row;
    // Without the players' colours only those no tile is drawn in are sought: green is
    // grass, grey a road or a wall, black a shadow.
    const std::vector<std::string> colours = options.colours.empty() ? std::vector<std::string>{"red", "blue", "yellow"} : options.colours;
    CellsRead out;
    const float sq = static_cast<float>(kGroundSide);
    const std::array<cv::Point2f, 4> whole{cv::Point2f{0, 0}, {sq, 0}, {sq, sq}, {0, sq}};
    for (const GridCell& c : grid.cells) {
        // The cell inset a little: a loose tile lies up to ~3 % of its side off the grid
        // (jitter, turn, the gap), and the table showing there is no edge terrain.
        constexpr float kInset = 0.03f;
        std::array<cv::Point2f, 4> corners = c.corners;
        const cv::Point2f mid = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25f;
        for (auto& p : corners) p = (mid + (p - mid) * (1 - 2 * kInset)) * static_cast<float>(readScale);
        // Followers found first: the structure reader does not see their pixels (a red
        // meeple is no roof, a green one no field); the library sees the tile painted in.
        cv::Mat square = rectifyQuad(readImage, corners, kGroundSide);
        CellFollowers followers = findFollowers(square, colours);
        if (!followers.blobs.empty() && options.library != nullptr)
            cv::inpaint(square, followers.mask, square, 3, cv::INPAINT_TELEA);
        TileReading r = readTileOutline(square, whole, tiles, options.library,
                                        followers.blobs.empty() ? cv::Mat() : followers.mask, options.sets);
        // A cell that shows no tile's colours (blacked out, in deep shadow, covered by
        // something dark or by a plain pale sheet) is read from its neighbours alone:
        // every tile equally likely.
        const bool seen = r.structure.tileColours >= kSeenTileColours && r.structure.seen >= kSeenShare;
        if (seen && r.ranked.size() > kCandidatesPerCell) r.ranked.resize(kCandidatesPerCell);
        if (!seen)
            for (TileGuess& g : r.ranked) g.probability = 1.0 / static_cast<double>(r.ranked.size());
        out.unseen.push_back(!seen);
        out.readAlone.push_back(r.ranked);
        if (seen && structureFit(r, tiles, options) < kNoTypeFitNats) r.ranked.clear();
        out.puzzle.push_back({{c.column - col0, c.row - row0}, std::move(r.ranked)});
        for (FollowerBlob& b : followers.blobs)  // unit coordinates of the whole cell
            b.unit = cv::Point2d(0.5, 0.5) + (b.unit - cv::Point2d(0.5, 0.5)) * (1 - 2.0 * kInset);
        out.blobs.push_back(std::move(followers.blobs));
    }
    return out;
}

// Each follower seen on a cell, on the segment of the solved tile it stands on.
void addFollowers(BoardReading& out, const std::vector<FollowerBlob>& blobs, const TileGuess& chosen, Pos pos,
                  const GridCell& g, const Tileset& tiles) {
    if (blobs.empty()) return;
    const TileLayout layout = tileLayout(tiles.type(chosen.type), chosen.rot);
    const cv::Matx33d toPhoto(cv::getPerspectiveTransform(kUnitSquare.data(), g.corners.data()));
    for (const FollowerBlob& b : blobs) {
        const int seg = segmentAt(layout, b.unit);
        if (seg < 0) continue;
        const cv::Vec3d p = toPhoto * cv::Vec3d(b.unit.x, b.unit.y, 1);
        out.followers.push_back({pos, b.colour, layout.segments[static_cast<size_t>(seg)].kind, seg,
                                 {p[0] / p[2], p[1] / p[2]}});
    }
}

// A board cut by the photo's edge (its tile mask reaches the border): the tiles beyond are not read.
bool reachesThePhotosEdge(const cv::Mat& m) {
    const int edgeTile = cv::countNonZero(m.row(0)) + cv::countNonZero(m.row(m.rows - 1)) + cv::countNonZero(m.col(0)) +
                         cv::countNonZero(m.col(m.cols - 1));
    constexpr double kCutShare = 0.05;  // of the border's pixels being tile: the board goes on beyond the photo
    return edgeTile > kCutShare * 2 * (m.rows + m.cols);
}

}  // namespace

Expected<BoardReading> readBoard(const cv::Mat& photoBgr, const Tileset& tiles, const BoardReadOptions& options) {
    if (photoBgr.empty() || photoBgr.type() != CV_8UC3) return Error{"not a colour picture"};
    cv::Mat grey;
    cv::cvtColor(photoBgr, grey, cv::COLOR_BGR2GRAY);
    if (const Status readable = greyLevelsReadable(grey); !readable) return Error{readable.error()};
    auto grid = findBoardGrid(photoBgr);
    if (!grid) return noGrid(grey, grid.error());
    const auto [puzzle, unseen, readAlone, blobs] = readCells(photoBgr, *grid, tiles, options);
    const PuzzleSolution solved = solvePuzzle(puzzle, tiles);

    BoardReading out;
    const bool anyUnknown = std::any_of(solved.answers.begin(), solved.answers.end(), [](const PuzzleAnswer& a) { return a.choice < 0; });
    if (!solved.complete && anyUnknown)
        out.doubts.push_back({{0, 0}, "the puzzle search stopped at its limit: the board as a whole may be wrong", {}, {}, false});
    for (size_t i = 0; i < puzzle.size(); ++i) {
        const PuzzleCell& cell = puzzle[i];
        const PuzzleAnswer& a = solved.answers[i];
        const GridCell& g = grid->cells[i];
        if (a.choice < 0) {
            const std::string alone = candidateText(tiles, readAlone[i].front());
            const std::string reason = cell.candidates.empty()
                                           ? "no tile type fits what was read (a tile of another set?); read alone as " + alone
                                           : "no reading fits the neighbours; read alone as " + alone;
            out.doubts.push_back({cell.pos, reason, readAlone[i], g.corners, true});
            continue;
        }
        const TileGuess& chosen = cell.candidates[static_cast<size_t>(a.choice)];
        BoardTile t{cell.pos, chosen.type, chosen.rot, a.confidence, {}, g.corners, {}};
        for (int k : a.fitting)
            if (t.candidates.size() < kChoicesOffered) t.candidates.push_back(cell.candidates[static_cast<size_t>(k)]);
        for (const cv::Point2f& p : g.corners) t.centrePx += cv::Point2d(p) * 0.25;
        out.tiles.push_back(t);
        addFollowers(out, blobs[i], chosen, cell.pos, g, tiles);
        if (unseen[i]) {
            std::string reason = "this cell cannot be seen (covered, dark or blacked out): " + candidateText(tiles, chosen) +
                                 " fits its neighbours";
            out.doubts.push_back({cell.pos, reason, t.candidates, g.corners, false});
        } else if (a.confidence < kConfident) {
            std::string reason = "low confidence: " + candidateText(tiles, chosen);
            for (const TileGuess& other : cell.candidates)
                if (&other != &chosen && other.probability > 0.1 * chosen.probability) reason += " or " + candidateText(tiles, other);
            out.doubts.push_back({cell.pos, reason, cell.candidates, g.corners, false});
        }
    }
    if (reachesThePhotosEdge(grid->tileMask))
        out.doubts.push_back({{0, 0}, "the board reaches the photo's edge: tiles beyond it are not read", {}, {}, false});
    return out;
}

int followerSegmentAt(const BoardTile& tile, cv::Point2d centrePx, const Tileset& tiles) {
    const cv::Matx33d toUnit(cv::getPerspectiveTransform(tile.corners.data(), kUnitSquare.data()));
    const cv::Vec3d u = toUnit * cv::Vec3d(centrePx.x, centrePx.y, 1);
    if (std::abs(u[2]) < 1e-12) return -1;
    return segmentAt(tileLayout(tiles.type(tile.type), tile.rot), {u[0] / u[2], u[1] / u[2]});
}

nlohmann::json boardJson(const BoardReading& reading, const Tileset& tiles) {
    nlohmann::json j;
    j["tiles"] = nlohmann::json::array();
    for (const BoardTile& t : reading.tiles) {
        const TileType& type = tiles.type(t.type);
        j["tiles"].push_back({{"x", t.pos.x}, {"y", t.pos.y}, {"tile", tileLabel(type)}, {"id", type.id},
                              {"rotation", t.rot.degrees()}, {"confidence", t.confidence},
                              {"centre_px", {t.centrePx.x, t.centrePx.y}}});
    }
    j["followers"] = nlohmann::json::array();
    for (const BoardFollower& f : reading.followers)
        j["followers"].push_back({{"x", f.pos.x}, {"y", f.pos.y}, {"colour", f.colour}, {"feature", featureName(f.feature)},
                                  {"centre_px", {f.centrePx.x, f.centrePx.y}}});
    j["doubts"] = nlohmann::json::array();
    for (const BoardDoubt& d : reading.doubts) {
        nlohmann::json dj{{"reason", d.reason}};
        if (!d.candidates.empty()) {
            dj["x"] = d.pos.x, dj["y"] = d.pos.y;
            dj["candidates"] = nlohmann::json::array();
            for (const TileGuess& g : d.candidates)
                dj["candidates"].push_back({{"tile", tileLabel(tiles.type(g.type))}, {"rotation", g.rot.degrees()},
                                            {"probability", g.probability}});
        }
        j["doubts"].push_back(dj);
    }
    return j;
}

}  // namespace carc::vision
