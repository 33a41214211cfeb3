#pragma once
// Stage 4 of the pipeline (docs/vision.md): the follower put down on the tile just placed,
// if one is there: its colour (among those in play), where it stands on the tile and on
// which of the segments the rules leave free. Castle tokens the turn's scoring may build
// on the tile are no followers. The game is passed in (a value); the reader holds none.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/track/dump_sink.hpp"
#include "vision/track/follower_finder.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {

// A follower seen on the tile just placed.
struct FollowerReading {
    std::string colour;
    int segment = -1;       // of the tile's layout: a free one near where it stands, else the one under it
    double confidence = 0;  // of its colour (FollowerSighting::confidence)
    cv::Point2d unit;       // where on the tile it stands (0..1, tile coordinates)
};

// A copy of `game` with its turn ended here (no follower), each decision of its scoring
// taken as suggested, or a castle built wherever one may be.
[[nodiscard]] Game turnEndedOnACopy(const Game& game, bool buildingCastles);

class FollowerReader {
public:
    // `colours`: the followers' colour per player, in turn order (their printed shades in
    // `palette`); `cellPxPerMm`: the scale of a cell's image (Registration::cellPxPerMm).
    FollowerReader(const TileLibrary& library, std::vector<std::string> colours, std::vector<FollowerColour> palette,
                   double cellPxPerMm, std::shared_ptr<const DumpSink> dump);

    // The follower on `game`'s tile placed last (its follower phase), seen in `cut` (that
    // tile as it lies); `frame` for the dump's log.
    [[nodiscard]] std::optional<FollowerReading> read(const Game& game, const TileCut& cut, int frame) const;
    // The free segment a follower seen at `unit` on the tile `game` placed last stands on
    // (TileLayout::followerSegment); none free near it: the segment under it.
    [[nodiscard]] int segmentSeenAt(const Game& game, cv::Point2d unit) const;

private:
    // Where on the tile just placed a castle token may be put at the end of this turn
    // (unit coordinates): it stands across the edge the closed small city spans, in its
    // builder's colour, as large as a follower.
    std::vector<FollowerFinderOptions::NotAFollower> castleSitesOnNewTile(const Game& game) const;
    // The segment layout of a placed tile (with its bridge), made once per kind.
    const TileLayout& layoutOf(const Tileset& tiles, const PlacedTile& t) const;

    const TileLibrary* library_;
    std::vector<std::string> colours_;
    std::vector<FollowerColour> palette_;
    double cellPxPerMm_;
    std::shared_ptr<const DumpSink> dump_;
    mutable std::map<std::tuple<TileTypeId, std::uint8_t, int>, TileLayout> layouts_;  // layoutOf
};

}  // namespace carc::vision
