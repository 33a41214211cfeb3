// Stage 4, the follower reader: the follower on the tile the game placed last, its colour
// and the free segment it stands on, read from a recorded cell (tests/vision/cells) with
// the game passed in.
#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "tests/vision/enrolled_art.hpp"
#include "vision/track/follower_reader.hpp"

namespace carc::vision {
namespace {

const std::vector<std::string> kColours{"black", "red"};

// A base game for black and red with a V laid unturned where it fits, black to put a
// follower on it.
Game withAnUnturnedV() {
    GameSetup setup;
    setup.players = kColours;
    setup.source = TileSource::Table;
    auto game = Game::create(setup);
    EXPECT_TRUE(game.ok()) << game.error();
    const TileTypeId v = game->tiles().find("V")->index;
    for (const int c : game->board().frontierCells())
        for (const Placement& p : game->legalPlacements(v, game->board().cellPos(c)))
            if (p.rot.q == 0 && game->apply(PlaceTile{p})) return std::move(*game);
    ADD_FAILURE() << "no cell takes an unturned V";
    return std::move(*game);
}

FollowerReader reader() {
    return FollowerReader(test::paintedLibrary(), kColours, printedColours(kColours), kTileSquarePx / 45.0, nullptr);
}

TileCut recordedCut() {
    // As the tracker found the tile lying in its cut: on it exactly.
    return {cv::imread(std::string(CARC_TEST_CELLS) + "/V_with_a_black_follower_on_its_road.png"),
            cv::Matx23d(1, 0, 0, 0, 1, 0)};
}

TEST(FollowerReader, ReadsTheMoversFollowerAndTheFreeSegmentItStandsOn) {
    const Game game = withAnUnturnedV();
    ASSERT_EQ(game.phase(), Phase::Follower);
    const TileCut cut = recordedCut();
    ASSERT_FALSE(cut.image.empty());
    const std::optional<FollowerReading> seen = reader().read(game, cut, 7);
    ASSERT_TRUE(seen);
    EXPECT_EQ(seen->colour, "black");
    EXPECT_GT(seen->confidence, 0.5);
    const PlacedTile& v = game.board().tile(game.lastPlaced());
    const TileLayout layout = tileLayout(game.tiles().type(v.type), v.rot);
    ASSERT_GE(seen->segment, 0);
    EXPECT_EQ(layout.segments[static_cast<size_t>(seen->segment)].kind, FeatureKind::Road);
    EXPECT_TRUE(game.check(Deploy{seen->segment}).ok());
    EXPECT_EQ(reader().segmentSeenAt(game, seen->unit), seen->segment);
}

TEST(FollowerReader, LooksOnlyWhileAFollowerMayBePutDown) {
    Game game = withAnUnturnedV();
    ASSERT_TRUE(game.apply(Pass{}));
    EXPECT_FALSE(reader().read(game, recordedCut(), 7));
}

// The turn ended on a copy: the game passed in is left as it was.
TEST(FollowerReader, TheTurnEndsOnACopy) {
    const Game game = withAnUnturnedV();
    const Game ended = turnEndedOnACopy(game, false);
    EXPECT_EQ(game.phase(), Phase::Follower);
    EXPECT_NE(ended.phase(), Phase::Follower);
    EXPECT_GT(ended.moves().size(), game.moves().size());
}

}  // namespace
}  // namespace carc::vision
