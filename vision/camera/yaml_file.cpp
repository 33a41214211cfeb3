#include "vision/camera/yaml_file.hpp"

#include <filesystem>

namespace carc::vision {

Expected<YamlFile> YamlFile::open(const std::string& path) {
    if (!std::filesystem::is_regular_file(path)) return Error{path + ": no such file"};
    YamlFile file;
    file.path_ = path;
    try {
        if (!file.fs_.open(path, cv::FileStorage::READ | cv::FileStorage::FORMAT_AUTO))
            return Error{path + ": not an OpenCV FileStorage file"};
    } catch (const cv::Exception& e) {
        return Error{path + ": not a readable YAML file (" + e.err + ")"};
    }
    return file;
}

bool YamlFile::has(const std::string& key) const { return !fs_[key].empty(); }

Status YamlFile::readInt(const std::string& key, int& out) const {
    const cv::FileNode node = fs_[key];
    if (node.empty()) return Error{path_ + ": missing key '" + key + "'"};
    if (!node.isInt() && !node.isReal()) return Error{path_ + ": key '" + key + "' is not a number"};
    out = static_cast<int>(node.real());
    return {};
}

Status YamlFile::readDouble(const std::string& key, double& out) const {
    const cv::FileNode node = fs_[key];
    if (node.empty()) return Error{path_ + ": missing key '" + key + "'"};
    if (!node.isInt() && !node.isReal()) return Error{path_ + ": key '" + key + "' is not a number"};
    out = node.real();
    return {};
}

Status YamlFile::readMat(const std::string& key, cv::Mat& out, int rows, int cols) const {
    const cv::FileNode node = fs_[key];
    if (node.empty()) return Error{path_ + ": missing key '" + key + "'"};
    cv::Mat m;
    try {
        node >> m;
    } catch (const cv::Exception&) {
        return Error{path_ + ": key '" + key + "' is not a matrix"};
    }
    if (m.empty()) return Error{path_ + ": key '" + key + "' is not a matrix"};
    if ((rows >= 0 && m.rows != rows) || (cols >= 0 && m.cols != cols))
        return Error{path_ + ": key '" + key + "' must be " + std::to_string(rows) + "x" + std::to_string(cols) +
                     ", not " + std::to_string(m.rows) + "x" + std::to_string(m.cols)};
    m.convertTo(out, CV_64F);
    return {};
}

}  // namespace carc::vision
