#include "camera_view.hpp"

#include <QLinearGradient>
#include <QPainter>

#include "player_colours.hpp"
#include "tile_painter.hpp"

namespace carc::app {

TableFrame renderTableFrame(const Game& game, const QStringList& colours, const std::optional<Placement>& laid,
                            std::optional<Pos> mark, QSize size) {
    const Board& board = game.board();
    auto b = board.bounds();
    if (board.empty()) b = {0, 0, 0, 0};
    if (laid) {
        b[0] = std::min(b[0], laid->pos.x);
        b[1] = std::min(b[1], laid->pos.y);
        b[2] = std::max(b[2], laid->pos.x);
        b[3] = std::max(b[3], laid->pos.y);
    }
    // Top-down picture of the board with a margin of table around it.
    const int cols = b[2] - b[0] + 3, rows = b[3] - b[1] + 3;
    const int cell = 64;
    QImage top(cols * cell, rows * cell, QImage::Format_RGB32);
    {
        QPainter p(&top);
        QLinearGradient wood(0, 0, top.width(), top.height());
        wood.setColorAt(0, QColor(0x9c, 0x6b, 0x3e));
        wood.setColorAt(1, QColor(0x7a, 0x4e, 0x2a));
        p.fillRect(top.rect(), wood);
        p.setPen(QPen(QColor(0x6a, 0x42, 0x22), 2));
        for (int y = 7; y < top.height(); y += 23) p.drawLine(0, y, top.width(), y + 9);
        auto cellRect = [&](Pos pos) {
            return QRectF((pos.x - b[0] + 1) * cell, (pos.y - b[1] + 1) * cell, cell, cell);
        };
        for (const PlacedTile& t : board.placed()) paintTile(p, cellRect(t.pos), lookOf(t));
        if (laid) paintTile(p, cellRect(laid->pos), lookOf(game.tiles(), laid->type, laid->rot));
        for (const Follower& f : game.followers()) {
            const PlacedTile& t = board.tile(f.at.tile);
            const QPointF a = segmentAnchor(lookOf(t), f.at.seg);
            const QRectF r = cellRect(t.pos);
            paintFigure(p, r.topLeft() + a * cell, cell * 0.32, colourValue(colours.value(f.owner)),
                        t.segment(f.at.seg).kind == FeatureKind::Field ? FigureShape::Farmer : FigureShape::Follower);
        }
    }
    // The camera looks down slightly from the south: the far edge appears narrower.
    TableFrame out;
    out.image = QImage(size, QImage::Format_RGB32);
    out.image.fill(QColor(0x3a, 0x2a, 0x1c));
    const qreal scale = std::min(size.width() * 0.92 / top.width(), size.height() * 0.95 / top.height());
    const qreal w = top.width() * scale, h = top.height() * scale;
    const qreal x0 = (size.width() - w) / 2, y0 = (size.height() - h) / 2, squeeze = w * 0.06;
    const QPolygonF from(QRectF(0, 0, top.width(), top.height()));
    QPolygonF to;
    to << QPointF(x0 + squeeze, y0) << QPointF(x0 + w - squeeze, y0) << QPointF(x0 + w, y0 + h) << QPointF(x0, y0 + h);
    QTransform persp;
    QTransform::quadToQuad(from, to, persp);
    {
        QPainter p(&out.image);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.setTransform(persp);
        p.drawImage(0, 0, top);
    }
    if (mark) {
        const QRectF r((mark->x - b[0] + 1) * cell, (mark->y - b[1] + 1) * cell, cell, cell);
        out.mark = persp.map(QPolygonF(r));
    }
    return out;
}

CameraView::CameraView(QQuickItem* parent) : QQuickPaintedItem(parent) {}

void CameraView::setFrame(const QImage& f) {
    frame_ = f;
    emit frameChanged();
    update();
}
void CameraView::setMark(const QPolygonF& m) {
    mark_ = m;
    emit frameChanged();
    update();
}
void CameraView::setLabel(const QString& l) {
    label_ = l;
    emit frameChanged();
    update();
}

void CameraView::paint(QPainter* painter) {
    painter->fillRect(boundingRect(), QColor(0x20, 0x20, 0x20));
    if (frame_.isNull()) return;
    const qreal scale = std::min(width() / frame_.width(), height() / frame_.height());
    const QSizeF shown(frame_.width() * scale, frame_.height() * scale);
    const QPointF origin((width() - shown.width()) / 2, (height() - shown.height()) / 2);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(QRectF(origin, shown), frame_);
    if (mark_.isEmpty()) return;
    QTransform toItem = QTransform::fromScale(scale, scale) * QTransform::fromTranslate(origin.x(), origin.y());
    const QPolygonF m = toItem.map(mark_);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x00, 0xe0, 0xff), 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(m);
    if (label_.isEmpty()) return;
    QFont font = painter->font();
    font.setPixelSize(18);
    font.setBold(true);
    painter->setFont(font);
    const QRectF box = m.boundingRect();
    const QRectF text(box.left(), box.top() - 28, std::max<qreal>(box.width(), 130), 26);
    painter->fillRect(text, QColor(0, 0, 0, 170));
    painter->setPen(QColor(0x00, 0xe0, 0xff));
    painter->drawText(text, Qt::AlignCenter, label_);
}

}  // namespace carc::app
