// camera.yaml's lock_* keys (with or without libcamera in the build).
#include <filesystem>

#include <opencv2/core.hpp>

#include "calibration/camera_controls.hpp"
#include "vision/camera/yaml_file.hpp"

namespace carc::calibration {

Status recordCameraSettings(const LockedCameraSettings& s, const std::string& cameraYaml) {
    if (!std::filesystem::is_regular_file(cameraYaml)) return Error{cameraYaml + ": no such file (calibrate the lens first)"};
    try {
        // APPEND adds keys to the file's top-level map, keeping what calibration wrote.
        cv::FileStorage fs(cameraYaml, cv::FileStorage::APPEND);
        if (!fs.isOpened()) return Error{cameraYaml + ": cannot write"};
        fs << "lock_camera" << s.camera << "lock_exposure_us" << s.exposureUs << "lock_analogue_gain" << s.analogueGain;
        fs << "lock_colour_gains" << cv::Mat(cv::Matx12d(s.redGain, s.blueGain));
    } catch (const cv::Exception& e) {
        return Error{cameraYaml + ": " + e.msg};
    }
    return {};
}

Expected<LockedCameraSettings> readCameraSettings(const std::string& cameraYaml) {
    auto file = vision::YamlMap::open(cameraYaml);
    if (!file) return Error{file.error()};
    if (!file->has("lock_exposure_us")) return Error{cameraYaml + ": no locked camera settings (lock_exposure_us)"};
    LockedCameraSettings s;
    // libcamera's ids are device-tree paths, well under 256 characters.
    if (auto r = file->readString("lock_camera", s.camera, 256); !r) return Error{r.error()};
    // A frame's exposure: at most 10 s (the Pi camera's longest is under 2 min; a table needs milliseconds).
    if (auto r = file->readInt("lock_exposure_us", s.exposureUs, 1, 10'000'000); !r) return Error{r.error()};
    // libcamera's gains: the Pi sensors' range is 1-16; 64 leaves room for others.
    constexpr double kMaxGain = 64;
    if (auto r = file->readDouble("lock_analogue_gain", s.analogueGain, 0, kMaxGain); !r) return Error{r.error()};
    cv::Mat gains;
    if (auto r = file->readMat("lock_colour_gains", gains, 1, 2, 0, kMaxGain); !r)
        return Error{cameraYaml + ": lock_colour_gains must hold [red, blue] (" + r.error() + ")"};
    s.redGain = gains.at<double>(0);
    s.blueGain = gains.at<double>(1);
    return s;
}

}  // namespace carc::calibration
