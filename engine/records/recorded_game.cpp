#include "engine/records/recorded_game.hpp"

namespace carc::records {

Expected<RecordedGame> RecordedGame::start(GameStore& store, const GameSetup& setup, const std::string& name,
                                           const nlohmann::json& info) {
    auto game = Game::create(setup, store.tiles());
    if (!game) return Error{game.error()};
    auto id = store.createGame(game->setup(), *store.tiles(), name, info);
    if (!id) return Error{id.error()};
    return RecordedGame(store, *id, std::move(*game));
}

Expected<RecordedGame> RecordedGame::resume(GameStore& store, GameId id) {
    auto game = store.load(id);
    if (!game) return Error{game.error()};
    return RecordedGame(store, id, std::move(*game));
}

Status RecordedGame::apply(const Move& move, std::span<const std::uint8_t> frameJpeg, const std::string& note) {
    const int player = game_.decision() ? game_.decision()->player : game_.activePlayer();
    if (auto s = game_.apply(move); !s) return s;
    if (auto s = store_->recordMove(id_, game_, NewEntry{move, player, frameJpeg, note}); !s) {
        (void)game_.undo();
        return s;
    }
    return {};
}

Status RecordedGame::undo(const std::string& note) {
    if (game_.moves().empty()) return Error{"nothing to undo"};
    const Move last = game_.moves().back();
    if (auto s = game_.undo(); !s) return s;
    if (auto s = store_->recordUndo(id_, game_, note); !s) {
        (void)game_.apply(last);
        return s;
    }
    return {};
}

Status RecordedGame::follow(const Game& watched, std::span<const std::uint8_t> frameJpeg, const std::string& note) {
    const std::vector<Move>& moves = watched.moves();
    // The watched game may revise what it read (a tile misread, found out turns later):
    // the recorded moves from the first that differs on are undone, and the undoing is
    // recorded too.
    size_t common = 0;
    while (common < game_.moves().size() && common < moves.size() && game_.moves()[common] == moves[common]) ++common;
    while (game_.moves().size() > common)
        if (auto s = undo(note + ": revised"); !s) return Error{"taking back a revised move: " + s.error()};
    for (size_t i = game_.moves().size(); i < moves.size(); ++i)
        if (auto s = apply(moves[i], frameJpeg, note); !s) return Error{"move " + std::to_string(i + 1) + ": " + s.error()};
    if (game_.over()) return store_->setStatus(id_, GameStatus::Over);
    return {};
}

Status RecordedGame::abandon() { return store_->setStatus(id_, GameStatus::Abandoned); }

}  // namespace carc::records
