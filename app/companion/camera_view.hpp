#pragma once
// The camera-view toggle: the last still frame with the recognition drawn over it.
// Without a camera (the simulated demo) the frame is rendered from the engine's board
// as a camera above the table would see it, slightly oblique.
#include <QImage>
#include <QPolygonF>
#include <QQuickPaintedItem>
#include <optional>

#include "engine/game.hpp"

namespace carc::app {

struct TableFrame {
    QImage image;
    QPolygonF mark;  // the observed cell's outline in image pixels (empty if none)
};

// The table as a camera sees it: the board's tiles and figures on a wooden table,
// plus the tile just laid (`laid`, not yet in the game), with `mark` outlined.
TableFrame renderTableFrame(const Game& game, const QStringList& colours, const std::optional<Placement>& laid,
                            std::optional<Pos> mark, QSize size = QSize(960, 720));

class CameraView : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QImage frame READ frame WRITE setFrame NOTIFY frameChanged)
    Q_PROPERTY(QPolygonF mark READ mark WRITE setMark NOTIFY frameChanged)
    Q_PROPERTY(QString label READ label WRITE setLabel NOTIFY frameChanged)
public:
    explicit CameraView(QQuickItem* parent = nullptr);
    void paint(QPainter* painter) override;

    QImage frame() const { return frame_; }
    void setFrame(const QImage& f);
    QPolygonF mark() const { return mark_; }
    void setMark(const QPolygonF& m);
    QString label() const { return label_; }
    void setLabel(const QString& l);

signals:
    void frameChanged();

private:
    QImage frame_;
    QPolygonF mark_;
    QString label_;
};

}  // namespace carc::app
