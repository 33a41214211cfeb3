#pragma once
// Statistics across the finished games of the app's game store, one row per player
// (records::statistics: most wins first): games, wins, average and best score,
// biggest city (tiles), farm share (percent of the player's points from fields).
#include "store_row_model.hpp"

namespace carc::app {

class StatisticsModel : public StoreRowModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int games READ games NOTIFY countChanged)
    Q_PROPERTY(int skipped READ skipped NOTIFY countChanged)
public:
    explicit StatisticsModel(QObject* parent = nullptr);
    int games() const { return games_; }      // finished games counted
    int skipped() const { return skipped_; }  // finished games that could not be replayed
    void reload() override;

private:
    int games_ = 0;
    int skipped_ = 0;
};

}  // namespace carc::app
