// Random games with every combination of expansions and 2-6 players: the base
// game's properties plus conservation of bridges, castles and auction points.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/random_player.hpp"
#include "engine/state_text.hpp"

namespace carc {
namespace {

GameSetup expansionSetup(std::uint64_t seed, int combo, TileSource source = TileSource::Shuffled) {
    GameSetup s;
    const int players = 2 + static_cast<int>(seed % 5);
    for (int p = 0; p < players; ++p) s.players.push_back("P" + std::to_string(p));
    s.seed = seed;
    s.source = source;
    const bool bcb = combo & 1;
    if (bcb) s.sets = {"base", "bcb"};
    s.expansions.bridges = s.expansions.castles = s.expansions.bazaars = bcb;
    s.expansions.bazaarNoBidding = bcb && (seed % 3 == 0);
    s.expansions.messages = combo & 2;
    s.expansions.messagesFromTable = (combo & 2) && source == TileSource::Table && seed % 2;
    return s;
}

void checkInvariants(const Game& g) {
    const int tokens = tokensPerPlayer(g.playerCount());
    int bridgesOnBoard = 0;
    for (const PlacedTile& t : g.board().placed()) bridgesOnBoard += t.bridgeSeg >= 0;
    int bridgeSupply = 0;
    for (int p = 0; p < g.playerCount(); ++p) {
        const int onBoard = static_cast<int>(std::count_if(g.followers().begin(), g.followers().end(),
                                                           [p](const Follower& f) { return f.owner == p; }));
        ASSERT_EQ(g.supply(p) + onBoard, 7) << "followers conserved, player " << p;
        const int castles = static_cast<int>(std::count_if(g.module<BcbModule>().castles.begin(), g.module<BcbModule>().castles.end(),
                                                           [p](const Castle& c) { return c.owner == p; }));
        if (g.expansions().castles) {
            ASSERT_EQ(g.module<BcbModule>().castleTokens[static_cast<size_t>(p)] + castles, tokens) << "castles conserved";
        }
        bridgeSupply += g.module<BcbModule>().bridges[static_cast<size_t>(p)];
        ASSERT_EQ(g.score(p), g.figure(p, 0) + g.figure(p, 1));
        if (!g.expansions().messages) {
            ASSERT_EQ(g.figure(p, 1), 0);
        }
    }
    if (g.expansions().bridges) {
        ASSERT_EQ(bridgeSupply + bridgesOnBoard, tokens * g.playerCount()) << "bridges conserved";
    }
}

TEST(ExpansionGames, InvariantsHoldForEveryCombination) {
    int castles = 0, bridges = 0, auctionTiles = 0, messages = 0, castleScores = 0, messagePoints = 0;
    for (int combo = 0; combo < 4; ++combo)
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            auto game = Game::create(expansionSetup(seed, combo));
            ASSERT_TRUE(game.ok()) << game.error();
            RandomPlayer player(seed);
            std::vector<int> nonBazaar(static_cast<size_t>(game->playerCount()), 0);
            while (!game->over()) {
                const Move m = player.choose(*game);
                const Status st = game->apply(m);
                ASSERT_TRUE(st.ok()) << "combo " << combo << " seed " << seed << ": " << describe(m, game->tiles()) << ": "
                                     << st.error();
                checkInvariants(*game);
                if (HasFatalFailure()) return;
            }
            // Points other than bazaar payments never go down; auction payments balance
            // except what a lone picker pays the bank.
            int bazaarSum = 0;
            for (const ScoreEvent& e : game->scoreEvents()) {
                if (e.kind == ScoreKind::Bazaar) {
                    bazaarSum += e.points;
                } else {
                    ASSERT_GE(e.points, 0);
                }
            }
            ASSERT_LE(bazaarSum, 0) << "auctions never create points";
            const int total = game->board().size() +
                              static_cast<int>(std::count_if(game->gameEvents().begin(), game->gameEvents().end(),
                                                             [](const GameEvent& e) { return e.type == GameEvent::Type::SetAside; }));
            ASSERT_EQ(total, (combo & 1) ? 84 : 72) << "every tile placed or set aside, seed " << seed;
            castles += static_cast<int>(game->module<BcbModule>().castles.size());
            for (const PlacedTile& t : game->board().placed()) bridges += t.bridgeSeg >= 0;
            for (const GameEvent& e : game->gameEvents()) {
                auctionTiles += e.type == GameEvent::Type::AuctionTile;
                messages += e.type == GameEvent::Type::MessageDrawn;
            }
            for (const ScoreEvent& e : game->scoreEvents()) {
                castleScores += e.kind == ScoreKind::Castle;
                messagePoints += e.kind == ScoreKind::Message;
            }
        }
    // The random players really used every expansion.
    EXPECT_GT(castles, 50);
    EXPECT_GT(castleScores, 20);
    EXPECT_GT(bridges, 100);
    EXPECT_GT(auctionTiles, 200);
    EXPECT_GT(messages, 20);
    EXPECT_GT(messagePoints, 15);
    std::printf("castles %d (scored %d), bridges %d, auctioned tiles %d, messages %d (points %d)\n", castles, castleScores,
                bridges, auctionTiles, messages, messagePoints);
}

TEST(ExpansionGames, TableGamesWithEveryCombinationEnd) {
    for (int combo = 0; combo < 4; ++combo)
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = Game::create(expansionSetup(seed, combo, TileSource::Table));
            ASSERT_TRUE(game.ok());
            RandomPlayer player(seed);
            ASSERT_GT(player.playOut(*game), 0) << "combo " << combo << " seed " << seed;
        }
}

TEST(ExpansionGames, ReplayAndUndoAreExact) {
    for (int combo = 0; combo < 4; ++combo)
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto game = Game::create(expansionSetup(seed, combo));
            RandomPlayer player(seed);
            while (!game->over()) {
                const std::string before = stateText(*game);
                ASSERT_TRUE(game->apply(player.choose(*game)).ok());
                if (game->moves().size() % 11 == 0) {
                    Game copy = *game;
                    ASSERT_TRUE(copy.undo().ok());
                    ASSERT_EQ(stateText(copy), before);
                }
            }
            auto replay = Game::create(game->setup());
            for (const Move& m : game->moves()) ASSERT_TRUE(replay->apply(m).ok());
            ASSERT_EQ(stateText(*replay), stateText(*game)) << "combo " << combo << " seed " << seed;
        }
}

}  // namespace
}  // namespace carc
