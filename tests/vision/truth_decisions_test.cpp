// The simulated players' answers (TruthDecisions): the n-th decision of a kind in a turn
// gets the n-th answer of that turn, however often the watching tracker asks it; a
// bazaar reveal gets the tiles of its turn.
#include <map>

#include <gtest/gtest.h>

#include "vision/sim/sim_options.hpp"
#include "vision/track/testing/truth_decisions.hpp"

namespace carc::vision {
namespace {

// A tracker that takes a reading back (a hand over the board) asks its decisions again:
// popped from a queue, the second asking got the next decision's answer, and a figure
// or a bazaar tile went to the wrong player from then on.
TEST(TruthDecisions, ADecisionAskedAgainGetsTheSameAnswerAndTheNextOneItsOwn) {
    sim::SimOptions options;
    options.seed = 24;
    options.colours = {"red", "blue", "green", "yellow"};
    options.expansions = {"bcb", "messages"};
    auto simulated = sim::loadSimGame(options);
    ASSERT_TRUE(simulated.ok()) << simulated.error();
    const sim::GameScript& script = simulated->script;
    const auto truth = testing::TruthDecisions::of(script.setup, script.moves);
    ASSERT_TRUE(truth.ok()) << truth.error();
    auto game = Game::create(script.setup);
    ASSERT_TRUE(game.ok()) << game.error();
    std::map<DecisionKind, int> asked;
    for (const Move& played : script.moves) {
        if (game->phase() == Phase::Decision && game->decision()) {
            const Decision d = *game->decision();
            const auto first = truth->answer(*game, d), again = truth->answer(*game, d);
            ASSERT_TRUE(first && again);
            EXPECT_EQ(describe(*first, game->tiles()), describe(played, game->tiles()));
            EXPECT_EQ(describe(*again, game->tiles()), describe(played, game->tiles()));
            ++asked[d.kind];
        }
        ASSERT_TRUE(game->apply(played).ok());
    }
    EXPECT_GE(asked[DecisionKind::BazaarBid], 2) << "the game should hold several auctions";
    EXPECT_GE(asked[DecisionKind::Figure], 1) << "the game should ask which figure moves";
}

// The watched game asks for a bazaar when the tracker reads a bazaar tile. The players
// answer with the tiles they turned up at the end of that turn, or with none when the
// table held no auction then (the tracker took another tile for a bazaar tile): by
// order, a misread bazaar tile gave every later auction the tiles of the one before.
TEST(TruthDecisions, ABazaarRevealIsAnsweredWithTheTilesOfItsTurnOrNone) {
    sim::SimOptions options;
    options.seed = 24;
    options.colours = {"red", "blue", "green"};
    options.expansions = {"bcb"};
    auto simulated = sim::loadSimGame(options);
    ASSERT_TRUE(simulated.ok()) << simulated.error();
    const sim::GameScript& script = simulated->script;
    const auto truth = testing::TruthDecisions::of(script.setup, script.moves);
    ASSERT_TRUE(truth.ok()) << truth.error();
    // Where the simulated game held its auctions.
    std::map<int, std::vector<TileTypeId>> held;
    {
        auto game = Game::create(script.setup);
        ASSERT_TRUE(game.ok());
        for (const Move& m : script.moves) {
            const bool before = game->module<BcbModule>().auction.has_value();
            ASSERT_TRUE(game->apply(m).ok());
            if (game->module<BcbModule>().auction && !before) held[game->turn()] = game->module<BcbModule>().auction->tiles;
        }
    }
    ASSERT_GE(held.size(), 2u) << "the game should hold several auctions";
    // The same game on a table, where the players name the tiles turned up.
    GameSetup onTable = script.setup;
    onTable.source = TileSource::Table;
    auto game = Game::create(onTable);
    ASSERT_TRUE(game.ok()) << game.error();
    const Decision reveal{DecisionKind::BazaarReveal, 0, "Which tiles were turned up for the bazaar?", {}, 0, 0, 0};
    int revealed = 0, none = 0;
    for (const Move& played : script.moves) {
        if (game->decision() && game->decision()->kind == DecisionKind::BazaarReveal) {
            const auto answer = truth->answer(*game, *game->decision());
            ASSERT_TRUE(answer.has_value());
            ASSERT_TRUE(held.count(game->turn())) << "asked at turn " << game->turn();
            EXPECT_EQ(std::get<BazaarReveal>(*answer).tiles, held[game->turn()]);
            ASSERT_TRUE(game->apply(*answer).ok());
            ++revealed;
        } else if (game->phase() == Phase::PlaceTile && !held.count(game->turn())) {
            // As if a tile of this turn had been taken for a bazaar tile.
            const auto answer = truth->answer(*game, reveal);
            ASSERT_TRUE(answer.has_value());
            EXPECT_TRUE(std::get<BazaarReveal>(*answer).tiles.empty()) << "turn " << game->turn();
            // ... and no bids of another turn's auction: the companion's suggestion then.
            const Decision pick{DecisionKind::BazaarPick, 0, "Which tile do you bid for?", {}, 0, 0, 0};
            EXPECT_FALSE(truth->answer(*game, pick).has_value()) << "turn " << game->turn();
            ++none;
        }
        ASSERT_TRUE(game->apply(played).ok()) << describe(played, game->tiles());
    }
    EXPECT_EQ(revealed, static_cast<int>(held.size()));
    EXPECT_GT(none, 20);
}

}  // namespace
}  // namespace carc::vision
