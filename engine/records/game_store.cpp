#include "engine/records/game_store.hpp"

#include <charconv>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <unistd.h>

#include <sqlite3.h>

#include "engine/io/json_limits.hpp"
#include "engine/io/move_json.hpp"

namespace carc::records {
namespace {

using nlohmann::json;

constexpr const char* kFormat = "carc-game-store";
constexpr int kVersion = 1;

constexpr const char* kSchema = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  status TEXT NOT NULL CHECK(status IN ('playing', 'over', 'abandoned')),
  setup TEXT NOT NULL,             -- JSON, engine/io/move_json.hpp
  info TEXT NOT NULL,              -- JSON, the app's own data (colours, frame source)
  turn INTEGER NOT NULL,
  scores TEXT NOT NULL             -- JSON list, after the last entry
);
CREATE TABLE entries(
  game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK(kind IN ('move', 'undo')),
  move TEXT,                       -- JSON, when kind = 'move'
  player INTEGER NOT NULL,
  time TEXT NOT NULL,
  frame TEXT,                      -- sha256 of the still frame, in <store>-frames/
  note TEXT NOT NULL,
  PRIMARY KEY(game, seq)
) WITHOUT ROWID;
)sql";

// ISO 8601 UTC with milliseconds: entries of one turn can be ordered by time.
std::string now() {
    const auto t = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(t);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count() % 1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[40];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
    char out[48];
    std::snprintf(out, sizeof out, "%s.%03dZ", text, static_cast<int>(ms));
    return out;
}

json scoresOf(const Game& game) {
    json scores = json::array();
    for (int p = 0; p < game.playerCount(); ++p) scores.push_back(game.score(p));
    return scores;
}

// SQLite's own header check: a file that is not a database (or is cut short before
// its first page) is refused before SQLite is let near it.
Status checkHeader(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char header[100] = {};
    in.read(header, sizeof header);
    if (in.gcount() == 0) return {};  // empty file: SQLite treats it as a new database
    if (in.gcount() < 100 || std::memcmp(header, "SQLite format 3", 16) != 0)
        return Error{path + ": not a game store (not an SQLite database)"};
    return {};
}

// A writer killed in the middle of a rollback-journal transaction (the store's
// creation, before it switches to WAL) leaves "<store>-journal" behind. SQLite rolls
// it back on the next read-write open, but a read-only connection cannot and
// refuses the file. So a reader first lets a short read-write open do that roll-back,
// under the writers' lock so no live writer's journal is touched.
Status rollBackInterruptedWrite(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::file_size(path + "-journal", ec) == 0 || ec) return {};
    auto lock = StoreLock::acquire(path, true);
    if (!lock) return {};  // a writer has it open: the journal is its own, not left over
    auto db = Database::open(path, false);
    if (db) {
        if (auto check = db->scalar("PRAGMA quick_check"); check) return {};
    }
    return Error{path + ": left half-written by a carc program that stopped; it needs to be opened "
                        "once with write access (for example `carc games play --db " + path +
                        " --resume`) so that the unfinished change is rolled back"};
}

// Damaged rows must not throw: unreadable JSON becomes a discarded value.
json parseStored(const std::string& text) {
    auto parsed = parseJsonLimited(text);
    return parsed ? std::move(*parsed) : json(json::value_t::discarded);
}

// The reason of a failed query, named for what it is: "damaged" only when SQLite
// found the file corrupt, never for a lock, a full disk or a failing device.
std::string failure(const std::string& path, const Database& db, const std::string& doing) {
    const std::string why = " (" + db.error() + ")";
    switch (db.errorCode()) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED: return path + ": the game store is busy" + why;
        case SQLITE_FULL: return path + ": the disk is full" + why;
        case SQLITE_IOERR: return path + ": I/O error" + why;
        case SQLITE_CORRUPT:
        case SQLITE_NOTADB: return path + ": damaged game store" + why;
        case SQLITE_READONLY:
        case SQLITE_PERM:
        case SQLITE_CANTOPEN: return path + ": " + doing + ": no access" + why;
        default: return path + ": " + doing + why;
    }
}

// Read-only media (or a folder of another user's) cannot hold the WAL index a reader
// needs: such a store is read as immutable, which is safe because nobody can be
// writing it there (a writer needs the folder writable), provided no WAL is left over.
Expected<Database> openConnection(const std::string& path, bool readOnly) {
    auto db = Database::open(path, readOnly);
    if (!db) return Error{path + ": " + db.error()};
    if (!readOnly || db->scalar("SELECT count(*) FROM sqlite_master")) return db;
    const int code = db->errorCode();
    if (code != SQLITE_CANTOPEN && code != SQLITE_READONLY) return db;  // the caller's first query reports it
    std::error_code ec;
    const bool walLeft = std::filesystem::file_size(path + "-wal", ec) > 0 && !ec;
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    if (walLeft || ::access(folder.empty() ? "." : folder.c_str(), W_OK) == 0) return db;
    auto frozen = Database::open(path, true, true);
    if (!frozen) return Error{path + ": " + frozen.error()};
    return frozen;
}

Expected<GameStatus> statusFrom(const std::string& s) {
    if (s == "playing") return GameStatus::Playing;
    if (s == "over") return GameStatus::Over;
    if (s == "abandoned") return GameStatus::Abandoned;
    return Error{"unknown game status '" + s + "'"};
}

}  // namespace

const char* statusName(GameStatus s) {
    switch (s) {
        case GameStatus::Playing: return "playing";
        case GameStatus::Over: return "over";
        case GameStatus::Abandoned: return "abandoned";
    }
    return "playing";
}

Expected<GameStore> GameStore::open(const std::string& path, Access access, std::chrono::milliseconds waitForWriter) {
    const bool readOnly = access == Access::ReadOnly;
    std::error_code ec;
    const bool exists = std::filesystem::exists(path, ec);
    if (readOnly && !exists) return Error{path + ": no such game store"};
    if (exists) {
        if (std::filesystem::is_directory(path, ec)) return Error{path + ": is a folder, not a game store"};
        if (auto s = checkHeader(path); !s) return Error{s.error()};
        if (readOnly)
            if (auto s = rollBackInterruptedWrite(path); !s) return Error{s.error()};
    }
    const std::string frames = path + "-frames";
    if (!readOnly && std::filesystem::exists(frames, ec) && !std::filesystem::is_directory(frames, ec))
        return Error{frames + ": not a folder (the game store keeps its frames there)"};
    std::optional<StoreLock> lock;
    if (!readOnly) {
        auto writers = StoreLock::acquire(path, true, waitForWriter);
        if (!writers) return Error{writers.error()};
        lock.emplace(std::move(*writers));
    }
    auto db = openConnection(path, readOnly);
    if (!db) return Error{db.error()};

    // Read-only checks first: nothing is written to a file that fails them.
    auto check = db->scalar("PRAGMA quick_check");
    if (!check) return Error{failure(path, *db, "cannot read the game store")};
    if (!*check || **check != "ok") return Error{path + ": damaged game store (integrity check: " + check->value_or("") + ")"};
    auto tables = db->scalar("SELECT count(*) FROM sqlite_master");
    if (!tables) return Error{failure(path, *db, "cannot read the game store")};
    const bool fresh = **tables == "0";
    if (!fresh) {
        auto format = db->scalar("SELECT value FROM meta WHERE key = 'format'");
        if (!format || !*format || **format != kFormat)
            return Error{path + ": an SQLite database, but not a carc game store"};
        auto version = db->scalar("SELECT value FROM meta WHERE key = 'version'");
        if (!version) return Error{failure(path, *db, "cannot read the game store")};
        const std::string text = version->value_or("");
        int number = 0;
        const auto [end, parsed] = std::from_chars(text.data(), text.data() + text.size(), number);
        if (parsed != std::errc() || end != text.data() + text.size() || number < 1)
            return Error{path + ": meta.version: '" + text + "' is not a store format number"};
        if (number > kVersion) return Error{path + ": written by a newer version of carc (store format " + text + ")"};
    } else if (readOnly) {
        return Error{path + ": an empty database, not a carc game store"};
    }

    if (!readOnly) {
        for (const char* pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON"})
            if (auto s = db->exec(pragma); !s) return Error{failure(path, *db, "cannot set up the game store")};
        if (fresh) {
            Status created = inTransaction(*db, [&]() -> Status {
                if (auto s = db->exec(kSchema); !s) return s;
                return db->exec(std::string("INSERT INTO meta VALUES('format', '") + kFormat + "'), ('version', '" +
                                std::to_string(kVersion) + "')");
            });
            // The step's own reason (ROLLBACK has since replaced SQLite's last error).
            if (!created) return Error{path + ": cannot create the game store: " + created.error()};
        }
    }
    return GameStore(path, std::move(lock), std::move(*db));
}

Expected<GameId> GameStore::createGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                       const json& info) {
    auto id = insertGame(setup, tiles, name, info);
    if (!id) return Error{path_ + ": cannot record the new game: " + id.error()};
    return id;
}

Expected<GameId> GameStore::importGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                       const json& info, const Game& game, const std::vector<NewEntry>& entries) {
    auto frames = storeFrames(entries);
    if (!frames) return Error{frames.error()};
    GameId id = 0;
    Status s = inTransaction(db_, [&]() -> Status {
        auto created = insertGame(setup, tiles, name, info);
        if (!created) return Error{created.error()};
        id = *created;
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (auto r = insertEntry(id, static_cast<int>(i) + 1, &entries[i], (*frames)[i]); !r) return r;
        return updateGame(id, game);
    });
    if (!s) return Error{path_ + ": game not imported: " + s.error()};
    return id;
}

Expected<GameId> GameStore::insertGame(const GameSetup& setup, const Tileset& tiles, const std::string& name,
                                       const json& info) {
    auto stmt = db_.prepare(
        "INSERT INTO games(name, created, updated, status, setup, info, turn, scores) "
        "VALUES(?, ?, ?, 'playing', ?, ?, 1, ?)");
    if (!stmt) return Error{stmt.error()};
    const std::string t = now();
    json zeros = json::array();
    for (std::size_t p = 0; p < setup.players.size(); ++p) zeros.push_back(0);
    stmt->bind(1, name).bind(2, t).bind(3, t).bind(4, setupToJson(setup, tiles).dump()).bind(5, info.dump())
        .bind(6, zeros.dump());
    if (auto s = stmt->run(); !s) return Error{s.error()};
    return db_.lastInsertId();
}

Expected<int> GameStore::nextSeq(GameId id) {
    auto stmt = db_.prepare("SELECT coalesce(max(seq), 0) + 1 FROM entries WHERE game = ?");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Error{row.error()};
    return static_cast<int>(stmt->integer(0));
}

Status GameStore::insertEntry(GameId id, int seq, const NewEntry* entry, const std::string& frame) {
    auto stmt = db_.prepare(
        "INSERT INTO entries(game, seq, kind, move, player, time, frame, note) VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, id).bind(2, seq).bind(3, std::string(entry ? "move" : "undo"));
    if (entry) stmt->bind(4, moveToJson(entry->move, *tiles_).dump());
    else stmt->bindNull(4);
    stmt->bind(5, entry ? entry->player : -1).bind(6, now());
    if (frame.empty()) stmt->bindNull(7);
    else stmt->bind(7, frame);
    stmt->bind(8, entry ? entry->note : std::string());
    return stmt->run();
}

Status GameStore::updateGame(GameId id, const Game& game) {
    auto stmt = db_.prepare("UPDATE games SET updated = ?, turn = ?, scores = ?, status = ? WHERE id = ?");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, now()).bind(2, game.turn()).bind(3, scoresOf(game).dump());
    stmt->bind(4, std::string(game.over() ? "over" : "playing")).bind(5, id);
    return stmt->run();
}

Status GameStore::recordMove(GameId id, const Game& game, const NewEntry& entry) {
    return recordMoves(id, game, {entry});
}

Expected<std::vector<std::string>> GameStore::storeFrames(const std::vector<NewEntry>& entries) {
    std::vector<std::string> frames;
    for (const NewEntry& e : entries) {
        if (e.frameJpeg.empty()) {
            frames.emplace_back();
            continue;
        }
        auto hash = frames_.store(e.frameJpeg);
        if (!hash) return Error{hash.error()};
        frames.push_back(*hash);
    }
    return frames;
}

Status GameStore::recordMoves(GameId id, const Game& game, const std::vector<NewEntry>& entries) {
    // Frames first: a committed entry must never point at a frame that is not on disk.
    auto frames = storeFrames(entries);
    if (!frames) return Error{frames.error()};
    Status s = inTransaction(db_, [&]() -> Status {
        auto seq = nextSeq(id);
        if (!seq) return Error{seq.error()};
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (auto r = insertEntry(id, *seq + static_cast<int>(i), &entries[i], (*frames)[i]); !r) return r;
        return updateGame(id, game);
    });
    if (!s) return Error{path_ + ": move not recorded: " + s.error()};
    return {};
}

Status GameStore::recordUndo(GameId id, const Game& game, const std::string& note) {
    Status s = inTransaction(db_, [&]() -> Status {
        auto seq = nextSeq(id);
        if (!seq) return Error{seq.error()};
        auto stmt = db_.prepare(
            "INSERT INTO entries(game, seq, kind, move, player, time, frame, note) VALUES(?, ?, 'undo', NULL, -1, ?, NULL, ?)");
        if (!stmt) return Error{stmt.error()};
        stmt->bind(1, id).bind(2, *seq).bind(3, now()).bind(4, note);
        if (auto r = stmt->run(); !r) return r;
        return updateGame(id, game);
    });
    if (!s) return Error{path_ + ": undo not recorded: " + s.error()};
    return {};
}

Status GameStore::setStatus(GameId id, GameStatus status) {
    auto stmt = db_.prepare("UPDATE games SET status = ?, updated = ? WHERE id = ?");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, std::string(statusName(status))).bind(2, now()).bind(3, id);
    return stmt->run();
}

Status GameStore::remove(GameId id) {
    // Only whether the row exists: a damaged record can be deleted too.
    auto exists = db_.scalar("SELECT count(*) FROM games WHERE id = " + std::to_string(id));
    if (!exists) return Error{failure(path_, db_, "cannot read the game store")};
    if (*exists != "1") return Error{path_ + ": no game " + std::to_string(id)};
    return inTransaction(db_, [&]() -> Status {
        auto stmt = db_.prepare("DELETE FROM games WHERE id = ?");
        if (!stmt) return Error{stmt.error()};
        stmt->bind(1, id);
        return stmt->run();
    });
    // Frames are shared by hash between games and stay; a later `carc games prune` may collect them.
}

namespace {
constexpr const char* kSummaryColumns =
    "SELECT id, name, created, updated, status, setup, info, turn, scores, "
    "(SELECT count(*) FROM entries WHERE game = games.id) FROM games";

// A row that cannot be read comes back with `damage` set and what could be read.
GameSummary summaryFrom(const Statement& row) {
    GameSummary g;
    g.id = row.integer(0);
    g.name = row.text(1);
    g.created = row.text(2);
    g.updated = row.text(3);
    g.turn = static_cast<int>(row.integer(7));
    g.entries = static_cast<int>(row.integer(9));
    auto status = statusFrom(row.text(4));
    if (!status) {
        g.damage = status.error();
        return g;
    }
    g.status = *status;
    const json setup = parseStored(row.text(5));
    const json info = parseStored(row.text(6));
    const json scores = parseStored(row.text(8));
    if (setup.is_discarded() || info.is_discarded() || scores.is_discarded() || !setup.is_object() ||
        !setup.contains("players") || !setup["players"].is_array() || !scores.is_array()) {
        g.damage = "damaged record (unreadable JSON)";
        return g;
    }
    for (const json& p : setup["players"]) g.players.push_back(p.is_string() ? p.get<std::string>() : "?");
    for (const json& s : scores) g.scores.push_back(s.is_number_integer() ? s.get<int>() : 0);
    g.info = info;
    return g;
}
}  // namespace

Expected<std::vector<GameSummary>> GameStore::list() {
    auto stmt = db_.prepare(std::string(kSummaryColumns) + " ORDER BY id");
    if (!stmt) return Error{stmt.error()};
    std::vector<GameSummary> games;
    for (;;) {
        auto row = stmt->step();
        if (!row) return Error{row.error()};
        if (!*row) return games;
        games.push_back(summaryFrom(*stmt));
    }
}

Expected<GameSummary> GameStore::summary(GameId id) {
    auto stmt = db_.prepare(std::string(kSummaryColumns) + " WHERE id = ?");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Error{row.error()};
    if (!*row) return Error{path_ + ": no game " + std::to_string(id)};
    GameSummary g = summaryFrom(*stmt);
    if (!g.damage.empty()) return Error{path_ + ": game " + std::to_string(id) + ": " + g.damage};
    return g;
}

Expected<std::vector<Entry>> GameStore::entries(GameId id) {
    auto stmt = db_.prepare("SELECT seq, kind, move, player, time, frame, note FROM entries WHERE game = ? ORDER BY seq");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, id);
    std::vector<Entry> out;
    for (;;) {
        auto row = stmt->step();
        if (!row) return Error{row.error()};
        if (!*row) return out;
        Entry e;
        e.seq = static_cast<int>(stmt->integer(0));
        e.undo = stmt->text(1) == "undo";
        if (!e.undo) {
            const json j = parseStored(stmt->text(2));
            auto move = moveFromJson(j, *tiles_);
            if (!move) return Error{"game " + std::to_string(id) + ", entry " + std::to_string(e.seq) + ": " + move.error()};
            e.move = *move;
        }
        e.player = static_cast<int>(stmt->integer(3));
        e.time = stmt->text(4);
        e.frame = stmt->isNull(5) ? "" : stmt->text(5);
        e.note = stmt->text(6);
        out.push_back(std::move(e));
    }
}

Expected<Game> GameStore::load(GameId id) {
    auto stmt = db_.prepare("SELECT setup FROM games WHERE id = ?");
    if (!stmt) return Error{stmt.error()};
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row) return Error{row.error()};
    if (!*row) return Error{path_ + ": no game " + std::to_string(id)};
    auto setup = setupFromJson(parseStored(stmt->text(0)), *tiles_);
    if (!setup) return Error{"game " + std::to_string(id) + ": " + setup.error()};
    auto game = Game::create(*setup, tiles_);
    if (!game) return Error{"game " + std::to_string(id) + ": " + game.error()};
    auto list = entries(id);
    if (!list) return Error{list.error()};
    for (const Entry& e : *list) {
        Status s = e.undo ? game->undo() : game->apply(*e.move);
        if (!s) return Error{"game " + std::to_string(id) + ", entry " + std::to_string(e.seq) + ": " + s.error()};
    }
    return std::move(*game);
}

Expected<std::optional<GameId>> GameStore::unfinished() {
    auto id = db_.scalar("SELECT id FROM games WHERE status = 'playing' ORDER BY updated DESC, id DESC LIMIT 1");
    if (!id) return Error{id.error()};
    if (!*id) return std::optional<GameId>{};
    return std::optional<GameId>{std::stoll(**id)};
}

}  // namespace carc::records
