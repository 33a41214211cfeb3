#include "tile_counter.hpp"

#include <QtMath>

#include "session_text.hpp"

namespace carc::app {

double TileOdds::chance(int x, int y) const {
    const auto at = fitting.find({x, y});
    if (at == fitting.end() || total == 0) return 0;
    int fits = 0;
    for (const auto& [type, copies] : left)
        if (at->second.count(type)) fits += copies;
    return double(fits) / total;
}

TileOdds tileOdds(const Game& game) {
    TileOdds odds;
    const Tileset& tiles = game.tiles();
    for (const TileType& t : tiles.types()) {
        // The tile already drawn (shown to the players) is not in the bag any more.
        const int copies = game.remaining(t.index) - (game.drawnTile() == t.index ? 1 : 0);
        if (copies <= 0) continue;
        odds.left.emplace_back(t.index, copies);
        odds.total += copies;
    }
    const Board& board = game.board();
    std::vector<Placement> found;
    for (const int c : board.frontierCells()) {
        const Pos p = board.cellPos(c);
        std::set<TileTypeId>& fits = odds.fitting[{p.x, p.y}];
        for (const auto& [type, copies] : odds.left) {
            found.clear();
            board.legalPlacements(type, found, p);
            if (!found.empty()) fits.insert(type);
        }
    }
    return odds;
}

TileCounter::TileCounter(QObject* parent) : RowModel({"tileId", "letter", "copies", "fits"}, parent) {}

void TileCounter::refresh(const Game& game) {
    tiles_ = &game.tiles();
    odds_ = tileOdds(game);
    if (spot_ && !odds_.fitting.count({spot_->x(), spot_->y()})) spot_.reset();  // covered since
    update();
}

void TileCounter::chooseSpot(int x, int y) {
    if (odds_.fitting.count({x, y})) spot_ = QPoint(x, y);
    else spot_.reset();
    update();
}

void TileCounter::clearSpot() {
    spot_.reset();
    update();
}

QVariantList TileCounter::freePlaces() const {
    QVariantList out;
    for (const auto& [xy, fits] : odds_.fitting) out << QPoint(xy.first, xy.second);
    return out;
}

int TileCounter::chancePercent() const { return spot_ ? qRound(100 * odds_.chance(spot_->x(), spot_->y())) : 0; }

void TileCounter::update() {
    QList<QVariantList> rows;
    const std::set<TileTypeId>* fits = spot_ ? &odds_.fitting.at({spot_->x(), spot_->y()}) : nullptr;
    for (const auto& [type, copies] : odds_.left) {
        const TileType& t = tiles_->type(type);
        rows.append({QString::fromStdString(t.id), tileLabel(*tiles_, type), copies, fits && fits->count(type) > 0});
    }
    setRows(std::move(rows));
    emit spotChanged();
}

}  // namespace carc::app
