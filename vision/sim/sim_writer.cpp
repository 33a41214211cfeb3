#include "vision/sim/sim_writer.hpp"

#include <filesystem>
#include <fstream>

#include <opencv2/imgcodecs.hpp>

#include "vision/sim/sim_random.hpp"

namespace carc::sim {

namespace fs = std::filesystem;

int frameJpegQuality(const Simulator& sim, int index) {
    SimRandom rng(sim.game().script.setup.seed, 61, static_cast<std::uint64_t>(index));
    return std::clamp(sim.mess().jpegQuality + rng.below(7) - 3, 50, 100);
}

Status writeSimulation(Simulator& sim, const std::string& dir, const std::function<void(int, int)>& progress,
                       bool png) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir)) return Error{dir + ": cannot create the output directory"};
    const fs::path out(dir);
    if (auto s = vision::saveCameraModel(sim.rig().camera, (out / "camera.yaml").string()); !s) return s;
    if (auto s = vision::saveTableModel(sim.rig().table, (out / "table.yaml").string()); !s) return s;
    nlohmann::json truth = sim.summary();
    truth["frames"] = nlohmann::json::array();
    for (int i = 0; i < sim.frameCount(); ++i) {
        Frame f = sim.render(i);
        if (png) f.truth["file"] = fs::path(f.truth["file"].get<std::string>()).replace_extension(".png").string();
        const fs::path file = out / f.truth["file"].get<std::string>();
        const std::vector<int> params = png ? std::vector<int>{cv::IMWRITE_PNG_COMPRESSION, 1}
                                            : std::vector<int>{cv::IMWRITE_JPEG_QUALITY, frameJpegQuality(sim, i)};
        if (!cv::imwrite(file.string(), f.image, params))
            return Error{file.string() + ": cannot write the frame"};
        truth["frames"].push_back(std::move(f.truth));
        if (progress) progress(i + 1, sim.frameCount());
    }
    std::ofstream o(out / "truth.json");
    o << truth.dump(1) << "\n";
    if (!o) return Error{(out / "truth.json").string() + ": cannot write"};
    return {};
}

}  // namespace carc::sim
