#pragma once
// The live game's turn as the status line, side panel and end screen show it: whose turn,
// what to do, the tile drawn, tiles left, the last score, whether it is over and whether
// a move can be taken back. LiveGame shows its game in it after every change; the
// texts are the app's own, in the app's language.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "engine/game.hpp"

namespace carc::app {

class TurnState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int activePlayer READ activePlayer NOTIFY changed)
    Q_PROPERTY(QString activeName READ activeName NOTIFY changed)
    Q_PROPERTY(QString activeColour READ activeColour NOTIFY changed)
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY changed)
    // The drawn tile's id ("" when none is drawn).
    Q_PROPERTY(QString drawnTile READ drawnTile NOTIFY changed)
    Q_PROPERTY(int tilesLeft READ tilesLeft NOTIFY changed)
    Q_PROPERTY(QString tilesLeftText READ tilesLeftText NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The Messages is in play (a second figure on the score track).
    Q_PROPERTY(bool messages READ messages NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY changed)
    // The last score explained ("Anna: city, 4 tiles + 1 pennant = 10") and its player's colour.
    Q_PROPERTY(QString lastScore READ lastScore NOTIFY changed)
    Q_PROPERTY(QString lastScoreColour READ lastScoreColour NOTIFY changed)

public:
    explicit TurnState(QObject* parent = nullptr) : QObject(parent) {}

    // Remakes the state from `game` as it stands (nullptr: no game); `colours` are the
    // players' colours in turn order.
    void show(const Game* game, const QStringList& colours);

    int turn() const { return turn_; }
    int activePlayer() const { return activePlayer_; }
    QString activeName() const { return activeName_; }
    QString activeColour() const { return activeColour_; }
    QString phaseText() const { return phaseText_; }
    QString drawnTile() const { return drawnTile_; }
    int tilesLeft() const { return tilesLeft_; }
    QString tilesLeftText() const;
    bool over() const { return over_; }
    bool messages() const { return messages_; }
    bool canUndo() const { return moveCount_ > 0; }
    int moveCount() const { return moveCount_; }
    QString lastScore() const { return lastScore_; }
    QString lastScoreColour() const { return lastScoreColour_; }

signals:
    void changed();

private:
    int turn_ = 0;
    int activePlayer_ = 0;
    QString activeName_;
    QString activeColour_;
    QString phaseText_;
    QString drawnTile_;
    int tilesLeft_ = 0;
    bool over_ = false;
    bool messages_ = false;
    int moveCount_ = 0;
    QString lastScore_;
    QString lastScoreColour_;
};

}  // namespace carc::app
