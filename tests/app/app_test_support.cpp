#include "app_test_support.hpp"

namespace carc::app::testing {

GameSetup demoSetup(std::uint64_t seed) {
    GameSetup setup;
    setup.players = {"Anna", "Ben", "Carla"};
    setup.sets = {"base", "bcb"};
    setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
    setup.expansions.messages = true;
    setup.seed = seed;
    return setup;
}

DemoTable* startDemoGame(LiveGame& session, std::uint64_t seed) {
    auto table = std::make_unique<DemoTable>(seed);
    DemoTable* raw = table.get();
    if (!session.start(demoSetup(seed), {"red", "blue", "green"}, std::move(table))) return nullptr;
    return raw;
}

void advance(LiveGame& session) {
    if (session.prompts()->needsConfirm()) {
        session.confirm();
        return;
    }
    if (!session.prompts()->hasDecision()) {
        session.step();
        return;
    }
    const Game& g = *session.game();
    const DecisionKind kind = g.decision()->kind;
    if (kind == DecisionKind::BazaarPick) {
        for (size_t s = 0; s < g.module<BcbModule>().auction->tiles.size(); ++s)
            if (g.module<BcbModule>().auction->owner[s] < 0) {
                session.bid(static_cast<int>(s), 0);
                return;
            }
    } else if (kind == DecisionKind::BazaarBid) {
        session.pass();
    } else if (kind == DecisionKind::BazaarBuyOrSell) {
        session.buyOrSell(true);
    } else if (kind == DecisionKind::BazaarReveal) {  // a table game: the first tiles left
        session.reveal(session.prompts()->tileChoices().mid(0, session.auction()->tilesTurnedUp()));
    } else {
        session.choose(session.prompts()->decisionSuggested());
    }
}

}  // namespace carc::app::testing
