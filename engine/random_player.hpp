#pragma once
// A player that picks uniformly among the legal choices: drives simulated games,
// property tests and the engine benchmark.
#include "engine/game.hpp"

namespace carc {

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    // The move this player makes in the game's current state (the game must not be over).
    [[nodiscard]] Move choose(const Game& game);
    // Plays the game to its end; returns the number of moves made, -1 if one was refused.
    [[nodiscard]] int playOut(Game& game);

private:
    Move decide(const Game& game);
    Random rng_;
};

}  // namespace carc
