#pragma once
// Spoken scores, prompts and alerts (Settings, off by default) through Qt TextToSpeech
// (flite or speech-dispatcher on the Pi), in the app's language when a voice for it
// exists; otherwise nothing is spoken and `status` says why. The audio backend is a
// hardware boundary: with no engine (tests, a Pi without one) `say` only remembers
// the sentence (`lastSaid`) and the app goes on.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QQmlEngine;
class QJSEngine;
class QTextToSpeech;

namespace carc::app {

class Speaker : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY changed)
    // "" when sentences are spoken; else why not, in words (no engine, no voice for the language).
    Q_PROPERTY(QString status READ status NOTIFY changed)
    // The last sentence said while enabled (what the players heard, or would have).
    Q_PROPERTY(QString lastSaid READ lastSaid NOTIFY said)
public:
    static Speaker* create(QQmlEngine* qml, QJSEngine*);
    static Speaker& instance();
    ~Speaker() override;

    bool enabled() const { return enabled_; }
    void setEnabled(bool on);
    QString status() const;
    QString lastSaid() const { return lastSaid_; }
    // The text-to-speech engine to use ("flite", "speechd"; "" = Qt's first). An unknown
    // name stands for a device without one.
    void setEngineName(const QString& name);
    Q_INVOKABLE void say(const QString& sentence);
    // From now on the choice is kept in the settings and restored (the app; not the tests).
    void keepChoice();

signals:
    void changed();
    void said(const QString& sentence);

private:
    Speaker();
    void followLanguage();
    [[nodiscard]] bool canSpeak() const;

    bool enabled_ = false;
    QString engineName_;
    QString lastSaid_;
    bool voiceFound_ = false;
    std::unique_ptr<QTextToSpeech> tts_;  // made when speech is first turned on
};

}  // namespace carc::app
