#pragma once
// classify-tile's whole job on a photo: find the tile (its outline on any background,
// or the whole picture when the photo is cut to the tile), read its structure, and
// rank the tile types. An enrolled tile set, when given, is a second opinion added to
// the structure's evidence, never the only one.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/tileset.hpp"
#include "vision/structure/structure_reader.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_photo.hpp"

namespace carc::vision {

struct TileReading {
    std::array<cv::Point2f, 4> corners;  // photo pixels: top-left, top-right, bottom-right, bottom-left
    cv::Mat square;  // the tile rectified, kGroundSide square, BGR (top = the photo's top)
    StructureReading structure;
    std::vector<TileGuess> ranked;  // best first, never empty; `probability` is the confidence
    std::string doubt;              // why the answer may be wrong; empty when confident
};

// The enrolled pictures turned upright by their structure: a picture read confidently
// as its own type lying turned (art not normalised, a set photographed any way round)
// is turned back; others are kept as enrolled.
[[nodiscard]] TileLibrary uprightLibrary(const TileLibrary& enrolled);

// One outline of a photo rectified and read (structure, and the library's opinion when
// given); no doubt is judged (`doubt` stays empty). `hidden` (CV_8U, the photo's size,
// optional): pixels covered by something else (a follower), not read as any ground.
// `sets`: the tile sets whose types are ranked.
[[nodiscard]] TileReading readTileOutline(const cv::Mat& photoBgr, const std::array<cv::Point2f, 4>& corners,
                                          const Tileset& tiles, const TileLibrary* library = nullptr,
                                          const cv::Mat& hidden = {}, const std::vector<std::string>& sets = {"base"});

// Fails (with the reason) when the picture shows no tile at all: too dark, blank.
[[nodiscard]] Expected<TileReading> readTilePhoto(const cv::Mat& photoBgr, const Tileset& tiles,
                                                  const TileLibrary* library = nullptr);

}  // namespace carc::vision
