#pragma once
// The tile types the recogniser can tell apart, each with reference appearances in
// every rotation: from a tile-set enrolment directory (INTERFACES.md: D.jpg,
// BA_RCr.jpg, D.1.jpg, upright, cropped to the tile) or from any square images.
// Ranking answers "which tile, which way round" with a confidence; callers that know
// more (the engine's legal placements, the tiles left in the bag) pass a prior.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "engine/expected.hpp"
#include "engine/geometry.hpp"
#include "engine/tileset.hpp"
#include "vision/track/tile_appearance.hpp"

namespace carc::vision {

struct TileGuess {
    TileTypeId type = 0;
    Rotation rot;          // clockwise turn of the reference that matches
    double score = 0;      // appearance similarity (correlation)
    double probability = 0;  // share of the evidence among all candidates
    std::optional<Axis> bridge;  // a bridge seen lying across it (tile_verifier)
};

// Per tile type and rotation, a weight (0 = impossible here, 1 = neutral); empty = all 1.
using TilePrior = std::vector<std::array<double, 4>>;

// Likenesses of views to the library's references already worked out (TileLibrary::rank),
// kept for the rest of a frame: by the view's values and the reference's place.
class LikenessMemo {
public:
    // The likeness of `view` (its hash: appearanceHash) to reference `ref`, or `compute()`'s.
    template <class Compute>
    Likeness get(std::uint64_t view, size_t ref, Compute compute) {
        const auto [it, fresh] = done_.try_emplace({view, ref});
        if (fresh) it->second = compute();
        return it->second;
    }
    void clear() { done_.clear(); }

private:
    std::map<std::pair<std::uint64_t, size_t>, Likeness> done_;
};

// A hash of a view's values.
std::uint64_t appearanceHash(const TileAppearance& view);

class TileLibrary {
public:
    explicit TileLibrary(const Tileset& tiles) : tiles_(&tiles) {}

    // Reads every image of an enrolment directory; unknown names are an error naming
    // the file. Fails when the directory has no tile image.
    static Expected<TileLibrary> loadEnrolment(const std::string& dir, const Tileset& tiles);

    // Adds one upright reference image (rotation 0) of a type.
    void add(TileTypeId type, const cv::Mat& squareBgr);
    bool empty() const { return refs_.empty(); }
    const Tileset& tiles() const { return *tiles_; }
    // The types that have at least one reference.
    std::vector<TileTypeId> enrolledTypes() const;
    // Every enrolled picture of a type (art variants), turned by `rot`, at `side` pixels:
    // what the tile looks like with nothing on it (the follower finder compares with it).
    std::vector<cv::Mat> pictures(TileTypeId type, Rotation rot, int side) const;
    // The pictures of every turn the rules cannot tell from `rot` (a cloister turned by
    // 180 degrees is the same tile, but not the same picture): what the tile may look
    // like when the engine says it lies turned by `rot`. `turns`, when given, gets each
    // picture's own turn.
    std::vector<cv::Mat> picturesShowing(TileTypeId type, Rotation rot, int side,
                                         std::vector<Rotation>* turns = nullptr) const;

    // Candidates best first; rotations a symmetric tile cannot tell apart are merged
    // (the lowest is reported). `prior` scales each candidate's evidence.
    // Several views of one tile (e.g. as seen, and with a follower painted over): each
    // candidate keeps its best likeness over the views.
    // `memo`: likenesses already worked out this frame (a new tile's cell is ranked with
    // several priors: the rules', none, a revised game's), and where new ones are kept.
    std::vector<TileGuess> rank(const std::vector<TileAppearance>& views, const TilePrior& prior = {},
                                LikenessMemo* memo = nullptr) const;
    std::vector<TileGuess> rank(const TileAppearance& query, const TilePrior& prior = {}) const {
        return rank(std::vector<TileAppearance>{query}, prior);
    }
    std::vector<TileGuess> rank(const cv::Mat& squareBgr, const TilePrior& prior = {}) const {
        return rank(describeTile(squareBgr), prior);
    }

    // How sharply evidence separates candidates: probability ~ exp(score / temperature).
    static constexpr double kTemperature = 0.03;

private:
    struct Reference {
        TileTypeId type;
        Rotation rot;
        Rotation canon;  // canonicalRotation of rot
        int shape;       // the same for orientations with the same segments (pennant twins)
        TileAppearance look;
    };
    // An index into shapes_, added when new: worked out once per reference, not per ranking.
    int shapeOf(TileTypeId type, Rotation rot);
    const Tileset* tiles_;
    std::vector<Reference> refs_;
    std::vector<std::vector<std::tuple<int, int, int>>> shapes_;  // segment signatures seen
    std::map<TileTypeId, std::vector<cv::Mat>> pictures_;  // upright, kPictureSide square
    static constexpr int kPictureSide = 128;
};

// The lowest rotation that shows the same tile as `rot` (symmetric tiles: C, B, ...).
Rotation canonicalRotation(const Tileset& tiles, TileTypeId type, Rotation rot);

// How the outside names a tile: the base-game letter ("D") or else the id ("BB/CCCR").
std::string tileLabel(const TileType& type);

// Maps an enrolment file name (without directory) to a tile type: "D.jpg", "D.1.png",
// "BA_RCr.jpg"; nullptr when the name is no tile.
const TileType* tileTypeOfFileName(const std::string& fileName, const Tileset& tiles);

}  // namespace carc::vision
