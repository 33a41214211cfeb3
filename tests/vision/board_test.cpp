// The board reader (vision/board): rendered boards of random games read whole, the
// puzzle solver, final scoring through the engine, bad input, and the labelled real
// photos (skipped when ../shared is absent).
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/board/board_compare.hpp"
#include "vision/board/board_reader.hpp"
#include "vision/board/board_render.hpp"
#include "vision/board/board_score.hpp"
#include "vision/board/board_solver.hpp"
#include "vision/sources/image_file.hpp"

namespace carc::vision {
namespace {

const std::string kShared = CARC_SHARED_DIR;
const std::string kLabels = CARC_BOARD_LABELS;

nlohmann::json readAndScore(const cv::Mat& photo, const std::vector<std::string>& players,
                            const std::vector<std::string>& sets = {"base"}) {
    auto reading = readBoard(photo, Tileset::standard(), {nullptr, players, sets});
    if (!reading) return {{"tiles", nlohmann::json::array()}, {"error", reading.error()}};
    nlohmann::json j = boardJson(*reading, Tileset::standard());
    auto score = scoreBoard(*reading, Tileset::standardShared(), players);
    if (score) j["score"] = *score;
    return j;
}

// A board of 30 tiles of painted art (no ../shared needed): from above on paper and
// tilted 40 degrees on wood. Floors a little under what is measured (docs/board.md).
TEST(BoardReader, RendersReadWhole) {
    struct Case {
        TableCloth cloth;
        double tilt;
        int minRight;  // of 30
    };
    for (const Case& c : {Case{TableCloth::Paper, 0, 27}, Case{TableCloth::Wood, 40, 25}}) {
        BoardScene scene;
        scene.seed = 5, scene.cloth = c.cloth, scene.tiltDeg = c.tilt, scene.tiles = 30, scene.photoPx = {2400, 1800};
        auto board = renderBoard(scene);
        ASSERT_TRUE(board) << board.error();
        const nlohmann::json read = readAndScore(board->photo, scene.players);
        const BoardComparison cmp = compareBoard(read, board->truth);
        EXPECT_EQ(cmp.tiles, 30);
        EXPECT_GE(cmp.tilesRight, c.minRight) << tableClothName(c.cloth) << " tilt " << c.tilt << ": " << read.dump();
        EXPECT_EQ(cmp.tilesExtra, 0);
        EXPECT_LE(cmp.tilesMissed, 1);
    }
}

// Round wooden tokens as followers (some tables use them): found as meeples are, on the
// segment under them. Painted art, 30 tiles on wood at 30 degrees.
TEST(BoardReader, RoundTokensAreFollowers) {
    BoardScene scene;
    scene.seed = 5, scene.cloth = TableCloth::Wood, scene.tiltDeg = 30, scene.tiles = 30, scene.photoPx = {2400, 1800};
    scene.players = {"red", "blue", "yellow"}, scene.tokens = true;
    auto board = renderBoard(scene);
    ASSERT_TRUE(board) << board.error();
    const nlohmann::json read = readAndScore(board->photo, scene.players);
    const BoardComparison cmp = compareBoard(read, board->truth);
    ASSERT_GE(cmp.followers, 5);
    EXPECT_GE(cmp.followersRight, cmp.followers - 1) << read["followers"].dump();
    EXPECT_LE(cmp.followersExtra, 1) << read["followers"].dump();
    std::printf("round tokens: %d of %d followers right, %d extra\n", cmp.followersRight, cmp.followers, cmp.followersExtra);
}

// The truth of a rendered finished game, given to the scorer as a reading, scores what
// the game's own final scoring gave.
TEST(BoardScore, TruthScoresAsTheGameDid) {
    const Tileset& tiles = Tileset::standard();
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        BoardScene scene;
        scene.seed = seed, scene.players = {"red", "blue", "green"}, scene.photoPx = {640, 480};
        auto board = renderBoard(scene);
        ASSERT_TRUE(board) << board.error();
        BoardReading reading;
        for (const auto& t : board->truth["tiles"]) {
            const TileType* type = tiles.find(t["tile"].get<std::string>());
            ASSERT_NE(type, nullptr);
            reading.tiles.push_back({{t["x"].get<int>(), t["y"].get<int>()}, type->index,
                                     Rotation::fromDegrees(t["turn"].get<int>()), 1.0, {}, {}, {}});
        }
        for (const auto& f : board->truth["followers"])
            reading.followers.push_back({{f["x"].get<int>(), f["y"].get<int>()}, f["colour"].get<std::string>(),
                                         FeatureKind::Field, f["segment"].get<int>(), {}});
        auto score = scoreBoard(reading, Tileset::standardShared(), scene.players);
        ASSERT_TRUE(score) << score.error();
        ASSERT_EQ((*score)["players"].size(), 3u);
        for (size_t p = 0; p < 3; ++p)
            EXPECT_EQ((*score)["players"][p]["score"].get<int>(), board->truth["players"][p]["final_points"].get<int>())
                << "seed " << seed << " player " << p;
    }
}

// A cell whose best reading breaks its neighbour's edge takes the reading that fits.
TEST(BoardPuzzle, NeighboursDecideBetweenReadings) {
    const Tileset& tiles = Tileset::standard();
    const TileTypeId e = tiles.find("E")->index, b = tiles.find("B")->index;
    // (0,0) surely E with its city east (rotation 90); (1,0) read as B (all field) a
    // little more than as E with its city west (rotation 270): the city must go on.
    std::vector<PuzzleCell> cells{{{0, 0}, {{e, Rotation{1}, 0, 0.95, {}}, {b, Rotation{0}, 0, 0.05, {}}}},
                                  {{1, 0}, {{b, Rotation{0}, 0, 0.55, {}}, {e, Rotation{3}, 0, 0.45, {}}}}};
    const PuzzleSolution s = solvePuzzle(cells, tiles);
    ASSERT_EQ(s.answers.size(), 2u);
    EXPECT_EQ(s.answers[0].choice, 0);
    EXPECT_EQ(s.answers[1].choice, 1);
    EXPECT_DOUBLE_EQ(s.answers[1].confidence, 1.0);  // B does not fit the city beside it
}

TEST(BoardPuzzle, TypeCountsAreNotExceeded) {
    const Tileset& tiles = Tileset::standard();
    const TileTypeId c = tiles.find("C")->index, q = tiles.find("Q")->index;  // one C in the game
    std::vector<PuzzleCell> cells{{{0, 0}, {{c, Rotation{0}, 0, 0.9, {}}, {q, Rotation{0}, 0, 0.1, {}}}},
                                  {{5, 5}, {{c, Rotation{0}, 0, 0.8, {}}, {q, Rotation{0}, 0, 0.2, {}}}}};
    const PuzzleSolution s = solvePuzzle(cells, tiles);
    EXPECT_EQ(s.answers[0].choice, 0);
    EXPECT_EQ(s.answers[1].choice, 1);
}

// A cell of no known type (a River tile beside the base tiles) has no candidates: it is
// unknown and its edges constrain nobody, so the S beside it keeps its own reading.
TEST(BoardPuzzle, ACellOfNoTypeConstrainsNobody) {
    const Tileset& tiles = Tileset::standard();
    const TileTypeId s = tiles.find("S")->index, o = tiles.find("O")->index;
    // (0,0) read as S with its city east (rotation 0: cities N, E, W), O a little behind;
    // (1,0) fits no type: nothing is asked of the S's east edge.
    std::vector<PuzzleCell> cells{{{0, 0}, {{s, Rotation{0}, 0, 0.85, {}}, {o, Rotation{0}, 0, 0.1, {}}}}, {{1, 0}, {}}};
    const PuzzleSolution sol = solvePuzzle(cells, tiles);
    ASSERT_EQ(sol.answers.size(), 2u);
    EXPECT_EQ(sol.answers[0].choice, 0);
    EXPECT_EQ(sol.answers[1].choice, -1);
    EXPECT_NEAR(sol.answers[0].confidence, 0.85 / 0.95, 1e-9);  // both readings fit an unknown neighbour
}

TEST(BoardReader, BadInputIsRefusedWithAReason) {
    const Tileset& tiles = Tileset::standard();
    auto blank = readBoard(cv::Mat(480, 640, CV_8UC3, cv::Scalar(200, 200, 200)), tiles);
    ASSERT_FALSE(blank);
    EXPECT_NE(blank.error().find("blank"), std::string::npos) << blank.error();
    auto dark = readBoard(cv::Mat(480, 640, CV_8UC3, cv::Scalar(8, 8, 8)), tiles);
    ASSERT_FALSE(dark);
    EXPECT_NE(dark.error().find("dark"), std::string::npos) << dark.error();
    cv::Mat noise(480, 640, CV_8UC3);
    cv::randu(noise, 0, 255);
    auto noisy = readBoard(noise, tiles);
    if (noisy) {
        EXPECT_FALSE(noisy->doubts.empty());  // never a confident reading of noise
    }
    cv::Mat wood(600, 800, CV_8UC3, cv::Scalar(60, 110, 170));
    auto empty = readBoard(wood, tiles);
    ASSERT_FALSE(empty);
    EXPECT_NE(empty.error().find("no board"), std::string::npos) << empty.error();
    EXPECT_FALSE(readBoard(cv::Mat(), tiles));
}

TEST(BoardReader, BlurredAndHalfOutOfFrame) {
    BoardScene scene;
    scene.seed = 7, scene.tiles = 20, scene.photoPx = {1600, 1200};
    auto board = renderBoard(scene);
    ASSERT_TRUE(board) << board.error();
    cv::Mat blurred;
    cv::GaussianBlur(board->photo, blurred, {0, 0}, 25);
    auto b = readBoard(blurred, Tileset::standard());
    if (b) {
        const BoardComparison cmp = compareBoard(boardJson(*b, Tileset::standard()), board->truth);
        EXPECT_TRUE(!b->doubts.empty() || cmp.tilesRight == cmp.tiles) << "a blurred board read confidently wrong";
    }
    // The right half of the board cut away: what is read is in doubt as a whole.
    const cv::Mat half = board->photo(cv::Rect(0, 0, 800, 1200)).clone();
    auto h = readBoard(half, Tileset::standard());
    if (h) {
        bool cut = false;
        for (const BoardDoubt& d : h->doubts) cut |= d.reason.find("edge") != std::string::npos;
        EXPECT_TRUE(cut);
    }
}

// A tile blacked out (a hand's shadow, a player's sleeve, a photographer's marker) is
// not guessed at confidently: its cell is read from the neighbours and left in doubt,
// with the tiles that fit them offered, the true one among them.
TEST(BoardReader, ATileBlackedOutIsInDoubtWithWhatFitsItsNeighbours) {
    BoardScene scene;
    scene.seed = 5, scene.tiles = 30, scene.photoPx = {2400, 1800};
    auto board = renderBoard(scene);
    ASSERT_TRUE(board) << board.error();
    // The tile with the most neighbours, painted over.
    const auto& truth = board->truth["tiles"];
    auto at = [&](int x, int y) {
        for (const auto& t : truth)
            if (t["x"] == x && t["y"] == y) return &t;
        return static_cast<const nlohmann::json*>(nullptr);
    };
    const nlohmann::json* covered = nullptr;
    int most = -1;
    for (const auto& t : truth) {
        const int x = t["x"], y = t["y"];
        const int n = (at(x + 1, y) != nullptr) + (at(x - 1, y) != nullptr) + (at(x, y + 1) != nullptr) + (at(x, y - 1) != nullptr);
        if (n > most) most = n, covered = &t;
    }
    ASSERT_EQ(most, 4);
    const cv::Point2d centre((*covered)["centre_px"][0].get<double>(), (*covered)["centre_px"][1].get<double>());
    const nlohmann::json* right = at((*covered)["x"].get<int>() + 1, (*covered)["y"].get<int>());
    const double side = std::abs((*right)["centre_px"][0].get<double>() - centre.x);
    cv::Mat photo = board->photo.clone();
    cv::rectangle(photo, cv::Rect(cv::Point(cv::Point2d(centre.x - 0.42 * side, centre.y - 0.42 * side)), cv::Size(cv::Size2d(0.84 * side, 0.84 * side))),
                  cv::Scalar::all(0), cv::FILLED);
    auto read = readBoard(photo, Tileset::standard());
    ASSERT_TRUE(read) << read.error();
    int unseen = 0;
    bool offered = false;
    for (const BoardDoubt& d : read->doubts) {
        if (d.reason.find("cannot be seen") == std::string::npos) continue;
        ++unseen;
        for (const TileGuess& g : d.candidates)
            offered |= tileLabel(Tileset::standard().type(g.type)) == (*covered)["tile"].get<std::string>();
    }
    EXPECT_EQ(unseen, 1);
    EXPECT_TRUE(offered) << "the covered tile is among those offered";
}

// The real photos labelled by eye (tests/vision/board_labels): the floors are what the
// reader reaches today (docs/board.md), so a regression shows.
TEST(BoardOnPhotos, LabelledBoards) {
    const std::string dir = kShared + "/photos/boards-oblique";
    if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << dir << " not found (CARC_SHARED_DIR)";
    struct Case {
        const char* name;
        int minRight;
        int covered;  // tiles the photographer covered (black or grey squares): their cells must be in doubt
        int offGrid;  // tiles missed or extra where the grid is found wrong (a column half a tile off)
    };
    // board_02-19 are board_01's board again: other angles, tiles covered.
    int right = 0, counted = 0;
    for (const Case& c : {Case{"board_01", 17, 0, 0}, Case{"board_02", 16, 1, 0}, Case{"board_03", 16, 1, 0}, Case{"board_04", 13, 4, 0},
                          Case{"board_07", 13, 0, 2}, Case{"board_08", 17, 0, 0}, Case{"board_17", 8, 0, 6}, Case{"board_18", 14, 0, 0},
                          Case{"board_19", 17, 0, 0}, Case{"board_15", 1, 0, 0}}) {
        nlohmann::json labels;
        std::ifstream(kLabels + "/" + c.name + ".json") >> labels;
        auto photo = readImageFile(dir + "/" + c.name + ".jpg");  // as read-board reads it
        ASSERT_TRUE(photo) << photo.error();
        const nlohmann::json read = readAndScore(*photo, {});
        ASSERT_FALSE(read.contains("error")) << c.name << ": " << read.dump();
        const BoardComparison cmp = compareBoard(read, labels);
        EXPECT_GE(cmp.tilesRight, c.minRight) << c.name << ": " << read.dump();
        EXPECT_LE(cmp.tilesMissed, c.offGrid) << c.name;
        EXPECT_LE(cmp.tilesExtra, c.offGrid) << c.name << ": " << read.dump();
        int unseen = 0;
        for (const auto& d : read["doubts"])
            unseen += d.contains("x") && d["reason"].get<std::string>().find("cannot be seen") != std::string::npos;
        EXPECT_EQ(unseen, c.covered) << c.name << ": " << read["doubts"].dump();
        std::printf("%s: %d of %d labelled tiles right, %d missed\n", c.name, cmp.tilesRight, cmp.tiles, cmp.tilesMissed);
        right += cmp.tilesRight, counted += cmp.tiles;
    }
    std::printf("board reader on %d labelled tiles of real photos: %d right\n", counted, right);
}

// With the River in play its tiles are read too: board_15's straight river is read as the
// River's straight tile, and the base tile beside the river stays right.
TEST(BoardOnPhotos, RiverTilesWithTheRiver) {
    const std::string dir = kShared + "/photos/boards-oblique";
    if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << dir << " not found (CARC_SHARED_DIR)";
    nlohmann::json labels;
    std::ifstream(kLabels + "/board_15.json") >> labels;
    auto photo = readImageFile(dir + "/board_15.jpg");
    ASSERT_TRUE(photo) << photo.error();
    const nlohmann::json read = readAndScore(*photo, {}, {"base", "river"});
    const BoardComparison cmp = compareBoard(read, labels);
    EXPECT_EQ(cmp.riverTiles, 1);
    EXPECT_EQ(cmp.riverRight, 1) << read.dump();
    EXPECT_EQ(cmp.tilesRight, 1) << read.dump();
    std::printf("board_15 with the River: %d of %d River tiles labelled with their type right, %d of %d base tiles\n",
                cmp.riverRight, cmp.riverTiles, cmp.tilesRight, cmp.tiles);
}

}  // namespace
}  // namespace carc::vision
