#include "board_check.hpp"

#include <map>
#include <tuple>

#include <QtConcurrent/QtConcurrentRun>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/track/tile_library.hpp"

namespace carc::app {
namespace {

// `p` turned `k` quarter turns clockwise about the origin (y grows downwards).
Pos turned(Pos p, int k) {
    for (int i = 0; i < k; ++i) p = Pos{-p.y, p.x};
    return p;
}

Rotation plus(Rotation r, int k) { return Rotation::fromDegrees(r.degrees() + 90 * k); }

bool same(const CellTile& a, const CellTile& b, const Tileset& tiles) {
    const TileType* t = tiles.find(a.id);
    return t && a.id == b.id &&
           vision::canonicalRotation(tiles, t->index, a.rot) == vision::canonicalRotation(tiles, t->index, b.rot);
}

bool hasCorners(const std::array<cv::Point2f, 4>& c) {
    for (const cv::Point2f& p : c)
        if (p != cv::Point2f{}) return true;
    return false;
}

// The photo's cell (x, y) spans grid points (x - 0.5, y - 0.5) .. (x + 0.5, y + 0.5).
std::array<cv::Point2f, 4> gridCorners(Pos p) {
    const float x = static_cast<float>(p.x), y = static_cast<float>(p.y);
    return {cv::Point2f{x - 0.5f, y - 0.5f}, {x + 0.5f, y - 0.5f}, {x + 0.5f, y + 0.5f}, {x - 0.5f, y + 0.5f}};
}

struct Alignment {
    int k = 0;
    Pos offset;
    int votes = 0;
};

}  // namespace

Expected<BoardCheckResult> checkBoard(const vision::BoardReading& reading, const Tileset& readTiles,
                                      const std::vector<Placement>& game, const Tileset& gameTiles) {
    auto photoTile = [&](TileTypeId type, Rotation rot) { return CellTile{readTiles.type(type).id, rot}; };
    auto gameTile = [&](const Placement& p) { return CellTile{gameTiles.type(p.type).id, p.rot}; };

    // The turn and offset under which most read tiles land on the same tile of the game.
    std::map<std::tuple<int, int, int>, int> votes;
    Alignment best;
    for (const vision::BoardTile& read : reading.tiles)
        for (const Placement& held : game)
            for (int k = 0; k < 4; ++k) {
                if (!same(photoTile(read.type, plus(read.rot, k)), gameTile(held), gameTiles)) continue;
                const Pos at = turned(read.pos, k);
                const Pos offset{held.pos.x - at.x, held.pos.y - at.y};
                const int n = ++votes[{k, offset.x, offset.y}];
                if (n > best.votes) best = Alignment{k, offset, n};
            }
    if (best.votes == 0) return Error{"the photo shows none of the game's tiles"};
    auto toGame = [&](Pos p) {
        const Pos t = turned(p, best.k);
        return Pos{t.x + best.offset.x, t.y + best.offset.y};
    };
    auto toPhoto = [&](Pos p) { return turned(Pos{p.x - best.offset.x, p.y - best.offset.y}, (4 - best.k) % 4); };

    // Photo grid -> frame pixels, fitted on every tile read, for cells the photo shows empty.
    std::vector<cv::Point2f> grid, pixels;
    for (const vision::BoardTile& read : reading.tiles) {
        const auto g = gridCorners(read.pos);
        grid.insert(grid.end(), g.begin(), g.end());
        pixels.insert(pixels.end(), read.corners.begin(), read.corners.end());
    }
    const cv::Mat homography = grid.size() >= 4 ? cv::findHomography(grid, pixels) : cv::Mat();
    auto cornersOf = [&](Pos gameCell) {
        std::array<cv::Point2f, 4> c{};
        if (homography.empty()) return c;
        const auto g = gridCorners(toPhoto(gameCell));
        std::vector<cv::Point2f> in(g.begin(), g.end()), out;
        cv::perspectiveTransform(in, out, homography);
        std::copy(out.begin(), out.end(), c.begin());
        return c;
    };

    struct Seen {
        CellTile tile;
        bool unsure = false;
        std::vector<CellTile> could;  // a doubt's candidates
        std::array<cv::Point2f, 4> corners{};
    };
    std::map<std::pair<int, int>, Seen> photo;
    for (const vision::BoardTile& read : reading.tiles) {
        const Pos at = toGame(read.pos);
        photo[{at.x, at.y}] = Seen{photoTile(read.type, plus(read.rot, best.k)), false, {}, read.corners};
    }
    for (const vision::BoardDoubt& doubt : reading.doubts) {
        if (doubt.candidates.empty() || !hasCorners(doubt.corners)) continue;  // board-wide
        const Pos at = toGame(doubt.pos);
        Seen seen{photoTile(doubt.candidates.front().type, plus(doubt.candidates.front().rot, best.k)), true, {}, doubt.corners};
        for (const vision::TileGuess& g : doubt.candidates) seen.could.push_back(photoTile(g.type, plus(g.rot, best.k)));
        photo.try_emplace({at.x, at.y}, std::move(seen));
    }

    // Only what lies on the board counts: a read cell joined to the game's cells through
    // read cells (a tile moved lies next to the board). Apart from it the reader sees
    // things that are no tiles of the game: the rig's table markers, a tile in a hand.
    std::map<std::pair<int, int>, bool> gameCells;
    for (const Placement& p : game) gameCells[{p.pos.x, p.pos.y}] = true;
    std::map<std::pair<int, int>, bool> onBoard;
    std::vector<std::pair<int, int>> todo;
    for (const auto& [cell, s] : photo)
        for (const Edge e : kEdges) {
            const Pos n = Pos{cell.first, cell.second}.neighbour(e);
            if (gameCells.count(cell) || gameCells.count({n.x, n.y})) {
                if (!onBoard[cell]) todo.push_back(cell);
                onBoard[cell] = true;
            }
        }
    while (!todo.empty()) {
        const Pos at{todo.back().first, todo.back().second};
        todo.pop_back();
        for (const Edge e : kEdges) {
            const Pos n = at.neighbour(e);
            if (photo.count({n.x, n.y}) && !onBoard[{n.x, n.y}]) {
                onBoard[{n.x, n.y}] = true;
                todo.push_back({n.x, n.y});
            }
        }
    }
    std::erase_if(photo, [&](const auto& entry) { return !onBoard[entry.first]; });

    BoardCheckResult result;
    result.quarterTurns = best.k;
    for (const Placement& p : game) {
        const CellTile want = gameTile(p);
        const auto it = photo.find({p.pos.x, p.pos.y});
        if (it == photo.end()) {
            result.differences.push_back({p.pos, std::nullopt, false, want, cornersOf(p.pos)});
            continue;
        }
        const Seen& s = it->second;
        bool agrees = same(s.tile, want, gameTiles);
        for (const CellTile& c : s.could) agrees = agrees || same(c, want, gameTiles);
        if (agrees) ++result.agreeing;
        else result.differences.push_back({p.pos, s.tile, s.unsure, want, s.corners});
    }
    for (const auto& [cell, s] : photo)
        if (!gameCells.count(cell)) result.differences.push_back({Pos{cell.first, cell.second}, s.tile, s.unsure, std::nullopt, s.corners});
    return result;
}

namespace {

cv::Mat toBgr(const QImage& image) {
    const QImage rgb = image.convertToFormat(QImage::Format_BGR888);
    return cv::Mat(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
                   static_cast<size_t>(rgb.bytesPerLine()))
        .clone();
}

QVariantMap differenceMap(const BoardDifference& d) {
    QVariantList corners;
    for (const cv::Point2f& p : d.cornersPx) corners.append(QVariantMap{{"x", p.x}, {"y", p.y}});
    return {{"x", d.cell.x},
            {"y", d.cell.y},
            {"corners", corners},
            {"photo", d.photo ? QString::fromStdString(d.photo->id) : QString()},
            {"photoTurn", d.photo ? d.photo->rot.degrees() : 0},
            {"unsure", d.unsure},
            {"game", d.game ? QString::fromStdString(d.game->id) : QString()},
            {"gameTurn", d.game ? d.game->rot.degrees() : 0}};
}

}  // namespace

BoardCheck::BoardCheck(QObject* parent) : QObject(parent) {}

BoardCheck::~BoardCheck() {
    if (watcher_) watcher_->waitForFinished();
}

bool BoardCheck::start(const QImage& frame, std::vector<Placement> game, std::shared_ptr<const Tileset> tiles) {
    if (busy_) return false;
    busy_ = shown_ = true;
    error_.clear();
    result_.reset();
    frame_ = frame;
    emit changed();
    watcher_ = std::make_unique<QFutureWatcher<std::shared_ptr<Expected<BoardCheckResult>>>>();
    connect(watcher_.get(), &QFutureWatcherBase::finished, this, [this] {
        const std::shared_ptr<Expected<BoardCheckResult>> r = watcher_->result();
        busy_ = false;
        if (*r) result_ = **r;
        else error_ = QString::fromStdString(r->error());
        emit changed();
        emit finished();
    });
    const cv::Mat bgr = toBgr(frame);
    watcher_->setFuture(QtConcurrent::run([bgr, game = std::move(game), tiles] {
        const Tileset& standard = Tileset::standard();
        auto reading = vision::readBoard(bgr, standard);
        if (!reading) return std::make_shared<Expected<BoardCheckResult>>(Error{reading.error()});
        return std::make_shared<Expected<BoardCheckResult>>(checkBoard(*reading, standard, game, *tiles));
    }));
    return true;
}

QVariantList BoardCheck::differences() const {
    QVariantList out;
    if (result_)
        for (const BoardDifference& d : result_->differences) out.append(differenceMap(d));
    return out;
}

QVariantMap BoardCheck::differenceAt(double px, double py) const {
    if (!result_) return {};
    for (const BoardDifference& d : result_->differences) {
        const std::vector<cv::Point2f> outline(d.cornersPx.begin(), d.cornersPx.end());
        if (cv::pointPolygonTest(outline, cv::Point2f(static_cast<float>(px), static_cast<float>(py)), false) >= 0)
            return differenceMap(d);
    }
    return {};
}

void BoardCheck::close() {
    if (!shown_) return;
    shown_ = false;
    emit changed();
}

}  // namespace carc::app
