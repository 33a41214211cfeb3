// libFuzzer target for camera.yaml and table.yaml: any bytes give a model or an
// error naming the file, never a crash, a hang, a leak or undefined behaviour; an
// accepted model's numbers are finite.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path =
        (std::filesystem::temp_directory_path() / ("carc_yaml_fuzz_" + std::to_string(::getpid()) + ".yaml")).string();
    std::ofstream(path, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(data),
                                                                   static_cast<std::streamsize>(size));
    if (auto camera = carc::vision::loadCameraModel(path)) {
        for (int i = 0; i < 9; ++i)
            if (!std::isfinite(camera->matrix.val[i])) __builtin_trap();
    }
    if (auto table = carc::vision::loadTableModel(path)) {
        const cv::Rect2d bounds = table->markerBounds();
        if (!std::isfinite(bounds.width) || !std::isfinite(bounds.height)) __builtin_trap();
    }
    return 0;
}
