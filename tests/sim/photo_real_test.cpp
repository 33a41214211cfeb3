// The photo-real conditions (docs/simulator.md "Photo-real conditions"): tables drawn from
// tile photos and from several printings at once, a lamp's glare, white-balance casts,
// hands of an adult's size in skin tones from light to dark.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include <opencv2/imgproc.hpp>

#include "tests/sim/sim_test_support.hpp"

namespace carc::sim {
namespace {

namespace fs = std::filesystem;

const std::string kShared = CARC_SHARED_DIR;

SimOptions stillTable(int turns) {
    SimOptions o;
    o.seed = 11;
    o.turns = turns;
    o.framesPerMove = 1;
    o.mess = MessLevel::None;
    return o;
}

// How much the start tile in frame 0 looks like `picture` (upright art of its type).
double startLooksLike(Simulator& sim, const cv::Mat& frame, const cv::Mat& picture) {
    const PlacedTile& start = sim.game().script.tiles.front();
    cv::Mat turned = picture;
    static const cv::RotateFlags turns[3] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    if (start.rot.q) cv::rotate(picture, turned, turns[start.rot.q - 1]);
    return testing::likeness(testing::tileSeen(sim, frame, {0, 0}, sim.rig().board), testing::greyPicture(turned));
}

// An art folder made from the phone photos of single tiles (`carc calibrate tiles
// --photos`) is a table's art like any other: every base type has its photo, and the
// start tile on the table is that photo, not the painted tile.
TEST(PhotoReal, ATableFromTilePhotos) {
    const std::string photos = kShared + "/photos/c2-tiles";
    if (!fs::is_directory(photos)) GTEST_SKIP() << photos << " not found (CARC_SHARED_DIR)";
    const fs::path art = fs::temp_directory_path() / "carc_sim_photo_art";
    fs::remove_all(art);
    const std::string cmd = std::string(CARC_CLI) + " calibrate tiles --photos " + photos + " --out " + art.string() + " >/dev/null";
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
    const Tileset& tiles = Tileset::standard();
    auto pictures = TileArt::create(tiles, 256, art.string());
    ASSERT_TRUE(pictures.ok()) << pictures.error();
    for (const TileType& t : tiles.types()) {
        if (t.letter == '-') continue;
        EXPECT_TRUE(pictures->real(t.index)) << t.letter << " has no photo";
    }

    SimOptions o = stillTable(2);
    o.artDir = art.string();
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const cv::Mat frame = sim->render(0).image;
    const TileType& d = tiles.type(sim->game().script.tiles.front().type);
    const double photo = startLooksLike(*sim, frame, pictures->image(d.index, Rotation{0}));
    const double painted = startLooksLike(*sim, frame, paintTile(d, 256));
    EXPECT_GT(photo, 0.6);
    EXPECT_GT(photo, painted + 0.2);
}

// Two printings on one table: a type's pictures are the first printing's, then the
// other's (painted where a folder has none), and a game's tiles show both.
TEST(PhotoReal, MixedPrintingsOnOneTable) {
    const std::string scans = kShared + "/tiles/c1-scans";
    if (!fs::is_directory(scans)) GTEST_SKIP() << scans << " not found (CARC_SHARED_DIR)";
    const Tileset& tiles = Tileset::standard();
    auto art = TileArt::create(tiles, 64, "", {scans});
    ASSERT_TRUE(art.ok()) << art.error();
    const TileTypeId d = tiles.find("D")->index, bcb = tiles.find("BB/CCCR")->index;
    ASSERT_EQ(art->variants(d), 2);
    EXPECT_EQ(cv::norm(art->image(d, Rotation{0}, 0), paintTile(tiles.type(d), 64), cv::NORM_INF), 0);
    auto scansOnly = TileArt::create(tiles, 64, scans);
    ASSERT_TRUE(scansOnly.ok());
    EXPECT_EQ(cv::norm(art->image(d, Rotation{1}, 1), scansOnly->image(d, Rotation{1}), cv::NORM_INF), 0);
    EXPECT_EQ(art->variants(bcb), 2);  // no bcb scans: painted in both printings
    EXPECT_FALSE(TileArt::create(tiles, 64, "", {"/nonexistent/art"}).ok());

    SimOptions o = stillTable(20);
    o.mixedArt = {scans};
    auto sim = testing::makeSimulator(o);
    ASSERT_TRUE(sim);
    const cv::Mat frame = sim->render(sim->frameCount() - 1).image;
    std::set<int> printings;
    for (const PlacedTile& t : sim->game().script.tiles) {
        const cv::Mat seen = testing::tileSeen(*sim, frame, t.pos, sim->rig().board);
        const double painted = testing::likeness(seen, testing::greyPicture(art->image(t.type, t.rot, 0)));
        const double scanned = testing::likeness(seen, testing::greyPicture(art->image(t.type, t.rot, 1)));
        printings.insert(scanned > painted ? 1 : 0);
    }
    EXPECT_EQ(printings.size(), 2u);
}

// The glare washes out what lies under it (lighter, less saturated) and leaves the rest.
TEST(PhotoReal, LampGlareWashesOutOnlyWhatIsUnderIt) {
    cv::Mat frame(200, 300, CV_8UC3, cv::Scalar(40, 150, 60));  // field green
    LampGlare g{{150, 100}, {30, 20}, 20, 0.7};
    addGlare(frame, g);
    const cv::Vec3b centre = frame.at<cv::Vec3b>(100, 150), far = frame.at<cv::Vec3b>(5, 5);
    EXPECT_EQ(far, cv::Vec3b(40, 150, 60));
    EXPECT_GT(centre[0] + centre[1] + centre[2], 40 + 150 + 60 + 200);
    EXPECT_LT(centre[1] - centre[0], (150 - 40) / 2);

    SimOptions o = stillTable(6);
    const cv::Mat plain = testing::makeSimulator(o)->render(0).image;
    o.glare = true;
    auto glaring = testing::makeSimulator(o);
    const cv::Mat first = glaring->render(0).image, later = glaring->render(glaring->frameCount() - 1).image;
    cv::Mat changed;
    cv::absdiff(plain, first, changed);
    cv::cvtColor(changed, changed, cv::COLOR_BGR2GRAY);
    const cv::Rect box = cv::boundingRect(changed > 8);
    EXPECT_GT(box.area(), 0);
    EXPECT_LT(box.area(), plain.total() / 4) << "the glare is a spot, not the whole table";
    // It moves a little between turns: its brightest point is elsewhere later.
    cv::Point a, b;
    cv::Mat greyFirst, greyLater;
    cv::absdiff(first, plain, greyFirst);
    cv::absdiff(later, testing::makeSimulator(stillTable(6))->render(glaring->frameCount() - 1).image, greyLater);
    cv::cvtColor(greyFirst, greyFirst, cv::COLOR_BGR2GRAY);
    cv::cvtColor(greyLater, greyLater, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(greyFirst, greyFirst, {0, 0}, 15);
    cv::GaussianBlur(greyLater, greyLater, {0, 0}, 15);
    cv::minMaxLoc(greyFirst, nullptr, nullptr, nullptr, &a);
    cv::minMaxLoc(greyLater, nullptr, nullptr, nullptr, &b);
    EXPECT_GT(cv::norm(a - b), 2);
    EXPECT_LT(cv::norm(a - b), 0.05 * plain.cols);
}

// A tungsten cast makes the frame warmer (less blue against red), a fluorescent one
// greener, daylight cooler; none leaves the frame as it was.
TEST(PhotoReal, WhiteBalanceCastsTintEveryFrame) {
    SimOptions o = stillTable(1);
    const cv::Scalar plain = cv::mean(testing::makeSimulator(o)->render(0).image);
    const auto tinted = [&](WhiteBalanceCast c) {
        o.cast = c;
        return cv::mean(testing::makeSimulator(o)->render(0).image);
    };
    const cv::Scalar warm = tinted(WhiteBalanceCast::Tungsten), cool = tinted(WhiteBalanceCast::Daylight),
                     green = tinted(WhiteBalanceCast::Fluorescent), none = tinted(WhiteBalanceCast::None);
    EXPECT_LT(warm[0] / warm[2], 0.75 * plain[0] / plain[2]);
    EXPECT_GT(cool[0] / cool[2], 1.2 * plain[0] / plain[2]);
    EXPECT_GT(green[1] / (green[0] + green[2]), 1.1 * plain[1] / (plain[0] + plain[2]));
    EXPECT_EQ(none, plain);
    WhiteBalanceCast parsed{};
    EXPECT_TRUE(parseCast("tungsten", parsed));
    EXPECT_EQ(parsed, WhiteBalanceCast::Tungsten);
    EXPECT_FALSE(parseCast("sodium", parsed));
}

// A hand reaching from the left to x = 900 px at 2 px/mm: how long it is from the
// pinch just past the wrist to the fingertips (mm), and the mean colour of its palm.
struct HandSeen {
    double lengthMm;
    double palmLuma;
};
HandSeen measureHand(bool lifeSize, int index) {
    constexpr double kPxPerMm = 2;
    cv::Mat frame(600, 1000, CV_8UC3, cv::Scalar(128, 128, 128));
    HandStroke s;
    s.entry = {-400, 300};
    s.reach = {900, 300};
    s.pxPerMm = kPxPerMm;
    s.seed = 5;
    s.index = index;
    s.lifeSize = lifeSize;
    const cv::Mat mask = drawHand(frame, s);
    int tip = 0, wrist = 0, narrowest = mask.rows;
    for (int x = 0; x < mask.cols; ++x) {
        const int rows = cv::countNonZero(mask.col(x));
        if (rows > 0) tip = x;
    }
    // The wrist: the narrowest place between 120 and 260 mm back from the tips.
    for (int x = tip - static_cast<int>(260 * kPxPerMm); x < tip - static_cast<int>(120 * kPxPerMm); ++x) {
        const int rows = cv::countNonZero(mask.col(x));
        if (rows > 0 && rows < narrowest) narrowest = rows, wrist = x;
    }
    const double palmX = tip - 135 * kPxPerMm * (lifeSize ? 1.0 : 1.1);
    const cv::Vec3b palm = frame.at<cv::Vec3b>(300, static_cast<int>(palmX));
    return {(tip - wrist) / kPxPerMm, 0.114 * palm[0] + 0.587 * palm[1] + 0.299 * palm[2]};
}

TEST(PhotoReal, LifeSizeHandsInSkinTonesFromLightToDark) {
    const HandSeen adult = measureHand(true, 0);
    EXPECT_NEAR(adult.lengthMm, 195, 12) << "wrist to fingertip, 190 mm and the fingertip's round";
    EXPECT_GT(measureHand(false, 0).lengthMm, adult.lengthMm + 15) << "the older hand is larger";
    double lightest = 0, darkest = 255;
    for (int i = 0; i < 40; ++i) {
        const double luma = measureHand(true, i).palmLuma;
        lightest = std::max(lightest, luma), darkest = std::min(darkest, luma);
    }
    EXPECT_GT(lightest, 200);
    EXPECT_LT(darkest, 60);
}

}  // namespace
}  // namespace carc::sim
