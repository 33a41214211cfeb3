#include "vision/structure/tile_reader.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include <opencv2/imgproc.hpp>

namespace carc::vision {
namespace {

constexpr int kWorkSidePx = 640;  // photos are read at most this big: the ground map needs 96 px

// The library's evidence as log-likelihood: a correlation `perNat` below the best match
// costs one nat, down to a floor (types the set lacks get the floor). How much it counts
// depends on how well the best enrolled picture matches at all: another printing's art
// correlates about 0.75-0.8 with a tile, the same printing's 0.9 and more, and then the
// pictures see what colours cannot (a lamp's cast, the art's details).
struct LibraryWeight {
    double perNat, floorNats, trust;
};
LibraryWeight libraryWeight(double bestCorrelation) {
    constexpr double kOtherPrinting = 0.80, kSamePrinting = 0.92;  // best correlations seen (see docs/structure.md)
    const double trust = std::clamp((bestCorrelation - kOtherPrinting) / (kSamePrinting - kOtherPrinting), 0.0, 1.0);
    constexpr double kDoubtPerNat = 0.1, kTrustPerNat = 0.01;
    constexpr double kDoubtFloor = -3, kTrustFloor = -15;
    return {kDoubtPerNat + (kTrustPerNat - kDoubtPerNat) * trust, kDoubtFloor + (kTrustFloor - kDoubtFloor) * trust, trust};
}
constexpr double kLibraryFloorNats = -3.0;  // the least the library costs a type it doubts

// An outline a tenth the photo's area must explain the tile better by this many nats
// times ln(10) than the whole photo.
constexpr double kNatsPerAreaFactor = 1.5;

// The library's opinion: per type its best match, and, as far as it is trusted (the
// same printing, turned upright by uprightLibrary), the match in this very rotation.
void addLibraryOpinion(std::vector<TileGuess>& ranked, const TileLibrary& library, const cv::Mat& square) {
    const std::vector<TileGuess> lib = library.rank(square);
    std::map<int, double> typeScore;
    std::map<std::pair<int, int>, double> turnScore;
    for (const TileGuess& g : lib) {
        typeScore.emplace(int{g.type}, g.score);  // best first: the first is the type's best
        turnScore.emplace(std::pair{int{g.type}, int{g.rot.q}}, g.score);
    }
    const double best = lib.front().score;
    const LibraryWeight w = libraryWeight(best);
    for (TileGuess& g : ranked) {
        const auto type = typeScore.find(int{g.type});
        if (type == typeScore.end()) {
            g.score += w.floorNats;
            continue;
        }
        const auto turn = turnScore.find({int{g.type}, int{g.rot.q}});
        const double seen = turn == turnScore.end() ? type->second : turn->second;
        const double score = (1 - w.trust) * type->second + w.trust * seen;
        g.score += std::max(w.floorNats, (score - best) / w.perNat);
    }
}

void normalise(std::vector<TileGuess>& ranked) {
    std::sort(ranked.begin(), ranked.end(), [](const TileGuess& a, const TileGuess& b) { return a.score > b.score; });
    double total = 0;
    for (const TileGuess& g : ranked) total += std::exp(g.score - ranked.front().score);
    for (TileGuess& g : ranked) g.probability = std::exp(g.score - ranked.front().score) / total;
}

}  // namespace

TileLibrary uprightLibrary(const TileLibrary& enrolled) {
    const Tileset& tiles = enrolled.tiles();
    TileLibrary out(tiles);
    constexpr int kSidePx = 128;          // the library keeps its pictures this big
    constexpr double kSureOfTurn = 0.6;   // the structure's confidence needed to turn a picture
    for (TileTypeId type : enrolled.enrolledTypes())
        for (cv::Mat picture : enrolled.pictures(type, Rotation{}, kSidePx)) {
            // Enrolled pictures are cut to the tile: read as a whole, no outline sought.
            const TileGuess g = rankByStructure(tiles, readStructure(mapGround(picture))).front();
            if (g.type == type && g.probability >= kSureOfTurn)
                for (int q = 0; q < g.rot.q; ++q) cv::rotate(picture, picture, cv::ROTATE_90_COUNTERCLOCKWISE);
            out.add(type, picture);
        }
    return out;
}

TileReading readTileOutline(const cv::Mat& work, const std::array<cv::Point2f, 4>& corners, const Tileset& tiles,
                            const TileLibrary* library, const cv::Mat& hidden, const std::vector<std::string>& sets) {
    TileReading r;
    r.corners = corners;
    r.square = rectifyQuad(work, corners, kGroundSide);
    GroundMap map = mapGround(r.square);
    if (!hidden.empty()) {  // unknown ground, like glare: left out of every share
        cv::Mat mask;
        cv::warpPerspective(hidden, mask, cv::getPerspectiveTransform(corners.data(), std::array<cv::Point2f, 4>{
                                cv::Point2f{0, 0}, {float(kGroundSide), 0}, {float(kGroundSide), float(kGroundSide)},
                                {0, float(kGroundSide)}}.data()), {kGroundSide, kGroundSide}, cv::INTER_NEAREST);
        map.ground.setTo(static_cast<int>(Ground::Glare), mask);
    }
    r.structure = readStructure(map);
    r.ranked = rankByStructure(tiles, r.structure, sets);
    if (library != nullptr && !library->empty()) {
        addLibraryOpinion(r.ranked, *library, rectifyQuad(work, corners));
        normalise(r.ranked);
    }
    return r;
}

Expected<TileReading> readTilePhoto(const cv::Mat& photoBgr, const Tileset& tiles, const TileLibrary* library) {
    // The tile's outline on a background (it also refuses what is no colour picture).
    const auto found = findTileInPhoto(photoBgr);
    if (!found) return Error{found.error()};
    const double scale = std::min(1.0, double(kWorkSidePx) / std::max(photoBgr.cols, photoBgr.rows));
    cv::Mat work;
    cv::resize(photoBgr, work, {}, scale, scale, cv::INTER_AREA);

    cv::Mat grey;
    cv::cvtColor(work, grey, cv::COLOR_BGR2GRAY);
    cv::Scalar mean, spread;
    cv::meanStdDev(grey, mean, spread);
    constexpr double kDarkGrey = 25;     // mean grey level (0-255) below this: too dark to see colours
    constexpr double kBlankSpread = 4;   // grey-level deviation below this: nothing drawn at all
    if (mean[0] < kDarkGrey) return Error{"the photo is too dark to read a tile (mean grey " + std::to_string(int(mean[0])) + " of 255)"};
    if (spread[0] < kBlankSpread) return Error{"no tile in the photo: it is blank"};

    std::vector<std::array<cv::Point2f, 4>> outlines;
    const float w = static_cast<float>(work.cols), h = static_cast<float>(work.rows);
    const std::array<cv::Point2f, 4> whole{cv::Point2f{0, 0}, {w, 0}, {w, h}, {0, h}};
    std::array<cv::Point2f, 4> outline = found->corners;
    for (auto& c : outline) c *= static_cast<float>(scale);
    outlines.push_back(outline);
    const double aspect = double(work.cols) / work.rows;
    constexpr double kSquareish = 1.18;  // a photo cut to the tile is about square
    if (aspect < kSquareish && aspect > 1 / kSquareish) outlines.push_back(whole);

    // The outline whose reading fits a tile best wins, small outlines handicapped: a
    // patch inside the tile (a roof, a pennant) is plain and fits C or B all too well.
    std::optional<TileReading> best;
    double bestFit = 0;
    for (const auto& corners : outlines) {
        TileReading r = readTileOutline(work, corners, tiles, library);
        const std::vector<cv::Point2f> poly(corners.begin(), corners.end());
        const double areaShare = std::max(1e-3, cv::contourArea(poly) / (double(work.cols) * work.rows));
        const double fit = r.ranked.front().score + kNatsPerAreaFactor * std::log(areaShare);
        if (!best || fit > bestFit) best = std::move(r), bestFit = fit;
    }
    if (!best) return Error{"no tile-like outline in the photo"};
    for (auto& c : best->corners) c *= static_cast<float>(1 / scale);

    const TileGuess& top = best->ranked.front();
    constexpr double kTileColours = 0.6;   // a tile is mostly field, city and road
    constexpr double kConfident = 0.6;     // below: the players are asked
    constexpr double kFitNats = -5.0;      // the best type explains the reading this badly: no tile fits
    if (best->structure.tileColours < kTileColours)
        best->doubt = "few field, city or road colours: this may not be a tile";
    else if (top.score < kFitNats + (library ? kLibraryFloorNats : 0))
        best->doubt = "no tile type fits what was read";
    else if (top.probability < kConfident)
        best->doubt = "low confidence: " + tileLabel(tiles.type(top.type)) + " and " +
                      tileLabel(tiles.type(best->ranked[1].type)) + " both fit";
    return *best;
}

}  // namespace carc::vision
