// The tile counter: copies left per type, and the chance that the next tile fits a
// free place, against the engine's own legal placements.
#include <QSignalSpy>
#include <gtest/gtest.h>

#include "app_test_support.hpp"
#include "tile_counter.hpp"

namespace carc::app {
namespace {

TEST(TileCounter, CountsAndChancesAgreeWithTheEngine) {
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    setup.seed = 11;
    auto game = Game::create(setup);
    ASSERT_TRUE(game.ok());
    const TileOdds odds = tileOdds(*game);
    // Copies left: every type's, and in all what the bag holds.
    int total = 0;
    for (const auto& [type, copies] : odds.left) {
        EXPECT_EQ(copies, game->remaining(type) - (game->drawnTile() == type ? 1 : 0));
        total += copies;
    }
    EXPECT_EQ(odds.total, total);
    EXPECT_EQ(odds.total, game->tilesLeft()) << "the bag, as the side panel counts it";
    // Around the start tile: four free places, each with the types that fit there.
    ASSERT_EQ(odds.fitting.size(), 4u);
    for (const auto& [xy, fits] : odds.fitting) {
        int fitting = 0;
        for (const auto& [type, copies] : odds.left) {
            std::vector<Placement> found;
            game->board().legalPlacements(type, found, Pos{xy.first, xy.second});
            EXPECT_EQ(!found.empty(), fits.count(type) == 1);
            if (!found.empty()) fitting += copies;
        }
        EXPECT_DOUBLE_EQ(odds.chance(xy.first, xy.second), double(fitting) / total);
        EXPECT_GT(fitting, 0);
        EXPECT_LT(fitting, total) << "not every tile fits next to a road and a city";
    }
    EXPECT_EQ(odds.chance(5, 5), 0) << "not a free place";
}

TEST(TileCounter, AChosenPlaceLightsTheTypesThatFit) {
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    auto game = Game::create(setup);
    ASSERT_TRUE(game.ok());
    TileCounter counter;
    counter.refresh(*game);
    EXPECT_FALSE(counter.spotChosen());
    ASSERT_EQ(counter.freePlaces().size(), 4);
    const QPoint place = counter.freePlaces().front().toPoint();
    QSignalSpy changed(&counter, &TileCounter::spotChanged);
    counter.chooseSpot(place.x(), place.y());
    EXPECT_EQ(changed.count(), 1);
    ASSERT_TRUE(counter.spotChosen());
    int lit = 0, fittingCopies = 0;
    for (int r = 0; r < counter.count(); ++r) {
        const QVariantMap row = counter.get(r);
        if (row["fits"].toBool()) {
            ++lit;
            fittingCopies += row["copies"].toInt();
        }
    }
    EXPECT_GT(lit, 0);
    EXPECT_EQ(counter.chancePercent(), qRound(100.0 * fittingCopies / counter.tilesLeft()));
    counter.chooseSpot(40, 40);
    EXPECT_FALSE(counter.spotChosen()) << "a place that is not free chooses nothing";
}

}  // namespace
}  // namespace carc::app
