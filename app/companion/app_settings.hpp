#pragma once
// Where the app keeps and finds things: the game record store (opened on first use),
// the rig folder with the calibration the camera sources need, the camera used, and a
// recorded game's frames for the Folder source; and whether the store holds a game to
// resume. GameSession owns it (games start from and are recorded into what it says);
// main.cpp fills it from the command line, the new-game, settings and setup screens
// read it.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "engine/records/game_store.hpp"

namespace carc::app {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameSession")
    Q_PROPERTY(QString storePath READ storePath WRITE setStorePath NOTIFY changed)
    // The store holds an unfinished game (the one being played included).
    Q_PROPERTY(bool canResume READ canResume NOTIFY changed)
    // Where the camera sources find the rig's calibration and which camera they use.
    Q_PROPERTY(QString rigDir READ rigDir WRITE setRigDir NOTIFY changed)
    Q_PROPERTY(QString cameraSpec READ cameraSpec WRITE setCameraSpec NOTIFY changed)
    Q_PROPERTY(QString framesFolder READ framesFolder WRITE setFramesFolder NOTIFY changed)

public:
    explicit AppSettings(QObject* parent = nullptr);
    ~AppSettings() override;

    QString storePath() const { return storePath_; }
    void setStorePath(const QString& path);
    // The store at storePath, opened (and its folder made) on first use; nullptr without
    // a path or when it cannot be opened (storeError says why).
    records::GameStore* store();
    QString storeError() const { return storeError_; }
    bool canResume();
    // The store's games changed (one started, left, ended or deleted): lists re-read it.
    void storeEdited() { emit changed(); }
    QString rigDir() const { return rigDir_; }
    void setRigDir(const QString& dir);
    QString cameraSpec() const { return cameraSpec_; }
    void setCameraSpec(const QString& spec);
    QString framesFolder() const { return framesFolder_; }
    void setFramesFolder(const QString& folder);

signals:
    void changed();

private:
    void set(QString& field, const QString& value);

    QString storePath_;
    QString storeError_;
    std::unique_ptr<records::GameStore> store_;
    QString rigDir_;
    QString cameraSpec_ = QStringLiteral("libcamera");
    QString framesFolder_;
};

}  // namespace carc::app
