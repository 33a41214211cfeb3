#include "game_session.hpp"

namespace carc::app {

GameSession::GameSession(QObject* parent) : QObject(parent) {
    // The rig follows the live game: its ring shows whose turn it is, flashes green on a
    // move taken and red (with the buzzer) on an illegal one; its buttons act on the game.
    connect(&liveGame_, &LiveGame::playerUp, &rig_, &RigLink::active);
    connect(&liveGame_, &LiveGame::moveTaken, &rig_, &RigLink::legal);
    connect(&liveGame_, &LiveGame::alerted, &rig_, &RigLink::alert);
    connect(&rig_, &RigLink::undoPressed, &liveGame_, [this] { liveGame_.undo(); });
    connect(&rig_, &RigLink::turnDonePressed, &liveGame_, [this] { liveGame_.turnDone(); });
}

}  // namespace carc::app
