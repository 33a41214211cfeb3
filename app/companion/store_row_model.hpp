#pragma once
// A list model of what the game store holds (HistoryModel, StatisticsModel): given the
// session, it reloads whenever the session's settings or the games in its store change.
#include "row_model.hpp"

namespace carc::app {

class GameSession;

class StoreRowModel : public RowModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
public:
    using RowModel::RowModel;
    GameSession* session() const { return session_; }
    void setSession(GameSession* s);
    // Reads the rows from the session's store again.
    Q_INVOKABLE virtual void reload() {}

signals:
    void sessionChanged();

private:
    GameSession* session_ = nullptr;
};

}  // namespace carc::app
