#pragma once
// Writes a simulation as `carc track` reads it (INTERFACES.md): 000000.jpg, ...,
// camera.yaml, table.yaml, and truth.json (summary plus one entry per frame).
#include <functional>
#include <string>

#include "engine/expected.hpp"
#include "vision/sim/simulator.hpp"

namespace carc::sim {

// The JPEG quality of frame `index`: the mess level's, wandering a little, as a
// camera's encoder does with scene content.
int frameJpegQuality(const Simulator& sim, int index);

// progress(done, total) is called after each frame. png: lossless 000000.png ...
// instead of JPEG (carc track accepts both).
Status writeSimulation(Simulator& sim, const std::string& dir, const std::function<void(int, int)>& progress = {},
                       bool png = false);

}  // namespace carc::sim
