#pragma once
// The app's root: owns one of each app-wide model (where the app is, its settings, the
// rig, the live game) and wires them together; it holds no game state of its own. QML
// gets it as Main.qml's `session` and reaches the models through it (`session.liveGame`).
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "app_settings.hpp"
#include "live_game.hpp"
#include "navigation.hpp"
#include "rig_link.hpp"

namespace carc::app {

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Which screen is shown, the replay's game, where Back leads.
    Q_PROPERTY(Navigation* navigation READ navigation CONSTANT)
    // The game store, the rig folder, the camera, a recording's frames; a game to resume.
    Q_PROPERTY(AppSettings* settings READ settings CONSTANT)
    // The rig's LED ring, buzzer and buttons.
    Q_PROPERTY(RigLink* rig READ rig CONSTANT)
    // The game being played: its board, turn, prompts and the turn's invokables.
    Q_PROPERTY(LiveGame* liveGame READ liveGame CONSTANT)

public:
    explicit GameSession(QObject* parent = nullptr);

    Navigation* navigation() { return &navigation_; }
    AppSettings* settings() { return &settings_; }
    RigLink* rig() { return &rig_; }
    LiveGame* liveGame() { return &liveGame_; }
    // The settings' game store (History, Statistics, Replay); nullptr when it cannot be opened.
    records::GameStore* store() { return settings_.store(); }

private:
    Navigation navigation_;
    AppSettings settings_;
    RigLink rig_;
    LiveGame liveGame_{settings_, navigation_};
};

}  // namespace carc::app
