#pragma once
// The camera toggle's picture of the live game: the still frame of the last move (the
// camera's, or the table rendered as a camera would see it in the demo) with the cell
// of the change outlined where the tracker's grid puts it and labelled with tile,
// rotation and confidence. LiveGame owns it and shows each move in it.
#include <QImage>
#include <QObject>
#include <QPolygonF>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include "table_watcher.hpp"

namespace carc::app {

class CameraFeed : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
    Q_PROPERTY(QImage frame READ frame NOTIFY changed)
    Q_PROPERTY(QPolygonF mark READ mark NOTIFY changed)
    Q_PROPERTY(QString label READ label NOTIFY changed)
public:
    explicit CameraFeed(QObject* parent = nullptr) : QObject(parent) {}

    // The game as it stands after `seen` (none: as it stands), from `watcher`'s frame
    // when it has one.
    void show(const Game& game, const QStringList& colours, TableWatcher* watcher, const std::optional<Observation>& seen);

    QImage frame() const { return frame_; }
    QPolygonF mark() const { return mark_; }
    QString label() const { return label_; }

signals:
    void changed();

private:
    QImage frame_;
    QPolygonF mark_;
    QString label_;
};

}  // namespace carc::app
