// The tracker on the simulator's photo-real tables (docs/simulator.md "Photo-real
// conditions"): what it reads there, in short games.
#include <filesystem>

#include <gtest/gtest.h>

#include "vision/structure/photo_enrolment.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace carc::vision {
namespace {

namespace fs = std::filesystem;

// A two-player game of `turns` turns (seed 3), light mess, watched to the end.
testing::TruthComparison watch(sim::SimOptions options, int turns) {
    options.seed = 3;
    options.colours = {"red", "blue"};
    options.mess = sim::MessLevel::Light;
    options.turns = turns;
    auto table = testing::SimulatedTable::create(options);
    if (!table) {
        ADD_FAILURE() << table.error();
        return {};
    }
    while ((*table)->step()) {
    }
    return (*table)->finish();
}

void expectAllRight(const testing::TruthComparison& c, int tiles) {
    EXPECT_EQ(c.tiles, tiles);
    EXPECT_TRUE(c.allRight());
    for (const std::string& m : c.mistakes) ADD_FAILURE() << m;
}

// A table drawn from the phone photos of single tiles (cut and turned upright by
// enrolFromPhotos), that art enrolled: every tile and follower read, as on scans.
TEST(PhotoRealTracker, ATableFromTilePhotos) {
    const std::string photos = std::string(CARC_SHARED_DIR) + "/photos/c2-tiles";
    if (!fs::is_directory(photos)) GTEST_SKIP() << photos << " not found (CARC_SHARED_DIR)";
    const fs::path art = fs::temp_directory_path() / "carc_tracker_photo_art";
    fs::remove_all(art);
    auto enrolled = enrolFromPhotos(photos, art.string(), Tileset::standard());
    ASSERT_TRUE(enrolled.ok()) << enrolled.error();
    ASSERT_TRUE(enrolled->missing.empty());
    sim::SimOptions options;
    options.artDir = art.string();
    expectAllRight(watch(options, 10), 11);
}

// A warm tungsten cast over the whole game and life-size hands reaching in:
// the tiles, read against the painted art's enrolment, are all still right.
TEST(PhotoRealTracker, ATungstenCastAndLifeSizeHands) {
    sim::SimOptions options;
    options.cast = sim::WhiteBalanceCast::Tungsten;
    options.lifeSizeHands = true;
    expectAllRight(watch(options, 10), 11);
}

}  // namespace
}  // namespace carc::vision
