#pragma once
// The players of a new game as they are being entered: 2-6, each with a name and a
// distinct colour, one of them starting.
#include "row_model.hpp"

namespace carc::app {

class PlayerSetupModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool canAdd READ canAdd NOTIFY countChanged)
    Q_PROPERTY(bool canRemove READ canRemove NOTIFY countChanged)
public:
    explicit PlayerSetupModel(QObject* parent = nullptr);

    Q_INVOKABLE void addPlayer();
    Q_INVOKABLE void removePlayer(int row);
    Q_INVOKABLE void setName(int row, const QString& name);
    // The next colour no other player has.
    Q_INVOKABLE void nextColour(int row);
    Q_INVOKABLE void setStarter(int row);

    bool canAdd() const { return count() < 6; }
    bool canRemove() const { return count() > 2; }
    // Turn order begins with the starting player; names and colours in that order.
    QStringList namesInTurnOrder() const;
    QStringList coloursInTurnOrder() const;

private:
    struct Player {
        QString name;
        QString colour;
    };
    void publish();
    QList<Player> players_;
    int starter_ = 0;
};

}  // namespace carc::app
