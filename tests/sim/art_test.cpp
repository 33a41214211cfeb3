// The simulator's tile art: painted from the tile definitions so that each segment
// looks like what it is (green fields, tan cities, light roads), the same every time;
// or the real art from an enrolment directory.
#include <gtest/gtest.h>

#include <filesystem>

#include <opencv2/imgproc.hpp>

#include "engine/tileset.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/tile_art.hpp"

namespace carc::sim {
namespace {

constexpr int kSize = 133;  // 44.4 mm at 3 px/mm

cv::Scalar meanOver(const cv::Mat& art, const vision::TileLayout& layout, int segment) {
    cv::Mat labels;
    cv::resize(layout.labels, labels, art.size(), 0, 0, cv::INTER_NEAREST);
    return cv::mean(art, labels == segment);
}

TEST(TileArt, PaintedSegmentsLookLikeTheirTerrain) {
    const Tileset& tiles = Tileset::standard();
    for (const TileType& t : tiles.types()) {
        const cv::Mat art = paintTile(t, kSize);
        const vision::TileLayout layout = vision::tileLayout(t, Rotation{0});
        cv::Scalar field(0, 0, 0);
        for (size_t s = 0; s < t.segments.size(); ++s) {
            const cv::Scalar m = meanOver(art, layout, static_cast<int>(s));  // B, G, R
            switch (t.segments[s].kind) {
                case FeatureKind::Field:
                    EXPECT_GT(m[1], m[2] + 20) << t.name() << " field " << s << " not green";
                    EXPECT_GT(m[1], m[0] + 40) << t.name() << " field " << s << " not green";
                    field = m;
                    break;
                case FeatureKind::City:
                    EXPECT_GT(m[2], m[1] + 15) << t.name() << " city " << s << " not tan";
                    EXPECT_GT(m[1], m[0] + 10) << t.name() << " city " << s << " not tan";
                    break;
                case FeatureKind::Road:
                    EXPECT_GT(m[0] + m[1] + m[2], 420) << t.name() << " road " << s << " not light";
                    break;
                case FeatureKind::Cloister:
                    EXPECT_GT(m[2], m[1]) << t.name() << " cloister " << s << " has no red roof";
                    break;
            }
        }
    }
}

// Pixels of a pennant shield's blue (BGR 165, 70, 25): nothing else on painted art is blue.
int pennantBluePixels(const cv::Mat& art) {
    cv::Mat blue;
    cv::inRange(art, cv::Scalar(120, 30, 0), cv::Scalar(210, 110, 70), blue);
    return cv::countNonZero(blue);
}

TEST(TileArt, OnlyCitiesWithAPennantShowOne) {
    const Tileset& tiles = Tileset::standard();
    // Twins: the same segments, the first with a pennant, the second without.
    for (const auto& [with, without] : {std::pair{"C", "E"}, {"F", "G"}, {"M", "N"}, {"O", "P"}, {"Q", "R"}, {"S", "T"}}) {
        EXPECT_GT(pennantBluePixels(paintTile(*tiles.find(with), kSize)), 40) << with << " shows no pennant";
        EXPECT_EQ(pennantBluePixels(paintTile(*tiles.find(without), kSize)), 0) << without << " shows a pennant";
    }
}

// The table's tiles are painted at the table's resolution, their enrolled pictures at
// another: both must show the same printing (roofs, road bends), only sharper or softer.
TEST(TileArt, PaintingIsTheSameAtEverySize) {
    const Tileset& tiles = Tileset::standard();
    for (const char* letter : {"D", "S", "T", "L"}) {
        const TileType& t = *tiles.find(letter);
        cv::Mat small = paintTile(t, 96), large = paintTile(t, 256), shrunk;
        cv::resize(large, shrunk, small.size(), 0, 0, cv::INTER_AREA);
        cv::GaussianBlur(small, small, {0, 0}, 1.5);
        cv::GaussianBlur(shrunk, shrunk, {0, 0}, 1.5);
        // Same printing: 14-16 (a 1 px rim and hair-thin grass strokes render differently);
        // a different printing (roofs and bends elsewhere): 27-50.
        EXPECT_LT(cv::norm(small, shrunk, cv::NORM_L1) / small.total(), 20.0) << letter;
    }
}

TEST(TileArt, PaintingIsDeterministicAndTilesDiffer) {
    const Tileset& tiles = Tileset::standard();
    const TileType& d = *tiles.find("D");
    const cv::Mat a = paintTile(d, kSize), b = paintTile(d, kSize);
    EXPECT_EQ(cv::norm(a, b, cv::NORM_INF), 0);
    const cv::Mat u = paintTile(*tiles.find("U"), kSize);
    EXPECT_GT(cv::norm(a, u, cv::NORM_L1) / a.total(), 20.0);
}

TEST(TileArt, RotationsAreTurnedPictures) {
    auto art = TileArt::create(Tileset::standard(), kSize);
    ASSERT_TRUE(art.ok()) << art.error();
    const TileTypeId d = Tileset::standard().find("D")->index;
    cv::Mat expected;
    cv::rotate(art->image(d, Rotation{0}), expected, cv::ROTATE_90_CLOCKWISE);
    EXPECT_EQ(cv::norm(expected, art->image(d, Rotation{1}), cv::NORM_INF), 0);
    EXPECT_EQ(art->image(d, Rotation{3}).size(), cv::Size(kSize, kSize));
}

TEST(TileArt, RealArtFromAnEnrolmentDirectory) {
    const std::string dir = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";
    if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << dir << " not found (CARC_SHARED_DIR)";
    auto art = TileArt::create(Tileset::standard(), kSize, dir);
    ASSERT_TRUE(art.ok()) << art.error();
    const Tileset& tiles = Tileset::standard();
    EXPECT_TRUE(art->real(tiles.find("D")->index));
    EXPECT_FALSE(art->real(tiles.find("BB/CCCR")->index));  // no bcb scans: painted
    const TileTypeId d = tiles.find("D")->index;
    EXPECT_GT(cv::norm(art->image(d, Rotation{0}), paintTile(*tiles.find("D"), kSize), cv::NORM_L1) / (kSize * kSize), 10.0);
}

TEST(TileArt, BadArtDirectoriesAreErrorsNamingThem) {
    auto missing = TileArt::create(Tileset::standard(), kSize, "/nonexistent/art");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("/nonexistent/art"), std::string::npos);
    const std::string empty = (std::filesystem::temp_directory_path() / "carc_sim_empty_art").string();
    std::filesystem::create_directories(empty);
    auto none = TileArt::create(Tileset::standard(), kSize, empty);
    ASSERT_FALSE(none.ok());
    EXPECT_NE(none.error().find("no tile images"), std::string::npos);
}

}  // namespace
}  // namespace carc::sim
