#pragma once
// Where the app's live game lives: every move goes through a GameRecord, which
// applies it to the engine and (for the store-backed kind) writes it to the game
// record store before the screen shows it. Tests and the screenshot tour use the
// in-memory kind; the app uses the store so that a game survives power loss.
#include <memory>
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "engine/records/game_store.hpp"

namespace carc::app {

class GameRecord {
public:
    virtual ~GameRecord() = default;
    virtual const Game& game() const = 0;
    // Applies a move the engine accepts (and records it); the reason otherwise.
    virtual Status apply(const Move& move, std::span<const std::uint8_t> frameJpeg = {}, const std::string& note = {}) = 0;
    virtual Status undo() = 0;
    // The store's id of this game, 0 when it is only in memory.
    virtual records::GameId id() const = 0;
};

// A game kept only in memory.
Expected<std::unique_ptr<GameRecord>> startInMemory(const GameSetup& setup);
// A game recorded move by move in `store` (which must outlive the record).
Expected<std::unique_ptr<GameRecord>> startRecorded(records::GameStore& store, const GameSetup& setup,
                                                    const std::string& name, const nlohmann::json& info);
// The recorded game `id`, where it stopped.
Expected<std::unique_ptr<GameRecord>> resumeRecorded(records::GameStore& store, records::GameId id);

}  // namespace carc::app
