#pragma once
// The recorded games in the store, newest first.
#include "store_row_model.hpp"

namespace carc::app {

class HistoryModel : public StoreRowModel {
    Q_OBJECT
    QML_ELEMENT
public:
    explicit HistoryModel(QObject* parent = nullptr);
    void reload() override;
};

}  // namespace carc::app
