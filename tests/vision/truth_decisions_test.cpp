// The simulated players' answers (TruthDecisions): the n-th decision of a kind gets the
// n-th answer, however often the watching tracker asks it.
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

}  // namespace
}  // namespace carc::vision
