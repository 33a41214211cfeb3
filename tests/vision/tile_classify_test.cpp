// classify-tile: finding a tile in a photo and naming it with its rotation.
#include <filesystem>
#include <random>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/track/testing/tile_photo_maker.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/photo_classifier.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

class ClassifyTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << "no reference tiles at " << kScans;
        auto lib = TileLibrary::loadEnrolment(kScans, Tileset::standard());
        ASSERT_TRUE(lib.ok()) << lib.error();
        lib_ = std::make_unique<TileLibrary>(std::move(*lib));
    }
    cv::Mat art(const std::string& letter) { return cv::imread(kScans + "/" + letter + ".jpg", cv::IMREAD_COLOR); }
    std::unique_ptr<TileLibrary> lib_;
};

TEST(EnrolmentNames, FileNamesMapToTileTypes) {
    const Tileset& tiles = Tileset::standard();
    ASSERT_NE(tileTypeOfFileName("D.jpg", tiles), nullptr);
    EXPECT_EQ(tileTypeOfFileName("D.jpg", tiles)->id, "BA/RCr");
    EXPECT_EQ(tileTypeOfFileName("D.2.png", tiles)->id, "BA/RCr");
    EXPECT_EQ(tileTypeOfFileName("BA_RCr.jpg", tiles)->letter, 'D');
    ASSERT_NE(tileTypeOfFileName("BA_CFc.1.jpg", tiles), nullptr);
    EXPECT_EQ(tileTypeOfFileName("BA_CFc.1.jpg", tiles)->letter, 'G');
    EXPECT_EQ(tileTypeOfFileName("holiday.jpg", tiles), nullptr);
}

TEST(EnrolmentNames, BadDirectoriesAreErrorsNamingTheFile) {
    const auto missing = TileLibrary::loadEnrolment("/nonexistent/tiles", Tileset::standard());
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("/nonexistent/tiles"), std::string::npos);
    const auto dir = std::filesystem::temp_directory_path() / "carc_enrol_test";
    std::filesystem::create_directories(dir);
    cv::imwrite((dir / "holiday.png").string(), cv::Mat(8, 8, CV_8UC3, cv::Scalar::all(90)));
    const auto unknown = TileLibrary::loadEnrolment(dir.string(), Tileset::standard());
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().find("holiday.png"), std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST(CanonicalRotation, SymmetricTilesMergeRotations) {
    const Tileset& tiles = Tileset::standard();
    const TileTypeId c = tiles.find("C")->index, h = tiles.find("H")->index, d = tiles.find("D")->index;
    EXPECT_EQ(canonicalRotation(tiles, c, Rotation{3}).q, 0);
    EXPECT_EQ(canonicalRotation(tiles, h, Rotation{2}).q, 0);
    EXPECT_EQ(canonicalRotation(tiles, h, Rotation{3}).q, 1);
    EXPECT_EQ(canonicalRotation(tiles, d, Rotation{2}).q, 2);
}

TEST_F(ClassifyTest, EveryReferenceImageInEveryRotation) {
    for (const TileType* t : {Tileset::standard().find("D"), Tileset::standard().find("K"), Tileset::standard().find("V")}) {
        cv::Mat img = art(std::string(1, t->letter));
        for (std::uint8_t q = 0; q < 4; ++q) {
            const auto found = classifyTilePhoto(*lib_, img);
            ASSERT_TRUE(found.ok());
            const TileGuess g = found->ranked.front();
            EXPECT_EQ(g.type, t->index) << t->letter << " turned " << int(q);
            EXPECT_EQ(g.rot.q, q) << t->letter;
            EXPECT_GT(g.probability, 0.9);
            cv::rotate(img, img, cv::ROTATE_90_CLOCKWISE);
        }
    }
}

// Per condition over all 24 base types: photos at an angle, blurred, with glare.
TEST_F(ClassifyTest, PhotoLikeImagesOfEveryType) {
    std::mt19937 rng(7);
    for (const auto& cond : testing::standardConditions()) {
        if (cond.name != "clean" && cond.name != "perspective" && cond.name != "noise") continue;
        int ok = 0, n = 0;
        for (const TileTypeId t : lib_->enrolledTypes()) {
            const testing::TilePhoto photo = testing::makeTilePhoto(art(std::string(1, Tileset::standard().type(t).letter)),
                                                                    cond, rng);
            const auto found = findTileInPhoto(photo.image);
            ASSERT_TRUE(found.ok());
            const TileGuess g = lib_->rank(found->square).front();
            const Rotation expect = canonicalRotation(Tileset::standard(), t, Rotation{std::uint8_t(photo.quarterTurns)});
            ok += g.type == t && g.rot == expect;
            ++n;
        }
        EXPECT_GE(ok, n - 1) << cond.name;
    }
}

TEST_F(ClassifyTest, TileIsFoundWhereItLies) {
    std::mt19937 rng(3);
    const testing::TilePhoto photo = testing::makeTilePhoto(art("E"), testing::standardConditions()[0], rng);
    const auto found = findTileInPhoto(photo.image);
    ASSERT_TRUE(found.ok());
    // The corners enclose a tile-sized area and are ordered clockwise.
    const std::vector<cv::Point2f> c(found->corners.begin(), found->corners.end());
    EXPECT_GT(cv::contourArea(c, true), 0.0);  // positive orientation = clockwise with y down
    EXPECT_GT(cv::contourArea(c), 0.05 * photo.image.total());
}

TEST(ClassifyErrors, ImagesTooSmallOrEmptyAreErrors) {
    EXPECT_FALSE(findTileInPhoto(cv::Mat()).ok());
    EXPECT_FALSE(findTileInPhoto(cv::Mat(10, 10, CV_8UC3)).ok());
}

}  // namespace
}  // namespace carc::vision
