#include "replay_controller.hpp"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "game_session.hpp"
#include "session_text.hpp"

#include "engine/io/jcz.hpp"

namespace carc::app {

ReplayController::ReplayController(QObject* parent) : QObject(parent) {}

bool ReplayController::load(qlonglong id) {
    records::GameStore* store = session_ ? session_->store() : nullptr;
    if (!store) {
        error_ = QStringLiteral("no game store");
        emit stepChanged();
        return false;
    }
    auto game = store->load(id);
    auto summary = store->summary(id);
    auto entries = store->entries(id);
    if (!game || !summary || !entries) {
        error_ = QString::fromStdString(!game ? game.error() : !summary ? summary.error() : entries.error());
        emit stepChanged();
        return false;
    }
    game_ = std::move(*game);
    id_ = id;
    title_ = QString::fromStdString(summary->name);
    colours_.clear();
    if (summary->info.contains("colours"))
        for (const auto& c : summary->info["colours"]) colours_ << QString::fromStdString(c.get<std::string>());
    // The moves still standing, each with its frame: an undo entry cancels the move before it.
    frames_.clear();
    for (const records::Entry& e : *entries) {
        if (e.undo) {
            if (!frames_.empty()) frames_.pop_back();
        } else {
            frames_.push_back(e.frame);
        }
    }
    emit loaded();
    step_ = -1;
    setStep(stepCount());
    return true;
}

void ReplayController::setStep(int s) {
    if (!game_) return;
    s = std::clamp(s, 0, stepCount());
    if (s == step_) return;
    step_ = s;
    Expected<Game> at = Game::create(game_->setup());
    if (!at) {
        error_ = QString::fromStdString(at.error());
        emit stepChanged();
        return;
    }
    QString last;
    for (int i = 0; i < s; ++i) {
        const Move& move = game_->moves()[static_cast<size_t>(i)];
        if (i == s - 1) last = moveLine(*at, move);
        (void)at->apply(move);  // the game's own moves: legal by construction
    }
    board_.refresh(at->board());
    followers_.refresh(*at, colours_);
    players_.refresh(*at, colours_);
    moveText_ = s == 0 ? tr("Start of the game (%n move(s))", nullptr, stepCount())
                       : tr("Move %1 of %2: %3").arg(s).arg(stepCount()).arg(last);
    frame_ = QImage();
    if (s > 0 && static_cast<size_t>(s - 1) < frames_.size() && !frames_[static_cast<size_t>(s - 1)].empty() && session_ &&
        session_->store())
        frame_.load(QString::fromStdString(session_->store()->framePath(frames_[static_cast<size_t>(s - 1)])));
    error_.clear();
    emit stepChanged();
}

QString ReplayController::exportJcz(const QString& requested, bool carcEntries) {
    if (!game_) return {};
    QString path = requested;
    if (path.isEmpty()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QDir().mkpath(dir);
        path = QStringLiteral("%1/carc-game-%2.jcz").arg(dir).arg(id_);
    }
    JczWriteOptions options;
    options.name = title_.toStdString();
    options.gameId = std::to_string(id_);
    options.carcEntries = carcEntries;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error_ = QStringLiteral("%1: %2").arg(path, file.errorString());
        emit stepChanged();
        return {};
    }
    file.write(QByteArray::fromStdString(writeJcz(*game_, options)));
    return path;
}

}  // namespace carc::app
