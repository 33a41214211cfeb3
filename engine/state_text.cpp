#include "engine/state_text.hpp"

#include <sstream>

namespace carc {

std::string stateText(const Game& g) {
    std::ostringstream out;
    out << "phase " << static_cast<int>(g.phase()) << " turn " << g.turn() << " active " << g.activePlayer();
    if (g.drawnTile()) out << " drawn " << g.tiles().type(*g.drawnTile()).id;
    out << " left " << g.tilesLeft() << "\n";
    if (g.decision()) out << "decision " << decisionName(g.decision()->kind) << " p" << g.decision()->player << "\n";
    for (const PlacedTile& t : g.board().placed()) {
        out << "tile " << g.tiles().type(t.type).id << " " << toString(t.pos) << " r" << t.rot.degrees();
        if (t.bridgeSeg >= 0) out << " bridge " << locationName(t.bridge);
        out << "\n";
    }
    const BcbModule& bcb = g.module<BcbModule>();
    for (const Castle& c : bcb.castles)
        out << "castle p" << c.owner << " " << toString(c.tiles[0]) << toString(c.tiles[1]) << (c.scored ? " scored " : " open ")
            << c.points << "\n";
    for (const Follower& f : g.followers())
        out << "follower p" << f.owner << " " << toString(g.board().tile(f.at.tile).pos) << " s" << f.at.seg << "\n";
    for (int p = 0; p < g.playerCount(); ++p)
        out << "player " << p << " figures " << g.figure(p, 0) << "+" << g.figure(p, 1) << " supply " << g.supply(p)
            << " bridges " << bcb.bridges[static_cast<size_t>(p)] << " castles " << bcb.castleTokens[static_cast<size_t>(p)] << "\n";
    for (const ScoreEvent& e : g.scoreEvents())
        out << "event p" << e.player << " " << scoreKindName(e.kind) << " " << e.points << " f" << e.figure
            << (e.final ? " final" : "") << "\n";
    for (int m : g.module<MessagesModule>().deck) out << m;
    out << "\n";
    return out.str();
}

}  // namespace carc
