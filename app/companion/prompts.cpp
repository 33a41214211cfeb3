#include "prompts.hpp"

#include "session_text.hpp"

namespace carc::app {

bool Prompts::raise(const Alert& alert) {
    const bool isNew = !alert_ || alert_->text != alert.text;
    alert_ = alert;
    emit changed();
    return isNew;
}

void Prompts::doubt(const Observation& seen, const Game& game) {
    doubt_ = seen;
    showDoubt(game);
    emit changed();
}

void Prompts::forgetDoubt() {
    doubt_.reset();
    clearConfirmation();
}

void Prompts::clearConfirmation() {
    confirmText_.clear();
    confirmCell_ = QPoint();
    confirmTile_.clear();
    confirmRotation_ = 0;
}

void Prompts::clearDoubt() {
    forgetDoubt();
    emit changed();
}

void Prompts::clear() {
    alert_.reset();
    forgetDoubt();
    emit changed();
}

void Prompts::show(const Game* game, const QStringList& colours) {
    clearConfirmation();  // remade by showDoubt; none without a game
    tileChoices_.clear();
    hasDecision_ = false;
    decisionKind_.clear();
    decisionQuestion_.clear();
    decisionOptions_.clear();
    decisionSuggested_ = -1;
    decisionColour_.clear();
    decisionName_.clear();
    if (game) {
        for (const TileType& t : game->tiles().types())
            if (game->remaining(t.index) > 0) tileChoices_ << QString::fromStdString(t.id);
        showDoubt(*game);
        showDecision(*game, colours);
    }
    emit changed();
}

void Prompts::showDoubt(const Game& game) {
    clearConfirmation();
    const auto* place = doubt_ ? std::get_if<PlaceTile>(&doubt_->move) : nullptr;
    if (!place) return;
    const QString letter = tileLabel(game.tiles(), place->placement.type);
    confirmText_ = tr("Is this %1, turned %2°? (%3% sure)")
                       .arg(letter.isEmpty() ? tr("the tile shown") : tr("tile %1").arg(letter))
                       .arg(place->placement.rot.degrees())
                       .arg(qRound(doubt_->confidence * 100));
    confirmCell_ = QPoint(place->placement.pos.x, place->placement.pos.y);
    confirmTile_ = QString::fromStdString(game.tiles().type(place->placement.type).id);
    confirmRotation_ = place->placement.rot.degrees();
}

void Prompts::showDecision(const Game& game, const QStringList& colours) {
    const auto& d = game.decision();
    if (!d) return;
    hasDecision_ = true;
    decisionKind_ = QString::fromUtf8(carc::decisionName(d->kind));
    decisionQuestion_ = forPlayers(QString::fromStdString(d->question));
    for (const std::string& o : d->options) decisionOptions_ << forPlayers(QString::fromStdString(o));
    decisionSuggested_ = d->suggested;
    decisionColour_ = colours.value(d->player, QStringLiteral("grey"));
    decisionName_ = playerName(game, d->player);
}

QString Prompts::spokenQuestion() const {
    if (!hasDecision()) return {};
    // Most questions name whom they ask already ("Anna: build a castle ...?").
    return decisionQuestion_.startsWith(decisionName_) ? decisionQuestion_
                                                       : QStringLiteral("%1: %2").arg(decisionName_, decisionQuestion_);
}

}  // namespace carc::app
