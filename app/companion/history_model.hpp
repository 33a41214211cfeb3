#pragma once
// The recorded games in the store, newest first.
#include "row_model.hpp"

namespace carc::app {

class GameSession;

class HistoryModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
public:
    explicit HistoryModel(QObject* parent = nullptr);
    GameSession* session() const { return session_; }
    void setSession(GameSession* s);
    Q_INVOKABLE void reload();

signals:
    void sessionChanged();

private:
    GameSession* session_ = nullptr;
};

}  // namespace carc::app
