#include "rig_link.hpp"

namespace carc::app {

RigLink::RigLink(QObject* parent) : QObject(parent) {}

QString RigLink::state() const { return connected_ ? QStringLiteral("rig connected") : QStringLiteral("no rig"); }

void RigLink::send(const QString& what) {
    lastSignal_ = what;
    emit signalled();
}

void RigLink::alert() { send(QStringLiteral("alert")); }
void RigLink::legal() { send(QStringLiteral("legal")); }
void RigLink::active(const QString& colour) { send(QStringLiteral("active ") + colour); }

}  // namespace carc::app
