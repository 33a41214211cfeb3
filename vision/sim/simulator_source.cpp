#include "vision/sim/simulator_source.hpp"

#include <opencv2/imgcodecs.hpp>

#include "vision/sim/sim_writer.hpp"

namespace carc::sim {

vision::FrameRead SimulatorSource::read() {
    vision::FrameRead r;
    r.index = next_;
    if (next_ >= sim_->frameCount()) {
        r.reason = "the simulated game is over";
        return r;
    }
    Frame f = sim_->render(next_);
    truth_ = std::move(f.truth);
    cv::imencode(".jpg", f.image, jpeg_, {cv::IMWRITE_JPEG_QUALITY, frameJpegQuality(*sim_, next_)});
    r.image = cv::imdecode(jpeg_, cv::IMREAD_COLOR);
    r.kind = vision::FrameRead::Kind::Frame;
    ++next_;
    return r;
}

std::string SimulatorSource::describe() const {
    return "simulated table (" + std::to_string(sim_->frameCount()) + " frames, " +
           std::to_string(sim_->rig().camera.imageSize.width) + "x" + std::to_string(sim_->rig().camera.imageSize.height) + ")";
}

}  // namespace carc::sim
