#include "app_settings.hpp"

#include <QDir>
#include <QFileInfo>

namespace carc::app {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}
AppSettings::~AppSettings() = default;

void AppSettings::set(QString& field, const QString& value) {
    if (value == field) return;
    field = value;
    emit changed();
}

void AppSettings::setStorePath(const QString& path) {
    if (path == storePath_) return;
    store_.reset();  // opened again at the new path on first use
    storeError_.clear();
    set(storePath_, path);
}

void AppSettings::setRigDir(const QString& dir) { set(rigDir_, dir); }
void AppSettings::setCameraSpec(const QString& spec) { set(cameraSpec_, spec); }
void AppSettings::setFramesFolder(const QString& folder) { set(framesFolder_, folder); }

records::GameStore* AppSettings::store() {
    if (!store_ && !storePath_.isEmpty()) {
        QDir().mkpath(QFileInfo(storePath_).absolutePath());
        auto opened = records::GameStore::open(storePath_.toStdString());
        if (!opened) {
            storeError_ = QString::fromStdString(opened.error());
            return nullptr;
        }
        storeError_.clear();
        store_ = std::make_unique<records::GameStore>(std::move(*opened));
    }
    return store_.get();
}

bool AppSettings::canResume() {
    if (!store()) return false;
    auto id = store_->unfinished();
    return id.ok() && id->has_value();
}

}  // namespace carc::app
