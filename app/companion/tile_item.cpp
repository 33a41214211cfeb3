#include "tile_item.hpp"

#include <QPainter>

#include "player_colours.hpp"
#include "tile_painter.hpp"

#include "engine/tileset.hpp"

namespace carc::app {

TileItem::TileItem(QQuickItem* parent) : QQuickPaintedItem(parent) { setAntialiasing(true); }

void TileItem::setTileId(const QString& id) {
    if (id == tileId_) return;
    tileId_ = id;
    emit lookChanged();
    update();
}

void TileItem::setTileRotation(int degrees) {
    if (degrees == rotation_) return;
    rotation_ = degrees;
    emit lookChanged();
    update();
}

void TileItem::setBridge(const QString& b) {
    if (b == bridge_) return;
    bridge_ = b;
    emit lookChanged();
    update();
}

bool TileItem::valid() const { return Tileset::standard().find(tileId_.toStdString()) != nullptr; }

void TileItem::paint(QPainter* painter) {
    const Tileset& tiles = Tileset::standard();
    const TileType* type = tiles.find(tileId_.toStdString());
    if (!type) return;
    TileLook look = lookOf(tiles, type->index, Rotation::fromDegrees(rotation_));
    Segment bridge;
    if (!bridge_.isEmpty()) {
        bridge.kind = FeatureKind::Road;
        bridge.edges = axisEdges(bridge_ == QStringLiteral("NS") ? Axis::NS : Axis::WE);
        look.bridge = &bridge;
        look.bridgeSegment = look.o->segmentCount;
    }
    const qreal side = std::min(width(), height());
    paintTile(*painter, QRectF((width() - side) / 2, (height() - side) / 2, side, side), look);
}

FigureItem::FigureItem(QQuickItem* parent) : QQuickPaintedItem(parent) { setAntialiasing(true); }

void FigureItem::setColour(const QString& c) {
    colour_ = c;
    emit lookChanged();
    update();
}

void FigureItem::setShape(const QString& s) {
    shape_ = s;
    emit lookChanged();
    update();
}

namespace {
constexpr double kShapeOfFigure = 0.42;  // the shape's height over the figure's: readable, inside the body
}  // namespace

void FigureItem::paint(QPainter* painter) {
    const FigureShape shape = shape_ == QStringLiteral("castle")   ? FigureShape::Castle
                              : shape_ == QStringLiteral("farmer") ? FigureShape::Farmer
                                                                   : FigureShape::Follower;
    const double size = std::min(width(), height()) * 0.9;
    paintFigure(*painter, QPointF(width() / 2, height() / 2), size, colourValue(colour_), shape);
    // The colour's shape on the figure's body, for colour-blind players.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(6, static_cast<int>(size * kShapeOfFigure)));
    painter->setFont(font);
    painter->setPen(textOn(colour_));
    const QRectF body(0, height() * 0.3, width(), height() * 0.5);
    painter->drawText(body, Qt::AlignCenter, colourShape(colour_));
}

}  // namespace carc::app
