// The tracker on simulated tables: tiles seen turn by turn, hands ignored, bumps survived.
#include <filesystem>

#include <gtest/gtest.h>

#include "vision/track/testing/accuracy.hpp"
#include "vision/track/tracker.hpp"

namespace carc::vision {
namespace {

const std::string kScans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

class TrackerTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!std::filesystem::is_directory(kScans)) GTEST_SKIP() << "no reference tiles at " << kScans;
        auto lib = TileLibrary::loadEnrolment(kScans, Tileset::standard());
        ASSERT_TRUE(lib.ok());
        lib_ = std::make_unique<TileLibrary>(std::move(*lib));
        scene_ = std::make_unique<testing::TableScene>(testing::loadArt(kScans));
    }
    std::unique_ptr<TileLibrary> lib_;
    std::unique_ptr<testing::TableScene> scene_;
};

TEST_F(TrackerTest, ShortGameEveryTileRight) {
    GameSetup setup;
    setup.players = {"red", "blue"};
    setup.seed = 3;
    const auto acc = testing::measureSceneGame(*lib_, *scene_, setup, 10);
    ASSERT_TRUE(acc.ok()) << acc.error();
    EXPECT_EQ(acc->tiles, 10);
    EXPECT_EQ(acc->tilesRight, acc->tiles) << acc->firstMistake;
    EXPECT_TRUE(acc->scoresRight);
}

TEST_F(TrackerTest, HandsAndUnchangedFramesMakeNoMoves) {
    GameSetup setup;
    setup.players = {"red", "blue"};
    setup.source = TileSource::Table;
    auto game = Game::create(setup);
    ASSERT_TRUE(game.ok());
    Tracker tracker(Rectifier(scene_->camera(), scene_->table()), *lib_, std::move(*game));
    const std::vector<Placement> start{{Tileset::standard().find("D")->index, {0, 0}, {}}};
    tracker.observe(scene_->render(start), 0);
    tracker.observe(scene_->render(start), 1);
    tracker.observe(scene_->render(start, true), 2);
    tracker.observe(scene_->render(start, true), 3);  // a resting hand is still, but shows no tile
    for (int i = 4; i < 8; ++i) tracker.observe(scene_->render(start), i);
    EXPECT_EQ(tracker.game().board().size(), 1);
    EXPECT_TRUE(tracker.sightings().empty());
}

TEST_F(TrackerTest, BumpedCameraIsReRegisteredWithoutPhantomTiles) {
    GameSetup setup;
    setup.players = {"red", "blue"};
    setup.source = TileSource::Table;
    auto game = Game::create(setup);
    ASSERT_TRUE(game.ok());
    Tracker tracker(Rectifier(scene_->camera(), scene_->table()), *lib_, std::move(*game));
    const Tileset& t = Tileset::standard();
    std::vector<Placement> board{{t.find("D")->index, {0, 0}, {}}};
    tracker.observe(scene_->render(board), 0);
    tracker.observe(scene_->render(board), 1);
    scene_->bump({20, 10, 0});
    tracker.observe(scene_->render(board), 2);
    tracker.observe(scene_->render(board), 3);
    EXPECT_EQ(tracker.game().board().size(), 1);
    ASSERT_FALSE(tracker.alerts().empty());
    EXPECT_EQ(tracker.alerts().back().kind, "bump");
    // The next tile is still found at the right cell.
    board.push_back({t.find("E")->index, {0, -1}, Rotation{2}});
    tracker.observe(scene_->render(board), 4);
    tracker.observe(scene_->render(board), 5);
    ASSERT_EQ(tracker.game().board().size(), 2);
    EXPECT_EQ(tracker.game().board().tile(1).pos, (Pos{0, -1}));
    EXPECT_EQ(tracker.game().board().tile(1).type, t.find("E")->index);
}

}  // namespace
}  // namespace carc::vision
