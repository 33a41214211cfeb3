#pragma once
// The bazaar: the tiles up for auction, who owns which, and the tile under the hammer.
#include "row_model.hpp"

#include "engine/game.hpp"

namespace carc::app {

class AuctionModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
    // An auction waiting for the players (a bid, a pass, buy or sell).
    Q_PROPERTY(bool open READ open NOTIFY changed)
    Q_PROPERTY(int price READ price NOTIFY changed)
    Q_PROPERTY(QString highBidder READ highBidder NOTIFY changed)
    Q_PROPERTY(QString picker READ picker NOTIFY changed)
    // How many tiles a bazaar turns up: one per player.
    Q_PROPERTY(int tilesTurnedUp READ tilesTurnedUp NOTIFY changed)
public:
    explicit AuctionModel(QObject* parent = nullptr);
    void refresh(const Game& game, const QStringList& colours);

    bool open() const { return open_; }
    int price() const { return price_; }
    QString highBidder() const { return highBidder_; }
    QString picker() const { return picker_; }
    int tilesTurnedUp() const { return tilesTurnedUp_; }

signals:
    void changed();

private:
    bool open_ = false;
    int price_ = 0;
    QString highBidder_;
    QString picker_;
    int tilesTurnedUp_ = 0;
};

}  // namespace carc::app
