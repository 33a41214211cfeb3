#pragma once
// Image files of a folder (calibration photos, recorded frames), in name order.
#include <string>
#include <vector>

#include "engine/expected.hpp"

namespace carc::calibration {

// Paths of the .jpg/.jpeg/.png/.bmp/.tif files directly in `dir`, sorted by name.
// Errors: not a directory, or no image in it.
Expected<std::vector<std::string>> listImages(const std::string& dir);

}  // namespace carc::calibration
