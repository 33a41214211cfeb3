#include "vision/camera/yaml_file.hpp"

#include <cmath>
#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace carc::vision {
namespace {

std::string rangeText(double lo, double hi) {
    std::ostringstream out;
    out << "between " << lo << " and " << hi;
    return out.str();
}

// Nesting as OpenCV's YAML/JSON/XML parsers see it: flow brackets, block indentation
// and "- " sequence markers. Over-counts (a bracket in a string), never under-counts.
Status checkNesting(const std::string& text) {
    int brackets = 0;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : '\n';
        if (c == '[' || c == '{' || c == '<') ++brackets;
        else if ((c == ']' || c == '}' || c == '>') && brackets > 0) --brackets;
        int depth = brackets;
        if (c == '\n') {
            int prefix = 0;  // indentation and sequence markers of the line just ended
            for (std::size_t j = lineStart; j < i && (text[j] == ' ' || text[j] == '-' || text[j] == '\t'); ++j) ++prefix;
            depth += prefix / 2;
            lineStart = i + 1;
        }
        if (depth > YamlFile::kMaxDepth)
            return Error{"nested deeper than the limit of " + std::to_string(YamlFile::kMaxDepth) + " levels"};
    }
    return {};
}

// YAML text as OpenCV writes it: no control characters (YAML's printable set), and every
// line of a block mapping outside flow brackets a "key: value", a "- " list item, a
// comment, a directive or a document marker (OpenCV quotes its strings on one line), and
// every flow bracket closed.
// OpenCV 4.6's YAML parser loops forever on some text outside this (a bare word on its
// own line followed by a list; control characters amid keys), so it never sees any.
Status checkLines(const std::string& text) {
    int brackets = 0;
    int lineNumber = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : '\n';
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && c != '\t' && c != '\r' && c != '\n') || byte == 0x7f)  // YAML allows no control characters
            return Error{"line " + std::to_string(lineNumber) + " has a control character"};
        if (c != '\n') continue;
        const std::string line = text.substr(lineStart, i - lineStart);
        const std::size_t first = line.find_first_not_of(" \t\r");
        const bool insideBrackets = brackets > 0;
        for (const char d : line) {
            if (d == '[' || d == '{') ++brackets;
            else if ((d == ']' || d == '}') && brackets > 0) --brackets;
        }
        if (first != std::string::npos && !insideBrackets && lineNumber > 1) {
            const std::string rest = line.substr(first);
            const bool marker = rest[0] == '#' || rest[0] == '%' || rest[0] == '-' || rest.rfind("...", 0) == 0;
            if (!marker && rest.find(':') == std::string::npos)
                return Error{"line " + std::to_string(lineNumber) + " is neither a 'key: value' nor a list item"};
        }
        ++lineNumber;
        lineStart = i + 1;
    }
    if (brackets > 0) return Error{"a '[' or '{' is never closed"};
    return {};
}

}  // namespace

Expected<YamlFile> YamlFile::open(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return Error{path + ": no such file"};
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) return Error{path + ": " + ec.message()};
    if (size > kMaxBytes) return Error{path + ": larger than the limit of " + std::to_string(kMaxBytes) + " bytes"};
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in) return Error{path + ": cannot read"};
    if (auto s = checkNesting(text.str()); !s) return Error{path + ": " + s.error()};
    if (auto s = checkLines(text.str()); !s) return Error{path + ": " + s.error()};
    YamlFile file;
    file.path_ = path;
    try {
        if (!file.fs_.open(text.str(), cv::FileStorage::READ | cv::FileStorage::MEMORY | cv::FileStorage::FORMAT_AUTO))
            return Error{path + ": not an OpenCV FileStorage file"};
        // Keys are looked up in the top level: OpenCV asserts (throws) on any other shape.
        if (!file.fs_.root().isMap()) return Error{path + ": the top level is not a map of keys"};
    } catch (const cv::Exception& e) {
        return Error{path + ": not a readable YAML file (" + e.err + ")"};
    } catch (const std::exception& e) {  // OpenCV's parser lets some of the standard library's through
        return Error{path + ": not a readable YAML file (" + e.what() + ")"};
    }
    return file;
}

bool YamlFile::has(const std::string& key) const { return !fs_[key].empty(); }

Status YamlFile::readInt(const std::string& key, int& out, int lo, int hi) const {
    double value = 0;
    if (auto s = readDouble(key, value, lo, hi); !s) return s;
    if (value != std::trunc(value)) return Error{path_ + ": key '" + key + "' must be a whole number"};
    out = static_cast<int>(value);
    return {};
}

Status YamlFile::readDouble(const std::string& key, double& out, double lo, double hi) const {
    const cv::FileNode node = fs_[key];
    if (node.empty()) return Error{path_ + ": missing key '" + key + "'"};
    if (!node.isInt() && !node.isReal()) return Error{path_ + ": key '" + key + "' is not a number"};
    const double value = node.real();
    if (!std::isfinite(value)) return Error{path_ + ": key '" + key + "' is not a finite number"};
    if (value < lo || value > hi) return Error{path_ + ": key '" + key + "' must be " + rangeText(lo, hi)};
    out = value;
    return {};
}

Status YamlFile::readMat(const std::string& key, cv::Mat& out, int rows, int cols, double lo, double hi) const {
    const cv::FileNode node = fs_[key];
    if (node.empty()) return Error{path_ + ": missing key '" + key + "'"};
    // OpenCV allocates rows x cols before it reads the data: the declared size is checked
    // first (our matrices have at most 14 values; 1024 leaves room and bounds the memory).
    constexpr double kMaxMatrixValues = 1024;
    if (node.isMap()) {
        const cv::FileNode rowsNode = node["rows"], colsNode = node["cols"];
        if (!rowsNode.isInt() || !colsNode.isInt() || rowsNode.real() < 1 || colsNode.real() < 1 ||
            rowsNode.real() * colsNode.real() > kMaxMatrixValues)
            return Error{path_ + ": key '" + key + "' is not a matrix of at most " + std::to_string(int(kMaxMatrixValues)) +
                         " values"};
    }
    cv::Mat m;
    try {
        node >> m;
    } catch (const std::exception&) {  // cv::Exception and the standard library's
        return Error{path_ + ": key '" + key + "' is not a matrix"};
    }
    if (m.empty()) return Error{path_ + ": key '" + key + "' is not a matrix"};
    if ((rows >= 0 && m.rows != rows) || (cols >= 0 && m.cols != cols))
        return Error{path_ + ": key '" + key + "' must be " + std::to_string(rows) + "x" + std::to_string(cols) +
                     ", not " + std::to_string(m.rows) + "x" + std::to_string(m.cols)};
    m.convertTo(m, CV_64F);
    for (int r = 0; r < m.rows; ++r)
        for (int c = 0; c < m.cols * m.channels(); ++c) {
            const double v = m.ptr<double>(r)[c];
            const std::string at = "'" + key + "' row " + std::to_string(r) + " value " + std::to_string(c);
            if (!std::isfinite(v)) return Error{path_ + ": key " + at + " is not a finite number"};
            if (v < lo || v > hi) return Error{path_ + ": key " + at + " must be " + rangeText(lo, hi)};
        }
    out = m;
    return {};
}

}  // namespace carc::vision
