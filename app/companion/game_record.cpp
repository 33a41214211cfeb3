#include "game_record.hpp"

#include "engine/records/recorded_game.hpp"

namespace carc::app {
namespace {

class MemoryRecord final : public GameRecord {
public:
    explicit MemoryRecord(Game game) : game_(std::move(game)) {}
    const Game& game() const override { return game_; }
    Status apply(const Move& move, std::span<const std::uint8_t>, const std::string&) override { return game_.apply(move); }
    Status undo() override { return game_.undo(); }
    records::GameId id() const override { return 0; }

private:
    Game game_;
};

class StoreRecord final : public GameRecord {
public:
    explicit StoreRecord(records::RecordedGame game) : game_(std::move(game)) {}
    const Game& game() const override { return game_.game(); }
    Status apply(const Move& move, std::span<const std::uint8_t> frameJpeg, const std::string& note) override {
        return game_.apply(move, frameJpeg, note);
    }
    Status undo() override { return game_.undo(); }
    records::GameId id() const override { return game_.id(); }

private:
    records::RecordedGame game_;
};

}  // namespace

Expected<std::unique_ptr<GameRecord>> startInMemory(const GameSetup& setup) {
    Expected<Game> game = Game::create(setup);
    if (!game) return Error{game.error()};
    return std::unique_ptr<GameRecord>(std::make_unique<MemoryRecord>(std::move(*game)));
}

Expected<std::unique_ptr<GameRecord>> startRecorded(records::GameStore& store, const GameSetup& setup,
                                                    const std::string& name, const nlohmann::json& info) {
    Expected<records::RecordedGame> game = records::RecordedGame::start(store, setup, name, info);
    if (!game) return Error{game.error()};
    return std::unique_ptr<GameRecord>(std::make_unique<StoreRecord>(std::move(*game)));
}

Expected<std::unique_ptr<GameRecord>> resumeRecorded(records::GameStore& store, records::GameId id) {
    Expected<records::RecordedGame> game = records::RecordedGame::resume(store, id);
    if (!game) return Error{game.error()};
    return std::unique_ptr<GameRecord>(std::make_unique<StoreRecord>(std::move(*game)));
}

}  // namespace carc::app
