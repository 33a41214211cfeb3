#include "followers_model.hpp"

#include "tile_painter.hpp"

namespace carc::app {

FollowersModel::FollowersModel(QObject* parent) : RowModel({"px", "py", "colour", "shape", "feature"}, parent) {}

void FollowersModel::refresh(const Game& game, const QStringList& colours) {
    QList<QVariantList> rows;
    const Board& board = game.board();
    for (const Follower& f : game.followers()) {
        const PlacedTile& t = board.tile(f.at.tile);
        const QPointF a = segmentAnchor(lookOf(t), f.at.seg);
        const FeatureKind kind = t.segment(f.at.seg).kind;
        rows.append({t.pos.x + a.x(), t.pos.y + a.y(), colours.value(f.owner, "grey"),
                     kind == FeatureKind::Field ? QStringLiteral("farmer") : QStringLiteral("follower"),
                     QString::fromUtf8(featureName(kind))});
    }
    for (const Castle& c : game.castles()) {
        // A castle covers the two tiles of its small city: stand it on their shared edge.
        const qreal x = (c.tiles[0].x + c.tiles[1].x) / 2.0 + 0.5, y = (c.tiles[0].y + c.tiles[1].y) / 2.0 + 0.5;
        rows.append({x, y, colours.value(c.owner, "grey"), QStringLiteral("castle"), QStringLiteral("castle")});
    }
    setRows(std::move(rows));
}

}  // namespace carc::app
