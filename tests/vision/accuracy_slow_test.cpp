// The accuracy harness over whole simulated games, 2 to 6 players (label: slow).
#include <filesystem>

#include <gtest/gtest.h>

#include "vision/track/testing/accuracy.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

TEST(AccuracySlow, WholeGamesTwoToSixPlayers) {
    if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << "no reference tiles at " << kScans;
    auto lib = TileLibrary::loadEnrolment(kScans, Tileset::standard());
    ASSERT_TRUE(lib.ok());
    const testing::TableScene scene(testing::loadArt(kScans));
    int tiles = 0, right = 0, scores = 0, games = 0;
    for (int players = 2; players <= 6; ++players) {
        GameSetup setup;
        for (int p = 0; p < players; ++p) setup.players.push_back("p" + std::to_string(p));
        setup.seed = static_cast<std::uint64_t>(100 + players);
        const auto acc = testing::measureSceneGame(*lib, scene, setup, 0);
        ASSERT_TRUE(acc.ok()) << acc.error();
        tiles += acc->tiles, right += acc->tilesRight, scores += acc->scoresRight, ++games;
        std::printf("%d players: tiles %d/%d, scores %s %s\n", players, acc->tilesRight, acc->tiles,
                    acc->scoresRight ? "right" : "wrong", acc->firstMistake.c_str());
    }
    EXPECT_GE(right, tiles * 999 / 1000) << "tile accuracy below 99.9 %";
    EXPECT_EQ(scores, games);
}

}  // namespace
}  // namespace carc::vision
