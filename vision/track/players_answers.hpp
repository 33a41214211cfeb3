#pragma once
// Stage 5, the turn interpreter's questions to the players: the decisions only they make
// (TrackerOptions::decide, else the engine's suggestion, noted), which tile lies where a
// reading is in doubt (TrackerOptions::confirmTile), and a bazaar reveal of a tile the bag
// has run out of. Made for one call of the interpreter, on its state and the game lent
// to it.
#include <optional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "vision/track/bazaar_reveal.hpp"
#include "vision/track/tile_verifier.hpp"
#include "vision/track/turn_interpreter.hpp"

namespace carc::vision {

class PlayersAnswers {
public:
    explicit PlayersAnswers(TurnInterpreter& in);

    // The decisions the lent game waits for, answered; `frame` for the notes.
    void decisions(int frame);
    // The players' answer to which tile lies at `cell` (confirmTile), as a reading.
    [[nodiscard]] std::optional<TileGuess> whichTile(int frame, Pos cell, const TileVerdict& verdict);

private:
    // The players' bazaar reveal, tiles the bag has run out of replaced by look-alikes
    // still in it (bazaar_reveal.hpp, with an alert); nothing when none is left.
    std::optional<Move> revealWithLookAlikes(const BazaarReveal& named, int frame);

    TurnInterpreter& in_;
    const TrackerOptions& opt_;
    std::vector<Alert>& alerts_;
    std::vector<std::string>& notes_;
    int& tileQuestions_;
};

}  // namespace carc::vision
