#include "row_model.hpp"

namespace carc::app {

RowModel::RowModel(QList<QByteArray> roles, QObject* parent) : QAbstractListModel(parent), roles_(std::move(roles)) {}

int RowModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : count(); }

QVariant RowModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int column = role - Qt::UserRole;
    const QVariantList& row = rows_[index.row()];
    if (role == Qt::DisplayRole) return row.value(0);
    if (column < 0 || column >= row.size()) return {};
    return row[column];
}

QHash<int, QByteArray> RowModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (int i = 0; i < roles_.size(); ++i) names.insert(Qt::UserRole + i, roles_[i]);
    return names;
}

QVariantMap RowModel::get(int row) const {
    QVariantMap map;
    if (row < 0 || row >= count()) return map;
    for (int i = 0; i < roles_.size() && i < rows_[row].size(); ++i) map.insert(QString::fromUtf8(roles_[i]), rows_[row][i]);
    return map;
}

void RowModel::setRows(QList<QVariantList> rows) {
    const int oldCount = count();
    const int newCount = static_cast<int>(rows.size());
    if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        rows_.resize(newCount);
        endRemoveRows();
    }
    // Rows present before and after: report only those whose values changed.
    int firstChanged = -1, lastChanged = -1;
    for (int i = 0; i < std::min(oldCount, newCount); ++i) {
        if (rows_[i] == rows[i]) continue;
        rows_[i] = rows[i];
        if (firstChanged < 0) firstChanged = i;
        lastChanged = i;
    }
    if (firstChanged >= 0) emit dataChanged(index(firstChanged), index(lastChanged));
    if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        for (int i = oldCount; i < newCount; ++i) rows_.append(rows[i]);
        endInsertRows();
    }
    if (newCount != oldCount) emit countChanged();
}

}  // namespace carc::app
