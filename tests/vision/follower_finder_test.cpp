// The follower finder on single cells: a painted tile as the camera would see it
// (turned and shifted off the grid, under a coloured light), with a follower drawn the
// way the simulator draws it, or with only a shadow, or with nothing.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "engine/tileset.hpp"
#include "vision/camera/piece_colours.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/pieces.hpp"
#include "vision/sim/tile_art.hpp"
#include "vision/track/follower_finder.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {
namespace {

constexpr double kPxPerMm = 1.6;  // the tracker's rectified scale
const int kCell = static_cast<int>(45 * kPxPerMm);
const std::vector<std::string> kSix{"red", "blue", "green", "yellow", "black", "grey"};

const TileType& tile(const char* name) { return *Tileset::standard().find(name); }

// The enrolled picture (upright, at the cell's size).
cv::Mat picture(const TileType& t) {
    cv::Mat p;
    cv::resize(sim::paintTile(t, 256), p, {kCell, kCell}, 0, 0, cv::INTER_AREA);
    return p;
}

// What the camera shows: the tile 3 degrees and ~2 px off the grid on a wooden table,
// under a warm light.
cv::Mat onTable(const cv::Mat& face) {
    const cv::Mat turn = cv::getRotationMatrix2D({kCell / 2.0, kCell / 2.0}, 3.0, 1.0);
    cv::Mat shifted = turn.clone();
    shifted.at<double>(0, 2) += 1.8, shifted.at<double>(1, 2) -= 1.2;
    cv::Mat out;
    cv::warpAffine(face, out, shifted, face.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(60, 95, 140));
    cv::multiply(out, cv::Scalar(0.85, 0.95, 1.1), out);
    return out;
}

cv::Mat withFollower(const TileType& t, int segment, const std::string& colour) {
    const TileLayout layout = tileLayout(t, Rotation{});
    const SegmentSpot& spot = layout.segments[static_cast<size_t>(segment)];
    cv::Mat face = picture(t);
    sim::drawFollower(face, spot.follower * kCell, kPxPerMm, findColour(colour)->bgr, spot.lying, 0.2);
    return face;
}

TEST(FollowerFinder, EveryColourOnEveryKindOfFeature) {
    const std::vector<FollowerColour> palette = printedColours(kSix);
    ASSERT_EQ(palette.size(), 6u);
    const TileType& road = tile("D");  // city, road, fields
    const TileType& cloister = tile("B");
    for (const std::string& colour : kSix)
        for (const auto& [type, segment] : {std::pair{&road, 0}, {&road, 1}, {&road, 2}, {&cloister, 0}}) {
            // Known limit (docs/vision.md): a black or grey follower on pale art (a road, a
            // city) looks like its own shadow to the finder; fields and cloisters only.
            const bool neutral = colour == "black" || colour == "grey";
            if (neutral && type == &road && road.segments[static_cast<size_t>(segment)].kind != FeatureKind::Field)
                continue;
            SCOPED_TRACE(colour + " on " + type->id + " segment " + std::to_string(segment));
            const auto seen = findFollower(onTable(withFollower(*type, segment, colour)), {picture(*type)}, kPxPerMm,
                                           palette);
            ASSERT_TRUE(seen.has_value());
            EXPECT_EQ(seen->colour, colour);
            EXPECT_EQ(tileLayout(*type, Rotation{}).segmentAt(seen->unit), segment);
            EXPECT_GT(seen->confidence, 0.5);
        }
}

TEST(FollowerFinder, AnEmptyTileOrAShadowIsNoFollower) {
    const std::vector<FollowerColour> palette = printedColours(kSix);
    for (const char* name : {"D", "B", "C", "U", "X", "H"}) {
        SCOPED_TRACE(name);
        const cv::Mat face = picture(tile(name));
        EXPECT_FALSE(findFollower(onTable(face), {face}, kPxPerMm, palette).has_value());
        cv::Mat shaded = face.clone();  // a hand's or a lamp's shadow across a third of the tile
        shaded(cv::Rect(0, kCell / 3, kCell, kCell / 3)) *= 0.55;
        EXPECT_FALSE(findFollower(onTable(shaded), {face}, kPxPerMm, palette).has_value());
    }
}

TEST(FollowerFinder, OnlyColoursInPlayAreReported) {
    const TileType& t = tile("D");
    const auto seen = findFollower(onTable(withFollower(t, 0, "yellow")), {picture(t)}, kPxPerMm,
                                   printedColours({"red", "blue"}));
    EXPECT_FALSE(seen.has_value());
    EXPECT_TRUE(printedColours({"mauve"}).empty());
    EXPECT_FALSE(findFollower(onTable(picture(t)), {}, kPxPerMm, printedColours({"red"})).has_value());
}

}  // namespace
}  // namespace carc::vision

namespace carc::vision {
namespace {

// The follower finder compares with TileLibrary::pictures: turned the engine's way
// (clockwise), and asking for them never changes the library's own picture.
TEST(TilePictures, TurnedClockwiseAndTheLibraryUnchanged) {
    const TileType& e = tile("E");  // one city, north
    TileLibrary library(Tileset::standard());
    library.add(e.index, picture(e));
    const cv::Mat upright = library.pictures(e.index, Rotation{}, kCell).at(0);
    static constexpr cv::RotateFlags kTurn[] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    for (int round = 0; round < 2; ++round)
        for (std::uint8_t q = 1; q < 4; ++q) {
            cv::Mat expected;
            cv::rotate(upright, expected, kTurn[q - 1]);
            const cv::Mat turned = library.pictures(e.index, Rotation{q}, kCell).at(0);
            EXPECT_LT(cv::norm(turned, expected, cv::NORM_L1) / turned.total(), 1.0) << "rotation " << int(q);
        }
    EXPECT_EQ(cv::norm(library.pictures(e.index, Rotation{}, kCell).at(0), upright, cv::NORM_INF), 0.0);
}

}  // namespace
}  // namespace carc::vision
