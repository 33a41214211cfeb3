// A damaged, truncated or foreign file is refused with a clear reason and left
// exactly as it was.
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <sqlite3.h>

#include "engine/random_player.hpp"
#include "engine/records/recorded_game.hpp"
#include "tests/records/temp_dir.hpp"

namespace carc::records {
namespace {

using test::TempDir;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void writeAll(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

// A store with one complete game, closed (its WAL checkpointed into the file).
std::string makeStore(const TempDir& dir) {
    const std::string path = dir.file("games.db");
    auto store = GameStore::open(path);
    EXPECT_TRUE(store.ok());
    GameSetup setup;
    setup.players = {"A", "B"};
    setup.seed = 9;
    auto game = RecordedGame::start(*store, setup, "damage");
    RandomPlayer player(9);
    while (!game->game().over()) EXPECT_TRUE(game->apply(player.choose(game->game())).ok());
    return path;
}

void expectRefusedUntouched(const std::string& path, const std::string& reason) {
    const std::string before = readAll(path);
    for (auto access : {GameStore::Access::ReadWrite, GameStore::Access::ReadOnly}) {
        auto store = GameStore::open(path, access);
        ASSERT_FALSE(store.ok());
        EXPECT_NE(store.error().find(reason), std::string::npos) << store.error();
        EXPECT_EQ(store.error().find(path), 0u) << "the error names the file: " << store.error();
    }
    EXPECT_EQ(readAll(path), before) << "a refused store must not be modified";
}

TEST(StoreDamage, GarbageIsNotAGameStore) {
    TempDir dir;
    const std::string path = dir.file("games.db");
    writeAll(path, std::string(5000, '\x5a'));
    expectRefusedUntouched(path, "not a game store");
}

TEST(StoreDamage, TruncatedStoreIsReportedDamaged) {
    TempDir dir;
    const std::string path = makeStore(dir);
    const std::string full = readAll(path);
    ASSERT_GT(full.size(), 8192u);
    writeAll(path, full.substr(0, full.size() / 2));
    expectRefusedUntouched(path, "damaged");
}

TEST(StoreDamage, CorruptedPagesAreReportedDamaged) {
    TempDir dir;
    const std::string path = makeStore(dir);
    std::string bytes = readAll(path);
    // Overwrite the second page (first b-tree page after the header page) with junk.
    const std::size_t page = 4096;
    ASSERT_GT(bytes.size(), 3 * page);
    for (std::size_t i = page; i < 2 * page; ++i) bytes[i] = static_cast<char>(i * 31);
    writeAll(path, bytes);
    expectRefusedUntouched(path, "damaged");
}

TEST(StoreDamage, AnotherProgramsDatabaseIsNotAGameStore) {
    TempDir dir;
    const std::string path = dir.file("other.db");
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES('soup');", nullptr, nullptr,
                           nullptr),
              SQLITE_OK);
    sqlite3_close(db);
    expectRefusedUntouched(path, "not a carc game store");
}

// A process dies in the middle of a rollback-journal transaction (as a store's
// creation can): the half-written pages are in the file and "<store>-journal" is hot.
void dieMidTransaction(const std::string& path) {
    const pid_t child = fork();
    if (child == 0) {
        sqlite3* db = nullptr;
        if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) _exit(1);
        // A one-page cache makes SQLite spill the change into the file before COMMIT.
        const char* sql =
            "PRAGMA journal_mode=DELETE; PRAGMA cache_size=1; BEGIN; "
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) "
            "INSERT INTO meta SELECT 'junk' || i, hex(randomblob(500)) FROM n;";
        _exit(sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK ? 0 : 2);  // no COMMIT
    }
    int status = 0;
    waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST(StoreDamage, AWriteCutShortIsRolledBackWhenTheStoreIsOnlyRead) {
    TempDir dir;
    const std::string path = makeStore(dir);
    dieMidTransaction(path);
    ASSERT_GT(std::filesystem::file_size(path + "-journal"), 0u) << "the test needs a hot journal";

    {
        auto store = GameStore::open(path, GameStore::Access::ReadOnly);
        ASSERT_TRUE(store.ok()) << store.error();
        auto games = store->list();
        ASSERT_TRUE(games.ok()) << games.error();
        ASSERT_EQ(games->size(), 1u);
        EXPECT_EQ(games->front().status, GameStatus::Over);
    }
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
    sqlite3_stmt* stmt = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT count(*) FROM meta", -1, &stmt, nullptr), SQLITE_OK);
    ASSERT_EQ(sqlite3_step(stmt), SQLITE_ROW);
    EXPECT_EQ(sqlite3_column_int(stmt, 0), 2) << "the unfinished rows were rolled back";
    sqlite3_finalize(stmt);
    sqlite3_close(db);
}

TEST(StoreDamage, AFolderOrMissingFileGivesAReason) {
    TempDir dir;
    auto folder = GameStore::open(dir.file(""));
    ASSERT_FALSE(folder.ok());
    EXPECT_NE(folder.error().find("folder"), std::string::npos) << folder.error();
    auto missing = GameStore::open(dir.file("nothing.db"), GameStore::Access::ReadOnly);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("no such game store"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(dir.file("nothing.db"))) << "reading never creates a store";
}

}  // namespace
}  // namespace carc::records
