#pragma once
// The base of the app's list models: rows of named values, replaced as a whole by
// each model's refresh() from the engine's state. Changing the rows emits the
// smallest honest signals (changed rows, inserted or removed tail) so QML delegates
// are reused and item views stay consistent (checked with QAbstractItemModelTester).
#include <QAbstractListModel>
#include <QByteArray>
#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace carc::app {

class RowModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    explicit RowModel(QList<QByteArray> roles, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }
    // One row as a map from role name to value (for QML and tests).
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

protected:
    // Each row: one value per role, in the order the roles were given.
    void setRows(QList<QVariantList> rows);

private:
    QList<QByteArray> roles_;
    QList<QVariantList> rows_;
};

}  // namespace carc::app
