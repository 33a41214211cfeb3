#include "vision/board/board_score.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "engine/game.hpp"
#include "engine/io/score_json.hpp"

namespace carc::vision {
namespace {

// The board read, indexed to be laid again tile by tile: which tile lies where, and the
// followers of the players on each (a follower of no player is no follower).
struct BoardIndex {
    BoardIndex(const BoardReading& r, const std::vector<std::string>& players) : reading(r), followersOn(r.tiles.size()) {
        for (size_t i = 0; i < players.size(); ++i) player[players[i]] = static_cast<int>(i);
        for (size_t i = 0; i < reading.tiles.size(); ++i) at[{reading.tiles[i].pos.x, reading.tiles[i].pos.y}] = i;
        for (const BoardFollower& f : reading.followers) {
            const auto it = at.find({f.pos.x, f.pos.y});
            if (it == at.end() || !player.count(f.colour)) continue;
            followersOn[it->second].push_back(&f);
        }
    }
    // The tiles beside tile i.
    [[nodiscard]] std::vector<size_t> neighbours(size_t i) const {
        std::vector<size_t> out;
        for (Edge e : kEdges) {
            const Pos n = reading.tiles[i].pos.neighbour(e);
            const auto it = at.find({n.x, n.y});
            if (it != at.end()) out.push_back(it->second);
        }
        return out;
    }
    // The segment of `active`'s follower on tile i, -1 none.
    [[nodiscard]] int ownSegment(size_t i, int active) const {
        for (const BoardFollower* f : followersOn[i])
            if (player.at(f->colour) == active) return f->segment;
        return -1;
    }

    const BoardReading& reading;
    std::map<std::string, int> player;
    std::vector<std::vector<const BoardFollower*>> followersOn;
    std::map<std::pair<int, int>, size_t> at;
};

// Which tile next, among those next to one laid, best first: the active player's follower
// tile (3), a tile without followers away from followers still to come (2) or next to
// one (1: it may join their features before they are laid), another player's follower
// tile (0: that follower is lost). Pairs (rank, tile).
std::vector<std::pair<int, size_t>> nextTiles(const BoardIndex& board, const std::vector<bool>& laid, int active) {
    std::vector<std::pair<int, size_t>> options;
    for (size_t i = 0; i < board.reading.tiles.size(); ++i) {
        if (laid[i]) continue;
        const std::vector<size_t> around = board.neighbours(i);
        if (std::none_of(around.begin(), around.end(), [&](size_t j) { return laid[j]; })) continue;
        const bool nearPending =
            std::any_of(around.begin(), around.end(), [&](size_t j) { return !laid[j] && !board.followersOn[j].empty(); });
        const int rank = board.ownSegment(i, active) >= 0 ? 3 : board.followersOn[i].empty() ? (nearPending ? 1 : 2) : 0;
        options.push_back({rank, i});
    }
    std::stable_sort(options.begin(), options.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    return options;
}

Error refused(const BoardTile& t) {
    return Error{"the engine refuses the tile read at (" + std::to_string(t.pos.x) + "," + std::to_string(t.pos.y) + ")"};
}

// Lays the next tile on `game` (the first of `options` whose follower the engine takes;
// when it takes none, the first, its follower lost) and marks it laid: the followers
// that tile loses.
Expected<int> layNext(Game& game, const BoardIndex& board, const std::vector<std::pair<int, size_t>>& options,
                      std::vector<bool>& laid, Pos first) {
    const auto relative = [&](const BoardTile& t) { return Pos{t.pos.x - first.x, t.pos.y - first.y}; };
    for (const auto& [rank, i] : options) {
        const BoardTile& t = board.reading.tiles[i];
        const int segment = board.ownSegment(i, game.activePlayer());
        if (!game.apply(PlaceTile{Placement{t.type, relative(t), t.rot}})) return refused(t);
        if (game.phase() == Phase::Follower) {
            if (rank == 3 && !game.apply(Deploy{segment})) {
                if (!game.undo()) return Error{"the engine cannot take a tile back"};
                continue;  // its feature is held already: another tile first
            }
            if (rank != 3 && !game.apply(Pass{})) return Error{"the engine refuses to pass"};
        }
        laid[i] = true;
        return static_cast<int>(board.followersOn[i].size()) - (rank == 3 ? 1 : 0);
    }
    // Every follower tile's feature is held: lay the first and lose its follower.
    const size_t i = options.front().second;
    const BoardTile& t = board.reading.tiles[i];
    if (!game.apply(PlaceTile{Placement{t.type, relative(t), t.rot}}) ||
        (game.phase() == Phase::Follower && !game.apply(Pass{})))
        return refused(t);
    laid[i] = true;
    return static_cast<int>(board.followersOn[i].size());
}

// The board laid again from tile `start` (laid by no one) on a new game, greedily
// (nextTiles), decisions as the engine suggests, the game ended: its score and the
// followers the engine could not lay (their feature already held when their turn came).
Expected<std::pair<nlohmann::json, int>> rebuiltFrom(const BoardIndex& board, size_t start,
                                                     std::shared_ptr<const Tileset> tiles,
                                                     const std::vector<std::string>& players) {
    const BoardTile& first = board.reading.tiles[start];
    GameSetup setup;
    setup.players = players;
    setup.source = TileSource::Table;
    setup.start = Placement{first.type, {0, 0}, first.rot};
    setup.startGiven = true;
    auto game = Game::create(setup, std::move(tiles));
    if (!game) return Error{game.error()};
    int unplaced = 0;
    std::vector<bool> laid(board.reading.tiles.size(), false);
    laid[start] = true;
    for (size_t step = 1; step < board.reading.tiles.size(); ++step) {
        const std::vector<std::pair<int, size_t>> options = nextTiles(board, laid, game->activePlayer());
        if (options.empty()) return Error{"the tiles read are not one board (a group lies apart)"};
        const Expected<int> lost = layNext(*game, board, options, laid, first.pos);
        if (!lost) return Error{lost.error()};
        unplaced += *lost;
        while (game->phase() == Phase::Decision) {
            if (!game->apply(Choose{game->decision()->suggested})) return Error{"the engine refused its own suggestion"};
        }
    }
    if (!game->over() && !game->apply(EndGame{})) return Error{"the engine refused to end the game"};
    return std::pair{scoreJson(*game), unplaced};
}

}  // namespace

Expected<nlohmann::json> scoreBoard(const BoardReading& reading, std::shared_ptr<const Tileset> tiles,
                                    const std::vector<std::string>& players) {
    if (reading.tiles.empty()) return Error{"no tile read"};
    for (const BoardDoubt& d : reading.doubts)
        if (d.unread) return Error{"a cell is unread: the score would be a guess"};
    const BoardIndex board(reading, players);
    // The engine lays a follower only on a feature nobody holds yet: two followers on
    // one farm must be laid before its parts join. The order of laying is a greedy
    // choice from a start tile (laid by no one, so one without followers); a few starts
    // are tried until every follower is laid.
    constexpr int kStartsTried = 24;  // 5-40 ms each: a board that needs more has followers misread
    std::optional<nlohmann::json> best;
    int bestUnplaced = 1 << 20;
    int tried = 0;
    for (size_t start = 0; start < reading.tiles.size() && tried < kStartsTried && bestUnplaced > 0; ++start) {
        if (!board.followersOn[start].empty() && start + 1 < reading.tiles.size()) continue;
        ++tried;
        const auto rebuilt = rebuiltFrom(board, start, tiles, players);
        if (!rebuilt) return Error{rebuilt.error()};
        if (rebuilt->second < bestUnplaced) best = rebuilt->first, bestUnplaced = rebuilt->second;
    }
    nlohmann::json out = *best;
    if (bestUnplaced > 0) out["followers_not_counted"] = bestUnplaced;
    return out;
}

}  // namespace carc::vision
