#pragma once
// The tiles on the board as the engine knows them, one row per placed tile, with
// the board's extent so the view can fit it to the screen.
#include <QPoint>
#include <QRect>
#include <QSet>

#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class BoardModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame or ReplayController")
    Q_PROPERTY(QRect extent READ extent NOTIFY extentChanged)
public:
    explicit BoardModel(QObject* parent = nullptr);
    // `highlight`: cells to mark (a feature scored, farms and their cities); `fed`: the
    // cities a farm shown fed (marked apart from the farm).
    void refresh(const Board& board, const QSet<QPoint>& highlight = {}, const QSet<QPoint>& fed = {});
    // Placed tiles' bounding box in cells (x, y, width, height).
    QRect extent() const { return extent_; }

signals:
    void extentChanged();

private:
    QRect extent_{0, 0, 1, 1};
};

// "NS", "WE" or "" for a placed tile's bridge.
QString bridgeName(const PlacedTile& t);

}  // namespace carc::app
