#pragma once
// The game record store: one SQLite file holding every game played with the
// companion, its setup and every entry (a move, a player's choice, an undo) with its
// time and, for moves the camera saw, the hash of the still frame that showed them
// (frames live beside the database, frame_files.hpp).
//
// Durability: WAL journal, synchronous=FULL, one transaction per entry; when
// recordMove() returns ok the entry is on disk. One writer at a time (store_lock.hpp).
// A damaged file is reported and never modified.
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "engine/records/frame_files.hpp"
#include "engine/records/sqlite_db.hpp"
#include "engine/records/store_lock.hpp"

namespace carc::records {

using GameId = std::int64_t;

enum class GameStatus { Playing, Over, Abandoned };
const char* statusName(GameStatus s);

struct GameSummary {
    GameId id = 0;
    std::string name;
    std::string created, updated;  // ISO 8601, UTC
    GameStatus status = GameStatus::Playing;
    std::vector<std::string> players;
    std::vector<int> scores;       // after the last entry
    int turn = 1;
    int entries = 0;
    nlohmann::json info;           // the app's own data: colours, frame source, ...
    std::string damage;            // why the row cannot be read ("" when it can): list() still lists it
};

struct Entry {
    int seq = 0;
    bool undo = false;             // an undo of the last move still standing
    std::optional<Move> move;      // when !undo
    int player = -1;               // who made it
    std::string time;
    std::string frame;             // sha256 of its still frame, "" if none
    std::string note;              // "correction", "import", ...
};

// A move to record, as the game was just before it.
struct NewEntry {
    Move move;
    int player = -1;                              // who made it
    std::span<const std::uint8_t> frameJpeg{};    // the still frame that showed it (may be empty)
    std::string note;
};

class GameStore {
public:
    enum class Access { ReadWrite, ReadOnly };
    // ReadWrite creates the store if the file does not exist and takes the writers'
    // lock; ReadOnly takes no lock (WAL lets it read while a writer records) and writes
    // nothing, not even a lock file. Errors: busy (another writer has it), not a game
    // store, damaged (integrity check failed), and I/O errors or a full disk as such.
    // waitForWriter: how long a writer waits for another to finish before "busy" (a
    // short command such as an import waits; the app's recording does not).
    static Expected<GameStore> open(const std::string& path, Access access = Access::ReadWrite,
                                    std::chrono::milliseconds waitForWriter = std::chrono::milliseconds(0));

    Expected<GameId> createGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                const nlohmann::json& info = nlohmann::json::object());
    // Records a move already applied to `game` (scores and turn are taken from it),
    // with the still frame that showed it, in one transaction.
    Status recordMove(GameId id, const Game& game, const NewEntry& entry);
    // Records that the last move was taken back (`game` already without it).
    Status recordUndo(GameId id, const Game& game, const std::string& note = {});
    // Many moves at once: one transaction for all.
    Status recordMoves(GameId id, const Game& game, const std::vector<NewEntry>& entries);
    // A whole game at once (import): the game, its moves (already applied to `game`)
    // and its scores in one transaction, so a killed import leaves no game without moves.
    Expected<GameId> importGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                const nlohmann::json& info, const Game& game, const std::vector<NewEntry>& entries);
    Status setStatus(GameId id, GameStatus status);
    Status remove(GameId id);

    Expected<std::vector<GameSummary>> list();
    Expected<GameSummary> summary(GameId id);
    Expected<std::vector<Entry>> entries(GameId id);
    // The game as recorded: its setup with every entry replayed. The error names the
    // entry that does not replay.
    Expected<Game> load(GameId id);
    // The unfinished game to resume after a crash (the most recently updated), if any.
    Expected<std::optional<GameId>> unfinished();

    const std::string& path() const { return path_; }
    std::string framePath(const std::string& hash) const { return frames_.pathOf(hash); }
    std::shared_ptr<const Tileset> tiles() const { return tiles_; }

private:
    GameStore(std::string path, std::optional<StoreLock> lock, Database db)
        : path_(std::move(path)), lock_(std::move(lock)), db_(std::move(db)), frames_(path_ + "-frames") {}
    Expected<GameId> insertGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                const nlohmann::json& info);
    // The entries' frames on disk (hashes; "" for an entry without one), before any
    // entry that names them is committed.
    Expected<std::vector<std::string>> storeFrames(const std::vector<NewEntry>& entries);
    Status insertEntry(GameId id, int seq, const NewEntry* entry, const std::string& frame);
    Status updateGame(GameId id, const Game& game);
    Expected<int> nextSeq(GameId id);

    std::string path_;
    std::optional<StoreLock> lock_;  // writers only; declared before db_ so the connection closes first
    Database db_;
    FrameFiles frames_;
    std::shared_ptr<const Tileset> tiles_ = Tileset::standardShared();
};

}  // namespace carc::records
