#pragma once
// Exposure and white balance locked for a game: automatic exposure and white balance
// would shift colours and brightness whenever a hand or a dark tile enters the view,
// breaking the colour models (colour_calibration) and the still-frame differencing.
// With libcamera (a Raspberry Pi camera), the camera runs on automatic for a moment,
// then the values it settled on are read and returned as fixed controls
// (AeEnable=false, ExposureTime, AnalogueGain, AwbEnable=false, ColourGains), and
// recorded in camera.yaml as extra keys for the frame source to apply.
#include <string>

#include "engine/expected.hpp"

namespace carc::calibration {

struct LockedCameraSettings {
    std::string camera;          // libcamera's id of the camera
    int exposureUs = 0;          // ExposureTime
    double analogueGain = 0;     // AnalogueGain
    double redGain = 0, blueGain = 0;  // ColourGains
};

// Runs libcamera camera `index` on automatic for `settleFrames` frames and returns what
// it settled on. Errors: this build has no libcamera, no camera found ("libcamera: no
// camera found"), the camera is busy, or it reported no exposure metadata.
Expected<LockedCameraSettings> settleAndReadCameraSettings(int index, int settleFrames = 30);

// Adds the settings to camera.yaml (keys lock_camera, lock_exposure_us,
// lock_analogue_gain, lock_colour_gains: [red, blue]).
Status recordCameraSettings(const LockedCameraSettings& settings, const std::string& cameraYaml);
// Reads them back; an error when camera.yaml has none.
Expected<LockedCameraSettings> readCameraSettings(const std::string& cameraYaml);

}  // namespace carc::calibration
