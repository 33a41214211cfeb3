#pragma once
// The end-of-game table: each player's points by feature kind, split into what was
// scored during the game and at the end, with the winner(s) marked.
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class BreakdownModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
public:
    explicit BreakdownModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);
};

}  // namespace carc::app
