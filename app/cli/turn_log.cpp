#include "app/cli/turn_log.hpp"

namespace carc::cli {
namespace {

std::string followerText(const Game& g, const Move& m) {
    const auto* d = std::get_if<Deploy>(&m);
    if (!d) return "no follower";
    const Segment& s = g.board().tile(g.lastPlaced()).segment(d->segment);
    static constexpr const char* role[] = {"thief", "knight", "farmer", "monk"};
    return role[static_cast<int>(s.kind)] + std::string(" on ") + featureName(s.kind) + " " + locationName(s);
}

}  // namespace

std::vector<std::string> turnLog(const Game& game) {
    std::vector<std::string> lines;
    auto shadow = Game::create(game.setup());
    if (!shadow) return {"cannot replay: " + shadow.error()};
    std::string line;
    std::vector<std::string> finals;
    size_t events = 0, logged = 0;
    auto flushScores = [&] {  // scores of the turn, in order, onto its line
        for (; events < shadow->scoreEvents().size(); ++events) {
            const ScoreEvent& e = shadow->scoreEvents()[events];
            const std::string text = game.setup().players[static_cast<size_t>(e.player)] + " scores " + e.explain();
            if (e.final) finals.push_back("        " + text);
            else line += "; " + text;
        }
    };
    auto flushSetAside = [&] {
        for (; logged < shadow->gameEvents().size(); ++logged) {
            const GameEvent& e = shadow->gameEvents()[logged];
            if (e.type == GameEvent::Type::SetAside)
                lines.push_back("        " + shadow->tiles().type(e.tile).name() + " fits nowhere and is set aside");
        }
    };
    flushSetAside();
    for (const Move& m : game.moves()) {
        const int player = shadow->activePlayer();
        const int turn = shadow->turn();
        if (const auto* p = std::get_if<PlaceTile>(&m)) {
            char head[32];
            std::snprintf(head, sizeof head, "turn %3d  ", turn);
            line = head + game.setup().players[static_cast<size_t>(player)] + " places " +
                   shadow->tiles().type(p->placement.type).name() + " at " + toString(p->placement.pos) + " rot " +
                   std::to_string(p->placement.rot.degrees());
        } else if (shadow->phase() == Phase::Follower &&
                   (std::holds_alternative<Deploy>(m) || std::holds_alternative<Pass>(m))) {
            line += ", " + followerText(*shadow, m);
        } else if (const auto* b = std::get_if<PlaceBridge>(&m)) {
            line += std::string(", bridge ") + (b->spot.axis == Axis::NS ? "N-S" : "W-E") + " on " + toString(b->spot.pos);
        } else if (shadow->decision()) {
            const Decision& d = *shadow->decision();
            const std::string who = game.setup().players[static_cast<size_t>(d.player)];
            std::string what = describe(m, shadow->tiles());
            if (const auto* c = std::get_if<Choose>(&m)) what = d.options[static_cast<size_t>(c->option)];
            if (std::holds_alternative<Pass>(m)) what = "passes";
            (line.empty() ? line : line += "; ") += who + ": " + what;
        }
        (void)shadow->apply(m);  // the game's own moves: legal by construction
        if (shadow->phase() == Phase::PlaceTile || shadow->over()) {
            flushScores();
            if (!line.empty()) lines.push_back(line);
            line.clear();
            flushSetAside();
        }
    }
    if (!line.empty()) lines.push_back(line + " (turn in progress)");
    if (!finals.empty()) {
        lines.push_back("Final scoring:");
        lines.insert(lines.end(), finals.begin(), finals.end());
    }
    return lines;
}

}  // namespace carc::cli
