#include "engine/records/sqlite_db.hpp"

#include <sqlite3.h>

namespace carc::records {

void Statement::finalize(sqlite3_stmt* s) { sqlite3_finalize(s); }

Statement& Statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(stmt_.get(), index, value);
    return *this;
}

Statement& Statement::bind(int index, const std::string& value) {
    sqlite3_bind_text(stmt_.get(), index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement& Statement::bindNull(int index) {
    sqlite3_bind_null(stmt_.get(), index);
    return *this;
}

Expected<bool> Statement::step() {
    const int rc = sqlite3_step(stmt_.get());
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    return Error{sqlite3_errmsg(db_)};
}

Status Statement::run() {
    for (;;) {
        auto row = step();
        if (!row) return Error{row.error()};
        if (!*row) return {};
    }
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_.get(), column); }

std::string Statement::text(int column) const {
    const auto* p = sqlite3_column_text(stmt_.get(), column);
    return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(stmt_.get(), column)))
             : std::string();
}

bool Statement::isNull(int column) const { return sqlite3_column_type(stmt_.get(), column) == SQLITE_NULL; }

void Database::close(sqlite3* db) { sqlite3_close_v2(db); }

Expected<Database> Database::open(const std::string& path, bool readOnly, bool immutable) {
    sqlite3* raw = nullptr;
    int flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    std::string name = path;
    if (immutable) {
        name = "file:";
        for (const char c : path) {  // a URI path: the characters that end or escape it are %-encoded
            if (c == '?' || c == '#' || c == '%') name += c == '?' ? "%3f" : c == '#' ? "%23" : "%25";
            else name += c;
        }
        name += "?immutable=1";
        flags |= SQLITE_OPEN_URI;
    }
    const int rc = sqlite3_open_v2(name.c_str(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    Database db(raw);
    if (rc != SQLITE_OK) return Error{raw ? sqlite3_errmsg(raw) : "out of memory"};
    sqlite3_extended_result_codes(raw, 1);
    sqlite3_busy_timeout(raw, kBusyTimeoutMs);
    return db;
}

Status Database::exec(const std::string& sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string reason = message ? message : sqlite3_errmsg(db_.get());
        sqlite3_free(message);
        return Error{reason};
    }
    return {};
}

Expected<Statement> Database::prepare(const std::string& sql) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_.get(), sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) return Error{error()};
    return Statement(db_.get(), stmt);
}

Expected<std::optional<std::string>> Database::scalar(const std::string& sql) {
    auto stmt = prepare(sql);
    if (!stmt) return Error{stmt.error()};
    auto row = stmt->step();
    if (!row) return Error{row.error()};
    if (!*row) return std::optional<std::string>{};
    return std::optional<std::string>{stmt->text(0)};
}

std::int64_t Database::lastInsertId() const { return sqlite3_last_insert_rowid(db_.get()); }

std::string Database::error() const { return sqlite3_errmsg(db_.get()); }

int Database::errorCode() const { return sqlite3_extended_errcode(db_.get()) & 0xff; }

}  // namespace carc::records
