// The rig's YAML files are read by libyaml into YamlMap: what OpenCV's FileStorage
// writes reads back exactly, and any other text gives a value or an error naming the
// file and the line or key, never a hang (OpenCV's own parser loops on some).
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>

#include <opencv2/core.hpp>

#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"
#include "vision/camera/yaml_file.hpp"

namespace carc::vision {
namespace {

std::string writtenByOpenCv(const std::function<void(cv::FileStorage&)>& write, int flags = cv::FileStorage::WRITE) {
    cv::FileStorage fs(".yaml", flags | cv::FileStorage::MEMORY);
    write(fs);
    return fs.releaseAndGetString();
}

TEST(YamlMap, ReadsWhatOpenCvWrites) {
    const std::string text = writtenByOpenCv([](cv::FileStorage& fs) {
        fs << "width" << 1280 << "scale" << 0.5 << "whole" << 3.0 << "name" << "/base/imx219@10: cam";
        fs << "identity" << cv::Mat(cv::Matx33d::eye());
        fs << "bytes" << (cv::Mat_<unsigned char>(1, 3) << 0, 128, 255);
        fs << "floats" << (cv::Mat_<float>(2, 1) << -1.5f, 2.25f);
        fs << "colour" << cv::Mat(1, 1, CV_64FC3, cv::Scalar(10, 20, 30));
        fs << "colours" << "[" << "{" << "name" << "red" << "pixels" << 7 << "}" << "{" << "name" << "blue" << "}" << "]";
        fs << "table" << "{" << "mean" << cv::Mat(cv::Matx13d(1, 2, 3)) << "}";
    });
    auto yaml = YamlMap::parse(text, "t.yaml");
    ASSERT_TRUE(yaml) << yaml.error() << "\n" << text;
    int width = 0;
    double scale = 0, whole = 0;
    std::string name;
    EXPECT_TRUE(yaml->readInt("width", width, 0, 2000));
    EXPECT_TRUE(yaml->readDouble("scale", scale, 0, 1));
    EXPECT_TRUE(yaml->readDouble("whole", whole, 0, 10));  // OpenCV writes "3."
    EXPECT_TRUE(yaml->readString("name", name, 64));
    EXPECT_EQ(width, 1280);
    EXPECT_EQ(scale, 0.5);
    EXPECT_EQ(whole, 3.0);
    EXPECT_EQ(name, "/base/imx219@10: cam");
    cv::Mat m;
    ASSERT_TRUE(yaml->readMat("identity", m, 3, 3, -1, 1));
    EXPECT_EQ(cv::norm(m, cv::Mat(cv::Matx33d::eye())), 0.0);
    ASSERT_TRUE(yaml->readMat("bytes", m, 1, 3, 0, 255));
    EXPECT_EQ(m.at<double>(0, 2), 255.0);
    ASSERT_TRUE(yaml->readMat("floats", m, 2, 1, -10, 10));
    EXPECT_EQ(m.at<double>(1, 0), 2.25);
    ASSERT_TRUE(yaml->readMat("colour", m, 1, 1, 0, 100));
    EXPECT_EQ(m.channels(), 3);
    EXPECT_EQ(m.at<cv::Vec3d>(0, 0), cv::Vec3d(10, 20, 30));
    auto colours = yaml->maps("colours", 8);
    ASSERT_TRUE(colours) << colours.error();
    ASSERT_EQ(colours->size(), 2u);
    int pixels = 0;
    EXPECT_TRUE((*colours)[0].readInt("pixels", pixels, 0, 100));
    EXPECT_EQ(pixels, 7);
    EXPECT_TRUE((*colours)[1].readString("name", name, 8));
    EXPECT_EQ(name, "blue");
    EXPECT_EQ((*colours)[1].readInt("pixels", pixels, 0, 100).error(), "t.yaml: missing key 'colours[1].pixels'");
    auto table = yaml->map("table");
    ASSERT_TRUE(table) << table.error();
    EXPECT_TRUE(table->readMat("mean", m, 1, 3, 0, 3));
}

TEST(YamlMap, KeysAppendedByOpenCvAddToTheFirstDocument) {
    const auto dir = std::filesystem::temp_directory_path() / "carc_yaml_append";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "camera.yaml").string();
    const auto write = [&](int flags, const char* key, int value) {
        cv::FileStorage fs(path, flags);
        fs << key << value;
    };
    write(cv::FileStorage::WRITE, "first", 1);
    write(cv::FileStorage::APPEND, "second", 2);
    auto yaml = YamlMap::open(path);
    ASSERT_TRUE(yaml) << yaml.error();
    int first = 0, second = 0;
    EXPECT_TRUE(yaml->readInt("first", first, 0, 9));
    EXPECT_TRUE(yaml->readInt("second", second, 0, 9));
    EXPECT_EQ(first + second, 3);
    write(cv::FileStorage::APPEND, "first", 3);
    EXPECT_EQ(YamlMap::open(path).error(), path + ": line 9: key 'first' is given twice");
}

struct Refusal {
    const char* text;
    const char* error;  // after "t.yaml: "
};

class YamlRefusal : public testing::TestWithParam<Refusal> {};

TEST_P(YamlRefusal, NamesTheFileAndWhere) {
    auto yaml = YamlMap::parse(GetParam().text, "t.yaml");
    ASSERT_FALSE(yaml) << GetParam().text;
    EXPECT_EQ(yaml.error(), std::string("t.yaml: ") + GetParam().error);
}

INSTANTIATE_TEST_SUITE_P(
    BadText, YamlRefusal,
    testing::Values(Refusal{"", "no keys (the file is empty)"},
                    Refusal{"%YAML:1.0\n- 1\n- 2\n", "the top level is not a map of keys"},
                    Refusal{"%YAML:1.0\n--- 5\n", "the top level is not a map of keys"},
                    Refusal{"a: 1\nb: &x 2\nc: *x\n", "line 3: an alias (*name); write the value out"},
                    Refusal{"a: 1\nb: 2\na: 3\n", "line 3: key 'a' is given twice"},
                    Refusal{"a: 1\n---\n- 2\n", "line 3: a further document that does not add keys to a map"},
                    Refusal{"a: 1\n? [k]\n: 2\n", "line 2: a key that is a list or a map"},
                    Refusal{"a: 1\nb\x03: 2\n", "line 2: control characters are not allowed (0x03)"},
                    Refusal{"a: [1, 2\nb: 3\n", "line 2: while parsing a flow sequence, did not find expected ',' or ']'"},
                    Refusal{"a: [[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]\n",
                            "nested deeper than the limit of 16 levels (line 1)"}));

TEST(YamlMap, NumbersAreFinitePlainScalarsInRange) {
    auto yaml = YamlMap::parse("a: .nan\nb: -.Inf\nc: \"12\"\nd: 1e999\ne: 12abc\nf: 1.5\ng: +7\n", "t.yaml");
    ASSERT_TRUE(yaml) << yaml.error();
    double v = 0;
    int i = 0;
    EXPECT_EQ(yaml->readDouble("a", v, 0, 1).error(), "t.yaml: key 'a' is not a finite number");
    EXPECT_EQ(yaml->readDouble("b", v, 0, 1).error(), "t.yaml: key 'b' is not a finite number");
    EXPECT_EQ(yaml->readDouble("c", v, 0, 100).error(), "t.yaml: key 'c' is not a number");
    EXPECT_EQ(yaml->readDouble("d", v, 0, 1).error(), "t.yaml: key 'd' is not a finite number");
    EXPECT_EQ(yaml->readDouble("e", v, 0, 100).error(), "t.yaml: key 'e' is not a number");
    EXPECT_EQ(yaml->readInt("f", i, 0, 9).error(), "t.yaml: key 'f' must be a whole number");
    EXPECT_EQ(yaml->readDouble("f", v, 0, 1).error(), "t.yaml: key 'f' must be between 0 and 1");
    EXPECT_TRUE(yaml->readInt("g", i, 0, 9));
    EXPECT_EQ(i, 7);
}

TEST(YamlMap, MatricesAreCheckedBeforeTheirDataIsRead) {
    auto yaml = YamlMap::parse("big: !!opencv-matrix\n   rows: 400000000\n   cols: 3\n   dt: d\n   data: [ 1 ]\n"
                               "short: !!opencv-matrix\n   rows: 2\n   cols: 2\n   dt: d\n   data: [ 1, 2, 3 ]\n"
                               "odd: !!opencv-matrix\n   rows: 1\n   cols: 1\n   dt: q\n   data: [ 1 ]\n"
                               "list: [ 1, 2 ]\n",
                               "t.yaml");
    ASSERT_TRUE(yaml) << yaml.error();
    cv::Mat m;
    EXPECT_EQ(yaml->readMat("big", m, -1, -1, 0, 9).error(), "t.yaml: key 'big' is not a matrix of at most 1024 values");
    EXPECT_EQ(yaml->readMat("short", m, -1, -1, 0, 9).error(), "t.yaml: key 'short' has 3 values in 'data', not 4");
    EXPECT_EQ(yaml->readMat("odd", m, -1, -1, 0, 9).error(),
              "t.yaml: key 'odd' is not a matrix (its 'dt' is not an OpenCV element type)");
    EXPECT_EQ(yaml->readMat("list", m, -1, -1, 0, 9).error(), "t.yaml: key 'list' is not a matrix");
    EXPECT_TRUE(m.empty());
}

// Every input the fuzzer kept (among them the texts that loop OpenCV 4.6's parser
// forever) reads to a model or an error; a hang here is caught by ctest's timeout.
TEST(YamlMap, FuzzCorpusGivesAnAnswer) {
    const std::filesystem::path corpus = std::filesystem::path(CARC_SOURCE_DIR) / "tests/fuzz/yaml_corpus";
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
        const std::string path = entry.path().string();
        auto camera = loadCameraModel(path);
        auto table = loadTableModel(path);
        const std::string name = entry.path().filename().string();
        if (name == "camera.yaml") EXPECT_TRUE(camera) << camera.error();
        else if (name == "table.yaml") EXPECT_TRUE(table) << table.error();
        else EXPECT_FALSE(camera || table) << name;
        if (!camera) {
            EXPECT_EQ(camera.error().rfind(path + ": ", 0), 0u) << camera.error();
        }
        ++files;
    }
    EXPECT_GE(files, 8);
}

}  // namespace
}  // namespace carc::vision
