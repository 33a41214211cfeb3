#pragma once
// The recorded follower cells (tests/vision/follower_cells): the cuts the tracker made of
// a tile just placed, where it looked for the mover's follower (the dump's
// follower_F_X_Y.png), each with what the simulator had on that tile then. The
// recorder (record_follower_cells.cpp) and the data-driven test
// (follower_corpus_test.cpp) read a cell the same way, here.
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/tileset.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/track/follower_finder.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision::test {

// One line of followers.csv.
struct FollowerCell {
    std::string file;
    std::string art;                 // painted or c1 (the enrolment of the game it was cut from)
    std::string tile;                // its label, e.g. "BB/CFR.b"
    int rotation = 0;                // degrees
    std::string bridge;              // NS, WE or - (none)
    cv::Matx23d pose;                // the tile's picture -> the cut's pixels
    double pxPerMm = 0;              // the cut's scale (Registration::cellPxPerMm)
    std::vector<std::string> colours;  // in play
    std::string mover;               // who may put a follower there
    std::string colour, feature;     // the simulator's: its colour and feature, or none, none
    bool lying = false;              // a farmer lies; every other follower stands
    std::string read;                // right or wrong: the recorded reading against the truth
};

// What the follower reader makes of a cell: the follower's colour and the feature of the
// segment it is taken to stand on (every segment of the tile free), or none.
struct FollowerCellReading {
    std::string colour = "none", feature = "none";
    bool lying = false;
    bool operator==(const FollowerCellReading&) const = default;
};

inline std::optional<Axis> axisOf(const std::string& bridge) {
    if (bridge == "NS") return Axis::NS;
    if (bridge == "WE") return Axis::WE;
    return std::nullopt;
}

// `cut` read as the tracker's follower reader reads a tile just placed (FollowerReader:
// the mover's colour expected; castle sites are not told).
inline FollowerCellReading readFollowerCell(const cv::Mat& cut, const FollowerCell& c, const TileLibrary& library) {
    const TileType* type = Tileset::standard().find(c.tile);
    if (!type || cut.empty()) return {};
    const Rotation rot = Rotation::fromDegrees(c.rotation);
    FollowerFinderOptions look;
    look.expectedColour = c.mover;
    const auto seen = findFollower(cut, library.picturesShowing(type->index, rot, cut.cols), c.pxPerMm,
                                   printedColours(c.colours), look, &c.pose, axisOf(c.bridge));
    if (!seen) return {};
    const TileLayout layout = tileLayout(*type, rot, axisOf(c.bridge));
    std::vector<int> all;
    for (size_t s = 0; s < layout.segments.size(); ++s) all.push_back(static_cast<int>(s));
    int segment = layout.followerSegment(seen->unit, all);
    if (segment < 0) segment = layout.segmentAt(seen->unit);
    const FeatureKind kind = layout.segments[static_cast<size_t>(segment)].kind;
    return {seen->colour, featureName(kind), kind == FeatureKind::Field};
}

inline FollowerCellReading expectedOf(const FollowerCell& c) { return {c.colour, c.feature, c.lying}; }

// followers.csv: file,art,tile,rotation,bridge,pose (6 numbers, space-separated),px_per_mm,
// colours (space-separated),mover,colour,feature,lying (1/0),read
inline std::vector<FollowerCell> readFollowerCells(const std::string& csv) {
    std::vector<FollowerCell> out;
    std::ifstream in(csv);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream fields(line);
        std::vector<std::string> f;
        for (std::string v; std::getline(fields, v, ',');) f.push_back(v);
        if (f.size() != 13) continue;
        FollowerCell c;
        c.file = f[0], c.art = f[1], c.tile = f[2], c.rotation = std::stoi(f[3]), c.bridge = f[4];
        std::stringstream pose(f[5]);
        for (int k = 0; k < 6; ++k) pose >> c.pose.val[k];
        c.pxPerMm = std::stod(f[6]);
        std::stringstream colours(f[7]);
        for (std::string name; colours >> name;) c.colours.push_back(name);
        c.mover = f[8], c.colour = f[9], c.feature = f[10], c.lying = f[11] == "1", c.read = f[12];
        out.push_back(c);
    }
    return out;
}

}  // namespace carc::vision::test
