#pragma once
// The replay viewer: steps through a recorded game move by move, showing the board,
// the scores and the still frame captured with each move; exports the game as .jcz.
#include <QImage>
#include <QObject>
#include <optional>

#include "board_model.hpp"
#include "followers_model.hpp"
#include "players_model.hpp"

#include "engine/records/game_store.hpp"

namespace carc::app {

class GameSession;

class ReplayController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY loaded)
    Q_PROPERTY(qlonglong gameId READ gameId NOTIFY loaded)
    Q_PROPERTY(QString title READ title NOTIFY loaded)
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY loaded)
    Q_PROPERTY(QString moveText READ moveText NOTIFY stepChanged)
    Q_PROPERTY(QImage frame READ frame NOTIFY stepChanged)
    Q_PROPERTY(QString error READ error NOTIFY stepChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(FollowersModel* followers READ followers CONSTANT)
    Q_PROPERTY(PlayersModel* players READ players CONSTANT)
public:
    explicit ReplayController(QObject* parent = nullptr);

    Q_INVOKABLE bool load(qlonglong id);
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    // Writes the game as a JCloisterZone save (to Documents/carc-game-ID.jcz when no
    // path is given); returns the path written or "".
    Q_INVOKABLE QString exportJcz(const QString& path = {}, bool carcEntries = true);

    GameSession* session() const { return session_; }
    void setSession(GameSession* s) { session_ = s; }
    qlonglong gameId() const { return id_; }
    QString title() const { return title_; }
    int step() const { return step_; }
    void setStep(int s);
    int stepCount() const { return game_ ? static_cast<int>(game_->moves().size()) : 0; }
    QString moveText() const { return moveText_; }
    QImage frame() const { return frame_; }
    QString error() const { return error_; }
    BoardModel* board() { return &board_; }
    FollowersModel* followers() { return &followers_; }
    PlayersModel* players() { return &players_; }

signals:
    void loaded();
    void stepChanged();

private:
    GameSession* session_ = nullptr;
    qlonglong id_ = 0;
    QString title_;
    std::optional<Game> game_;   // the whole recorded game
    std::vector<std::string> frames_;  // per move: the frame hash, "" if none
    QStringList colours_;
    int step_ = 0;
    QString moveText_;
    QImage frame_;
    QString error_;
    BoardModel board_;
    FollowersModel followers_;
    PlayersModel players_;
};

}  // namespace carc::app
