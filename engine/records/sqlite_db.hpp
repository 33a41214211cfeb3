#pragma once
// A thin RAII layer over Debian's libsqlite3: a connection and prepared statements
// whose failures come back as values with SQLite's own message.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/expected.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace carc::records {

class Statement {
public:
    Statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt, &finalize) {}

    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, const std::string& value);
    Statement& bindNull(int index);
    // Steps once: true while a row is available, false when done; errors as values.
    Expected<bool> step();
    Status run();  // steps to the end

    std::int64_t integer(int column) const;
    std::string text(int column) const;
    bool isNull(int column) const;

private:
    static void finalize(sqlite3_stmt* s);
    sqlite3* db_;
    std::unique_ptr<sqlite3_stmt, void (*)(sqlite3_stmt*)> stmt_;
};

class Database {
public:
    // Opens (ReadWrite: creating it if missing) without touching its contents. The busy
    // timeout is set before anything else, so no query meets a lock without waiting.
    // immutable: read a file on read-only media whose WAL index cannot be created
    // (SQLite's immutable=1: no locking, so only for a file no one can be writing).
    static Expected<Database> open(const std::string& path, bool readOnly, bool immutable = false);

    Status exec(const std::string& sql);
    Expected<Statement> prepare(const std::string& sql);
    // The first column of the first row of a query, as text (nullopt: no row).
    Expected<std::optional<std::string>> scalar(const std::string& sql);
    std::int64_t lastInsertId() const;
    std::string error() const;
    // SQLite's primary result code of the last failure (SQLITE_BUSY, SQLITE_FULL, ...).
    int errorCode() const;

private:
    explicit Database(sqlite3* db) : db_(db, &close) {}
    static void close(sqlite3* db);
    std::unique_ptr<sqlite3, void (*)(sqlite3*)> db_;
};

// How long a connection waits for another's lock before reporting "busy": a writer's
// longest transaction (an import of a whole game, or a checkpoint) takes well under a second.
constexpr int kBusyTimeoutMs = 5000;

// Runs `body` in one IMMEDIATE transaction: committed when it returns ok, rolled
// back otherwise.
template <class F>
Status inTransaction(Database& db, F&& body) {
    if (auto s = db.exec("BEGIN IMMEDIATE"); !s) return s;
    Status result = body();
    if (!result) {
        (void)db.exec("ROLLBACK");
        return result;
    }
    if (auto s = db.exec("COMMIT"); !s) {
        (void)db.exec("ROLLBACK");
        return s;
    }
    return {};
}

}  // namespace carc::records
