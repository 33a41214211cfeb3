// The follower reader on the recorded follower cells (tests/vision/follower_cells): each
// cut of a tile just placed, read as the tracker reads it (readFollowerCell: the mover's
// colour expected, the point seen put on a segment of the tile's layout), against what
// the simulator had on that tile: no follower, or its colour, feature and whether it
// lies (a farmer). A cell recorded as read right must stay right; one recorded wrong is
// printed and counted. The stage's figure is printed at the end.
// The corpus is remade by build/tests/vision/carc_record_follower_cells tests/vision/follower_cells.
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <set>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "tests/vision/enrolled_art.hpp"
#include "tests/vision/follower_cells.hpp"

namespace carc::vision {
namespace {

const std::string kCsv = std::string(CARC_TEST_FOLLOWER_CELLS) + "/followers.csv";

struct Figure {
    int cells = 0, right = 0, withFollower = 0, followersRight = 0;
};
Figure& figure() {
    static Figure f;
    return f;
}

class FollowerFigure : public ::testing::Environment {
    void TearDown() override {
        const Figure& f = figure();
        if (f.cells > 0)
            std::printf("follower reader on %d recorded cells: %d right (%d of the %d with a follower: colour, feature "
                        "and lying right)\n",
                        f.cells, f.right, f.followersRight, f.withFollower);
    }
};
const auto* const kFigure = ::testing::AddGlobalTestEnvironment(new FollowerFigure);

class RecordedFollowerCells : public ::testing::TestWithParam<test::FollowerCell> {};

TEST_P(RecordedFollowerCells, AreReadAsRecorded) {
    const test::FollowerCell& c = GetParam();
    const TileLibrary* library = c.art == "c1" ? test::scannedAsSimulated() : &test::paintedLibrary();
    if (!library) GTEST_SKIP() << test::kC1Scans << " missing: needs ../shared/tiles";
    const cv::Mat cut = cv::imread(std::string(CARC_TEST_FOLLOWER_CELLS) + "/" + c.file);
    ASSERT_FALSE(cut.empty()) << c.file;
    const test::FollowerCellReading read = test::readFollowerCell(cut, c, *library);
    const test::FollowerCellReading truth = test::expectedOf(c);
    const bool right = read == truth;
    ++figure().cells, figure().right += right;
    if (truth.colour != "none") ++figure().withFollower, figure().followersRight += right;
    std::printf("%s: read %s %s%s\n", c.file.c_str(), read.colour.c_str(), read.feature.c_str(),
                read.lying ? " (lying)" : "");
    if (c.read == "right") {
        EXPECT_EQ(read.colour, truth.colour) << c.file;
        EXPECT_EQ(read.feature, truth.feature) << c.file;
        EXPECT_EQ(read.lying, truth.lying) << c.file;
    } else {
        EXPECT_EQ(c.read, "wrong") << c.file;
    }
}

std::string caseName(const ::testing::TestParamInfo<test::FollowerCell>& info) {
    std::string name = info.param.file.substr(0, info.param.file.size() - 4);
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(FollowerCorpus, RecordedFollowerCells, ::testing::ValuesIn(test::readFollowerCells(kCsv)),
                         caseName);

// Every image in the folder has its line, and every line its image; both kinds of cell
// (a follower, none) and both art styles are there.
TEST(RecordedFollowerCells, EveryCellHasItsLine) {
    std::set<std::string> images, listed, arts;
    for (const auto& e : std::filesystem::directory_iterator(CARC_TEST_FOLLOWER_CELLS))
        if (e.path().extension() == ".png") images.insert(e.path().filename().string());
    int withFollower = 0, lying = 0;
    const std::vector<test::FollowerCell> cells = test::readFollowerCells(kCsv);
    for (const test::FollowerCell& c : cells) {
        listed.insert(c.file), arts.insert(c.art);
        withFollower += c.colour != "none", lying += c.lying;
    }
    EXPECT_EQ(images, listed);
    EXPECT_GE(cells.size(), 40u);
    EXPECT_GT(withFollower, 0);
    EXPECT_LT(withFollower, static_cast<int>(cells.size()));
    EXPECT_GT(lying, 0);
    EXPECT_EQ(arts, (std::set<std::string>{"c1", "painted"}));
}

}  // namespace
}  // namespace carc::vision
