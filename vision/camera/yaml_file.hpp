#pragma once
// An OpenCV FileStorage file opened for reading, whose readers turn missing or
// malformed keys into errors naming the file and the key (OpenCV would throw or
// silently return empty values).
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

class YamlFile {
public:
    static Expected<YamlFile> open(const std::string& path);

    bool has(const std::string& key) const;
    Status readInt(const std::string& key, int& out) const;
    Status readDouble(const std::string& key, double& out) const;
    // rows/cols -1: any size. The result is CV_64F.
    Status readMat(const std::string& key, cv::Mat& out, int rows, int cols) const;

private:
    std::string path_;
    cv::FileStorage fs_;
};

}  // namespace carc::vision
