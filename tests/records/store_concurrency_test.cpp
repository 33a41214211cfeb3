// Many programs on one store at once: imports started together all land (a writer
// waits for the one before it), readers are served while a game is being recorded,
// nobody is told the store is damaged, and SQLite's integrity check passes.
// Default run: 2 rounds of 8 imports; `ctest -L slow` runs 25 (CARC_CONCURRENCY_ROUNDS).
#include <cstdlib>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "tests/records/temp_dir.hpp"
#include "tests/support/run_command.hpp"

namespace carc::records {
namespace {

using test::runCommand;
using test::TempDir;

const std::string kCarc = CARC_CLI;

std::string integrity(const std::string& db) {
    sqlite3* raw = nullptr;
    if (sqlite3_open_v2(db.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) return "cannot open";
    std::string result;
    sqlite3_exec(
        raw, "PRAGMA integrity_check",
        [](void* out, int, char** values, char**) {
            *static_cast<std::string*>(out) += values[0] ? values[0] : "";
            return 0;
        },
        &result, nullptr);
    sqlite3_close(raw);
    return result;
}

int gamesIn(const std::string& db) {
    const auto list = runCommand(kCarc + " games list --json --db " + db);
    if (list.exitCode != 0) return -1;
    return static_cast<int>(nlohmann::json::parse(list.out).at("games").size());
}

std::string readAll(const std::string& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), {}};
}

TEST(StoreConcurrency, EightImportsStartedTogetherAllLand) {
    const char* env = std::getenv("CARC_CONCURRENCY_ROUNDS");
    const int rounds = env ? std::atoi(env) : 2;
    constexpr int kProcesses = 8;
    TempDir dir;
    const std::string db = dir.file("games.carc");
    const std::string fixture = std::string(CARC_FIXTURES) + "/seed_final5.jcz";
    int refused = 0;
    for (int round = 0; round < rounds; ++round) {
        // Eight imports in the background at once; each one's stderr and exit code to a file.
        std::string script;
        for (int p = 0; p < kProcesses; ++p) {
            const std::string tag = dir.file(std::to_string(p));
            script += "(" + kCarc + " games import " + fixture + " --db " + db + " >/dev/null 2>" + tag + ".err; echo $? >" +
                      tag + ".rc) & ";
        }
        ASSERT_EQ(runCommand("sh -c '" + script + "wait'").exitCode, 0);
        for (int p = 0; p < kProcesses; ++p) {
            const std::string tag = dir.file(std::to_string(p));
            const std::string err = readAll(tag + ".err");
            EXPECT_EQ(readAll(tag + ".rc"), "0\n") << "round " << round << ", import " << p << ": " << err;
            EXPECT_EQ(err.find("damaged"), std::string::npos) << err;
            refused += readAll(tag + ".rc") != "0\n";
        }
    }
    EXPECT_EQ(refused, 0);
    EXPECT_EQ(gamesIn(db), rounds * kProcesses);
    EXPECT_EQ(integrity(db), "ok");
}

TEST(StoreConcurrency, ReadersAreServedWhileAGameIsRecorded) {
    TempDir dir;
    const std::string db = dir.file("games.carc");
    // The recording in the background; readers (list, show, export) in a loop until it
    // ends, from its first commit on. Every reader's failure goes to failures.txt.
    const std::string failures = dir.file("failures.txt"), count = dir.file("readers.txt");
    const std::string script =
        kCarc + " games play --db " + db + " --test-frames --players 3 --seed 11 >" + dir.file("play.out") +
        " 2>/dev/null & P=$!; "
        "until grep -q committed " + dir.file("play.out") + " 2>/dev/null || ! kill -0 $P 2>/dev/null; do sleep 0.01; done; "
        "n=0; while kill -0 $P 2>/dev/null; do "
        "  for c in \"list\" \"show 1\" \"export 1 --jcz " + dir.file("out.jcz") + "\"; do "
        "    " + kCarc + " games $c --db " + db + " >/dev/null 2>" + dir.file("reader.err") +
        " || { echo \"$c: $(cat " + dir.file("reader.err") + ")\" >>" + failures + "; }; n=$((n+1)); "
        "  done; "
        "done; echo $n >" + count + "; wait $P";
    const auto r = runCommand("sh -c '" + script + "'");
    EXPECT_EQ(r.exitCode, 0) << "the recording itself: " << r.err;
    EXPECT_EQ(readAll(failures), "") << "every reader served";
    EXPECT_GE(std::atoi(readAll(count).c_str()), 3) << "readers ran during the recording";
    EXPECT_EQ(gamesIn(db), 1);
    EXPECT_EQ(integrity(db), "ok");
}

}  // namespace
}  // namespace carc::records
