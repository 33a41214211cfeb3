// A process recording a game is killed with SIGKILL at random moments; afterwards
// the store passes SQLite's integrity check, every move the process had reported
// as committed is there, and the game resumes and plays to its end.
// Default run: a few kills; `ctest -L slow` runs 50 (CARC_KILL_RUNS).
#include <csignal>
#include <cstdlib>
#include <random>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <sqlite3.h>

#include "engine/records/game_store.hpp"
#include "tests/records/temp_dir.hpp"
#include "tests/support/run_command.hpp"

namespace carc::records {
namespace {

struct Killed {
    long long lastCommitted = 0;  // moves the child had reported as committed
};

// Starts `carc games play` and kills it after `lines` commit reports or `delayUs`,
// whichever comes first.
Killed playAndKill(const std::string& db, int seed, int lines, int delayUs) {
    int out[2];
    if (pipe(out) != 0) return {};
    const pid_t child = fork();
    if (child == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        const std::string seedText = std::to_string(seed);
        execl(CARC_CLI, CARC_CLI, "games", "play", "--db", db.c_str(), "--test-frames", "--players", "3",
                  "--expansions", "bcb,messages", "--seed", seedText.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(out[1]);
    Killed k;
    FILE* in = fdopen(out[0], "r");
    char line[128];
    int seen = 0;
    if (delayUs > 0) {
        usleep(static_cast<useconds_t>(delayUs));
    } else {
        while (seen < lines && fgets(line, sizeof line, in)) {
            long long game = 0, moves = 0;
            if (std::sscanf(line, "committed %lld %lld", &game, &moves) == 2) k.lastCommitted = moves;
            ++seen;
        }
    }
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    // Reports already in the pipe were made before the kill: they count too.
    while (fgets(line, sizeof line, in)) {
        long long game = 0, moves = 0;
        if (std::sscanf(line, "committed %lld %lld", &game, &moves) == 2) k.lastCommitted = moves;
    }
    fclose(in);
    return k;
}

std::string integrityCheck(const std::string& path) {
    sqlite3* db = nullptr;
    std::string result = "cannot open";
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &stmt, nullptr) == SQLITE_OK &&
            sqlite3_step(stmt) == SQLITE_ROW)
            result = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return result;
}

TEST(StoreCrash, KilledAtRandomMomentsLosesNoCommittedMove) {
    const char* runsText = std::getenv("CARC_KILL_RUNS");
    const int runs = runsText ? std::atoi(runsText) : 4;
    std::mt19937 rng(20261122);
    for (int run = 0; run < runs; ++run) {
        SCOPED_TRACE("run " + std::to_string(run));
        test::TempDir dir;
        const std::string db = dir.file("games.db");
        // Half the kills land after a number of commits, half at a random time
        // (also while the process is still starting or creating the store).
        const bool byTime = run % 2 == 1;
        const int lines = std::uniform_int_distribution<int>(1, 120)(rng);
        const int delayUs = byTime ? std::uniform_int_distribution<int>(1000, 400000)(rng) : 0;
        const Killed k = playAndKill(db, 100 + run, lines, delayUs);
        if (!std::filesystem::exists(db)) {
            EXPECT_EQ(k.lastCommitted, 0) << "moves reported but no store";
            continue;
        }
        {
            // Only reading must work on the store as the kill left it (SQLite's own
            // roll-back of an unfinished change included).
            // Killed before the store's tables were committed, it is an empty database:
            // then no move can have been reported.
            auto reader = GameStore::open(db, GameStore::Access::ReadOnly);
            if (!reader.ok()) {
                EXPECT_NE(reader.error().find("an empty database"), std::string::npos) << reader.error();
                EXPECT_EQ(k.lastCommitted, 0);
            }
        }
        EXPECT_EQ(integrityCheck(db), "ok");
        bool over = false;
        {
            auto store = GameStore::open(db);
            ASSERT_TRUE(store.ok()) << store.error();
            auto games = store->list();
            ASSERT_TRUE(games.ok()) << games.error();
            if (games->empty()) {
                EXPECT_EQ(k.lastCommitted, 0);
                continue;
            }
            ASSERT_EQ(games->size(), 1u);
            EXPECT_GE(games->front().entries, k.lastCommitted) << "a move reported as committed is missing";
            over = games->front().status == GameStatus::Over;
            auto game = store->load(games->front().id);
            ASSERT_TRUE(game.ok()) << game.error();
            // Every referenced frame is complete on disk.
            auto entries = store->entries(games->front().id);
            ASSERT_TRUE(entries.ok());
            for (const Entry& e : *entries)
                if (!e.frame.empty()) {
                    EXPECT_TRUE(std::filesystem::exists(store->framePath(e.frame))) << e.frame;
                }
        }
        // Resume plays the game to its end (the kill may have come after its last
        // move was recorded but before the process ended: then there is nothing to resume).
        const auto resumed = test::runCommand(std::string(CARC_CLI) + " games play --db " + db + " --resume --seed 1");
        if (!over) {
            EXPECT_EQ(resumed.exitCode, 0) << resumed.err;
        }
        auto store = GameStore::open(db, GameStore::Access::ReadOnly);
        ASSERT_TRUE(store.ok()) << store.error();
        auto games = store->list();
        ASSERT_TRUE(games.ok());
        EXPECT_EQ(games->front().status, GameStatus::Over);
    }
}

}  // namespace
}  // namespace carc::records
