#pragma once
// How a watched game compares with what the simulator put on the table: tiles (type,
// rotation as far as the tile's symmetry shows it, cell), every follower deployed in the
// game (colour, feature, cell; also those scored and taken back in the turn they came)
// and the scores.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "vision/track/tracker.hpp"

namespace carc::vision::testing {

struct TruthComparison {
    int tiles = 0, tilesRight = 0;          // tiles on the table in the end
    int followers = 0, followersRight = 0;  // followers deployed in the game
    bool scoresRight = false;
    int questions = 0;                      // tiles the players were asked to name
    std::vector<std::string> mistakes;      // for people: "(2,-1): seen K rot 90, truth L rot 90"

    TruthComparison& operator+=(const TruthComparison& o);  // totals over games (mistakes not kept)
    // One game read without a mistake: every tile, every follower and the final scores
    // (right scores alone can hide wrong tiles and followers that happen to score the same).
    [[nodiscard]] bool allRight() const { return tilesRight == tiles && followersRight == followers && scoresRight; }
};

// game: the one the tracker played on; lastTruth: the last frame's truth
// (simulator_truth.cpp); played: the simulated game's
// setup and moves; summary: Simulator::summary(). Players are named by their colours.
TruthComparison compareWithTruth(const Tracker& tracker, const Game& game, const nlohmann::json& lastTruth,
                                 const GameSetup& playedSetup, const std::vector<Move>& played,
                                 const nlohmann::json& summary);

// scoreTable() with the simulator's score for each player in a last column.
std::string scoreTableWithTruth(const Game& game, const nlohmann::json& summary);

}  // namespace carc::vision::testing
