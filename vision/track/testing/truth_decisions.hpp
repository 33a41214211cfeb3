#pragma once
// How the players of a simulated game answered the decisions only people make, for the
// tracker watching it (TrackerOptions::decide): what a real table's players would tap
// on the companion's screen. The simulated game draws messages and bazaar tiles
// itself; the watched table game asks which ones came up, and gets the same ones.
// A decision is answered as the players answered it in the same turn: the n-th of its
// kind in that turn gets the n-th answer of that kind there, so a reading the tracker
// takes back (a hand over the board) and makes again asks the same decision again and
// gets the same answer, and a decision the table did not have that turn gets none (the
// companion then takes its suggestion). By order over the game instead, a bazaar tile
// misread as another lost the table's auction, and every later auction got the tiles
// and bids of the one before. A bazaar reveal the table did not have is answered "none
// turned up" (a tile misread as a bazaar tile). Messages come from the deck in order.
#include <map>
#include <optional>
#include <vector>

#include "engine/game.hpp"
#include "vision/track/tracker.hpp"

namespace carc::vision::testing {

class TruthDecisions {
public:
    // Replays the simulated game's moves; errors say which move the engine refused.
    static Expected<TruthDecisions> of(const GameSetup& setup, const std::vector<Move>& moves);

    // The players' answer to `d`, which `game` asks now, or nothing when the simulated
    // game has no such answer.
    std::optional<Move> answer(const Game& game, const Decision& d) const;
    // Which tile lies at the cell of a reading in doubt (TrackerOptions::confirmTile):
    // the one the simulated game laid there; nothing where it laid none.
    std::optional<Placement> tileAt(const TileQuestion& q) const;

private:
    std::map<std::pair<DecisionKind, int>, std::vector<Move>> answers_;  // by kind and turn
    std::vector<int> messages_;                       // messages drawn, in order
    std::map<int, std::vector<TileTypeId>> bazaars_;  // tiles turned up, by the turn they ended
    std::map<std::pair<int, int>, Placement> tiles_;  // by cell
};

}  // namespace carc::vision::testing
