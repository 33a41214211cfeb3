#pragma once
// The tile counter: the tiles still in the bag, per type (pictures and counts), and for
// a free place the players choose on the board, the chance that the next tile drawn
// fits there (the engine's legal placements of each type on that cell, weighted by the
// copies left). Worked out for every free place at each refresh, so choosing one needs
// no game.
#include <QPoint>
#include <QVariantList>
#include <map>
#include <set>

#include "engine/game.hpp"
#include "row_model.hpp"

namespace carc::app {

// The odds behind the counter, for one game state (tested without a screen).
struct TileOdds {
    std::vector<std::pair<TileTypeId, int>> left;      // types with copies left, in tile-set order
    std::map<std::pair<int, int>, std::set<TileTypeId>> fitting;  // free place (x, y) -> the types that fit
    int total = 0;                                       // copies left in all
    // Chance (0..1) that the next tile fits at (x, y); 0 for a place that is not free.
    [[nodiscard]] double chance(int x, int y) const;
};
[[nodiscard]] TileOdds tileOdds(const Game& game);

class TileCounter : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the live game's (LiveGame.tileCounter)")
    // Free places next to the board (cells), where a spot can be chosen.
    Q_PROPERTY(QVariantList freePlaces READ freePlaces NOTIFY spotChanged)
    Q_PROPERTY(bool spotChosen READ spotChosen NOTIFY spotChanged)
    Q_PROPERTY(QPoint spot READ spot NOTIFY spotChanged)
    Q_PROPERTY(int chancePercent READ chancePercent NOTIFY spotChanged)
    Q_PROPERTY(int tilesLeft READ tilesLeft NOTIFY spotChanged)
public:
    explicit TileCounter(QObject* parent = nullptr);

    void refresh(const Game& game);
    // Chooses the free place at cell (x, y) (another place: unchosen).
    Q_INVOKABLE void chooseSpot(int x, int y);
    Q_INVOKABLE void clearSpot();

    QVariantList freePlaces() const;
    bool spotChosen() const { return spot_.has_value(); }
    QPoint spot() const { return spot_.value_or(QPoint()); }
    int chancePercent() const;
    int tilesLeft() const { return odds_.total; }

signals:
    void spotChanged();

private:
    void update();
    const Tileset* tiles_ = nullptr;
    TileOdds odds_;
    std::optional<QPoint> spot_;
};

}  // namespace carc::app
