#include "player_setup_model.hpp"

#include "player_colours.hpp"

namespace carc::app {

PlayerSetupModel::PlayerSetupModel(QObject* parent) : RowModel({"name", "colour", "starts"}, parent) {
    addPlayer();
    addPlayer();
}

void PlayerSetupModel::publish() {
    QList<QVariantList> rows;
    for (int i = 0; i < players_.size(); ++i) rows.append({players_[i].name, players_[i].colour, i == starter_});
    setRows(std::move(rows));
}

void PlayerSetupModel::addPlayer() {
    if (!canAdd()) return;
    Player p;
    for (const QString& c : colourNames()) {
        const bool taken = std::any_of(players_.begin(), players_.end(), [&](const Player& q) { return q.colour == c; });
        if (!taken) {
            p.colour = c;
            break;
        }
    }
    p.name = capitalised(p.colour);
    players_.append(p);
    publish();
}

void PlayerSetupModel::removePlayer(int row) {
    if (!canRemove() || row < 0 || row >= players_.size()) return;
    players_.removeAt(row);
    if (starter_ >= players_.size() || starter_ == row) starter_ = 0;
    else if (starter_ > row) --starter_;
    publish();
}

void PlayerSetupModel::setName(int row, const QString& name) {
    if (row < 0 || row >= players_.size()) return;
    players_[row].name = name.trimmed();
    publish();
}

void PlayerSetupModel::nextColour(int row) {
    if (row < 0 || row >= players_.size()) return;
    const QStringList& names = colourNames();
    const int from = static_cast<int>(names.indexOf(players_[row].colour));
    for (int step = 1; step < names.size(); ++step) {
        const QString c = names[(from + step) % names.size()];
        const bool taken = std::any_of(players_.begin(), players_.end(), [&](const Player& q) { return q.colour == c; });
        if (taken) continue;
        // A name that was just the colour follows the colour.
        if (players_[row].name == capitalised(players_[row].colour)) players_[row].name = capitalised(c);
        players_[row].colour = c;
        break;
    }
    publish();
}

void PlayerSetupModel::setStarter(int row) {
    if (row < 0 || row >= players_.size()) return;
    starter_ = row;
    publish();
}

QStringList PlayerSetupModel::namesInTurnOrder() const {
    QStringList out;
    for (int i = 0; i < players_.size(); ++i) {
        const Player& p = players_[(starter_ + i) % players_.size()];
        out << (p.name.isEmpty() ? capitalised(p.colour) : p.name);
    }
    return out;
}

QStringList PlayerSetupModel::coloursInTurnOrder() const {
    QStringList out;
    for (int i = 0; i < players_.size(); ++i) out << players_[(starter_ + i) % players_.size()].colour;
    return out;
}

}  // namespace carc::app
