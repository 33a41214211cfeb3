#include "followers_model.hpp"

#include "tile_painter.hpp"

namespace carc::app {

FollowersModel::FollowersModel(QObject* parent) : RowModel({"px", "py", "colour", "shape", "feature"}, parent) {}

namespace {

QVariantList followerRow(const Board& board, SegmentRef at, const QString& colour) {
    const PlacedTile& t = board.tile(at.tile);
    const QPointF a = segmentAnchor(lookOf(t), at.seg);
    const FeatureKind kind = t.segment(at.seg).kind;
    return {t.pos.x + a.x(), t.pos.y + a.y(), colour,
            kind == FeatureKind::Field ? QStringLiteral("farmer") : QStringLiteral("follower"),
            QString::fromUtf8(featureName(kind))};
}

}  // namespace

void FollowersModel::showScorers(const Game& game, const ScoreEvent& event, const QStringList& colours) {
    QList<QVariantList> rows;
    for (SegmentRef at : event.followers) rows.append(followerRow(game.board(), at, colours.value(event.player, "grey")));
    setRows(std::move(rows));
}

void FollowersModel::refresh(const Game& game, const QStringList& colours) {
    QList<QVariantList> rows;
    for (const Follower& f : game.followers()) rows.append(followerRow(game.board(), f.at, colours.value(f.owner, "grey")));
    for (const Castle& c : game.module<BcbModule>().castles) {
        // A castle covers the two tiles of its small city: stand it on their shared edge.
        const qreal x = (c.tiles[0].x + c.tiles[1].x) / 2.0 + 0.5, y = (c.tiles[0].y + c.tiles[1].y) / 2.0 + 0.5;
        rows.append({x, y, colours.value(c.owner, "grey"), QStringLiteral("castle"), QStringLiteral("castle")});
    }
    setRows(std::move(rows));
}

}  // namespace carc::app
