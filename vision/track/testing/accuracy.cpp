#include "vision/track/testing/accuracy.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>

#include "vision/camera/piece_colours.hpp"
#include "vision/sim/sim_random.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace carc::vision::testing {
namespace {

// The mistakes of one game, one indented line each (to trace them with `carc demo`).
std::string mistakeLines(const TruthComparison& c) {
    std::string out;
    for (const std::string& m : c.mistakes) out += "\n    " + m;
    return out;
}

// Start tiles lie up to this far from the table's origin (mm), the markers' area has up to
// this many spare cells on each side, boards turn up to this many degrees beyond their
// quarter turns: a table of a metre or so, markers put down around where the game will
// be, a board laid square to them by eye.
constexpr double kStartReachMm = 250;
constexpr double kMostSpareCells = 4;
constexpr double kBoardSkewDeg = 3;
constexpr std::uint64_t kLayoutStream = 71;

}  // namespace

void tableLayout(const AccuracyRun& run, std::uint64_t seed, sim::SimOptions& options) {
    sim::SimRandom rng(seed, kLayoutStream);
    if (run.startAnywhere) {
        options.board.startMm = {rng.uniform(-kStartReachMm, kStartReachMm), rng.uniform(-kStartReachMm, kStartReachMm)};
        for (int i = 0; i < 4; ++i) options.spareCells[i] = std::floor(rng.uniform(0, kMostSpareCells + 1));
    }
    if (run.boardTurned) {
        options.board.turnDeg = 90.0 * rng.below(4) + rng.uniform(-kBoardSkewDeg, kBoardSkewDeg);
        options.cameraRollDeg = rng.uniform(0, 360);
    }
}

std::string describeLayout(const AccuracyRun& run, const sim::SimOptions& o) {
    char text[200] = "";
    if (run.startAnywhere || run.boardTurned)
        std::snprintf(text, sizeof text,
                      "start tile at (%.0f, %.0f) mm, spare cells %.0f %.0f %.0f %.0f, board turned %.1f, camera rolled %.0f",
                      o.board.startMm.x, o.board.startMm.y, o.spareCells[0], o.spareCells[1], o.spareCells[2],
                      o.spareCells[3], o.board.turnDeg, o.cameraRollDeg);
    return text;
}

std::vector<AccuracyCondition> accuracyConditions(const std::string& artDir, const std::vector<std::string>& mixedArt,
                                                  bool skipPainted) {
    const std::vector<std::vector<std::string>> sets{{}, {"bcb"}, {"messages"}, {"bcb", "messages"}};
    std::vector<std::string> arts;
    if (!skipPainted || artDir.empty()) arts.push_back("");
    if (!artDir.empty()) arts.push_back(artDir);
    std::string mix;
    for (const std::string& m : mixedArt) mix += " + " + std::filesystem::path(m).filename().string();
    std::vector<AccuracyCondition> out;
    for (const std::string& art : arts)
        for (const auto& set : sets) {
            std::string name = set.empty() ? "base" : set.size() == 2 ? "bcb+messages" : set[0];
            name += art.empty() ? ", painted" : ", " + std::filesystem::path(art).filename().string();
            out.push_back({name + mix, set, art, mixedArt});
        }
    return out;
}

Expected<ConditionResult> measureCondition(const AccuracyCondition& condition, const AccuracyRun& run,
                                           const std::function<void(const std::string&)>& progress) {
    ConditionResult result;
    result.condition = condition;
    for (int g = 0; g < run.gamesPerCondition; ++g) {
        sim::SimOptions options;
        options.seed = run.seed + static_cast<std::uint64_t>(g);
        const int players = 2 + g % 5;
        for (int p = 0; p < players; ++p) options.colours.push_back(defaultColour(p).name);
        options.expansions = condition.expansions;
        options.artDir = condition.artDir;
        options.mixedArt = condition.mixedArt;
        options.glare = run.glare;
        if (!run.casts.empty()) options.cast = run.casts[static_cast<size_t>(g) % run.casts.size()];
        options.lifeSizeHands = run.lifeSizeHands;
        options.mess = run.mess;
        options.turns = run.turns;
        tableLayout(run, options.seed, options);
        options.solidFollowers = run.solidFollowers;
        const std::string layout = describeLayout(run, options);
        auto table = SimulatedTable::create(options);
        if (!table) return Error{condition.name + ": " + table.error()};
        while ((*table)->step()) {
        }
        const TruthComparison c = (*table)->finish();
        result.total += c;
        result.exactScores += c.scoresRight;
        result.allRight += c.allRight();
        result.frames += (*table)->framesSeen();
        result.trackerMs += (*table)->trackerMs();
        ++result.games;
        if (progress)
            progress(condition.name + ", game " + std::to_string(g + 1) + " (" + std::to_string(players) +
                     " players, seed " + std::to_string(options.seed) +
                     (options.cast != sim::WhiteBalanceCast::None ? std::string(", ") + sim::castName(options.cast) : "") +
                     "): tiles " + std::to_string(c.tilesRight) + "/" +
                     std::to_string(c.tiles) + ", followers " + std::to_string(c.followersRight) + "/" +
                     std::to_string(c.followers) + ", scores " + (c.scoresRight ? "right" : "WRONG") +
                     (c.questions ? ", " + std::to_string(c.questions) + " tiles asked" : "") +
                     (layout.empty() ? "" : "\n    (" + layout + ")") +
                     mistakeLines(c));
    }
    return result;
}

}  // namespace carc::vision::testing
