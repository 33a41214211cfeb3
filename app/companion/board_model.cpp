#include "board_model.hpp"

namespace carc::app {

BoardModel::BoardModel(QObject* parent)
    : RowModel({"tileId", "cellX", "cellY", "degrees", "bridge", "highlight", "fed", "latest"}, parent) {}

QString bridgeName(const PlacedTile& t) {
    if (t.bridgeSeg < 0) return {};
    return t.bridge.edges == axisEdges(Axis::NS) ? QStringLiteral("NS") : QStringLiteral("WE");
}

void BoardModel::refresh(const Board& board, const QSet<QPoint>& highlight, const QSet<QPoint>& fed) {
    QList<QVariantList> rows;
    for (int i = 0; i < board.size(); ++i) {
        const PlacedTile& t = board.tile(i);
        rows.append({QString::fromStdString(board.tiles().type(t.type).id), t.pos.x, t.pos.y, t.rot.degrees(),
                     bridgeName(t), highlight.contains(QPoint(t.pos.x, t.pos.y)), fed.contains(QPoint(t.pos.x, t.pos.y)),
                     i == board.size() - 1});
    }
    setRows(std::move(rows));
    const auto b = board.bounds();
    const QRect extent = board.empty() ? QRect(0, 0, 1, 1) : QRect(QPoint(b[0], b[1]), QPoint(b[2], b[3]));
    if (extent != extent_) {
        extent_ = extent;
        emit extentChanged();
    }
}

}  // namespace carc::app
