#pragma once
// What `carc sim` is asked to render, and the game it renders: a random legal game
// played by the engine or a JCloisterZone save (.jcz).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"
#include "vision/sim/game_script.hpp"
#include "vision/sim/mess.hpp"
#include "vision/sim/rig.hpp"

namespace carc::sim {

struct SimOptions {
    std::uint64_t seed = 1;
    std::vector<std::string> colours;     // follower colour per player, turn order (default: 3 players)
    std::vector<std::string> expansions;  // "bcb", "messages" (random games)
    std::string jcz;                      // render this saved game instead of a random one
    std::string artDir;                   // enrolment directory with real tile art
    // More printings on the same table (art folders; "painted": the painted art): each
    // tile copy shows one picture of its type from artDir (or the painted art) and these,
    // seeded. The players' enrolment stays artDir's (SimulatedTable).
    std::vector<std::string> mixedArt;
    double tiltDeg = 15;
    MessLevel mess = MessLevel::Full;
    int framesPerMove = 6;
    cv::Size imageSize{1280, 960};
    int turns = -1;                       // stop after this many turns (< 0: the whole game)
    // The table's layout (RigOptions): where the board lies and how it is turned on the
    // table, the camera's roll, the markers' spare cells; defaults: the start tile on
    // the table origin, square to the markers, the camera upright.
    BoardOnTable board;
    double cameraRollDeg = 0;
    cv::Vec4d spareCells{0, 0, 0, 0};
    // Followers as solid figures (16 mm standing, parallax, soft shadows from one lamp,
    // real paint colours: drawFigure); off: flat shapes with a shadow (as before).
    bool solidFollowers = false;
    // Photo-real light (off by default): a lamp's specular glare on the tiles (LampGlare),
    // a white-balance cast held over the game (WhiteBalanceCast).
    bool glare = false;
    WhiteBalanceCast cast = WhiteBalanceCast::None;
    // Hands of an adult's size in skin tones from light to dark (HandStroke::lifeSize);
    // off: the older, larger hands with five tones.
    bool lifeSizeHands = false;
    // A rig already set up: its lens and table (RigOptions); imageSize must be the lens's.
    std::optional<vision::CameraModel> camera;
    std::optional<vision::TableModel> table;
};

// The game to render and the colours of its players; errors name the option or file.
struct SimGame {
    GameScript script;
    std::vector<std::string> colours;  // per player
    std::string source;                // "random" or the .jcz path
};
Expected<SimGame> loadSimGame(const SimOptions& options);

// Checks ranges (tilt, size, frames per move); the error names the option.
Status checkSimOptions(const SimOptions& options);

}  // namespace carc::sim
