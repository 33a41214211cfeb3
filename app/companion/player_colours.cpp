#include "player_colours.hpp"

#include <QHash>

namespace carc::app {

const QStringList& colourNames() {
    static const QStringList names{"red", "blue", "green", "yellow", "black", "grey", "pink", "purple"};
    return names;
}

QColor colourValue(const QString& name) {
    // Saturated but not neon: they must stay apart on a sunny table and on the LCD.
    static const QHash<QString, QColor> values{
        {"red", QColor(0xd6, 0x27, 0x28)},    {"blue", QColor(0x1f, 0x5f, 0xd1)},
        {"green", QColor(0x2c, 0x9a, 0x3c)},  {"yellow", QColor(0xf2, 0xc3, 0x1b)},
        {"black", QColor(0x26, 0x26, 0x26)},  {"grey", QColor(0x9a, 0x9a, 0x9a)},
        {"pink", QColor(0xf0, 0x7c, 0xb8)},   {"purple", QColor(0x8e, 0x44, 0xad)},
    };
    return values.value(name, QColor(0x9a, 0x9a, 0x9a));
}

QColor textOn(const QString& name) {
    const QColor c = colourValue(name);
    return c.lightnessF() > 0.55 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

QString colourShape(const QString& name) {
    static const QHash<QString, QString> shapes{
        {"red", QStringLiteral("■")},   {"blue", QStringLiteral("▲")},  {"green", QStringLiteral("◆")},
        {"yellow", QStringLiteral("●")}, {"black", QStringLiteral("★")}, {"grey", QStringLiteral("✚")},
        {"pink", QStringLiteral("♥")},  {"purple", QStringLiteral("♣")},
    };
    return shapes.value(name, QStringLiteral("?"));
}

QString capitalised(const QString& name) {
    if (name.isEmpty()) return name;
    return name.left(1).toUpper() + name.mid(1);
}

}  // namespace carc::app
