#include "score_highlight.hpp"

namespace carc::app {
namespace {

void add(QSet<QPoint>& to, const std::vector<Pos>& cells) {
    for (Pos p : cells) to.insert(QPoint(p.x, p.y));
}

}  // namespace

BoardHighlight boardHighlight(const Game& game, int shownEvent) {
    BoardHighlight h;
    const auto& events = game.scoreEvents();
    if (shownEvent >= 0 && shownEvent < static_cast<int>(events.size())) {
        const ScoreEvent& e = events[static_cast<size_t>(shownEvent)];
        if (e.kind == ScoreKind::Field) {
            add(h.tiles, e.farm);
            add(h.fed, e.where);
        } else {
            add(h.tiles, e.where);
        }
        return h;
    }
    if (game.over()) {
        // Farms and the cities they feed.
        for (const ScoreEvent& e : events)
            if (e.kind == ScoreKind::Field && e.final) add(h.tiles, e.where);
        for (const Follower& f : game.followers())
            if (game.board().tile(f.at.tile).segment(f.at.seg).kind == FeatureKind::Field) {
                const Pos p = game.board().tile(f.at.tile).pos;
                h.tiles.insert(QPoint(p.x, p.y));
            }
    } else if (!events.empty() && events.back().turn == game.turn() - 1) {
        add(h.tiles, events.back().where);
    }
    return h;
}

}  // namespace carc::app
