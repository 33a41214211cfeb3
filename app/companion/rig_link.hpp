#pragma once
// The rig (LED ring and buzzer, "turn done" and "undo" buttons) as the app sees it.
// Until the firmware host library (firmware/host, carc_rig_host) is built, there is
// no rig: the state says so and the signals to the rig are only remembered (so the
// wiring is testable). The host library plugs in here and nowhere else.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

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

    bool connected() const { return connected_; }
    QString state() const;
    // What was last sent to the rig: "alert", "legal", "active red", "beep".
    QString lastSignal() const { return lastSignal_; }

    // Red flash and a beep: an illegal placement.
    void alert();
    // Green: the move was legal.
    void legal();
    // The ring shows the active player's colour.
    void active(const QString& colour);

signals:
    void stateChanged();
    void signalled();
    // The rig's buttons: the same actions as on screen.
    void turnDonePressed();
    void undoPressed();

private:
    void send(const QString& what);
    bool connected_ = false;
    QString lastSignal_;
};

}  // namespace carc::app
