#include "vision/board/board_score.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "engine/game.hpp"
#include "engine/io/score_json.hpp"

namespace carc::vision {

Expected<nlohmann::json> scoreBoard(const BoardReading& reading, std::shared_ptr<const Tileset> tiles,
                                    const std::vector<std::string>& players) {
    if (reading.tiles.empty()) return Error{"no tile read"};
    for (const BoardDoubt& d : reading.doubts)
        if (d.reason.rfind("no reading fits", 0) == 0) return Error{"a cell is unread: the score would be a guess"};
    std::map<std::string, int> player;
    for (size_t i = 0; i < players.size(); ++i) player[players[i]] = static_cast<int>(i);
    std::vector<std::vector<const BoardFollower*>> followersOn(reading.tiles.size());
    std::map<std::pair<int, int>, size_t> at;
    for (size_t i = 0; i < reading.tiles.size(); ++i) at[{reading.tiles[i].pos.x, reading.tiles[i].pos.y}] = i;
    for (const BoardFollower& f : reading.followers) {
        const auto it = at.find({f.pos.x, f.pos.y});
        if (it == at.end() || !player.count(f.colour)) continue;  // a follower of no player is no follower
        followersOn[it->second].push_back(&f);
    }

    // The engine lays a follower only on a feature nobody holds yet: two followers on
    // one farm must be laid before its parts join. The order of laying is a greedy
    // choice from a start tile (laid by no one, so one without followers); a few starts
    // are tried until every follower is laid.
    constexpr int kStartsTried = 24;  // 5-40 ms each: a board that needs more has followers misread
    std::optional<nlohmann::json> best;
    int bestUnplaced = 1 << 20;
    int tried = 0;
    for (size_t start = 0; start < reading.tiles.size() && tried < kStartsTried && bestUnplaced > 0; ++start) {
        if (!followersOn[start].empty() && start + 1 < reading.tiles.size()) continue;
        ++tried;
        auto rebuilt = [&]() -> Expected<std::pair<nlohmann::json, int>> {
        const BoardTile& first = reading.tiles[start];
        GameSetup setup;
        setup.players = players;
        setup.source = TileSource::Table;
        setup.start = Placement{first.type, {0, 0}, first.rot};
        setup.startGiven = true;
        auto game = Game::create(setup, tiles);
        if (!game) return Error{game.error()};
        auto relative = [&](const BoardTile& t) { return Pos{t.pos.x - first.pos.x, t.pos.y - first.pos.y}; };
        int unplaced = 0;  // followers the engine could not lay (their feature already held when their turn came)
        std::vector<bool> laid(reading.tiles.size(), false);
        laid[start] = true;
        auto neighbours = [&](size_t i) {
            std::vector<size_t> out;
            for (Edge e : kEdges) {
                const Pos n = reading.tiles[i].pos.neighbour(e);
                const auto it = at.find({n.x, n.y});
                if (it != at.end()) out.push_back(it->second);
            }
            return out;
        };
        auto ownSegment = [&](size_t i) {  // the active player's follower on tile i, -1 none
            for (const BoardFollower* f : followersOn[i])
                if (player[f->colour] == game->activePlayer()) return f->segment;
            return -1;
        };
        for (size_t step = 1; step < reading.tiles.size(); ++step) {
            // Which tile next, among those next to one laid: the active player's follower
            // tile (3), a tile without followers away from followers still to come (2) or
            // next to one (1: it may join their features before they are laid), another
            // player's follower tile (0: that follower is lost).
            std::vector<std::pair<int, size_t>> options;
            for (size_t i = 0; i < reading.tiles.size(); ++i) {
                if (laid[i]) continue;
                const std::vector<size_t> around = neighbours(i);
                if (std::none_of(around.begin(), around.end(), [&](size_t j) { return laid[j]; })) continue;
                const bool nearPending = std::any_of(around.begin(), around.end(), [&](size_t j) { return !laid[j] && !followersOn[j].empty(); });
                const int rank = ownSegment(i) >= 0 ? 3 : followersOn[i].empty() ? (nearPending ? 1 : 2) : 0;
                options.push_back({rank, i});
            }
            if (options.empty()) return Error{"the tiles read are not one board (a group lies apart)"};
            std::stable_sort(options.begin(), options.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
            bool done = false;
            for (const auto& [rank, i] : options) {
                const BoardTile& t = reading.tiles[i];
                const int segment = ownSegment(i);
                if (!game->apply(PlaceTile{Placement{t.type, relative(t), t.rot}}))
                    return Error{"the engine refuses the tile read at (" + std::to_string(t.pos.x) + "," + std::to_string(t.pos.y) + ")"};
                if (game->phase() == Phase::Follower) {
                    if (rank == 3 && !game->apply(Deploy{segment})) {
                        if (!game->undo()) return Error{"the engine cannot take a tile back"};
                        continue;  // its feature is held already: another tile first
                    }
                    if (rank != 3 && !game->apply(Pass{})) return Error{"the engine refuses to pass"};
                }
                unplaced += static_cast<int>(followersOn[i].size()) - (rank == 3 ? 1 : 0);
                laid[i] = true;
                done = true;
                break;
            }
            if (!done) {  // every follower tile's feature is held: lay the first and lose its follower
                const size_t i = options.front().second;
                const BoardTile& t = reading.tiles[i];
                if (!game->apply(PlaceTile{Placement{t.type, relative(t), t.rot}}) ||
                    (game->phase() == Phase::Follower && !game->apply(Pass{})))
                    return Error{"the engine refuses the tile read at (" + std::to_string(t.pos.x) + "," + std::to_string(t.pos.y) + ")"};
                unplaced += static_cast<int>(followersOn[i].size());
                laid[i] = true;
            }
            while (game->phase() == Phase::Decision) {
                if (!game->apply(Choose{game->decision()->suggested})) return Error{"the engine refused its own suggestion"};
            }
        }
        if (!game->over() && !game->apply(EndGame{})) return Error{"the engine refused to end the game"};
        return std::pair{scoreJson(*game), unplaced};
        }();
        if (!rebuilt) return Error{rebuilt.error()};
        if (rebuilt->second < bestUnplaced) best = rebuilt->first, bestUnplaced = rebuilt->second;
    }
    nlohmann::json out = *best;
    if (bestUnplaced > 0) out["followers_not_counted"] = bestUnplaced;
    return out;
}

}  // namespace carc::vision
