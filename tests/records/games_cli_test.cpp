// `carc games ...` as people and the acceptance checks call it (INTERFACES.md).
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/records/game_store.hpp"
#include "tests/records/temp_dir.hpp"
#include "tests/support/run_command.hpp"

namespace carc {
namespace {

using test::runCommand;
using test::TempDir;

std::string carc(const std::string& args) { return std::string(CARC_CLI) + " " + args; }

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

TEST(GamesCli, ImportExportImportKeepsTheGame) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    const std::string fixture = std::string(CARC_FIXTURES) + "/seed_final5.jcz";
    auto imported = runCommand(carc("games import " + fixture + " --db " + db + " --json"));
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    const auto id = nlohmann::json::parse(imported.out)["id"].get<int>();

    auto exported = runCommand(carc("games export " + std::to_string(id) + " --db " + db + " --jcz " + dir.file("out.jcz") +
                                    " --log " + dir.file("out.txt")));
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_NE(readAll(dir.file("out.txt")).find("turn"), std::string::npos);
    auto again = runCommand(carc("games import " + dir.file("out.jcz") + " --db " + db + " --json"));
    ASSERT_EQ(again.exitCode, 0) << again.err;

    // The original, the export and the re-import score the same.
    auto original = runCommand(carc("replay " + fixture + " --json"));
    auto roundTrip = runCommand(carc("replay " + dir.file("out.jcz") + " --json"));
    ASSERT_EQ(original.exitCode, 0);
    ASSERT_EQ(roundTrip.exitCode, 0) << roundTrip.err;
    EXPECT_EQ(nlohmann::json::parse(roundTrip.out), nlohmann::json::parse(original.out));

    auto list = runCommand(carc("games list --db " + db + " --json"));
    ASSERT_EQ(list.exitCode, 0) << list.err;
    const auto games = nlohmann::json::parse(list.out)["games"];
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0]["scores"], games[1]["scores"]);
    EXPECT_EQ(games[0]["entries"], games[1]["entries"]);
}

TEST(GamesCli, ShowReplayAndDelete) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    ASSERT_EQ(runCommand(carc("games play --db " + db + " --seed 3 --moves 12 --test-frames")).exitCode, 0);
    auto show = runCommand(carc("games show 1 --db " + db + " --json"));
    ASSERT_EQ(show.exitCode, 0) << show.err;
    const auto j = nlohmann::json::parse(show.out);
    ASSERT_EQ(j["moves"].size(), 12u);
    EXPECT_TRUE(j["moves"][0].contains("frame"));
    EXPECT_TRUE(std::filesystem::exists(j["moves"][0]["frame"].get<std::string>()));
    auto replay = runCommand(carc("games replay 1 --db " + db + " --turn 2"));
    ASSERT_EQ(replay.exitCode, 0) << replay.err;
    EXPECT_NE(replay.out.find("=== Turn 2 ==="), std::string::npos);
    EXPECT_EQ(replay.out.find("=== Turn 1 ==="), std::string::npos);
    EXPECT_NE(replay.out.find("Scores:"), std::string::npos);
    EXPECT_EQ(runCommand(carc("games replay 1 --db " + db + " --turn 99")).exitCode, 2);
    EXPECT_EQ(runCommand(carc("games delete 1 --db " + db)).exitCode, 0);
    auto gone = runCommand(carc("games show 1 --db " + db));
    EXPECT_EQ(gone.exitCode, 2);
    EXPECT_NE(gone.err.find("no game 1"), std::string::npos) << gone.err;
}

TEST(GamesCli, BadJczIsRefusedAndLeftUntouched) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    const std::string fixture = readAll(std::string(CARC_FIXTURES) + "/seed_final5.jcz");
    const std::string truncated = dir.file("cut.jcz");
    std::ofstream(truncated, std::ios::binary) << fixture.substr(0, fixture.size() / 2);
    const std::string before = readAll(truncated);
    auto r = runCommand(carc("games import " + truncated + " --db " + db));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(truncated), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one line: " << r.err;
    EXPECT_EQ(readAll(truncated), before);
    EXPECT_FALSE(std::filesystem::exists(db)) << "nothing is created for a refused import";
}

// A store that cannot grow (a full disk, a file-size limit) refuses the write with
// what happened, never "damaged", and keeps every game it had; the import leaves no
// part of its game behind (one transaction).
TEST(GamesCli, AStoreThatCannotGrowIsNotDamagedAndLosesNothing) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    ASSERT_EQ(runCommand(carc("games import " + std::string(CARC_FIXTURES) + "/seed_final5.jcz --db " + db)).exitCode, 0);
    const std::string big = std::string(CARC_FIXTURES) + "/jcz-corpus/bcb-game_0126.jcz";  // 274 moves
    // /bin/sh counts ulimit -f in 512-byte blocks: 32 KiB lets the store open (its
    // 32 KiB shared-memory index) but not take a 274-move game. SIGXFSZ is ignored so
    // the write fails with EFBIG, as it would with ENOSPC, instead of killing carc.
    auto full = runCommand("trap '' XFSZ; ulimit -f 64; exec " + carc("games import " + big + " --db " + db));
    EXPECT_EQ(full.exitCode, 2) << full.err;
    EXPECT_EQ(full.err.find("damaged"), std::string::npos) << full.err;
    EXPECT_NE(full.err.find(db + ": game not imported: disk I/O error"), std::string::npos) << full.err;
    auto list = runCommand(carc("games list --json --db " + db));
    ASSERT_EQ(list.exitCode, 0) << list.err;
    const auto games = nlohmann::json::parse(list.out)["games"];
    ASSERT_EQ(games.size(), 1u) << list.out;
    EXPECT_EQ(runCommand(carc("games replay 1 --db " + db)).exitCode, 0);
    EXPECT_EQ(runCommand(carc("games import " + big + " --db " + db)).exitCode, 0) << "room again: the import goes in";
}

TEST(GamesCli, ReadersReadWhileAWriterHoldsTheStore) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    auto holder = records::GameStore::open(db);
    ASSERT_TRUE(holder.ok());
    auto list = runCommand(carc("games list --json --db " + db));
    EXPECT_EQ(list.exitCode, 0) << list.err;
    auto show = runCommand(carc("games show 1 --db " + db));
    EXPECT_NE(show.err.find("no game 1"), std::string::npos) << "read, not refused as busy: " << show.err;
}

TEST(GamesCli, ResumeWithoutAnUnfinishedGameSaysSo) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    auto r = runCommand(carc("games play --db " + db + " --resume"));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("no unfinished game"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace carc
