#include "store_row_model.hpp"

#include "game_session.hpp"

namespace carc::app {

void StoreRowModel::setSession(GameSession* s) {
    if (s == session_) return;
    if (session_) disconnect(session_->settings(), nullptr, this, nullptr);
    session_ = s;
    if (session_) connect(session_->settings(), &AppSettings::changed, this, &StoreRowModel::reload);
    emit sessionChanged();
    reload();
}

}  // namespace carc::app
