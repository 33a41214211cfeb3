#include "vision/sim/game_script.hpp"

#include <optional>

#include "engine/io/score_json.hpp"
#include "engine/random_player.hpp"

namespace carc::sim {
namespace {

Snapshot snapshotOf(const Game& g, int player) {
    Snapshot s;
    const Board& b = g.board();
    s.tiles = b.size();
    s.player = player;
    s.turn = g.turn();
    for (const Follower& f : g.followers()) {
        const PlacedTile& t = b.tile(f.at.tile);
        const Segment& seg = t.segment(f.at.seg);
        s.followers.push_back({f.at.tile, f.owner, f.at.seg, seg.kind, locationName(seg)});
    }
    for (int i = 0; i < b.size(); ++i)
        if (const auto axis = bridgeAxis(b.tile(i))) s.bridges.push_back({i, *axis});
    for (const Castle& c : g.module<BcbModule>().castles) s.castles.push_back({c.owner, c.tiles});
    return s;
}

bool sameTable(const Snapshot& a, const Snapshot& b) {
    if (a.tiles != b.tiles || a.followers.size() != b.followers.size() || a.bridges.size() != b.bridges.size() ||
        a.castles.size() != b.castles.size())
        return false;
    for (size_t i = 0; i < a.followers.size(); ++i)
        if (a.followers[i].tile != b.followers[i].tile || a.followers[i].segment != b.followers[i].segment) return false;
    return true;
}

}  // namespace

Expected<GameScript> scriptGame(const GameSetup& setup, const std::vector<Move>& moves, int maxTurns) {
    auto game = Game::create(setup);
    if (!game) return Error{"game setup: " + game.error()};
    GameScript out;
    out.setup = setup;
    Game& g = *game;
    out.snapshots.push_back(snapshotOf(g, -1));
    int mover = -1;
    std::optional<Snapshot> placed;  // the table with this turn's follower, before scoring
    int turns = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (maxTurns >= 0 && turns >= maxTurns) break;
        if (std::holds_alternative<PlaceTile>(moves[i])) mover = g.activePlayer(), placed.reset();
        if (const auto* d = std::get_if<Deploy>(&moves[i]); d && g.phase() == Phase::Follower) {
            placed = snapshotOf(g, mover);
            const PlacedTile& t = g.board().tile(g.lastPlaced());
            const Segment& seg = t.segment(d->segment);
            placed->followers.push_back({g.lastPlaced(), mover, d->segment, seg.kind, locationName(seg)});
        }
        if (auto st = g.apply(moves[i]); !st) return Error{"move " + std::to_string(i + 1) + ": " + st.error()};
        out.moves.push_back(moves[i]);
        const bool turnDone = g.phase() == Phase::PlaceTile || g.over();
        if (!turnDone) continue;
        ++turns;
        Snapshot s = snapshotOf(g, mover);
        // Followers sent home this turn are taken back after the new one is put down
        // (a follower that scores at once included): the camera sees two stills, as at
        // a real table.
        if (placed && placed->followers.size() > s.followers.size()) out.snapshots.push_back(*placed);
        placed.reset();
        if (!sameTable(s, out.snapshots.back())) out.snapshots.push_back(std::move(s));
        else if (g.over()) out.snapshots.back() = std::move(s);
    }
    for (const PlacedTile& t : g.board().placed()) out.tiles.push_back(t);
    out.scores = scoreJson(g);
    out.ended = g.over();
    return out;
}

Expected<GameScript> randomGame(GameSetup setup, std::uint64_t seed, int maxTurns) {
    auto game = Game::create(setup);
    if (!game) return Error{"game setup: " + game.error()};
    RandomPlayer player(seed * 7919 + 17);
    if (player.playOut(*game) < 0) return Error{"random game: the engine refused a move (seed " + std::to_string(seed) + ")"};
    return scriptGame(setup, game->moves(), maxTurns);
}

}  // namespace carc::sim
