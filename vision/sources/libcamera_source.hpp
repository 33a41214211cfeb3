#pragma once
// Frames from libcamera (the Raspberry Pi camera): one camera, one viewfinder stream
// in 24-bit BGR, buffers mapped once and copied out per frame. On a machine with no
// camera, opening fails with "libcamera: no camera found".
#include "vision/sources/frame_source.hpp"

namespace carc::vision {

// Opens camera `index` (0 = the first libcamera lists) at about 1280x960.
Expected<std::unique_ptr<FrameSource>> openLibcameraSource(int index);

}  // namespace carc::vision
