#include "speaker.hpp"

#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

#include "languages.hpp"

#if CARC_HAVE_SPEECH
#include <QTextToSpeech>
#else
class QTextToSpeech {};  // built without Qt TextToSpeech: nothing is spoken
#endif

namespace carc::app {
namespace {

const QString kSettingsKey = QStringLiteral("speech/enabled");

}  // namespace

Speaker::Speaker() {
    connect(&Languages::instance(), &Languages::changed, this, &Speaker::followLanguage);
}

Speaker::~Speaker() = default;

Speaker& Speaker::instance() {
    static Speaker* speaker = new Speaker;  // lives as long as the app, like Languages
    return *speaker;
}

Speaker* Speaker::create(QQmlEngine*, QJSEngine*) {
    Speaker& s = instance();
    QJSEngine::setObjectOwnership(&s, QJSEngine::CppOwnership);
    return &s;
}

void Speaker::setEngineName(const QString& name) {
    if (name == engineName_) return;
    engineName_ = name;
    tts_.reset();
    if (enabled_) followLanguage();
    emit changed();
}

void Speaker::setEnabled(bool on) {
    if (on == enabled_) return;
    enabled_ = on;
    if (on) followLanguage();
    emit changed();
}

void Speaker::followLanguage() {
    if (!enabled_) return;
#if CARC_HAVE_SPEECH
    if (!tts_) {
        tts_ = engineName_.isEmpty() ? std::make_unique<QTextToSpeech>() : std::make_unique<QTextToSpeech>(engineName_);
        connect(tts_.get(), &QTextToSpeech::stateChanged, this, &Speaker::changed);
    }
    voiceFound_ = false;
    if (tts_->state() != QTextToSpeech::Error) {
        const QLocale::Language wanted = QLocale(Languages::instance().code()).language();
        for (const QLocale& l : tts_->availableLocales())
            if (l.language() == wanted) {
                tts_->setLocale(l);
                voiceFound_ = true;
                break;
            }
    }
#endif
    emit changed();
}

bool Speaker::canSpeak() const {
#if CARC_HAVE_SPEECH
    return enabled_ && tts_ && tts_->state() != QTextToSpeech::Error && voiceFound_;
#else
    return false;
#endif
}

QString Speaker::status() const {
    if (!enabled_) return {};
#if CARC_HAVE_SPEECH
    if (!tts_ || tts_->state() == QTextToSpeech::Error)
        return tr("No speech engine on this device (flite or speech-dispatcher): nothing is spoken");
    if (!voiceFound_) return tr("No voice for this language on this device: nothing is spoken");
    return {};
#else
    return tr("This build cannot speak (no Qt TextToSpeech)");
#endif
}

void Speaker::say(const QString& sentence) {
    if (!enabled_ || sentence.isEmpty()) return;
    lastSaid_ = sentence;
#if CARC_HAVE_SPEECH
    if (canSpeak()) tts_->say(sentence);  // a sentence replaces the one being spoken
#endif
    emit said(sentence);
}

void Speaker::keepChoice() {
    setEnabled(QSettings().value(kSettingsKey, false).toBool());
    connect(this, &Speaker::changed, this, [this] { QSettings().setValue(kSettingsKey, enabled_); });
}

}  // namespace carc::app
