#pragma once
// A game being played and recorded: every move goes to the engine first (which
// refuses illegal ones) and then to the store in its own transaction; if the store
// cannot take it, the move is taken back so the screen never shows a move that is
// not on disk.
#include "engine/records/game_store.hpp"

namespace carc::records {

class RecordedGame {
public:
    static Expected<RecordedGame> start(GameStore& store, const GameSetup& setup, const std::string& name,
                                        const nlohmann::json& info = nlohmann::json::object());
    // Reopens a recorded game where it stopped (same scores, turn, pending decision).
    static Expected<RecordedGame> resume(GameStore& store, GameId id);

    Status apply(const Move& move, std::span<const std::uint8_t> frameJpeg = {}, const std::string& note = {});
    Status undo(const std::string& note = {});
    // Records the moves `watched` has made beyond this record (the vision tracker's
    // reading of a table), each with the frame that showed it. Where `watched` revised
    // a move this record has, the record's moves from there on are undone first.
    Status follow(const Game& watched, std::span<const std::uint8_t> frameJpeg = {}, const std::string& note = "seen");
    // Marks an unfinished game as abandoned (it is no longer offered for resuming).
    Status abandon();

    const Game& game() const { return game_; }
    GameId id() const { return id_; }

private:
    RecordedGame(GameStore& store, GameId id, Game game) : store_(&store), id_(id), game_(std::move(game)) {}
    GameStore* store_;
    GameId id_;
    Game game_;
};

}  // namespace carc::records
