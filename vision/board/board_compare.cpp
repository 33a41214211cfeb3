#include "vision/board/board_compare.hpp"

#include <map>
#include <set>
#include <string>
#include <tuple>

#include "engine/tileset.hpp"

namespace carc::vision {
namespace {

using Key = std::pair<int, int>;
Key keyOf(const nlohmann::json& t) { return {t.at("x").get<int>(), t.at("y").get<int>()}; }
// River tiles (not in the rules), tiles of no base type and tiles the photographer
// blacked out are labelled but not scored.
bool unscored(const nlohmann::json& t) {
    const std::string name = t.at("tile").get<std::string>();
    return name == "river" || name == "other" || name == "hidden";
}

// Followers: same cell (the reading's shifted by `offset` onto the truth's), colour and feature.
void compareFollowers(const nlohmann::json& read, const nlohmann::json& truth, Key offset, BoardComparison& c) {
    std::multiset<std::tuple<int, int, std::string, std::string>> readFollowers;
    if (read.contains("followers"))
        for (const auto& f : read.at("followers"))
            readFollowers.insert({f.at("x").get<int>() - offset.first, f.at("y").get<int>() - offset.second,
                                  f.at("colour").get<std::string>(), f.at("feature").get<std::string>()});
    if (truth.contains("followers"))
        for (const auto& f : truth.at("followers")) {
            ++c.followers;
            const auto it = readFollowers.find({f.at("x").get<int>(), f.at("y").get<int>(), f.at("colour").get<std::string>(),
                                                f.at("feature").get<std::string>()});
            if (it != readFollowers.end()) ++c.followersRight, readFollowers.erase(it);
        }
    c.followersExtra = static_cast<int>(readFollowers.size());
}

// Final score: every player's points.
void compareScore(const nlohmann::json& read, const nlohmann::json& truth, BoardComparison& c) {
    if (truth.contains("players") && read.contains("score") && read.at("score").contains("players")) {
        c.scored = true;
        c.scoreExact = true;
        const auto& players = read.at("score").at("players");
        const auto& want = truth.at("players");
        if (players.size() != want.size()) c.scoreExact = false;
        for (size_t i = 0; i < players.size() && i < want.size(); ++i)
            c.scoreExact &= players[i].at("score").get<int>() == want[i].at("final_points").get<int>();
    }
}

}  // namespace

BoardComparison compareBoard(const nlohmann::json& read, const nlohmann::json& truth) {
    BoardComparison c;
    std::map<Key, std::pair<std::string, int>> readTiles;
    for (const auto& t : read.at("tiles")) readTiles[keyOf(t)] = {t.at("tile").get<std::string>(), t.at("rotation").get<int>()};
    std::set<Key> seen;  // cells the reading found: its tiles and its cells in doubt
    for (const auto& [k, v] : readTiles) seen.insert(k);
    if (read.contains("doubts"))
        for (const auto& d : read.at("doubts"))
            if (d.contains("x")) seen.insert(keyOf(d));
    std::vector<std::tuple<Key, std::string, int>> truthTiles;
    for (const auto& t : truth.at("tiles"))
        if (!unscored(t))
            truthTiles.emplace_back(keyOf(t), t.at("tile").get<std::string>(), t.at("rotation").get<int>());
    std::set<Key> river;
    for (const auto& t : truth.at("tiles"))
        if (unscored(t)) river.insert(keyOf(t));

    // The offset (read - truth) under which most tiles agree, then most cells are occupied.
    Key offset{0, 0};
    int bestRight = -1, bestOccupied = -1;
    std::set<Key> tried;
    for (const Key& rk : seen)
        for (const auto& t : truth.at("tiles")) {
            const Key off{rk.first - keyOf(t).first, rk.second - keyOf(t).second};
            if (!tried.insert(off).second) continue;
            int right = 0, occupied = 0;
            for (const auto& [k, l, r] : truthTiles) {
                const auto it = readTiles.find({k.first + off.first, k.second + off.second});
                if (it != readTiles.end()) right += it->second.first == l && it->second.second == r;
            }
            for (const auto& u : truth.at("tiles")) occupied += seen.count({keyOf(u).first + off.first, keyOf(u).second + off.second}) > 0;
            if (std::tie(right, occupied) > std::tie(bestRight, bestOccupied)) bestRight = right, bestOccupied = occupied, offset = off;
        }
    std::set<Key> matched;
    for (const auto& [k, l, r] : truthTiles) {
        const Key at{k.first + offset.first, k.second + offset.second};
        const auto it = readTiles.find(at);
        if (const TileType* type = Tileset::standard().find(l); type != nullptr && type->set == "river") {
            ++c.riverTiles;
            if (it != readTiles.end()) matched.insert(at), c.riverRight += it->second.first == l && it->second.second == r;
            continue;
        }
        ++c.tiles;
        if (it == readTiles.end()) {
            ++c.tilesMissed;
            continue;
        }
        matched.insert(at);
        if (it->second.first == l && it->second.second == r) ++c.tilesRight;
        else ++c.tilesWrong;
    }
    for (const auto& [k, v] : readTiles)
        if (!matched.count(k) && !river.count({k.first - offset.first, k.second - offset.second})) ++c.tilesExtra;

    compareFollowers(read, truth, offset, c);
    compareScore(read, truth, c);
    return c;
}

}  // namespace carc::vision
