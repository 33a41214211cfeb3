#include "store_row_model.hpp"

#include "game_session.hpp"

namespace carc::app {

void StoreRowModel::setSession(GameSession* s) {
    if (s == session_) return;
    if (session_) disconnect(session_, nullptr, this, nullptr);
    session_ = s;
    if (session_) connect(session_, &GameSession::storeChanged, this, &StoreRowModel::reload);
    emit sessionChanged();
    reload();
}

}  // namespace carc::app
