#pragma once
// The follower colours of the rig (INTERFACES.md) and how the app paints them.
#include <QColor>
#include <QString>
#include <QStringList>

namespace carc::app {

// "red", "blue", "green", "yellow", "black", "grey": the standard colours in the
// order new games offer them.
const QStringList& colourNames();
// Screen colour for a colour name; grey for unknown names.
QColor colourValue(const QString& name);
// Text that reads well on top of that colour (white or near-black).
QColor textOn(const QString& name);
// The shape that tells the colour without seeing it (colour-blind players): drawn on
// the player's token, figures and score marker. One per colour, all in DejaVu Sans.
QString colourShape(const QString& name);
// "Red" for "red".
QString capitalised(const QString& name);

}  // namespace carc::app

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace carc::app {

// The same colours for QML: Colours.colour("red").
class Colours : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    using QObject::QObject;
    Q_INVOKABLE QColor colour(const QString& name) const { return colourValue(name); }
    Q_INVOKABLE QColor textOn(const QString& name) const { return carc::app::textOn(name); }
    Q_INVOKABLE QStringList names() const { return colourNames(); }
    Q_INVOKABLE QString shape(const QString& name) const { return colourShape(name); }
};

}  // namespace carc::app
