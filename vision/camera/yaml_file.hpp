#pragma once
// A map of keys read from a YAML file of the rig (camera.yaml, table.yaml,
// colours.yaml: written by OpenCV's FileStorage, sometimes edited by hand). The text
// is parsed by libyaml into a small tree; OpenCV's own YAML parser never sees it, as
// it loops forever on some malformed text. Readers turn missing or malformed keys
// into errors naming the file and the key; every number read is finite and within
// the range the caller gives.
//
// Read: block and flow maps and lists, plain and quoted scalars, tags (an OpenCV
// matrix is a map tagged !!opencv-matrix with rows, cols, dt and data) and OpenCV's
// `%YAML:1.0` first line, and further documents whose keys add to the first's (as
// OpenCV's FileStorage::APPEND writes them). Refused with the line named: text libyaml
// rejects, aliases, a key given twice, nesting deeper than kMaxDepth.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

struct YamlNode;

class YamlMap {
public:
    // The file's top level, which must be a map.
    [[nodiscard]] static Expected<YamlMap> open(const std::string& path);
    // The same for text in memory; `name` stands for the file in errors.
    [[nodiscard]] static Expected<YamlMap> parse(const std::string& text, const std::string& name);

    // A calibration file is a few KB; 1 MiB is far beyond any, and a quick parse.
    static constexpr std::uintmax_t kMaxBytes = 1u << 20;
    // Our files nest 3 levels (colours.yaml: list, colour, matrix); 16 leaves room for hand edits.
    static constexpr int kMaxDepth = 16;

    [[nodiscard]] bool has(const std::string& key) const;
    // An integer (a number with no fraction) in [lo, hi].
    [[nodiscard]] Status readInt(const std::string& key, int& out, int lo, int hi) const;
    [[nodiscard]] Status readDouble(const std::string& key, double& out, double lo, double hi) const;
    // A scalar as written (quoted or not), at most maxChars long.
    [[nodiscard]] Status readString(const std::string& key, std::string& out, std::size_t maxChars) const;
    // An OpenCV matrix; rows/cols -1: any size; every element in [lo, hi]. The result is
    // CV_64F with the channels of its `dt`.
    [[nodiscard]] Status readMat(const std::string& key, cv::Mat& out, int rows, int cols, double lo, double hi) const;
    // A nested map, and a list of maps (at most maxItems); errors name their place
    // ("colours[2].mean").
    [[nodiscard]] Expected<YamlMap> map(const std::string& key) const;
    [[nodiscard]] Expected<std::vector<YamlMap>> maps(const std::string& key, std::size_t maxItems) const;

private:
    YamlMap(std::shared_ptr<const YamlNode> tree, const YamlNode* node, std::string file, std::string prefix);
    [[nodiscard]] const YamlNode* find(const std::string& key) const;
    [[nodiscard]] std::string keyName(const std::string& key) const;  // "key 'colours[2].mean'"

    std::shared_ptr<const YamlNode> tree_;  // keeps the parsed text alive
    const YamlNode* node_ = nullptr;        // a map within tree_
    std::string file_;
    std::string prefix_;  // "" at the top level, "colours[2]." below
};

}  // namespace carc::vision
