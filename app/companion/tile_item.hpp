#pragma once
// QML items that paint a tile and a figure with tile_painter (the board view's cells
// and meeples).
#include <QQuickPaintedItem>

namespace carc::app {

class TileItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // JCloisterZone id or base letter; rotation in degrees clockwise; bridge "", "NS", "WE".
    Q_PROPERTY(QString tileId READ tileId WRITE setTileId NOTIFY lookChanged)
    Q_PROPERTY(int turn READ tileRotation WRITE setTileRotation NOTIFY lookChanged)
    Q_PROPERTY(QString bridge READ bridge WRITE setBridge NOTIFY lookChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY lookChanged)
public:
    explicit TileItem(QQuickItem* parent = nullptr);
    void paint(QPainter* painter) override;

    QString tileId() const { return tileId_; }
    void setTileId(const QString& id);
    int tileRotation() const { return rotation_; }
    void setTileRotation(int degrees);
    QString bridge() const { return bridge_; }
    void setBridge(const QString& b);
    bool valid() const;

signals:
    void lookChanged();

private:
    QString tileId_;
    int rotation_ = 0;
    QString bridge_;
};

class FigureItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString colour READ colour WRITE setColour NOTIFY lookChanged)
    // "follower", "farmer" or "castle".
    Q_PROPERTY(QString shape READ shape WRITE setShape NOTIFY lookChanged)
public:
    explicit FigureItem(QQuickItem* parent = nullptr);
    void paint(QPainter* painter) override;
    QString colour() const { return colour_; }
    void setColour(const QString& c);
    QString shape() const { return shape_; }
    void setShape(const QString& s);

signals:
    void lookChanged();

private:
    QString colour_ = QStringLiteral("red");
    QString shape_ = QStringLiteral("follower");
};

}  // namespace carc::app
