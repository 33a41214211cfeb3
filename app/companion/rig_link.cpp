#include "rig_link.hpp"

#include "player_colours.hpp"

namespace carc::app {
namespace {

constexpr std::uint8_t kWhiteLight = 96;

rig::Rgb rgbOf(const QColor& c) {
    return {static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()), static_cast<std::uint8_t>(c.blue())};
}

rig::RigClientOptions linkOptions() {
    rig::RigClientOptions o;
    o.attempts = 3;  // a rig gone is given up on in about half a second: the screen must not freeze
    return o;
}

}  // namespace

RigLink::RigLink(QObject* parent) : QObject(parent), client_(linkOptions()) {
    timer_.setInterval(50);
    connect(&timer_, &QTimer::timeout, this, &RigLink::poll);
    setAutoConnect(qEnvironmentVariableIsEmpty("CARC_NO_RIG"));
    timer_.start();
}

void RigLink::setAutoConnect(bool on) { client_.setAutoConnect(on); }

bool RigLink::attach(std::unique_ptr<rig::Transport> transport) {
    const Status s = client_.attach(std::move(transport));
    if (!s) {
        setState(tr("rig not answering: %1").arg(QString::fromStdString(s.error())));
        return false;
    }
    poll();
    return true;
}

void RigLink::setState(const QString& s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

void RigLink::poll() {
    for (const rig::RigEvent& e : client_.poll(0)) {
        switch (e.kind) {
            case rig::RigEventKind::ButtonPressed:
                if (e.button == rig::Button::TurnDone) emit turnDonePressed();
                else emit undoPressed();
                break;
            case rig::RigEventKind::Disconnected:
                greeted_ = false;
                setState(tr("rig disconnected: %1").arg(QString::fromStdString(e.detail)));
                break;
            case rig::RigEventKind::Rebooted:  // the client has restored light and pattern
            case rig::RigEventKind::Connected:
            case rig::RigEventKind::ButtonReleased:
                break;
        }
    }
    if (client_.isConnected() && !greeted_) {
        greeted_ = true;
        const rig::RigInfo& i = client_.info();
        setState(tr("rig on %1 (firmware %2.%3, %4 LEDs)")
                     .arg(QString::fromStdString(i.port))
                     .arg(i.firmwareMajor)
                     .arg(i.firmwareMinor)
                     .arg(i.ledCount));
        // Even white light for the camera, low enough that the player's colour added
        // on top (the firmware adds the two) still reads as that colour.
        (void)client_.setLight(kWhiteLight);
        showActive();
    }
}

void RigLink::send(const QString& what) {
    lastSignal_ = what;
    emit signalled();
}

void RigLink::showActive() {
    if (client_.isConnected() && !activeColour_.isEmpty())
        (void)client_.setPattern(rig::Pattern::Solid, rgbOf(colourValue(activeColour_)));
}

void RigLink::alert() {
    send(QStringLiteral("alert"));
    if (!client_.isConnected()) return;
    (void)client_.setPattern(rig::Pattern::Flash, {255, 0, 0}, 300);
    (void)client_.beep(rig::BeepPattern::Error);
}

void RigLink::legal() {
    send(QStringLiteral("legal"));
    if (client_.isConnected()) (void)client_.setPattern(rig::Pattern::Flash, {0, 255, 0}, 200);
}

void RigLink::active(const QString& colour) {
    send(QStringLiteral("active ") + colour);
    if (colour == activeColour_) return;
    activeColour_ = colour;
    showActive();
}

}  // namespace carc::app
