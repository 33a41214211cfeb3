#pragma once
// Figures on the board: followers (farmers lying down on fields) and castles, with
// where they stand in cell units (cell x + position on the tile).
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class FollowersModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame or ReplayController")
public:
    explicit FollowersModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);
    // The followers that made `event` (where they stood when it scored).
    void showScorers(const Game& game, const ScoreEvent& event, const QStringList& colours);
    void clear() { setRows({}); }
};

}  // namespace carc::app
