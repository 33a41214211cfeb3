#include "vision/camera/yaml_file.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>

#include <yaml.h>

namespace carc::vision {

struct YamlNode {
    enum class Kind { Scalar, List, Map };
    Kind kind = Kind::Scalar;
    std::string text;   // a scalar's text
    bool plain = true;  // a scalar written without quotes (only those are numbers)
    std::size_t line = 0;
    std::vector<std::string> keys;  // a map's keys, in the order written
    std::vector<YamlNode> items;    // a list's items; a map's values, parallel to keys
};

namespace {

std::string rangeText(double lo, double hi) {
    std::ostringstream out;
    out << "between " << lo << " and " << hi;
    return out.str();
}

std::string lineText(std::size_t line) { return "line " + std::to_string(line + 1); }

// libyaml's parser, freed however the parse ends.
class Parser {
public:
    explicit Parser(const std::string& text) : text_(text) {
        ok_ = yaml_parser_initialize(&parser_) != 0;
        if (ok_)
            yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    }
    ~Parser() {
        if (ok_) yaml_parser_delete(&parser_);
    }
    Parser(const Parser&) = delete;
    Parser& operator=(const Parser&) = delete;

    [[nodiscard]] bool ok() const { return ok_; }
    // The next event into `event` (which the caller deletes), or libyaml's complaint.
    [[nodiscard]] Status next(yaml_event_t& event) {
        if (yaml_parser_parse(&parser_, &event)) return {};
        std::string problem = parser_.problem ? parser_.problem : "not YAML";
        if (parser_.context) problem = std::string(parser_.context) + ", " + problem;
        if (parser_.error != YAML_READER_ERROR) return Error{lineText(parser_.problem_mark.line) + ": " + problem};
        // The reader (bad bytes) marks an offset, not a line.
        const std::size_t offset = std::min(parser_.problem_offset, text_.size());
        const auto line = static_cast<std::size_t>(std::count(text_.begin(), text_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
        char value[16];
        std::snprintf(value, sizeof value, " (0x%02x)", static_cast<unsigned>(parser_.problem_value) & 0xffu);
        return Error{lineText(line) + ": " + problem + (parser_.problem_value >= 0 ? value : "")};
    }

private:
    const std::string& text_;
    yaml_parser_t parser_{};
    bool ok_ = false;
};

struct Event {
    yaml_event_t e{};
    ~Event() { yaml_event_delete(&e); }
};

// The tree of one document, built from libyaml's events one at a time with an explicit
// stack of the lists and maps open (no recursion, so no depth can overflow the call stack).
class TreeBuilder {
public:
    void startDocument() { ++documents_; }
    // A scalar: a map's next key, or a value placed in the innermost open list or map.
    [[nodiscard]] Status scalar(const yaml_event_t& e) {
        const std::size_t line = e.start_mark.line;
        YamlNode node;
        node.text.assign(reinterpret_cast<const char*>(e.data.scalar.value), e.data.scalar.length);
        node.plain = e.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
        node.line = line;
        if (open_.empty() && documents_ > 1)
            return Error{lineText(line) + ": a further document that does not add keys to a map"};
        if (!open_.empty() && open_.back().node->kind == YamlNode::Kind::Map && open_.back().keyNext) {
            std::vector<std::string>& keys = open_.back().node->keys;
            if (std::find(keys.begin(), keys.end(), node.text) != keys.end())
                return Error{lineText(line) + ": key '" + node.text + "' is given twice"};
            keys.push_back(std::move(node.text));
            open_.back().keyNext = false;
        } else {
            place(std::move(node));
        }
        return {};
    }
    // A list or a map opens (a sequence or mapping start event).
    [[nodiscard]] Status start(const yaml_event_t& e) {
        const std::size_t line = e.start_mark.line;
        if (!open_.empty() && open_.back().node->kind == YamlNode::Kind::Map && open_.back().keyNext)
            return Error{lineText(line) + ": a key that is a list or a map"};
        if (open_.empty() && documents_ > 1) {
            // OpenCV appends keys to a file as a further document: its map adds to the first's.
            if (e.type != YAML_MAPPING_START_EVENT || root_.kind != YamlNode::Kind::Map)
                return Error{lineText(line) + ": a further document that does not add keys to a map"};
            open_.push_back({&root_});
            return {};
        }
        if (static_cast<int>(open_.size()) >= YamlMap::kMaxDepth)
            return Error{"nested deeper than the limit of " + std::to_string(YamlMap::kMaxDepth) + " levels (" +
                         lineText(line) + ")"};
        YamlNode node;
        node.kind = e.type == YAML_SEQUENCE_START_EVENT ? YamlNode::Kind::List : YamlNode::Kind::Map;
        node.line = line;
        // The parent's items do not grow while this child is open, so the pointer holds.
        open_.push_back({place(std::move(node))});
        return {};
    }
    void end() { open_.pop_back(); }
    // The tree, at the stream's end.
    [[nodiscard]] Expected<YamlNode> finish() {
        if (!haveRoot_) return Error{"no keys (the file is empty)"};
        return std::move(root_);
    }

private:
    struct Open {
        YamlNode* node;
        bool keyNext = true;  // a map's next scalar is a key
    };
    // Adds a value node to the innermost open list or map (or makes it the root) and
    // returns where it now lives.
    YamlNode* place(YamlNode node) {
        if (open_.empty()) {
            root_ = std::move(node);
            haveRoot_ = true;
            return &root_;
        }
        Open& parent = open_.back();
        parent.node->items.push_back(std::move(node));
        parent.keyNext = true;
        return &parent.node->items.back();
    }

    std::vector<Open> open_;
    YamlNode root_;
    bool haveRoot_ = false;
    int documents_ = 0;
};

Expected<YamlNode> buildTree(const std::string& text) {
    Parser parser(text);
    if (!parser.ok()) return Error{"cannot start the YAML parser"};
    TreeBuilder tree;
    for (;;) {
        Event event;
        if (auto s = parser.next(event.e); !s) return Error{s.error()};
        const yaml_event_t& e = event.e;
        Status added;
        switch (e.type) {
        case YAML_STREAM_END_EVENT:
            return tree.finish();
        case YAML_DOCUMENT_START_EVENT:
            tree.startDocument();
            break;
        case YAML_ALIAS_EVENT:
            return Error{lineText(e.start_mark.line) + ": an alias (*name); write the value out"};
        case YAML_SCALAR_EVENT:
            added = tree.scalar(e);
            break;
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT:
            added = tree.start(e);
            break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            tree.end();
            break;
        default:  // stream start, document end, no event
            break;
        }
        if (!added) return Error{added.error()};
    }
}

// A plain scalar as a number: YAML's .nan and .inf spellings, or a decimal number
// that is the whole text. Quoted scalars are strings, as for OpenCV.
std::optional<double> number(const YamlNode& node) {
    if (node.kind != YamlNode::Kind::Scalar || !node.plain || node.text.empty()) return std::nullopt;
    std::string_view text = node.text;
    double sign = 1;
    if (text.front() == '+' || text.front() == '-') {
        sign = text.front() == '-' ? -1 : 1;
        text.remove_prefix(1);
    }
    if (text == ".nan" || text == ".NaN" || text == ".NAN") return std::numeric_limits<double>::quiet_NaN();
    if (text == ".inf" || text == ".Inf" || text == ".INF") return sign * std::numeric_limits<double>::infinity();
    if (text.empty() || text.front() == '+' || text.front() == '-') return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (end != text.data() + text.size()) return std::nullopt;
    if (ec == std::errc::result_out_of_range) return sign * std::numeric_limits<double>::infinity();
    if (ec != std::errc{}) return std::nullopt;
    return sign * value;
}

// Elements per value of an OpenCV `dt` ("d", "3f", ...); 0 when it is none.
int channelsOf(const std::string& dt) {
    static const std::string kDepths = "ucwsifdh";  // OpenCV's element type letters
    if (dt.size() == 1 && kDepths.find(dt[0]) != std::string::npos) return 1;
    if (dt.size() == 2 && dt[0] >= '1' && dt[0] <= '4' && kDepths.find(dt[1]) != std::string::npos) return dt[0] - '0';
    return 0;
}

}  // namespace

YamlMap::YamlMap(std::shared_ptr<const YamlNode> tree, const YamlNode* node, std::string file, std::string prefix)
    : tree_(std::move(tree)), node_(node), file_(std::move(file)), prefix_(std::move(prefix)) {}

Expected<YamlMap> YamlMap::open(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return Error{path + ": no such file"};
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) return Error{path + ": " + ec.message()};
    if (size > kMaxBytes) return Error{path + ": larger than the limit of " + std::to_string(kMaxBytes) + " bytes"};
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in) return Error{path + ": cannot read"};
    return parse(text.str(), path);
}

Expected<YamlMap> YamlMap::parse(const std::string& input, const std::string& name) {
    if (input.size() > kMaxBytes) return Error{name + ": larger than the limit of " + std::to_string(kMaxBytes) + " bytes"};
    std::string text = input;
    // OpenCV writes "%YAML:1.0", which is not YAML's directive syntax: read it as the
    // comment it amounts to (the same length, so line numbers hold).
    if (text.rfind("%YAML:", 0) == 0) text[0] = '#';
    auto tree = buildTree(text);
    if (!tree) return Error{name + ": " + tree.error()};
    if (tree->kind != YamlNode::Kind::Map) return Error{name + ": the top level is not a map of keys"};
    auto shared = std::make_shared<const YamlNode>(std::move(*tree));
    const YamlNode* root = shared.get();
    return YamlMap(std::move(shared), root, name, "");
}

const YamlNode* YamlMap::find(const std::string& key) const {
    const auto at = std::find(node_->keys.begin(), node_->keys.end(), key);
    return at == node_->keys.end() ? nullptr : &node_->items[static_cast<std::size_t>(at - node_->keys.begin())];
}

std::string YamlMap::keyName(const std::string& key) const { return "key '" + prefix_ + key + "'"; }

bool YamlMap::has(const std::string& key) const { return find(key) != nullptr; }

Status YamlMap::readInt(const std::string& key, int& out, int lo, int hi) const {
    double value = 0;
    if (auto s = readDouble(key, value, lo, hi); !s) return s;
    if (value != std::trunc(value)) return Error{file_ + ": " + keyName(key) + " must be a whole number"};
    out = static_cast<int>(value);
    return {};
}

Status YamlMap::readDouble(const std::string& key, double& out, double lo, double hi) const {
    const YamlNode* node = find(key);
    if (!node) return Error{file_ + ": missing " + keyName(key)};
    const std::optional<double> value = number(*node);
    if (!value) return Error{file_ + ": " + keyName(key) + " is not a number"};
    if (!std::isfinite(*value)) return Error{file_ + ": " + keyName(key) + " is not a finite number"};
    if (*value < lo || *value > hi) return Error{file_ + ": " + keyName(key) + " must be " + rangeText(lo, hi)};
    out = *value;
    return {};
}

Status YamlMap::readString(const std::string& key, std::string& out, std::size_t maxChars) const {
    const YamlNode* node = find(key);
    if (!node) return Error{file_ + ": missing " + keyName(key)};
    if (node->kind != YamlNode::Kind::Scalar) return Error{file_ + ": " + keyName(key) + " is not a single value"};
    if (node->text.size() > maxChars)
        return Error{file_ + ": " + keyName(key) + " is longer than " + std::to_string(maxChars) + " characters"};
    out = node->text;
    return {};
}

Status YamlMap::readMat(const std::string& key, cv::Mat& out, int rows, int cols, double lo, double hi) const {
    const YamlNode* node = find(key);
    if (!node) return Error{file_ + ": missing " + keyName(key)};
    const std::string notMatrix = file_ + ": " + keyName(key) + " is not a matrix";
    if (node->kind != YamlNode::Kind::Map) return Error{notMatrix};
    const YamlMap matrix(tree_, node, file_, prefix_ + key + ".");
    // Our matrices have at most 14 values; 1024 leaves room and bounds the memory.
    constexpr int kMaxMatrixValues = 1024;
    int r = 0, c = 0;
    std::string dt;
    if (!matrix.readInt("rows", r, 1, kMaxMatrixValues) || !matrix.readInt("cols", c, 1, kMaxMatrixValues) ||
        r * c > kMaxMatrixValues)
        return Error{notMatrix + " of at most " + std::to_string(kMaxMatrixValues) + " values"};
    const int channels = matrix.readString("dt", dt, 8) ? channelsOf(dt) : 0;
    if (channels == 0) return Error{notMatrix + " (its 'dt' is not an OpenCV element type)"};
    const YamlNode* data = matrix.find("data");
    const std::size_t count = static_cast<std::size_t>(r) * static_cast<std::size_t>(c) * static_cast<std::size_t>(channels);
    if (!data || data->kind != YamlNode::Kind::List) return Error{notMatrix + " (no 'data' list)"};
    if (data->items.size() != count)
        return Error{file_ + ": " + keyName(key) + " has " + std::to_string(data->items.size()) + " values in 'data', not " +
                     std::to_string(count)};
    if ((rows >= 0 && r != rows) || (cols >= 0 && c != cols))
        return Error{file_ + ": " + keyName(key) + " must be " + std::to_string(rows) + "x" + std::to_string(cols) +
                     ", not " + std::to_string(r) + "x" + std::to_string(c)};
    cv::Mat m(r, c, CV_64FC(channels));
    const int perRow = c * channels;
    for (int i = 0; i < r; ++i)
        for (int j = 0; j < perRow; ++j) {
            const std::optional<double> v = number(data->items[static_cast<std::size_t>(i * perRow + j)]);
            const std::string at = keyName(key) + " row " + std::to_string(i) + " value " + std::to_string(j);
            if (!v) return Error{file_ + ": " + at + " is not a number"};
            if (!std::isfinite(*v)) return Error{file_ + ": " + at + " is not a finite number"};
            if (*v < lo || *v > hi) return Error{file_ + ": " + at + " must be " + rangeText(lo, hi)};
            m.ptr<double>(i)[j] = *v;
        }
    out = m;
    return {};
}

Expected<YamlMap> YamlMap::map(const std::string& key) const {
    const YamlNode* node = find(key);
    if (!node) return Error{file_ + ": missing " + keyName(key)};
    if (node->kind != YamlNode::Kind::Map) return Error{file_ + ": " + keyName(key) + " is not a map of keys"};
    return YamlMap(tree_, node, file_, prefix_ + key + ".");
}

Expected<std::vector<YamlMap>> YamlMap::maps(const std::string& key, std::size_t maxItems) const {
    const YamlNode* node = find(key);
    if (!node) return Error{file_ + ": missing " + keyName(key)};
    if (node->kind != YamlNode::Kind::List) return Error{file_ + ": " + keyName(key) + " is not a list"};
    if (node->items.size() > maxItems)
        return Error{file_ + ": " + keyName(key) + " has more than " + std::to_string(maxItems) + " items"};
    std::vector<YamlMap> result;
    for (std::size_t i = 0; i < node->items.size(); ++i) {
        const std::string place = prefix_ + key + "[" + std::to_string(i) + "]";
        if (node->items[i].kind != YamlNode::Kind::Map)
            return Error{file_ + ": key '" + place + "' is not a map of keys"};
        result.push_back(YamlMap(tree_, &node->items[i], file_, place + "."));
    }
    return result;
}

}  // namespace carc::vision
