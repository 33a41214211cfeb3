#pragma once
// What the live game asks of the players, for the live screen's prompts: an illegal
// placement seen on the table (the alert: the game waits until it is fixed), a doubtful
// recognition to confirm or correct, and a decision only players can make. LiveGame
// owns it: it raises and clears the alert and the doubt, and shows the game in it after
// every change; the texts are the app's own, in the app's language.
#include <QObject>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include "table_watcher.hpp"

namespace carc::app {

class Prompts : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
    // An illegal placement seen on the table: the game waits until it is fixed.
    Q_PROPERTY(bool hasAlert READ hasAlert NOTIFY changed)
    Q_PROPERTY(QString alertText READ alertText NOTIFY changed)
    Q_PROPERTY(QPoint alertCell READ alertCell NOTIFY changed)
    Q_PROPERTY(QString alertTile READ alertTile NOTIFY changed)
    Q_PROPERTY(int alertRotation READ alertRotation NOTIFY changed)
    // A doubtful recognition the players confirm or correct.
    Q_PROPERTY(bool needsConfirm READ needsConfirm NOTIFY changed)
    Q_PROPERTY(QString confirmText READ confirmText NOTIFY changed)
    Q_PROPERTY(QPoint confirmCell READ confirmCell NOTIFY changed)
    Q_PROPERTY(QString confirmTile READ confirmTile NOTIFY changed)
    Q_PROPERTY(int confirmRotation READ confirmRotation NOTIFY changed)
    // The tile types still in the bag: what a doubtful tile, or a bazaar's, can be.
    Q_PROPERTY(QStringList tileChoices READ tileChoices NOTIFY changed)
    // A decision only players can make.
    Q_PROPERTY(bool hasDecision READ hasDecision NOTIFY changed)
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY changed)
    Q_PROPERTY(QString decisionQuestion READ decisionQuestion NOTIFY changed)
    Q_PROPERTY(QStringList decisionOptions READ decisionOptions NOTIFY changed)
    Q_PROPERTY(int decisionSuggested READ decisionSuggested NOTIFY changed)
    Q_PROPERTY(QString decisionColour READ decisionColour NOTIFY changed)
    Q_PROPERTY(QString decisionName READ decisionName NOTIFY changed)

public:
    struct Alert {
        QString text;
        QPoint cell;
        QString tile;  // the tile's id, drawn where it lies; "" when the alert is not about a tile
        int rotation = 0;
    };

    explicit Prompts(QObject* parent = nullptr) : QObject(parent) {}

    // Raises `alert`; true when its text is new (an alert is said once, not at every frame).
    [[nodiscard]] bool raise(const Alert& alert);
    // A tile placement seen with too little confidence in `game` waits for the players;
    // its question, tile and cell are there when `changed` says so (the confirm panel
    // takes the tile as it opens).
    void doubt(const Observation& seen, const Game& game);
    const std::optional<Observation>& doubted() const { return doubt_; }
    // A move went through, was undone or the game was left: no alert, no doubt.
    void clear();
    void clearDoubt();
    // Remakes the texts and choices from `game` as it stands (nullptr: no game); `colours`
    // are the players' colours in turn order.
    void show(const Game* game, const QStringList& colours);

    bool hasAlert() const { return alert_.has_value(); }
    QString alertText() const { return alert_ ? alert_->text : QString(); }
    QPoint alertCell() const { return alert_ ? alert_->cell : QPoint(); }
    QString alertTile() const { return alert_ ? alert_->tile : QString(); }
    int alertRotation() const { return alert_ ? alert_->rotation : 0; }
    bool needsConfirm() const { return doubt_.has_value(); }
    QString confirmText() const { return confirmText_; }
    QPoint confirmCell() const { return confirmCell_; }
    QString confirmTile() const { return confirmTile_; }
    int confirmRotation() const { return confirmRotation_; }
    QStringList tileChoices() const { return tileChoices_; }
    bool hasDecision() const { return hasDecision_; }
    QString decisionKind() const { return decisionKind_; }
    QString decisionQuestion() const { return decisionQuestion_; }
    QStringList decisionOptions() const { return decisionOptions_; }
    int decisionSuggested() const { return decisionSuggested_; }
    QString decisionColour() const { return decisionColour_; }
    QString decisionName() const { return decisionName_; }
    // The question as spoken: with the name of whom it asks ("" without a decision).
    QString spokenQuestion() const;

signals:
    void changed();

private:
    void showDoubt(const Game& game);
    void forgetDoubt();
    void clearConfirmation();
    void showDecision(const Game& game, const QStringList& colours);

    std::optional<Alert> alert_;
    std::optional<Observation> doubt_;
    QString confirmText_;
    QPoint confirmCell_;
    QString confirmTile_;
    int confirmRotation_ = 0;
    QStringList tileChoices_;
    bool hasDecision_ = false;
    QString decisionKind_;
    QString decisionQuestion_;
    QStringList decisionOptions_;
    int decisionSuggested_ = -1;
    QString decisionColour_;
    QString decisionName_;
};

}  // namespace carc::app
