#pragma once
// The board as one puzzle: each cell has a few candidate readings (type and rotation
// with a probability); neighbours must agree on the terrain of their shared edge (and
// the River's water: a river edge meets a river edge) and
// no type may be used more often than the set holds. The search picks the assignment
// with the highest joint likelihood (branch and bound, most certain cells first);
// a cell no candidate fits is left unknown at a fixed cost, and reported.
#include <vector>

#include "engine/geometry.hpp"
#include "engine/tileset.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {

struct PuzzleCell {
    Pos pos;
    std::vector<TileGuess> candidates;  // best first; `probability` the reader's; none: a tile of no
                                        // known type, always unknown, its edges constrain nobody
};

struct PuzzleAnswer {
    int choice = -1;          // index into the cell's candidates, -1: unknown (nothing fits)
    double confidence = 0;    // the choice's share among candidates that fit the solved neighbours
    std::vector<int> fitting;  // the candidates that fit the solved neighbours, in the cell's order
};

struct PuzzleSolution {
    std::vector<PuzzleAnswer> answers;  // per cell, in the order given
    bool complete = true;   // false: the search stopped at its node limit (best found so far)
};

// `set`: the tile set whose counts bound each type ("base").
[[nodiscard]] PuzzleSolution solvePuzzle(const std::vector<PuzzleCell>& cells, const Tileset& tiles);

}  // namespace carc::vision
