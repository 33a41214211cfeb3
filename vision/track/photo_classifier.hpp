#pragma once
// classify-tile's whole job: find the tile in a photo, rectify it, rank the library's
// tiles. A photo that is already cropped to the tile (an enrolment-style image) is
// tried as a whole too; the reading whose best match is stronger wins.
#include <vector>

#include "vision/track/tile_library.hpp"
#include "vision/track/tile_photo.hpp"

namespace carc::vision {

struct PhotoClassification {
    TileInPhoto tile;
    std::vector<TileGuess> ranked;  // best first, never empty
};

Expected<PhotoClassification> classifyTilePhoto(const TileLibrary& library, const cv::Mat& photoBgr);

}  // namespace carc::vision
