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
        if (const auto* placed = std::get_if<PlaceTile>(&moves[i]))
            out.tiles_[{placed->placement.pos.x, placed->placement.pos.y}] = placed->placement;
        if (game->phase() == Phase::Decision && game->decision())
            out.answers_[{game->decision()->kind, game->turn()}].push_back(moves[i]);
        if (auto s = game->apply(moves[i]); !s) return Error{"simulated game, move " + std::to_string(i + 1) + ": " + s.error()};
        for (; events < game->gameEvents().size(); ++events)
            if (game->gameEvents()[events].type == GameEvent::Type::MessageDrawn)
                out.messages_.push_back(game->gameEvents()[events].value);
        if (game->module<BcbModule>().auction && !inAuction) out.bazaars_[game->turn()] = game->module<BcbModule>().auction->tiles;
        inAuction = game->module<BcbModule>().auction.has_value();
    }
    return out;
}

namespace {

// How many decisions of `kind` the game has had answered before the one it asks now: in
// all (`thisTurn` false) or in its turn.
size_t askedBefore(const Game& game, DecisionKind kind, bool thisTurn) {
    auto replay = Game::create(game.setup(), game.sharedTiles());
    if (!replay) return 0;
    size_t asked = 0;
    for (const Move& m : game.moves()) {
        if (replay->phase() == Phase::Decision && replay->decision() && replay->decision()->kind == kind &&
            (!thisTurn || replay->turn() == game.turn()))
            ++asked;
        if (!replay->apply(m)) break;
    }
    return asked;
}

}  // namespace

std::optional<Move> TruthDecisions::answer(const Game& game, const Decision& d) const {
    if (d.kind == DecisionKind::MessageDrawn) {
        // The deck on the table: the next card, whenever it is drawn.
        const size_t n = askedBefore(game, d.kind, false);
        if (n >= messages_.size()) return std::nullopt;
        const std::string prefix = std::to_string(messages_[n]) + ":";
        for (size_t o = 0; o < d.options.size(); ++o)
            if (d.options[o].rfind(prefix, 0) == 0) return Choose{static_cast<int>(o)};
        return std::nullopt;
    }
    if (d.kind == DecisionKind::BazaarReveal) {
        // The tiles turned up at the end of this turn. None when the table held no auction
        // then, and the players say so: too few tiles were left (the companion does not
        // see a tile set aside), or the companion took a tile for a bazaar tile.
        const auto held = bazaars_.find(game.turn());
        if (held == bazaars_.end()) return BazaarReveal{};
        return BazaarReveal{held->second};
    }
    const auto answers = answers_.find({d.kind, game.turn()});
    const size_t n = askedBefore(game, d.kind, true);
    if (answers == answers_.end() || n >= answers->second.size()) return std::nullopt;
    return answers->second[n];
}

std::optional<Placement> TruthDecisions::tileAt(const TileQuestion& q) const {
    const auto laid = tiles_.find({q.cell.x, q.cell.y});
    if (laid == tiles_.end()) return std::nullopt;
    return laid->second;
}

}  // namespace carc::vision::testing
