#pragma once
// `carc-companion --demo --screenshots DIR`: plays a simulated game and photographs
// each main screen at 800x480 (new game, live board, decision prompt, alert,
// confirmation, bazaar, end-game breakdown, history, replay, settings), then the
// camera view of a game on the table simulator watched through the vision pipeline
// and "Check the board" in it.
#include <QQuickWindow>
#include <QString>

#include "game_session.hpp"
#include "table_sources.hpp"

namespace carc::app {

class ScreenshotTour {
public:
    ScreenshotTour(QQuickWindow& window, GameSession& session, QString dir, std::uint64_t seed)
        : window_(window), session_(session), game_(*session.liveGame()), dir_(std::move(dir)), seed_(seed) {}
    // 0 when every screenshot was written, 1 otherwise (the reason on stderr).
    int run();

private:
    bool shoot(const QString& name);
    // Steps the game (answering decisions with the suggestion) until `reached` holds;
    // false if the game ended first or `limit` steps passed.
    template <class F>
    bool playUntil(F reached, int limit = 2000);
    void advance();
    template <class T>
    T* findObject() const;

    QQuickWindow& window_;
    GameSession& session_;
    LiveGame& game_;  // session_'s
    QString dir_;
    std::uint64_t seed_;
    int failures_ = 0;
};

}  // namespace carc::app
