#pragma once
// The engine's texts for people in the app's language. The engine speaks English (the
// `carc` CLI stays English); the app shows its score explanations, decisions and their
// options, The Messages' messages, the reasons a move is refused and the lens
// calibration's coverage guide (the calibration library's hints) through Qt's
// translation system (context "EngineText"): a score explanation is composed from the
// event's numbers, the rest is matched against the engine's sentence patterns, whose
// parts (names, numbers, tile letters, nested texts) are carried over. Text matching no
// pattern is shown as the engine wrote it.
#include <QString>

#include "engine/scoring.hpp"

namespace carc::app {

// "city, 4 tiles + 1 pennant = 10" in the app's language.
QString scoreExplanation(const ScoreEvent& e);

// An engine text after `forPlayers` (no ids, no coordinates) in the app's language.
QString localised(const QString& engineText);

}  // namespace carc::app
