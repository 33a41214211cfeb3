// camera.yaml's lock_* keys (with or without libcamera in the build).
#include <filesystem>

#include <opencv2/core.hpp>

#include "calibration/camera_controls.hpp"

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
    try {
        cv::FileStorage fs(cameraYaml, cv::FileStorage::READ);
        if (!fs.isOpened()) return Error{cameraYaml + ": cannot read"};
        if (fs["lock_exposure_us"].empty()) return Error{cameraYaml + ": no locked camera settings (lock_exposure_us)"};
        LockedCameraSettings s;
        s.camera = static_cast<std::string>(fs["lock_camera"]);
        s.exposureUs = static_cast<int>(fs["lock_exposure_us"]);
        s.analogueGain = static_cast<double>(fs["lock_analogue_gain"]);
        cv::Mat gains;
        fs["lock_colour_gains"] >> gains;
        if (gains.total() != 2) return Error{cameraYaml + ": lock_colour_gains must hold [red, blue]"};
        gains.convertTo(gains, CV_64F);
        s.redGain = gains.at<double>(0);
        s.blueGain = gains.at<double>(1);
        return s;
    } catch (const cv::Exception& e) {
        return Error{cameraYaml + ": " + e.msg};
    }
}

}  // namespace carc::calibration
