#include "calibration/image_files.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace carc::calibration {

Expected<std::vector<std::string>> listImages(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Error{dir + ": not a directory"};
    std::vector<std::string> paths;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
        if (!entry.is_regular_file()) continue;
        std::string ext = entry.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
        if (ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".tif" || ext == ".tiff")
            paths.push_back(entry.path().string());
    }
    if (ec) return Error{dir + ": " + ec.message()};
    if (paths.empty()) return Error{dir + ": no image files (.jpg, .png, .bmp, .tif)"};
    std::sort(paths.begin(), paths.end());
    return paths;
}

}  // namespace carc::calibration
