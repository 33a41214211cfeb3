// Properties that hold in every game, checked over thousands of random games.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "engine/random_player.hpp"
#include "engine/state_text.hpp"

namespace carc {
namespace {

GameSetup randomSetup(std::uint64_t seed, TileSource source = TileSource::Shuffled) {
    GameSetup s;
    const int players = 2 + static_cast<int>(seed % 5);
    for (int p = 0; p < players; ++p) s.players.push_back("P" + std::to_string(p));
    s.seed = seed;
    s.source = source;
    return s;
}

int setAsideCount(const Game& g) {
    return static_cast<int>(std::count_if(g.gameEvents().begin(), g.gameEvents().end(),
                                          [](const GameEvent& e) { return e.type == GameEvent::Type::SetAside; }));
}

// Plays a game move by move, checking invariants after each move.
void playChecked(Game& game, RandomPlayer& player) {
    std::vector<int> last(static_cast<size_t>(game.playerCount()), 0);
    while (!game.over()) {
        const Move m = player.choose(game);
        ASSERT_TRUE(game.apply(m).ok()) << describe(m, game.tiles());
        for (int p = 0; p < game.playerCount(); ++p) {
            const int onBoard = static_cast<int>(std::count_if(game.followers().begin(), game.followers().end(),
                                                               [p](const Follower& f) { return f.owner == p; }));
            ASSERT_EQ(game.supply(p) + onBoard, 7) << "followers conserved, player " << p;
            ASSERT_GE(game.score(p), last[p]) << "scores never decrease";
            last[p] = game.score(p);
        }
    }
}

TEST(RandomGames, InvariantsHoldInThousandsOfGames) {
    for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
        auto game = Game::create(randomSetup(seed));
        ASSERT_TRUE(game.ok());
        RandomPlayer player(seed * 31);
        playChecked(*game, player);
        if (HasFatalFailure()) return;
        ASSERT_EQ(game->board().size() + setAsideCount(*game), 72) << "seed " << seed;
        ASSERT_EQ(static_cast<int>(game->drawHistory().size()), 71);
    }
}

// What the app highlights when a score is tapped: the feature's tiles, the scorer's
// followers standing on them and, for a farm, its own tiles beside the cities it fed.
TEST(RandomGames, FeatureScoresSayWhereTheScorersFollowersStood) {
    int farms = 0, features = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto game = Game::create(randomSetup(seed));
        RandomPlayer player(seed);
        while (!game->over()) ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        const Board& board = game->board();
        for (const ScoreEvent& e : game->scoreEvents()) {
            const bool field = e.kind == ScoreKind::Field;
            if (e.kind != ScoreKind::Road && e.kind != ScoreKind::City && e.kind != ScoreKind::Cloister && !field) continue;
            ASSERT_FALSE(e.followers.empty()) << "seed " << seed << ": " << e.explain();
            const std::vector<Pos>& tiles = field ? e.farm : e.where;
            ASSERT_EQ(static_cast<int>(tiles.size()), e.tiles) << "seed " << seed << ": " << e.explain();
            for (const SegmentRef& f : e.followers) {
                const PlacedTile& t = board.tile(f.tile);
                EXPECT_NE(std::find(tiles.begin(), tiles.end(), t.pos), tiles.end()) << "seed " << seed << ": " << e.explain();
                EXPECT_EQ(t.segment(f.seg).kind, field ? FeatureKind::Field : e.kind == ScoreKind::Road ? FeatureKind::Road
                                                     : e.kind == ScoreKind::City                      ? FeatureKind::City
                                                                                                      : FeatureKind::Cloister);
            }
            ++(field ? farms : features);
            if (!field) {
                EXPECT_TRUE(e.farm.empty());
            }
        }
    }
    EXPECT_GT(farms, 50);
    EXPECT_GT(features, 500);
}

TEST(RandomGames, TableGamesSetTilesAsideAndEnd) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        auto game = Game::create(randomSetup(seed, TileSource::Table));
        ASSERT_TRUE(game.ok());
        RandomPlayer player(seed);
        playChecked(*game, player);
        if (HasFatalFailure()) return;
        ASSERT_EQ(game->board().size() + setAsideCount(*game), 72);
    }
}

TEST(RandomGames, ReplayingTheMovesGivesTheSameState) {
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        auto game = Game::create(randomSetup(seed));
        RandomPlayer player(seed);
        const size_t stop = 20 + seed % 120;  // also games stopped part-way
        while (!game->over() && game->moves().size() < stop) ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        auto replay = Game::create(game->setup());
        for (const Move& m : game->moves()) ASSERT_TRUE(replay->apply(m).ok());
        ASSERT_EQ(stateText(*replay), stateText(*game)) << "seed " << seed;
    }
}

TEST(RandomGames, UndoReturnsToThePreviousState) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto game = Game::create(randomSetup(seed));
        RandomPlayer player(seed);
        while (!game->over()) {
            const std::string before = stateText(*game);
            const Move m = player.choose(*game);
            ASSERT_TRUE(game->apply(m).ok());
            if (game->moves().size() % 7 == 0) {
                Game copy = *game;
                ASSERT_TRUE(copy.undo().ok());
                ASSERT_EQ(stateText(copy), before) << "seed " << seed << " move " << game->moves().size();
            }
        }
    }
}

TEST(RandomGames, ListedPlacementsAreExactlyTheAcceptedOnes) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        auto game = Game::create(randomSetup(seed));
        RandomPlayer player(seed);
        while (!game->over()) {
            if (game->phase() == Phase::PlaceTile && game->moves().size() % 16 == 0) {
                const std::vector<Placement> listed = game->legalPlacements();
                const auto b = game->board().bounds();
                int accepted = 0;
                for (int y = b[1] - 1; y <= b[3] + 1; ++y)
                    for (int x = b[0] - 1; x <= b[2] + 1; ++x)
                        for (std::uint8_t r = 0; r < 4; ++r) {
                            const Placement p{*game->drawnTile(), {x, y}, Rotation{r}};
                            const bool ok = game->check(PlaceTile{p}).ok();
                            ASSERT_EQ(ok, std::find(listed.begin(), listed.end(), p) != listed.end());
                            accepted += ok;
                        }
                ASSERT_EQ(accepted, static_cast<int>(listed.size()));
            }
            ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        }
    }
}

// The simulator's pick of a follower spot (a count, then the k-th) walks exactly the
// listed spots, in order; with bridges too (a bridge is a spot of its own).
TEST(RandomGames, FollowerSpotPicksAreTheListedSpots) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameSetup s = randomSetup(seed);
        if (seed % 2) {
            s.sets = {"base", "bcb"};
            s.expansions.bridges = true;
        }
        auto game = Game::create(s);
        RandomPlayer player(seed);
        while (!game->over()) {
            const std::vector<Spot> spots = game->followerSpots();
            ASSERT_EQ(game->followerSpotCount(), static_cast<int>(spots.size()));
            for (size_t k = 0; k < spots.size(); ++k) ASSERT_EQ(game->nthFollowerSpot(static_cast<int>(k)), spots[k].segment);
            ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        }
    }
}

// A cell's placements (what the tracker asks for each new tile) are the whole board's
// lists on that cell, bridges and all.
TEST(RandomGames, PlacementsOnOneCellAreTheWholeListsThere) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameSetup setup = randomSetup(seed);
        setup.sets = {"base", "bcb"};
        setup.expansions.bridges = true;
        auto game = Game::create(setup);
        RandomPlayer player(seed);
        int bridged = 0;
        while (!game->over()) {
            if (game->phase() == Phase::PlaceTile && game->moves().size() % 8 == 0) {
                const TileTypeId type = *game->drawnTile();
                const std::vector<Placement> all = game->legalPlacements(type);
                const std::vector<PlaceTile> allBridged = game->module<BcbModule>().bridgePlacements(*game, type, std::nullopt);
                bridged += static_cast<int>(allBridged.size());
                for (const int c : game->board().frontierCells()) {
                    const Pos at = game->board().cellPos(c);
                    std::vector<Placement> there;
                    std::copy_if(all.begin(), all.end(), std::back_inserter(there), [&](const Placement& p) { return p.pos == at; });
                    ASSERT_EQ(game->legalPlacements(type, at), there);
                    std::vector<PlaceTile> bridgedThere;
                    std::copy_if(allBridged.begin(), allBridged.end(), std::back_inserter(bridgedThere),
                                 [&](const PlaceTile& p) { return p.placement.pos == at; });
                    ASSERT_EQ(game->module<BcbModule>().bridgePlacements(*game, type, at), bridgedThere);
                }
            }
            ASSERT_TRUE(game->apply(player.choose(*game)).ok());
        }
        EXPECT_GT(bridged, 0) << "seed " << seed << ": no placement needed a bridge; the bridge lists went unchecked";
    }
}

TEST(RandomGames, SameSeedSameGame) {
    auto a = Game::create(randomSetup(77));
    auto b = Game::create(randomSetup(77));
    RandomPlayer pa(5), pb(5);
    ASSERT_GE(pa.playOut(*a), 0);
    ASSERT_GE(pb.playOut(*b), 0);
    EXPECT_EQ(stateText(*a), stateText(*b));
    auto c = Game::create(randomSetup(78));
    EXPECT_NE(a->drawHistory(), c->drawHistory());
}

}  // namespace
}  // namespace carc
