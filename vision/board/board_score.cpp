#include "vision/board/board_score.hpp"

#include <algorithm>
#include <map>

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

    // The start tile is laid by no one: one without followers.
    size_t start = 0;
    while (start + 1 < reading.tiles.size() && !followersOn[start].empty()) ++start;
    const BoardTile& first = reading.tiles[start];
    GameSetup setup;
    setup.players = players;
    setup.source = TileSource::Table;
    setup.start = Placement{first.type, {0, 0}, first.rot};
    setup.startGiven = true;
    auto game = Game::create(setup, tiles);
    if (!game) return Error{game.error()};
    auto relative = [&](const BoardTile& t) { return Pos{t.pos.x - first.pos.x, t.pos.y - first.pos.y}; };
    int unplaced = 0;  // followers the engine could not lay (a feature already held, a turn of no use)
    auto deploy = [&](size_t tile) -> Status {
        // A follower of the player whose turn it is: on the segment it was read on.
        bool laidOne = false;
        for (const BoardFollower* f : followersOn[tile]) {
            if (!laidOne && player[f->colour] == game->activePlayer() && f->segment >= 0 && game->apply(Deploy{f->segment})) {
                laidOne = true;
                continue;
            }
            ++unplaced;
        }
        return laidOne ? Status{} : game->apply(Pass{});
    };
    std::vector<bool> laid(reading.tiles.size(), false);
    laid[start] = true;
    for (size_t step = 1; step < reading.tiles.size(); ++step) {
        // Next: a tile next to one laid; the active player's follower tile first.
        int pick = -1, pickRank = -1;
        for (size_t i = 0; i < reading.tiles.size(); ++i) {
            if (laid[i]) continue;
            bool touches = false;
            for (Edge e : kEdges) {
                const Pos n = reading.tiles[i].pos.neighbour(e);
                const auto it = at.find({n.x, n.y});
                touches |= it != at.end() && laid[it->second];
            }
            if (!touches) continue;
            // 2: the active player's follower is on it, 1: no follower, 0: another player's
            const bool own = std::any_of(followersOn[i].begin(), followersOn[i].end(),
                                         [&](const BoardFollower* f) { return player[f->colour] == game->activePlayer(); });
            const int rank = own ? 2 : followersOn[i].empty() ? 1 : 0;
            if (rank > pickRank) pick = static_cast<int>(i), pickRank = rank;
        }
        if (pick < 0) return Error{"the tiles read are not one board (a group lies apart)"};
        const BoardTile& t = reading.tiles[static_cast<size_t>(pick)];
        laid[static_cast<size_t>(pick)] = true;
        if (!game->apply(PlaceTile{Placement{t.type, relative(t), t.rot}}))
            return Error{"the engine refuses the tile read at (" + std::to_string(t.pos.x) + "," + std::to_string(t.pos.y) + ")"};
        if (game->phase() == Phase::Follower && !deploy(static_cast<size_t>(pick)))
            return Error{"the engine refuses the follower read at (" + std::to_string(t.pos.x) + "," + std::to_string(t.pos.y) + ")"};
        while (game->phase() == Phase::Decision) {
            if (!game->apply(Choose{game->decision()->suggested})) return Error{"the engine refused its own suggestion"};
        }
    }
    if (!game->over() && !game->apply(EndGame{})) return Error{"the engine refused to end the game"};
    nlohmann::json out = scoreJson(*game);
    if (unplaced > 0) out["followers_not_counted"] = unplaced;
    return out;
}

}  // namespace carc::vision
