// The cell reader on the recorded cells (tests/vision/cells, each named
// TILE_what-it-shows.png, a "/" of the tile's name written "-"): every cell is read as
// the tracker reads a new tile the rules leave open (the thumbnails' short list judged by
// verifyTile, no prior), in the art of the game it was cut from. Its expected reading is
// in tests/vision/cells/readings.csv: the art, and how far the cell is read without the
// rules' prior: "first" (read as its tile outright), "listed" (its tile is among the
// candidates judged, the prior makes it win) or "prior" (the thumbnails miss it: only
// what the rules allow there brings it in). A cell added to the folder needs its line.
// The stage's figure is printed at the end: cells read first, cells listed.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "tests/vision/enrolled_art.hpp"
#include "vision/track/tile_verifier.hpp"

namespace carc::vision {
namespace {

struct RecordedCell {
    std::string file, art, expected;  // art: painted or c1; expected: first, listed or prior
};

std::vector<RecordedCell> readings() {
    std::vector<RecordedCell> out;
    std::ifstream in(std::string(CARC_TEST_CELLS) + "/readings.csv");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream fields(line);
        RecordedCell c;
        std::getline(fields, c.file, ','), std::getline(fields, c.art, ','), std::getline(fields, c.expected, ',');
        out.push_back(c);
    }
    return out;
}

// The tile a cell's file name says lies there ("BB-CFR.b_with_..." -> "BB/CFR.b").
std::string namedTile(const std::string& file) {
    std::string name = file.substr(0, file.find('_'));
    std::replace(name.begin(), name.end(), '-', '/');
    return name;
}

struct Figure {
    int cells = 0, first = 0, listed = 0;
};
Figure& figure() {
    static Figure f;
    return f;
}

class CellFigure : public ::testing::Environment {
    void TearDown() override {
        const Figure& f = figure();
        if (f.cells > 0)
            std::printf("cell reader, no prior, on %d recorded cells: %d read first, %d listed\n", f.cells, f.first,
                        f.listed);
    }
};
const auto* const kFigure = ::testing::AddGlobalTestEnvironment(new CellFigure);

class RecordedCells : public ::testing::TestWithParam<RecordedCell> {};

TEST_P(RecordedCells, AreReadAsRecorded) {
    const RecordedCell& c = GetParam();
    const TileLibrary* library = c.art == "c1" ? test::scannedAsSimulated() : &test::paintedLibrary();
    if (!library) GTEST_SKIP() << test::kC1Scans << " missing: needs ../shared/tiles";
    const cv::Mat cell = cv::imread(std::string(CARC_TEST_CELLS) + "/" + c.file);
    ASSERT_FALSE(cell.empty()) << c.file;
    const TileVerdict v = verifyTile(cell, *library, library->rank(cell), {});
    ASSERT_FALSE(v.ranked.empty());
    const std::string named = namedTile(c.file);
    const auto label = [&](const TileGuess& g) { return tileLabel(Tileset::standard().type(g.type)); };
    const bool first = label(v.ranked.front()) == named;
    const bool listed = std::any_of(v.ranked.begin(), v.ranked.end(), [&](const TileGuess& g) { return label(g) == named; });
    ++figure().cells, figure().first += first, figure().listed += listed;
    std::printf("%s (%s): read %s/%d %.3f\n", c.file.c_str(), c.art.c_str(), label(v.ranked.front()).c_str(),
                v.ranked.front().rot.degrees(), v.ranked.front().probability);
    if (c.expected == "first") {
        EXPECT_TRUE(first) << named << " read as " << label(v.ranked.front());
    } else if (c.expected == "listed") {
        EXPECT_TRUE(listed) << named << " is not among the candidates judged";
    } else {
        EXPECT_EQ(c.expected, "prior") << c.file;
    }
}

std::string caseName(const ::testing::TestParamInfo<RecordedCell>& info) {
    std::string name = info.param.file.substr(0, info.param.file.size() - 4);
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name + "_" + info.param.art;
}

INSTANTIATE_TEST_SUITE_P(Corpus, RecordedCells, ::testing::ValuesIn(readings()), caseName);

// Every image in the folder has its expected reading, and every reading its image.
TEST(RecordedCells, EveryCellHasItsReading) {
    std::set<std::string> images, listed;
    for (const auto& e : std::filesystem::directory_iterator(CARC_TEST_CELLS))
        if (e.path().extension() == ".png") images.insert(e.path().filename().string());
    for (const RecordedCell& c : readings()) listed.insert(c.file);
    EXPECT_EQ(images, listed);
    EXPECT_EQ(images.size(), 61u);
}

}  // namespace
}  // namespace carc::vision
