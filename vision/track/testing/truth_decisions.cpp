#include "vision/track/testing/truth_decisions.hpp"

#include <string>

namespace carc::vision::testing {

Expected<TruthDecisions> TruthDecisions::of(const GameSetup& setup, const std::vector<Move>& moves) {
    auto game = Game::create(setup);
    if (!game) return Error{"simulated game: " + game.error()};
    TruthDecisions out;
    size_t events = 0;
    bool inAuction = false;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (game->phase() == Phase::Decision && game->decision()) out.answers_[game->decision()->kind].push_back(moves[i]);
        if (auto s = game->apply(moves[i]); !s) return Error{"simulated game, move " + std::to_string(i + 1) + ": " + s.error()};
        for (; events < game->gameEvents().size(); ++events)
            if (game->gameEvents()[events].type == GameEvent::Type::MessageDrawn)
                out.messages_.push_back(game->gameEvents()[events].value);
        if (game->auction() && !inAuction) out.bazaars_.push_back(game->auction()->tiles);
        inAuction = game->auction().has_value();
    }
    return out;
}

std::optional<Move> TruthDecisions::answer(const Decision& d) {
    if (d.kind == DecisionKind::MessageDrawn) {
        if (messages_.empty()) return std::nullopt;
        const std::string prefix = std::to_string(messages_.front()) + ":";
        messages_.pop_front();
        for (size_t o = 0; o < d.options.size(); ++o)
            if (d.options[o].rfind(prefix, 0) == 0) return Choose{static_cast<int>(o)};
        return std::nullopt;
    }
    if (d.kind == DecisionKind::BazaarReveal) {
        if (bazaars_.empty()) return std::nullopt;
        BazaarReveal reveal{bazaars_.front()};
        bazaars_.pop_front();
        return reveal;
    }
    auto& queue = answers_[d.kind];
    if (queue.empty()) return std::nullopt;
    Move m = queue.front();
    queue.pop_front();
    return m;
}

}  // namespace carc::vision::testing
