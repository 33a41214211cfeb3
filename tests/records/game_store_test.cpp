// The record store keeps every move, resumes a game exactly where it stopped and
// gives back the same game through .jcz export and import.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "engine/io/jcz.hpp"
#include "engine/random_player.hpp"
#include "engine/records/recorded_game.hpp"
#include "engine/state_text.hpp"
#include "tests/records/temp_dir.hpp"

namespace carc::records {
namespace {

using test::TempDir;

GameSetup setupWith(std::uint64_t seed, bool expansions) {
    GameSetup s;
    s.players = {"Ann", "Bob", "Cy"};
    s.seed = seed;
    if (expansions) {
        s.sets = {"base", "bcb"};
        s.expansions = {true, true, true, false, true, false};
    }
    return s;
}

// Plays until `stop` says so or the game ends; returns false if a move was refused.
template <class Stop>
bool playUntil(RecordedGame& game, RandomPlayer& player, Stop stop) {
    while (!game.game().over() && !stop(game.game()))
        if (!game.apply(player.choose(game.game())).ok()) return false;
    return true;
}

TEST(GameStore, RecordsEveryMoveAndLoadsTheSameGame) {
    TempDir dir;
    std::string finalState;
    GameId id = 0;
    {
        auto store = GameStore::open(dir.file("games.db"));
        ASSERT_TRUE(store.ok()) << store.error();
        auto game = RecordedGame::start(*store, setupWith(7, false), "test");
        ASSERT_TRUE(game.ok()) << game.error();
        RandomPlayer player(7);
        ASSERT_TRUE(playUntil(*game, player, [](const Game&) { return false; }));
        finalState = stateText(game->game());
        id = game->id();
        auto summary = store->summary(id);
        ASSERT_TRUE(summary.ok());
        EXPECT_EQ(summary->status, GameStatus::Over);
        EXPECT_EQ(summary->entries, static_cast<int>(game->game().moves().size()));
        for (int p = 0; p < 3; ++p) EXPECT_EQ(summary->scores[static_cast<std::size_t>(p)], game->game().score(p));
    }
    auto store = GameStore::open(dir.file("games.db"), GameStore::Access::ReadOnly);
    ASSERT_TRUE(store.ok()) << store.error();
    auto loaded = store->load(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(stateText(*loaded), finalState);
    auto unfinished = store->unfinished();
    ASSERT_TRUE(unfinished.ok());
    EXPECT_FALSE(unfinished->has_value()) << "a finished game is not offered for resuming";
}

TEST(GameStore, ResumesWithTheSamePendingDecision) {
    TempDir dir;
    // Find a moment with a decision pending (The Messages' figure choice, a castle, a bid).
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        std::string before;
        std::optional<Decision> decision;
        {
            auto store = GameStore::open(dir.file("games.db"));
            ASSERT_TRUE(store.ok()) << store.error();
            auto game = RecordedGame::start(*store, setupWith(seed, true), "decisions");
            ASSERT_TRUE(game.ok()) << game.error();
            RandomPlayer player(seed);
            ASSERT_TRUE(playUntil(*game, player, [](const Game& g) { return g.phase() == Phase::Decision && g.turn() > 10; }));
            if (game->game().over()) continue;
            before = stateText(game->game());
            decision = game->game().decision();
        }  // the "crash": nothing is closed politely beyond what the destructors do
        auto store = GameStore::open(dir.file("games.db"));
        ASSERT_TRUE(store.ok()) << store.error();
        auto id = store->unfinished();
        ASSERT_TRUE(id.ok() && id->has_value());
        auto resumed = RecordedGame::resume(*store, **id);
        ASSERT_TRUE(resumed.ok()) << resumed.error();
        EXPECT_EQ(stateText(resumed->game()), before);
        ASSERT_TRUE(resumed->game().decision().has_value());
        EXPECT_EQ(resumed->game().decision()->kind, decision->kind);
        EXPECT_EQ(resumed->game().decision()->player, decision->player);
        EXPECT_EQ(resumed->game().decision()->options, decision->options);
        // And the game goes on from there, recorded.
        RandomPlayer player(seed + 1000);
        ASSERT_TRUE(playUntil(*resumed, player, [](const Game&) { return false; }));
        auto reloaded = store->load(**id);
        ASSERT_TRUE(reloaded.ok()) << reloaded.error();
        EXPECT_EQ(stateText(*reloaded), stateText(resumed->game()));
        return;
    }
    FAIL() << "no random game with a pending decision found";
}

TEST(GameStore, UndoIsRecordedAndReplayed) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok());
    auto game = RecordedGame::start(*store, setupWith(3, false), "undo");
    ASSERT_TRUE(game.ok());
    RandomPlayer player(3);
    for (int i = 0; i < 6; ++i) ASSERT_TRUE(game->apply(player.choose(game->game())).ok());
    const std::string beforeUndo = stateText(game->game());
    ASSERT_TRUE(game->undo("wrong tile").ok());
    const std::string afterUndo = stateText(game->game());
    EXPECT_NE(afterUndo, beforeUndo);
    auto entries = store->entries(game->id());
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries->size(), 7u);
    EXPECT_TRUE(entries->back().undo);
    EXPECT_EQ(entries->back().note, "wrong tile");
    auto loaded = store->load(game->id());
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(stateText(*loaded), afterUndo);
}

TEST(GameStore, FollowingAWatchedGameThatRevisedAMoveUndoesFromThereAndKeepsTheUndoing) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok());
    auto record = RecordedGame::start(*store, setupWith(5, false), "watched");
    ASSERT_TRUE(record.ok());
    auto watched = Game::create(setupWith(5, false));
    ASSERT_TRUE(watched.ok());
    RandomPlayer player(5);
    for (int i = 0; i < 8; ++i) ASSERT_TRUE(watched->apply(player.choose(*watched)).ok());
    ASSERT_TRUE(record->follow(*watched).ok());
    // The watcher takes back its last four moves and reads the table again otherwise.
    for (int i = 0; i < 4; ++i) ASSERT_TRUE(watched->undo().ok());
    RandomPlayer other(99);
    for (int i = 0; i < 5; ++i) ASSERT_TRUE(watched->apply(other.choose(*watched)).ok());
    ASSERT_NE(watched->moves()[4], record->game().moves()[4]) << "the two readings should differ from move 5 on";
    ASSERT_TRUE(record->follow(*watched).ok());
    EXPECT_EQ(stateText(record->game()), stateText(*watched));
    auto entries = store->entries(record->id());
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries->size(), 8u + 4u + 5u) << "the first reading, its undoing, the second reading";
    EXPECT_TRUE((*entries)[8].undo);
    EXPECT_EQ((*entries)[8].note, "seen: revised");
    auto loaded = store->load(record->id());
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(stateText(*loaded), stateText(*watched));
}

TEST(GameStore, IllegalMovesAreNotRecorded) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok());
    auto game = RecordedGame::start(*store, setupWith(3, false), "illegal");
    ASSERT_TRUE(game.ok());
    EXPECT_FALSE(game->apply(Deploy{0}).ok()) << "no tile placed yet";
    EXPECT_FALSE(game->apply(PlaceTile{Placement{*game->game().drawnTile(), {5, 5}, {}}}).ok());
    auto entries = store->entries(game->id());
    ASSERT_TRUE(entries.ok());
    EXPECT_TRUE(entries->empty());
    EXPECT_FALSE(game->undo().ok()) << "nothing to undo";
}

TEST(GameStore, FramesAreStoredBesideTheDatabaseByHash) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok());
    auto game = RecordedGame::start(*store, setupWith(4, false), "frames");
    ASSERT_TRUE(game.ok());
    RandomPlayer player(4);
    const std::vector<std::uint8_t> jpeg = {0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9};
    ASSERT_TRUE(game->apply(player.choose(game->game()), jpeg).ok());
    auto entries = store->entries(game->id());
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries->size(), 1u);
    EXPECT_EQ(entries->front().frame, sha256Hex(jpeg));
    std::ifstream in(store->framePath(entries->front().frame), std::ios::binary);
    const std::vector<std::uint8_t> back((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(back, jpeg);
}

TEST(GameStore, ExportThenImportGivesTheSameGame) {
    for (bool expansions : {false, true}) {
        TempDir dir;
        auto store = GameStore::open(dir.file("games.db"));
        ASSERT_TRUE(store.ok());
        auto game = RecordedGame::start(*store, setupWith(11, expansions), "round trip");
        ASSERT_TRUE(game.ok());
        RandomPlayer player(11);
        ASSERT_TRUE(playUntil(*game, player, [](const Game&) { return false; }));
        auto loaded = store->load(game->id());
        ASSERT_TRUE(loaded.ok());
        auto parsed = parseJcz(writeJcz(*loaded, {}));
        ASSERT_TRUE(parsed.ok()) << parsed.error();
        auto replayed = replayJcz(*parsed);
        ASSERT_TRUE(replayed.ok()) << replayed.error();
        for (int p = 0; p < 3; ++p) EXPECT_EQ(replayed->score(p), loaded->score(p));
        EXPECT_EQ(replayed->board().placed().size(), loaded->board().placed().size());
        EXPECT_TRUE(replayed->over());
    }
}

TEST(GameStore, ASecondWriterIsToldTheStoreIsBusyWhileReadersRead) {
    TempDir dir;
    auto first = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(first.ok());
    auto second = GameStore::open(dir.file("games.db"));
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().find("busy"), std::string::npos) << second.error();
    // WAL: a reader reads while the writer records, and sees each committed game.
    auto reader = GameStore::open(dir.file("games.db"), GameStore::Access::ReadOnly);
    ASSERT_TRUE(reader.ok()) << reader.error();
    auto game = RecordedGame::start(*first, setupWith(3, false), "while reading");
    ASSERT_TRUE(game.ok());
    auto games = reader->list();
    ASSERT_TRUE(games.ok()) << games.error();
    ASSERT_EQ(games->size(), 1u);
    EXPECT_EQ(games->front().name, "while reading");
}

TEST(GameStore, ReadersWriteNothingNotEvenALockFile) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    {
        auto store = GameStore::open(db);
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE(RecordedGame::start(*store, setupWith(4, false), "g").ok());
    }
    std::filesystem::remove(db + ".lock");
    auto reader = GameStore::open(db, GameStore::Access::ReadOnly);
    ASSERT_TRUE(reader.ok()) << reader.error();
    EXPECT_TRUE(reader->list().ok());
    EXPECT_FALSE(std::filesystem::exists(db + ".lock")) << "a reader must work where it cannot write";
}

TEST(GameStore, OneUnreadableRowDoesNotHideTheOthers) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    auto store = GameStore::open(db);
    ASSERT_TRUE(store.ok());
    auto a = RecordedGame::start(*store, setupWith(1, false), "a");
    auto b = RecordedGame::start(*store, setupWith(2, false), "b");
    ASSERT_TRUE(a.ok() && b.ok());
    auto raw = Database::open(db, false);
    ASSERT_TRUE(raw.ok());
    ASSERT_TRUE(raw->exec("UPDATE games SET setup = '{bad' WHERE id = " + std::to_string(a->id())).ok());
    auto games = store->list();
    ASSERT_TRUE(games.ok()) << games.error();
    ASSERT_EQ(games->size(), 2u);
    EXPECT_NE(games->at(0).damage, "");
    EXPECT_EQ(games->at(1).damage, "");
    EXPECT_EQ(games->at(1).name, "b");
    EXPECT_FALSE(store->summary(a->id()).ok());
    EXPECT_TRUE(store->remove(a->id()).ok()) << "a damaged record can be deleted";
    games = store->list();
    ASSERT_TRUE(games.ok());
    EXPECT_EQ(games->size(), 1u);
}

TEST(GameStore, AStoreVersionThatIsNoNumberIsRefusedByName) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    ASSERT_TRUE(GameStore::open(db).ok());
    auto raw = Database::open(db, false);
    ASSERT_TRUE(raw.ok());
    ASSERT_TRUE(raw->exec("UPDATE meta SET value = '9999999999999' WHERE key = 'version'").ok());
    auto store = GameStore::open(db, GameStore::Access::ReadOnly);
    ASSERT_FALSE(store.ok());
    EXPECT_NE(store.error().find("meta.version"), std::string::npos) << store.error();
}

TEST(GameStore, AFramesFileInsteadOfAFolderIsRefusedBeforeAnythingIsWritten) {
    TempDir dir;
    const std::string db = dir.file("games.db");
    std::ofstream(db + "-frames") << "x";
    auto store = GameStore::open(db);
    ASSERT_FALSE(store.ok());
    EXPECT_NE(store.error().find("-frames"), std::string::npos) << store.error();
    EXPECT_FALSE(std::filesystem::exists(db));
}

TEST(GameStore, DeleteRemovesTheGameAndItsMoves) {
    TempDir dir;
    auto store = GameStore::open(dir.file("games.db"));
    ASSERT_TRUE(store.ok());
    auto a = RecordedGame::start(*store, setupWith(1, false), "a");
    auto b = RecordedGame::start(*store, setupWith(2, false), "b");
    ASSERT_TRUE(a.ok() && b.ok());
    RandomPlayer player(1);
    ASSERT_TRUE(a->apply(player.choose(a->game())).ok());
    ASSERT_TRUE(store->remove(a->id()).ok());
    auto games = store->list();
    ASSERT_TRUE(games.ok());
    ASSERT_EQ(games->size(), 1u);
    EXPECT_EQ(games->front().name, "b");
    EXPECT_FALSE(store->remove(a->id()).ok()) << "deleting it twice names the missing game";
    auto entries = store->entries(a->id());
    ASSERT_TRUE(entries.ok());
    EXPECT_TRUE(entries->empty());
}

}  // namespace
}  // namespace carc::records
