#include "auction_model.hpp"

#include "session_text.hpp"

namespace carc::app {

AuctionModel::AuctionModel(QObject* parent)
    : RowModel({"tileId", "label", "ownerColour", "ownerName", "current", "open"}, parent) {}

void AuctionModel::refresh(const Game& game, const QStringList& colours) {
    QList<QVariantList> rows;
    if (const auto& a = game.module<BcbModule>().auction) {
        for (size_t s = 0; s < a->tiles.size(); ++s) {
            const int owner = a->owner[s];
            rows.append({QString::fromStdString(game.tiles().type(a->tiles[s]).id), tileLabel(game.tiles(), a->tiles[s]),
                         owner >= 0 ? colours.value(owner, "grey") : QString(), playerName(game, owner),
                         static_cast<int>(s) == a->slot, owner < 0});
        }
    }
    setRows(std::move(rows));
    const auto& a = game.module<BcbModule>().auction;
    open_ = a.has_value() && game.decision().has_value();
    price_ = a ? a->price : 0;
    highBidder_ = a ? playerName(game, a->highBidder) : QString();
    picker_ = a ? playerName(game, a->picker) : QString();
    tilesTurnedUp_ = game.playerCount();
    emit changed();
}

}  // namespace carc::app
