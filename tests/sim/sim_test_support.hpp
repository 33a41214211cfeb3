#pragma once
// Small helpers shared by the simulator's tests.
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "vision/sim/simulator.hpp"

namespace carc::sim::testing {

inline std::unique_ptr<Simulator> makeSimulator(const SimOptions& o) {
    auto game = loadSimGame(o);
    if (!game) {
        ADD_FAILURE() << game.error();
        return nullptr;
    }
    auto sim = Simulator::create(std::move(*game), o);
    if (!sim) {
        ADD_FAILURE() << sim.error();
        return nullptr;
    }
    return std::move(*sim);
}

}  // namespace carc::sim::testing
