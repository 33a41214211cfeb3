// Statistics across finished games: wins (shared first places count for each), average
// and best score, the biggest city and the part of the points from farms, per player
// name; unfinished games are left out.
#include <gtest/gtest.h>

#include "engine/random_player.hpp"
#include "engine/records/game_store.hpp"
#include "engine/records/recorded_game.hpp"
#include "engine/records/statistics.hpp"
#include "tests/records/temp_dir.hpp"

namespace carc::records {
namespace {

using test::TempDir;

Game playedOut(std::vector<std::string> players, std::uint64_t seed) {
    GameSetup setup;
    setup.players = std::move(players);
    setup.seed = seed;
    auto game = Game::create(setup);
    EXPECT_TRUE(game.ok());
    RandomPlayer player(seed);
    while (!game->over()) EXPECT_TRUE(game->apply(player.choose(*game)).ok());
    return std::move(*game);
}

const PlayerStatistics& of(const std::vector<PlayerStatistics>& players, const std::string& name) {
    for (const PlayerStatistics& p : players)
        if (p.name == name) return p;
    ADD_FAILURE() << name << " not listed";
    static const PlayerStatistics none;
    return none;
}

TEST(Statistics, EachGameAddsItsScoresWinsCitiesAndFarms) {
    const Game first = playedOut({"Anna", "Ben"}, 11);
    const Game second = playedOut({"Ben", "Anna", "Cleo"}, 12);
    std::vector<PlayerStatistics> players;
    addFinishedGame(players, first);
    addFinishedGame(players, second);
    rankPlayers(players);
    ASSERT_EQ(players.size(), 3u);

    const PlayerStatistics& anna = of(players, "Anna");
    EXPECT_EQ(anna.games, 2);
    EXPECT_EQ(anna.totalPoints, first.score(0) + second.score(1));
    EXPECT_EQ(anna.bestScore, std::max(first.score(0), second.score(1)));
    EXPECT_DOUBLE_EQ(anna.averageScore(), (first.score(0) + second.score(1)) / 2.0);
    int biggest = 0, farms = 0;
    for (const Game* g : {&first, &second})
        for (const ScoreEvent& e : g->scoreEvents())
            if (e.player == (g == &first ? 0 : 1)) {
                if (e.kind == ScoreKind::City) biggest = std::max(biggest, e.tiles);
                if (e.kind == ScoreKind::Field) farms += e.points;
            }
    EXPECT_EQ(anna.biggestCityTiles, biggest);
    EXPECT_EQ(anna.farmPoints, farms);
    EXPECT_GT(anna.biggestCityTiles, 0) << "a played-out game completes cities";

    int wins = 0;
    for (const PlayerStatistics& p : players) wins += p.wins;
    EXPECT_GE(wins, 2) << "every game has at least one winner";
    EXPECT_EQ(of(players, "Cleo").games, 1);
    for (std::size_t i = 1; i < players.size(); ++i) EXPECT_GE(players[i - 1].wins, players[i].wins) << "most wins first";
}

TEST(Statistics, ASharedFirstPlaceIsAWinForEach) {
    GameSetup setup;
    setup.players = {"Dora", "Emil"};
    setup.source = TileSource::Table;
    auto game = Game::create(setup);
    ASSERT_TRUE(game.ok());
    ASSERT_TRUE(game->apply(Move{EndGame{}}).ok()) << "the players end the game at once: both have 0";
    ASSERT_TRUE(game->over());
    std::vector<PlayerStatistics> players;
    addFinishedGame(players, *game);
    EXPECT_EQ(of(players, "Dora").wins, 1);
    EXPECT_EQ(of(players, "Emil").wins, 1);
    EXPECT_DOUBLE_EQ(of(players, "Dora").farmShare(), 0.0) << "no points, no share (and no division by zero)";
}

TEST(Statistics, TheStoreCountsFinishedGamesOnly) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok()) << store.error();
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    setup.seed = 11;
    auto finished = RecordedGame::start(*store, setup, "finished");
    ASSERT_TRUE(finished.ok());
    RandomPlayer player(11);
    while (!finished->game().over()) ASSERT_TRUE(finished->apply(player.choose(finished->game())).ok());
    setup.players = {"Anna", "Zoe"};
    auto playing = RecordedGame::start(*store, setup, "still playing");
    ASSERT_TRUE(playing.ok());
    ASSERT_TRUE(playing->apply(player.choose(playing->game())).ok());

    auto stats = statistics(*store);
    ASSERT_TRUE(stats.ok()) << stats.error();
    EXPECT_EQ(stats->games, 1);
    EXPECT_TRUE(stats->skipped.empty());
    ASSERT_EQ(stats->players.size(), 2u) << "Zoe has not finished a game";
    EXPECT_EQ(of(stats->players, "Anna").totalPoints, finished->game().score(0));
}

}  // namespace
}  // namespace carc::records
