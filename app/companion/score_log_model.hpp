#pragma once
// Every scoring so far, newest first, each explained ("Anna: city, 4 tiles + 1
// pennant = 10") so players can check the points.
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class ScoreLogModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
public:
    explicit ScoreLogModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);
};

}  // namespace carc::app
