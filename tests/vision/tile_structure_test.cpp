// The structure reader (vision/structure) on real pictures: phone photos of 2014-art
// tiles, first-printing scans and 2014 digital art, each with nothing enrolled, with the
// first printing enrolled and with the 2014 art enrolled. Expected letters and rotations
// come from tests/vision/photo_labels (labelled by eye; the scans are upright).
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/structure/photo_enrolment.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::vision {
namespace {

const std::string kShared = CARC_SHARED_DIR;
const std::string kLabels = CARC_PHOTO_LABELS;

struct Labelled {
    std::string file;
    std::string letter;
    int rotation = 0;
};

// A labels file: "FILE LETTER ROTATION" per line, '#' comments; "" = the scans (upright, X.jpg).
std::vector<Labelled> readLabels(const std::string& labels) {
    std::vector<Labelled> out;
    if (labels.empty()) {
        for (char c = 'A'; c <= 'X'; ++c) out.push_back({std::string(1, c) + ".jpg", std::string(1, c), 0});
        return out;
    }
    std::ifstream in(kLabels + "/" + labels);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream s(line);
        Labelled l;
        if (s >> l.file >> l.letter >> l.rotation) out.push_back(l);
    }
    return out;
}

struct SetCase {
    std::string name;
    std::string pictures;  // under ../shared
    std::string labels;    // under tests/vision/photo_labels, "" = upright scans
    std::string tileset;   // under ../shared, "" = nothing enrolled
    int atLeast;           // right (letter and rotation) of 24: what the reader achieves
};

class StructureOnSet : public ::testing::TestWithParam<SetCase> {};

TEST_P(StructureOnSet, ReadsLetterAndRotation) {
    const SetCase& c = GetParam();
    const std::string dir = kShared + "/" + c.pictures;
    if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << dir << " not found (CARC_SHARED_DIR)";
    const Tileset& tiles = Tileset::standard();
    std::optional<TileLibrary> library;
    if (!c.tileset.empty()) {
        auto loaded = TileLibrary::loadEnrolment(kShared + "/" + c.tileset, tiles);
        ASSERT_TRUE(loaded) << loaded.error();
        library = uprightLibrary(*loaded);
    }
    const std::vector<Labelled> labels = readLabels(c.labels);
    ASSERT_EQ(labels.size(), 24u);
    int right = 0;
    std::string confusions;
    for (const Labelled& l : labels) {
        const cv::Mat photo = cv::imread(dir + "/" + l.file, cv::IMREAD_COLOR);
        ASSERT_FALSE(photo.empty()) << l.file;
        const auto r = readTilePhoto(photo, tiles, library ? &*library : nullptr);
        ASSERT_TRUE(r) << l.file << ": " << r.error();
        const TileGuess& g = r->ranked.front();
        const TileType* want = tiles.find(l.letter);
        ASSERT_NE(want, nullptr) << l.letter;
        const Rotation wantRot = canonicalRotation(tiles, want->index, Rotation::fromDegrees(l.rotation));
        if (g.type == want->index && canonicalRotation(tiles, g.type, g.rot) == wantRot) ++right;
        else
            confusions += " " + l.file + ": " + l.letter + "@" + std::to_string(wantRot.degrees()) + " read as " +
                          tileLabel(tiles.type(g.type)) + "@" + std::to_string(g.rot.degrees()) + ";";
    }
    RecordProperty("right", right);
    EXPECT_GE(right, c.atLeast) << c.name << " confusions:" << confusions;
    std::printf("%s: %d/24 right%s%s\n", c.name.c_str(), right, confusions.empty() ? "" : ", confusions:", confusions.c_str());
}

INSTANTIATE_TEST_SUITE_P(
    RealPictures, StructureOnSet,
    ::testing::Values(SetCase{"c2_photos_nothing_enrolled", "photos/c2-tiles", "c2-tiles.txt", "", 24},
                      SetCase{"c2_photos_c1_enrolled", "photos/c2-tiles", "c2-tiles.txt", "tiles/c1-scans", 24},
                      SetCase{"c2_photos_c2_enrolled", "photos/c2-tiles", "c2-tiles.txt", "tiles/c2-digital", 24},
                      SetCase{"c1_scans_nothing_enrolled", "tiles/c1-scans", "", "", 24},
                      SetCase{"c1_scans_c1_enrolled", "tiles/c1-scans", "", "tiles/c1-scans", 24},
                      SetCase{"c1_scans_c2_enrolled", "tiles/c1-scans", "", "tiles/c2-digital", 24},
                      SetCase{"c2_art_nothing_enrolled", "tiles/c2-digital", "c2-digital.txt", "", 24},
                      SetCase{"c2_art_c1_enrolled", "tiles/c2-digital", "c2-digital.txt", "tiles/c1-scans", 24},
                      SetCase{"c2_art_c2_enrolled", "tiles/c2-digital", "c2-digital.txt", "tiles/c2-digital", 24}),
    [](const ::testing::TestParamInfo<SetCase>& i) { return i.param.name; });

// The labels agree with themselves: a tile turned by a quarter reads turned by a quarter.
TEST(StructureReader, TurningThePhotoTurnsTheReading) {
    const std::string file = kShared + "/photos/c2-tiles/J.jpg";
    if (!std::filesystem::exists(file)) GTEST_SKIP() << file << " not found (CARC_SHARED_DIR)";
    const Tileset& tiles = Tileset::standard();
    cv::Mat photo = cv::imread(file, cv::IMREAD_COLOR);
    for (int q = 0; q < 4; ++q) {
        const auto r = readTilePhoto(photo, tiles);
        ASSERT_TRUE(r) << r.error();
        EXPECT_EQ(tileLabel(tiles.type(r->ranked.front().type)), "J");
        EXPECT_EQ(r->ranked.front().rot.degrees(), q * 90) << "turned " << q << " quarters";
        cv::rotate(photo, photo, cv::ROTATE_90_CLOCKWISE);
    }
}

// A tile on a table: the photo's border is background, the tile is found in it.
TEST(StructureReader, FindsTheTileOnABackground) {
    const std::string file = kShared + "/photos/c2-tiles/K.jpg";
    if (!std::filesystem::exists(file)) GTEST_SKIP() << file << " not found (CARC_SHARED_DIR)";
    const cv::Mat tile = cv::imread(file, cv::IMREAD_COLOR);
    cv::Mat table(1200, 1600, CV_8UC3, cv::Scalar(70, 95, 120));  // brownish wood, BGR
    std::mt19937 rng(5);
    cv::Mat grain(table.size(), CV_8UC3);
    cv::randn(grain, cv::Scalar::all(0), cv::Scalar::all(12));
    table += grain;
    const cv::Point2f src[4] = {{0, 0}, {float(tile.cols), 0}, {float(tile.cols), float(tile.rows)}, {0, float(tile.rows)}};
    const cv::Point2f dst[4] = {{520, 300}, {1110, 340}, {1080, 930}, {490, 890}};  // turned a little, seen a little askew
    cv::warpPerspective(tile, table, cv::getPerspectiveTransform(src, dst), table.size(), cv::INTER_LINEAR,
                        cv::BORDER_TRANSPARENT);
    const auto r = readTilePhoto(table, Tileset::standard());
    ASSERT_TRUE(r) << r.error();
    const Tileset& tiles = Tileset::standard();
    EXPECT_EQ(tileLabel(tiles.type(r->ranked.front().type)), "K");
    EXPECT_EQ(r->ranked.front().rot.degrees(), 90);
    EXPECT_NEAR(r->corners[0].x, 520, 25);
    EXPECT_NEAR(r->corners[2].y, 930, 25);
}

// Pictures with no tile: a clear refusal or an answer that says it is in doubt.
TEST(StructureReader, BlankAndDarkPhotosAreRefused) {
    const Tileset& tiles = Tileset::standard();
    const auto blank = readTilePhoto(cv::Mat(480, 640, CV_8UC3, cv::Scalar(200, 200, 200)), tiles);
    ASSERT_FALSE(blank);
    EXPECT_NE(blank.error().find("blank"), std::string::npos) << blank.error();
    cv::Mat dark(480, 640, CV_8UC3);
    cv::randu(dark, cv::Scalar::all(0), cv::Scalar::all(20));
    const auto tooDark = readTilePhoto(dark, tiles);
    ASSERT_FALSE(tooDark);
    EXPECT_NE(tooDark.error().find("dark"), std::string::npos) << tooDark.error();
}

// A city corner drawn as the 2014 art draws it (board_01's N): blue roofs on towers
// along white walls. With a shield in the city's corner it is M, without it N: roofs
// beside walls have the pennant's colours but not its shape.
const cv::Scalar kBlueRoof(170, 70, 35), kRedRoof(40, 50, 170);
cv::Mat cityCornerWithRoofs(bool shield, const cv::Scalar& roof = kBlueRoof) {
    constexpr int kSide = 192;
    const cv::Scalar grass(60, 150, 110), city(95, 125, 180), wall(232, 234, 236), blue = kBlueRoof;
    cv::Mat tile(kSide, kSide, CV_8UC3, grass);
    const std::vector<cv::Point> cityPart{{0, 0}, {kSide, 0}, {0, kSide}};
    cv::fillConvexPoly(tile, cityPart, city);
    // The wall along the diagonal, towers on it with blue conical roofs.
    cv::line(tile, {kSide - 8, 4}, {4, kSide - 8}, wall, 10);
    for (int k = 1; k <= 5; ++k) {
        const cv::Point foot(kSide - 8 - k * 30, 4 + k * 30);
        cv::rectangle(tile, foot + cv::Point(-9, -6), foot + cv::Point(9, 14), wall, cv::FILLED);
        const std::vector<cv::Point> cone{foot + cv::Point(-11, -5), foot + cv::Point(11, -5), foot + cv::Point(0, -26)};
        cv::fillConvexPoly(tile, cone, roof);
    }
    if (shield) {  // a fifth of the tile: white rim, blue and white quarters, a dark outline
        const cv::Rect s(12, 12, 38, 40);
        cv::rectangle(tile, s + cv::Size(4, 4) - cv::Point(2, 2), cv::Scalar(40, 40, 40), cv::FILLED);
        cv::rectangle(tile, s, wall, cv::FILLED);
        const cv::Rect q(s.x + 5, s.y + 5, (s.width - 10) / 2, (s.height - 10) / 2);
        cv::rectangle(tile, q, blue, cv::FILLED);
        cv::rectangle(tile, q + cv::Point(q.width, q.height), blue, cv::FILLED);
    }
    return tile;
}

TEST(StructureReader, PennantIsAShieldNotRoofsBesideWalls) {
    const Tileset& tiles = Tileset::standard();
    const StructureReading roofs = readStructure(mapGround(cityCornerWithRoofs(false)));
    const StructureReading shield = readStructure(mapGround(cityCornerWithRoofs(true)));
    EXPECT_LT(roofs.pennant, 0.5) << describeReading(roofs);
    EXPECT_GT(shield.pennant, 0.5) << describeReading(shield);
    EXPECT_EQ(tileLabel(tiles.type(rankByStructure(tiles, roofs).front().type)), "N") << describeReading(roofs);
    EXPECT_EQ(tileLabel(tiles.type(rankByStructure(tiles, shield).front().type)), "M") << describeReading(shield);
}

// Art with red roofs (the first printing, the painted art) has no blue but the pennant's:
// a small shield blurred into the white house beside it is still a pennant.
TEST(StructureReader, PennantBesideAWhiteHouseOnArtWithRedRoofs) {
    cv::Mat tile = cityCornerWithRoofs(false, kRedRoof);
    const cv::Scalar wall(232, 234, 236);
    cv::rectangle(tile, {14, 14, 36, 22}, wall, cv::FILLED);  // a white house, the shield against it
    cv::rectangle(tile, {18, 36, 18, 20}, wall, cv::FILLED);
    cv::rectangle(tile, {20, 38, 7, 8}, kBlueRoof, cv::FILLED);
    cv::rectangle(tile, {27, 46, 7, 8}, kBlueRoof, cv::FILLED);
    const StructureReading r = readStructure(mapGround(tile));
    EXPECT_GT(r.pennant, 0.5) << describeReading(r);
}

// Two city caps (I) in printed colours, their pale walls running on towards each other
// inward of their corner: pale ground joins two city edges only on a washed-out photo.
TEST(StructureReader, PaleWallsDoNotJoinTwoCapsInPrintedColours) {
    constexpr int kSide = 192;
    const cv::Scalar grass(60, 150, 110), city(95, 125, 180), wall(215, 225, 232);
    cv::Mat tile(kSide, kSide, CV_8UC3, grass);
    cv::ellipse(tile, {kSide / 2, 0}, {80, 40}, 0, 0, 180, city, cv::FILLED);  // north cap
    cv::ellipse(tile, {kSide, kSide / 2}, {40, 80}, 0, 90, 270, city, cv::FILLED);  // east cap
    cv::ellipse(tile, {kSide / 2, 0}, {80, 40}, 0, 0, 180, wall, 7);
    cv::ellipse(tile, {kSide, kSide / 2}, {40, 80}, 0, 90, 270, wall, 7);
    cv::line(tile, {150, 30}, {118, 70}, wall, 14);  // the walls' ends, a tower between them
    cv::line(tile, {160, 40}, {128, 80}, wall, 14);
    const Tileset& tiles = Tileset::standard();
    const StructureReading r = readStructure(mapGround(tile));
    EXPECT_EQ(tileLabel(tiles.type(rankByStructure(tiles, r).front().type)), "I") << describeReading(r);
}

// A band across a grass tile north to south: the River's light blue-green water is the
// River's straight tile (with the River in play) and fits no base tile well; the same
// band in a road's grey is a road (U).
TEST(StructureReader, WaterIsTheRiversNotARoad) {
    constexpr int kSide = 192;
    const cv::Scalar grass(60, 150, 110), water(225, 215, 160), road(200, 200, 200);
    auto band = [&](const cv::Scalar& colour) {
        cv::Mat tile(kSide, kSide, CV_8UC3, grass);
        std::vector<cv::Point> line;
        for (int y = 0; y <= kSide; y += 8) line.emplace_back(kSide / 2 + static_cast<int>(10 * std::sin(y / 20.0)), y);
        cv::polylines(tile, line, false, colour, 20);
        return tile;
    };
    const Tileset& tiles = Tileset::standard();
    const StructureReading river = readStructure(mapGround(band(water)));
    const std::vector<TileGuess> withRiver = rankByStructure(tiles, river, {"base", "river"});
    EXPECT_EQ(tiles.type(withRiver.front().type).id, "RI.1/IFI") << describeReading(river);
    EXPECT_EQ(withRiver.front().rot.degrees(), 90) << describeReading(river);
    const double baseFit = rankByStructure(tiles, river).front().score;
    EXPECT_LT(baseFit, withRiver.front().score - 3) << describeReading(river);
    const StructureReading grey = readStructure(mapGround(band(road)));
    EXPECT_EQ(tileLabel(tiles.type(rankByStructure(tiles, grey, {"base", "river"}).front().type)), "U") << describeReading(grey);
}

TEST(StructureReader, NoiseIsReadInDoubt) {
    cv::Mat noise(480, 640, CV_8UC3);
    cv::randu(noise, cv::Scalar::all(0), cv::Scalar::all(256));
    const auto r = readTilePhoto(noise, Tileset::standard());
    if (!r) SUCCEED() << "refused: " << r.error();
    else EXPECT_FALSE(r->doubt.empty()) << "read as " << tileLabel(Tileset::standard().type(r->ranked.front().type));
}

}  // namespace
}  // namespace carc::vision

namespace carc::vision {
namespace {

// Enrolment from phone photos: every type written upright, none missing, and each
// written picture reads back as its own letter at rotation 0.
TEST(PhotoEnrolment, WritesEveryTypeUpright) {
    const std::string photos = kShared + "/photos/c2-tiles";
    if (!std::filesystem::is_directory(photos)) GTEST_SKIP() << photos << " not found (CARC_SHARED_DIR)";
    const auto out = std::filesystem::temp_directory_path() / "carc_photo_enrolment_test";
    std::filesystem::remove_all(out);
    const Tileset& tiles = Tileset::standard();
    const auto r = enrolFromPhotos(photos, out.string(), tiles);
    ASSERT_TRUE(r) << r.error();
    EXPECT_TRUE(r->missing.empty());
    ASSERT_EQ(r->photos.size(), 24u);
    for (const EnrolledPhoto& p : r->photos) {
        EXPECT_EQ(p.photo.substr(0, 1), p.tile) << p.photo;
        ASSERT_EQ(p.file, p.tile + ".jpg") << p.photo << ": " << p.doubt;
        const auto back = readTilePhoto(cv::imread((out / p.file).string(), cv::IMREAD_COLOR), tiles);
        ASSERT_TRUE(back) << back.error();
        EXPECT_EQ(tileLabel(tiles.type(back->ranked.front().type)), p.tile);
        EXPECT_EQ(back->ranked.front().rot.degrees(), 0) << p.file << " is not upright";
    }
    std::filesystem::remove_all(out);
}

}  // namespace
}  // namespace carc::vision
