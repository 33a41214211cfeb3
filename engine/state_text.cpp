#include "engine/state_text.hpp"

#include <sstream>

namespace carc {

std::string stateText(const Game& g) {
    std::ostringstream out;
    out << "phase " << static_cast<int>(g.phase()) << " turn " << g.turn() << " active " << g.activePlayer();
    if (g.drawnTile()) out << " drawn " << g.tiles().type(*g.drawnTile()).id;
    out << " left " << g.tilesLeft() << "\n";
    for (const PlacedTile& t : g.board().placed())
        out << "tile " << g.tiles().type(t.type).id << " " << toString(t.pos) << " r" << t.rot.degrees() << "\n";
    for (const Follower& f : g.followers())
        out << "follower p" << f.owner << " " << toString(g.board().tile(f.at.tile).pos) << " s" << f.at.seg << "\n";
    for (int p = 0; p < g.playerCount(); ++p)
        out << "player " << p << " score " << g.score(p) << " supply " << g.supply(p) << "\n";
    for (const ScoreEvent& e : g.scoreEvents())
        out << "event p" << e.player << " " << scoreKindName(e.kind) << " " << e.points << (e.final ? " final" : "") << "\n";
    return out.str();
}

}  // namespace carc
