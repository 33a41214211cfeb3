// Built without libcamera: there is nothing to lock; say so.
#include "calibration/camera_controls.hpp"

namespace carc::calibration {

Expected<LockedCameraSettings> settleAndReadCameraSettings(int, int) {
    return Error{"libcamera: not in this build (install libcamera-dev and rebuild); exposure and white balance not locked"};
}

}  // namespace carc::calibration
