#include "navigation.hpp"

namespace carc::app {

void Navigation::go(const QString& screen) {
    if (screen == screen_) return;
    screen_ = screen;
    emit screenChanged();
}

void Navigation::openReplay(qlonglong id) {
    replayId_ = id;
    emit screenChanged();
    go(QStringLiteral("replay"));
}

QString Navigation::backFrom(const QString& screen) const {
    if (screen == QStringLiteral("statistics") || screen == QStringLiteral("replay") || screen == QStringLiteral("board"))
        return QStringLiteral("history");
    if (screen == QStringLiteral("setup")) return QStringLiteral("newgame");
    return home_;
}

void Navigation::back() { go(backFrom(screen_)); }

void Navigation::setHome(const QString& home) {
    if (home == home_) return;
    home_ = home;
    emit homeChanged();
}

}  // namespace carc::app
