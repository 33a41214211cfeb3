// libFuzzer target for the game store's record reader: whatever a store file holds,
// opening it read-only, listing, showing and replaying its games gives values or
// errors, never a crash, a hang, a leak or undefined behaviour.
// Input: a whole database file when it starts with SQLite's header; otherwise
// "SETUP\nMOVE": the setup and the first move's JSON of a good store's only game.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include <sqlite3.h>

#include "engine/random_player.hpp"
#include "engine/records/game_store.hpp"
#include "engine/records/recorded_game.hpp"

namespace {

using namespace carc;
using namespace carc::records;

const std::filesystem::path& folder() {
    static const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                             ("carc_store_fuzz_" + std::to_string(::getpid()));
    return dir;
}

// A good store with one game of a few moves, made once.
const std::string& goodStore() {
    static const std::string bytes = [] {
        std::filesystem::create_directories(folder());
        const std::string path = (folder() / "good.carc").string();
        {
            auto store = GameStore::open(path);
            GameSetup setup;
            setup.players = {"red", "blue"};
            setup.seed = 3;
            auto game = RecordedGame::start(*store, setup, "fuzz");
            RandomPlayer player(3);
            for (int i = 0; i < 6 && !game->game().over(); ++i)
                if (!game->apply(player.choose(game->game()))) break;
        }
        sqlite3* db = nullptr;
        sqlite3_open(path.c_str(), &db);
        sqlite3_exec(db, "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);  // one file holds it all
        sqlite3_close(db);
        std::ifstream in(path, std::ios::binary);
        return std::string{std::istreambuf_iterator<char>(in), {}};
    }();
    return bytes;
}

void setRow(const std::string& path, const char* sql, const std::string& value) {
    sqlite3* db = nullptr;
    if (sqlite3_open(path.c_str(), &db) == SQLITE_OK) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK) {
            sqlite3_bind_text(stmt, 1, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
            sqlite3_step(stmt);
        }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    const std::string path = (folder() / "in.carc").string();
    const std::string& good = goodStore();
    std::filesystem::remove(path + "-wal");
    std::filesystem::remove(path + "-shm");
    std::filesystem::remove(path + "-journal");
    const bool wholeFile = input.size() >= 16 && std::memcmp(input.data(), "SQLite format 3", 16) == 0;
    std::ofstream(path, std::ios::binary | std::ios::trunc) << (wholeFile ? input : good);
    if (!wholeFile) {
        const auto cut = input.find('\n');
        setRow(path, "UPDATE games SET setup = ?", input.substr(0, cut));
        if (cut != std::string::npos) setRow(path, "UPDATE entries SET move = ? WHERE seq = 1", input.substr(cut + 1));
    }
    auto store = GameStore::open(path, GameStore::Access::ReadOnly);
    if (!store) return 0;
    auto games = store->list();
    if (!games) return 0;
    for (const GameSummary& g : *games) {
        (void)store->summary(g.id);
        (void)store->entries(g.id);
        (void)store->load(g.id);
    }
    return 0;
}
