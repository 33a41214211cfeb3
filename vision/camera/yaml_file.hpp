#pragma once
// An OpenCV FileStorage file opened for reading, whose readers turn missing or
// malformed keys into errors naming the file and the key (OpenCV would throw or
// silently return empty values). Every number read is finite and within the range
// the caller gives; a file over the size or nesting limits is refused before parsing.
#include <cstdint>
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

class YamlFile {
public:
    static Expected<YamlFile> open(const std::string& path);

    // A calibration file is a few KB; 1 MiB is far beyond any, and a quick parse.
    static constexpr std::uintmax_t kMaxBytes = 1u << 20;
    // Our files nest 2 levels (a matrix's data list); OpenCV's parser recurses per level.
    static constexpr int kMaxDepth = 16;

    bool has(const std::string& key) const;
    // An integer (a number with no fraction) in [lo, hi].
    [[nodiscard]] Status readInt(const std::string& key, int& out, int lo, int hi) const;
    [[nodiscard]] Status readDouble(const std::string& key, double& out, double lo, double hi) const;
    // rows/cols -1: any size; every element in [lo, hi]. The result is CV_64F.
    [[nodiscard]] Status readMat(const std::string& key, cv::Mat& out, int rows, int cols, double lo, double hi) const;

private:
    std::string path_;
    cv::FileStorage fs_;
};

}  // namespace carc::vision
