#include "vision/sim/sim_options.hpp"

#include <cmath>

#include "engine/io/jcz.hpp"
#include "vision/camera/piece_colours.hpp"

namespace carc::sim {
namespace {

Status checkColours(const std::vector<std::string>& colours) {
    for (const std::string& c : colours)
        if (!vision::findColour(c)) return Error{"--players: '" + c + "' is not a follower colour (" + vision::colourNames() + ")"};
    for (size_t i = 0; i < colours.size(); ++i)
        for (size_t j = i + 1; j < colours.size(); ++j)
            if (colours[i] == colours[j]) return Error{"--players: colour '" + colours[i] + "' given twice"};
    return {};
}

}  // namespace

Status checkSimOptions(const SimOptions& o) {
    if (o.tiltDeg < 0 || o.tiltDeg > 25) return Error{"--tilt: must be between 0 and 25 degrees"};
    if (o.imageSize.width < 640 || o.imageSize.height < 480 || o.imageSize.width > 4096 || o.imageSize.height > 3072)
        return Error{"--width/--height: must be between 640x480 and 4096x3072"};
    if (o.framesPerMove < 1 || o.framesPerMove > 60) return Error{"--frames-per-move: must be between 1 and 60"};
    if (auto s = checkColours(o.colours); !s) return s;
    // A table is at most a couple of metres across (and table.yaml's limit is 10 m).
    constexpr double kStartReachMm = 2000;
    if (!(std::abs(o.board.startMm.x) <= kStartReachMm && std::abs(o.board.startMm.y) <= kStartReachMm))
        return Error{"--start-at: the start tile must lie within 2000 mm of the table origin"};
    if (!std::isfinite(o.board.turnDeg) || std::abs(o.board.turnDeg) > 360) return Error{"--board-turn: between -360 and 360 degrees"};
    if (!std::isfinite(o.cameraRollDeg) || std::abs(o.cameraRollDeg) > 360) return Error{"--camera-roll: between -360 and 360 degrees"};
    for (int i = 0; i < 4; ++i)
        if (!(o.spareCells[i] >= 0 && o.spareCells[i] <= 20)) return Error{"--spare-cells: each between 0 and 20 cells"};
    for (const std::string& x : o.expansions)
        if (x != "bcb" && x != "messages") return Error{"--expansions: '" + x + "' is not one of bcb, messages"};
    return {};
}

Expected<SimGame> loadSimGame(const SimOptions& o) {
    if (auto s = checkSimOptions(o); !s) return Error{s.error()};
    SimGame out;
    if (!o.jcz.empty()) {
        auto saved = readJczFile(o.jcz);
        if (!saved) return Error{saved.error()};
        const size_t players = saved->setup.players.size();
        if (!o.colours.empty() && o.colours.size() != players)
            return Error{"--players: " + o.jcz + " has " + std::to_string(players) + " players, " +
                         std::to_string(o.colours.size()) + " colours given"};
        for (size_t i = 0; i < players; ++i)
            out.colours.push_back(o.colours.empty() ? vision::defaultColour(static_cast<int>(i)).name : o.colours[i]);
        // The engine's moves for the save: replay it once, then script the table from them.
        auto game = replayJcz(*saved);
        if (!game) return Error{o.jcz + ": " + game.error()};
        GameSetup setup = game->setup();
        auto script = scriptGame(setup, game->moves(), o.turns);
        if (!script) return Error{o.jcz + ": " + script.error()};
        out.script = std::move(*script);
        out.source = o.jcz;
        return out;
    }
    out.colours = o.colours.empty() ? std::vector<std::string>{"red", "blue", "green"} : o.colours;
    if (out.colours.size() < 2 || out.colours.size() > 6) return Error{"--players: 2 to 6 colours, comma-separated"};
    GameSetup setup;
    setup.players = out.colours;  // players are called by their colour, as `carc track` names them
    setup.seed = o.seed;
    for (const std::string& x : o.expansions) {
        if (x == "bcb") {
            setup.sets = {"base", "bcb"};
            setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
        }
        if (x == "messages") setup.expansions.messages = true;
    }
    auto script = randomGame(setup, o.seed, o.turns);
    if (!script) return Error{script.error()};
    out.script = std::move(*script);
    out.source = "random";
    return out;
}

}  // namespace carc::sim
