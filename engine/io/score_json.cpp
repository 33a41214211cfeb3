#include "engine/io/score_json.hpp"

#include <array>
#include <cstdio>

namespace carc {

nlohmann::json scoreJson(const Game& game) {
    nlohmann::json players = nlohmann::json::array();
    for (int p = 0; p < game.playerCount(); ++p) {
        nlohmann::json breakdown = nlohmann::json::array();
        for (const ScoreEvent& e : game.scoreEvents()) {
            if (e.player != p) continue;
            breakdown.push_back({{"feature", scoreKindName(e.kind)},
                                 {"points", e.points},
                                 {"turn", e.turn},
                                 {"final", e.final},
                                 {"explain", e.explain()}});
        }
        players.push_back({{"name", game.setup().players[static_cast<size_t>(p)]}, {"score", game.score(p)}, {"breakdown", breakdown}});
    }
    return {{"ended", game.over()}, {"players", players}};
}

std::string scoreTable(const Game& game) {
    constexpr std::array kinds{ScoreKind::Road, ScoreKind::City, ScoreKind::Cloister, ScoreKind::Field,
                               ScoreKind::Castle, ScoreKind::Bazaar, ScoreKind::Message};
    // Only the columns that scored anything, so a base game's table stays narrow.
    std::array<bool, kinds.size()> used{};
    for (const ScoreEvent& e : game.scoreEvents())
        for (size_t k = 0; k < kinds.size(); ++k) used[k] = used[k] || e.kind == kinds[k];
    used[0] = used[1] = used[2] = used[3] = true;

    char buf[64];
    std::string out;
    std::snprintf(buf, sizeof buf, "%-14s", "player");
    out += buf;
    for (size_t k = 0; k < kinds.size(); ++k)
        if (used[k]) {
            std::snprintf(buf, sizeof buf, "%9s", scoreKindName(kinds[k]));
            out += buf;
        }
    out += "    total\n";
    for (int p = 0; p < game.playerCount(); ++p) {
        std::snprintf(buf, sizeof buf, "%-14.14s", game.setup().players[static_cast<size_t>(p)].c_str());
        out += buf;
        for (size_t k = 0; k < kinds.size(); ++k) {
            if (!used[k]) continue;
            int sum = 0;
            for (const ScoreEvent& e : game.scoreEvents())
                if (e.player == p && e.kind == kinds[k]) sum += e.points;
            std::snprintf(buf, sizeof buf, "%9d", sum);
            out += buf;
        }
        std::snprintf(buf, sizeof buf, "%9d\n", game.score(p));
        out += buf;
    }
    return out;
}

}  // namespace carc
