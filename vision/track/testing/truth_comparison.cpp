#include "vision/track/testing/truth_comparison.hpp"

#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "engine/io/score_json.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision::testing {
namespace {

using Cell = std::pair<int, int>;
using FollowerKey = std::tuple<int, int, std::string, std::string>;  // x, y, colour, feature

// A tile as far as the eye can tell: its type and its rotation up to the tile's symmetry.
std::string seenAs(const Tileset& tiles, TileTypeId type, Rotation rot) {
    return tileLabel(tiles.type(type)) + " rot " + std::to_string(canonicalRotation(tiles, type, rot).degrees());
}

// Every follower deployed in a game, in order: where, whose (by colour), on what. A
// follower scored in the turn it came is as much a reading as one that stays.
std::vector<FollowerKey> deployments(const GameSetup& setup, const std::vector<Move>& moves) {
    std::vector<FollowerKey> out;
    auto shadow = Game::create(setup);
    if (!shadow) return out;
    for (const Move& m : moves) {
        if (const auto* d = std::get_if<Deploy>(&m); d && shadow->phase() == Phase::Follower && shadow->lastPlaced() >= 0) {
            const PlacedTile& t = shadow->board().tile(shadow->lastPlaced());
            out.emplace_back(t.pos.x, t.pos.y, setup.players[static_cast<size_t>(shadow->activePlayer())],
                             featureName(t.segment(d->segment).kind));
        }
        if (!shadow->apply(m)) break;
    }
    return out;
}

}  // namespace

TruthComparison& TruthComparison::operator+=(const TruthComparison& o) {
    tiles += o.tiles, tilesRight += o.tilesRight, followers += o.followers, followersRight += o.followersRight;
    questions += o.questions;
    return *this;
}

TruthComparison compareWithTruth(const Tracker& tracker, const Game& game, const nlohmann::json& lastTruth,
                                 const GameSetup& playedSetup, const std::vector<Move>& played,
                                 const nlohmann::json& summary) {
    const Tileset& tiles = game.tiles();
    TruthComparison c;
    c.questions = tracker.tileQuestions();

    std::map<Cell, std::string> seen;
    for (const PlacedTile& t : game.board().placed()) seen[{t.pos.x, t.pos.y}] = seenAs(tiles, t.type, t.rot);
    for (const auto& t : lastTruth.value("tiles", nlohmann::json::array())) {
        const TileType* type = tiles.find(t.at("id").get<std::string>());
        if (!type) continue;
        const Cell cell{t.at("x").get<int>(), t.at("y").get<int>()};
        const std::string truth = seenAs(tiles, type->index, Rotation::fromDegrees(t.at("rotation").get<int>()));
        ++c.tiles;
        const auto it = seen.find(cell);
        if (it != seen.end() && it->second == truth) {
            ++c.tilesRight;
        } else {
            std::ostringstream m;
            m << "(" << cell.first << "," << cell.second << "): seen " << (it == seen.end() ? "nothing" : it->second)
              << ", truth " << truth;
            c.mistakes.push_back(m.str());
        }
    }

    std::multiset<FollowerKey> seenFollowers;
    for (const FollowerKey& k : deployments(game.setup(), game.moves())) seenFollowers.insert(k);
    for (const FollowerKey& key : deployments(playedSetup, played)) {
        ++c.followers;
        if (const auto it = seenFollowers.find(key); it != seenFollowers.end()) {
            seenFollowers.erase(it);
            ++c.followersRight;
        } else {
            c.mistakes.push_back("(" + std::to_string(std::get<0>(key)) + "," + std::to_string(std::get<1>(key)) +
                                 "): missed a " + std::get<2>(key) + " follower on a " + std::get<3>(key));
        }
    }
    for (const FollowerKey& k : seenFollowers)
        c.mistakes.push_back("(" + std::to_string(std::get<0>(k)) + "," + std::to_string(std::get<1>(k)) + "): saw a " +
                             std::get<2>(k) + " follower on a " + std::get<3>(k) + " that is not there");

    c.scoresRight = true;
    const auto& players = summary.at("scores").at("players");
    for (int p = 0; p < game.playerCount(); ++p)
        c.scoresRight = c.scoresRight && players.at(static_cast<size_t>(p)).at("score").get<int>() == game.score(p);
    return c;
}

std::string scoreTableWithTruth(const Game& game, const nlohmann::json& summary) {
    std::istringstream table(scoreTable(game));
    std::string out, line;
    int row = -1;  // the header, then one row per player in turn order
    while (std::getline(table, line)) {
        if (row < 0) {
            out += line + "    truth\n";
        } else {
            char buf[16];
            const int truth = summary.at("scores").at("players").at(static_cast<size_t>(row)).at("score").get<int>();
            std::snprintf(buf, sizeof buf, "%9d", truth);
            out += line + buf + "\n";
        }
        ++row;
    }
    return out;
}

}  // namespace carc::vision::testing
