#pragma once
// Stage 5, the turn interpreter's missed turns: several empty cells changed at once and
// stayed so, turns the camera did not see (or a follower standing over a neighbouring
// cell). Made for one call of the interpreter, on its state and the game lent to it.
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/track/turn_interpreter.hpp"

namespace carc::vision {

class MissedTurns {
public:
    explicit MissedTurns(TurnInterpreter& in) : in_(in) {}

    // Each order of the `changed` cells (with their mean difference) is tried as
    // consecutive turns, and the order that places the most tiles kept. `lit`: `top` in
    // the light of the last still frame (as ChangeDetector::changedCells compares).
    void placeSeveral(const cv::Mat& lit, const cv::Mat& top, const std::vector<std::pair<double, Pos>>& changed,
                      int frame);

private:
    TurnInterpreter& in_;
};

}  // namespace carc::vision
