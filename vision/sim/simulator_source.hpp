#pragma once
// The simulator as a live frame source: frames rendered one by one, in order, and
// passed through the camera's JPEG encoder as a real camera's would be (the same
// quality `carc sim` writes). What lies on the table in the frame just read, and its
// JPEG bytes (for the game record), stay available until the next read.
#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

#include "vision/sim/simulator.hpp"
#include "vision/sources/frame_source.hpp"

namespace carc::sim {

class SimulatorSource : public vision::FrameSource {
public:
    explicit SimulatorSource(std::unique_ptr<Simulator> sim) : sim_(std::move(sim)) {}

    vision::FrameRead read() override;
    std::string describe() const override;

    const Simulator& simulator() const { return *sim_; }
    const nlohmann::json& truth() const { return truth_; }          // of the frame just read
    const std::vector<std::uint8_t>& jpeg() const { return jpeg_; }  // of the frame just read

private:
    std::unique_ptr<Simulator> sim_;
    int next_ = 0;
    nlohmann::json truth_;
    std::vector<std::uint8_t> jpeg_;
};

}  // namespace carc::sim
