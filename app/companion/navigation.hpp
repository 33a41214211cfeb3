#pragma once
// Which screen the app's one window shows, the recorded game the replay screen shows,
// and where Back leads. GameSession owns it; the live game tells it where home is as the game goes
// (the live screen while a game is played, the end screen of a game just over, else the
// new-game screen); the screens only go somewhere or back.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace carc::app {

class Navigation : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameSession")
    // "newgame", "live", "end", "history", "statistics", "replay", "board", "settings", "setup".
    Q_PROPERTY(QString screen READ screen WRITE go NOTIFY screenChanged)
    // The recorded game the replay screen shows (its id in the game store).
    Q_PROPERTY(qlonglong replayId READ replayId NOTIFY screenChanged)
    // Where Back from History or Settings leads.
    Q_PROPERTY(QString home READ home NOTIFY homeChanged)

public:
    explicit Navigation(QObject* parent = nullptr) : QObject(parent) {}

    QString screen() const { return screen_; }
    Q_INVOKABLE void go(const QString& screen);
    // Shows the replay of the recorded game `id`.
    Q_INVOKABLE void openReplay(qlonglong id);
    // Back from the screen shown: from History and Settings to home; from Statistics,
    // a replay and a board photo to History; from the rig setup to the new-game screen.
    Q_INVOKABLE void back();
    // The screen Back leads to from `screen`.
    [[nodiscard]] QString backFrom(const QString& screen) const;
    qlonglong replayId() const { return replayId_; }
    QString home() const { return home_; }
    void setHome(const QString& home);

signals:
    void screenChanged();
    void homeChanged();

private:
    QString screen_ = QStringLiteral("newgame");
    QString home_ = QStringLiteral("newgame");
    qlonglong replayId_ = 0;
};

}  // namespace carc::app
