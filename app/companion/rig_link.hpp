#pragma once
// The rig (LED ring and buzzer, "turn done" and "undo" buttons) as the app sees it,
// through the firmware host library (firmware/host, RigClient; docs/firmware.md).
// With no rig plugged in the app works the same: the state says "no rig", signals are
// only remembered (so the wiring stays testable) and every 2 s the serial ports are
// looked at again; a rig plugged in is greeted, shown the active player's colour, and
// its buttons do what the screen's do; one pulled out is noticed at the next poll.
#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "firmware/host/rig_client.hpp"

namespace carc::app {

class RigLink : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameSession")
    Q_PROPERTY(bool connected READ connected NOTIFY stateChanged)
    Q_PROPERTY(QString state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString lastSignal READ lastSignal NOTIFY signalled)
public:
    explicit RigLink(QObject* parent = nullptr);

    bool connected() const { return client_.isConnected(); }
    QString state() const { return state_; }
    // What was last sent to the rig: "alert", "legal", "active red", "beep".
    QString lastSignal() const { return lastSignal_; }

    // Red flash and a low buzz: an illegal placement.
    void alert();
    // Green flash: the move was legal.
    void legal();
    // The ring shows the active player's colour.
    void active(const QString& colour);

    // Looks for a rig on the serial ports (on by default; off for tests that attach).
    void setAutoConnect(bool on);
    // Uses this link to a rig (tests: the emulator's pty).
    bool attach(std::unique_ptr<rig::Transport> transport);
    // Reads the rig's buttons and keeps the link alive (the timer calls it every 50 ms).
    void poll();

signals:
    void stateChanged();
    void signalled();
    // The rig's buttons: the same actions as on screen.
    void turnDonePressed();
    void undoPressed();

private:
    void send(const QString& what);
    // What the ring shows between flashes: the active player's colour.
    void showActive();
    void setState(const QString& s);

    rig::RigClient client_;
    QTimer timer_;
    QString state_ = QStringLiteral("no rig");
    QString lastSignal_;
    QString activeColour_;
    bool greeted_ = false;  // this connection has been given light and colour
};

}  // namespace carc::app
