#pragma once
// How the players of a simulated game answered the decisions only people make, for the
// tracker watching it (TrackerOptions::decide): what a real table's players would tap
// on the companion's screen. The simulated game draws messages and bazaar tiles
// itself; the watched table game asks which ones came up, and gets the same ones.
// The n-th decision of a kind the watched game asks gets the n-th answer of that kind:
// a reading the tracker takes back (a hand over the board) and makes again asks the same
// decision again, and must get the same answer, not the next one. A bazaar reveal is
// answered by turn: the tiles turned up at the end of the same turn, or none (a bazaar
// tile misread as another lost the table's auction, and a tile misread as a bazaar
// tile must not take the next one).
#include <map>
#include <optional>
#include <vector>

#include "engine/game.hpp"

namespace carc::vision::testing {

class TruthDecisions {
public:
    // Replays the simulated game's moves; errors say which move the engine refused.
    static Expected<TruthDecisions> of(const GameSetup& setup, const std::vector<Move>& moves);

    // The players' answer to `d`, which `game` asks now, or nothing when the simulated
    // game has no such answer.
    std::optional<Move> answer(const Game& game, const Decision& d) const;

private:
    std::map<DecisionKind, std::vector<Move>> answers_;
    std::vector<int> messages_;                       // messages drawn, in order
    std::map<int, std::vector<TileTypeId>> bazaars_;  // tiles turned up, by the turn they ended
};

}  // namespace carc::vision::testing
