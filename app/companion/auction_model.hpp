#pragma once
// The bazaar: the tiles up for auction, who owns which, and the tile under the hammer.
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class AuctionModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameSession")
public:
    explicit AuctionModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);
};

}  // namespace carc::app
