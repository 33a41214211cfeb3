#pragma once
// The players at the table: name, colour, score (both figures with The Messages, and
// where they stand on the 50-space track), followers and tokens left, whose turn.
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class PlayersModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame or ReplayController")
public:
    explicit PlayersModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);
};

}  // namespace carc::app
