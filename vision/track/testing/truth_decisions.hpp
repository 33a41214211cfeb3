#pragma once
// How the players of a simulated game answered the decisions only people make, for the
// tracker watching it (TrackerOptions::decide): what a real table's players would tap
// on the companion's screen. The simulated game draws messages and bazaar tiles
// itself; the watched table game asks which ones came up, and gets the same ones.
// Answers are handed out per kind of decision, in the order they were made.
#include <deque>
#include <map>
#include <optional>

#include "engine/game.hpp"

namespace carc::vision::testing {

class TruthDecisions {
public:
    // Replays the simulated game's moves; errors say which move the engine refused.
    static Expected<TruthDecisions> of(const GameSetup& setup, const std::vector<Move>& moves);

    // The players' answer to `d`, or nothing when the simulated game has none left.
    std::optional<Move> answer(const Decision& d);

private:
    std::map<DecisionKind, std::deque<Move>> answers_;
    std::deque<int> messages_;                        // messages drawn, in order
    std::deque<std::vector<TileTypeId>> bazaars_;     // tiles turned up, per auction
};

}  // namespace carc::vision::testing
