// Records the follower corpus (tests/vision/follower_cells): simulated games watched by
// the tracker with a dump sink, and of every tile the last cut the tracker looked for
// the mover's follower on (the dump's follower_F_X_Y.png and its pose), with what the
// simulator had on that tile then. Writes OUT/*.png and OUT/followers.csv (replacing
// them); each cell's "read" column is the reading of readFollowerCell as recorded.
//   carc_record_follower_cells OUT
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include <opencv2/core/persistence.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/vision/enrolled_art.hpp"
#include "tests/vision/follower_cells.hpp"
#include "vision/track/testing/simulated_table.hpp"

namespace fs = std::filesystem;
using namespace carc;
using namespace carc::vision;

namespace {

// The games recorded: both art styles, full mess, expansions with bridges and castles.
struct RecordedGame {
    std::uint64_t seed;
    std::string art;  // painted or c1
    std::vector<std::string> colours, expansions;
};
const std::vector<RecordedGame> kGames{{5, "painted", {"red", "blue", "green"}, {"bcb"}},
                               {9, "c1", {"red", "blue", "green", "yellow"}, {"bcb", "messages"}},
                               {21, "c1", {"black", "grey", "red"}, {}}};
constexpr int kTurns = 30;

std::string fileLabel(std::string label) {
    for (char& ch : label)
        if (ch == '/') ch = '-';
    return label;
}

// The cells of one game, appended to `csv`.
int record(const RecordedGame& g, const fs::path& out, std::ofstream& csv) {
    sim::SimOptions options;
    options.seed = g.seed;
    options.colours = g.colours;
    options.expansions = g.expansions;
    options.artDir = g.art == "c1" ? test::kC1Scans : "";
    options.mess = sim::MessLevel::Full;
    options.turns = kTurns;
    const fs::path dumpDir = fs::temp_directory_path() / ("carc-follower-cells-" + std::to_string(g.seed));
    fs::remove_all(dumpDir);
    auto dump = DumpSink::toDirectory(dumpDir.string());
    if (!dump) return std::fprintf(stderr, "%s\n", dump.error().c_str()), -1;
    auto table = testing::SimulatedTable::create(options, true, *dump);
    if (!table) return std::fprintf(stderr, "%s\n", table.error().c_str()), -1;
    while ((*table)->step()) {
    }
    const sim::Simulator& simulator = (*table)->source().simulator();
    const sim::GameScript& script = simulator.game().script;
    const TileLibrary* library = g.art == "c1" ? test::scannedAsSimulated() : &test::paintedLibrary();
    if (!library) return std::fprintf(stderr, "no C1 scans at %s\n", test::kC1Scans.c_str()), -1;
    // The last cut of each tile: by the tile's place in the script.
    const std::regex name(R"(follower_(\d+)_(-?\d+)_(-?\d+)\.png)");
    std::map<int, std::pair<int, fs::path>> last;  // tile -> (frame, file)
    for (const auto& e : fs::directory_iterator(dumpDir)) {
        std::smatch m;
        const std::string f = e.path().filename().string();
        if (!std::regex_match(f, m, name) || !fs::exists(e.path().string() + ".yaml")) continue;
        const int frame = std::stoi(m[1]);
        const Pos at{std::stoi(m[2]), std::stoi(m[3])};
        const int shown = simulator.plan(frame).snapshot;
        for (int i = 0; i < script.snapshots[static_cast<size_t>(shown)].tiles; ++i)
            if (script.tiles[static_cast<size_t>(i)].pos == at && (!last.count(i) || last[i].first < frame))
                last[i] = {frame, e.path()};
    }
    int n = 0;
    for (const auto& [tile, seen] : last) {
        const auto& [frame, path] = seen;
        const sim::Snapshot& s = script.snapshots[static_cast<size_t>(simulator.plan(frame).snapshot)];
        const PlacedTile& t = script.tiles[static_cast<size_t>(tile)];
        test::FollowerCell c;
        c.art = g.art, c.tile = tileLabel(Tileset::standard().type(t.type)), c.rotation = t.rot.degrees(), c.bridge = "-";
        for (const sim::TableBridge& b : s.bridges)
            if (b.tile == tile) c.bridge = b.axis == Axis::NS ? "NS" : "WE";
        cv::FileStorage pose(path.string() + ".yaml", cv::FileStorage::READ);
        cv::Mat p;
        pose["pose"] >> p;
        for (int k = 0; k < 6; ++k) c.pose.val[k] = p.at<double>(k / 3, k % 3);
        c.pxPerMm = kTileSquarePx / simulator.rig().table.tileMm;
        c.colours = g.colours;
        for (const sim::Snapshot& when : script.snapshots)
            if (when.tiles == tile + 1) {
                c.mover = g.colours[static_cast<size_t>(when.player)];
                break;
            }
        c.colour = c.feature = "none";
        for (const sim::TableFollower& f : s.followers)
            if (f.tile == tile)
                c.colour = g.colours[static_cast<size_t>(f.owner)], c.feature = featureName(f.kind),
                c.lying = f.kind == FeatureKind::Field;
        c.file = fileLabel(c.tile) + "_" + std::to_string(c.rotation) + "_" + (c.colour == "none" ? "none" : c.colour + "-" + c.feature) +
                 "_s" + std::to_string(g.seed) + "_f" + std::to_string(frame) + ".png";
        const cv::Mat cut = cv::imread(path.string());
        c.read = test::readFollowerCell(cut, c, *library) == test::expectedOf(c) ? "right" : "wrong";
        fs::copy_file(path, out / c.file, fs::copy_options::overwrite_existing);
        std::string colours, poseText;
        for (const std::string& colour : c.colours) colours += (colours.empty() ? "" : " ") + colour;
        for (int k = 0; k < 6; ++k) poseText += (k ? " " : "") + std::to_string(c.pose.val[k]);
        csv << c.file << ',' << c.art << ',' << c.tile << ',' << c.rotation << ',' << c.bridge << ',' << poseText << ','
            << c.pxPerMm << ',' << colours << ',' << c.mover << ',' << c.colour << ',' << c.feature << ','
            << (c.lying ? 1 : 0) << ',' << c.read << '\n';
        ++n;
    }
    fs::remove_all(dumpDir);
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) return std::fprintf(stderr, "usage: %s OUT\n", argv[0]), 2;
    const fs::path out = argv[1];
    fs::create_directories(out);
    for (const auto& e : fs::directory_iterator(out))
        if (e.path().extension() == ".png") fs::remove(e.path());
    std::ofstream csv(out / "followers.csv");
    csv << "# The recorded follower cells (record_follower_cells.cpp, follower_corpus_test.cpp): the last cut\n"
           "# the tracker looked for the mover's follower on, per tile, in simulated games (full mess).\n"
           "# file,art,tile,rotation,bridge,pose (picture -> cut, 2x3 row-major),px_per_mm,colours in play,\n"
           "# mover,colour,feature,lying (the simulator's: none,none,0 when no follower stood there),\n"
           "# read (right or wrong: the reading when recorded, against the simulator's)\n";
    for (const RecordedGame& g : kGames) {
        const int n = record(g, out, csv);
        if (n < 0) return 1;
        std::printf("seed %llu (%s): %d cells\n", static_cast<unsigned long long>(g.seed), g.art.c_str(), n);
    }
    return 0;
}
