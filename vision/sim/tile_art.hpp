#pragma once
// Tile pictures for the simulator, square, at a fixed pixel size: painted from each
// tile type's shapes (vision/camera/tile_shapes.hpp) in a board-game style, or, with
// an enrolment directory (INTERFACES.md), the real art (types it lacks are painted).
// Pictures are cached per (type, rotation, variant).
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/tileset.hpp"

namespace carc::sim {

class TileArt {
public:
    // sizePx: the picture's side. artDir empty: painted art only. The error names the
    // directory when it does not exist or holds no tile image. `mixed`: more printings
    // (art folders, or "painted"); then a type's variants are its pictures in artDir (or
    // painted) and in each of them in turn, painted where a folder lacks the type.
    static Expected<TileArt> create(const Tileset& tiles, int sizePx, const std::string& artDir = {},
                                    const std::vector<std::string>& mixed = {});

    int sizePx() const { return size_; }
    int variants(TileTypeId t) const;
    bool real(TileTypeId t) const;  // some picture of the type is loaded, not painted
        // The tile turned by `rot` (clockwise), BGR.
    const cv::Mat& image(TileTypeId t, Rotation rot, int variant = 0);

private:
    TileArt(const Tileset& tiles, int sizePx) : tiles_(&tiles), size_(sizePx) {}

    const Tileset* tiles_;
    int size_;
    // The pictures of one art folder, upright; an error names the folder or file.
    Expected<std::map<TileTypeId, std::vector<cv::Mat>>> load(const std::string& artDir) const;

    std::map<TileTypeId, std::vector<cv::Mat>> loaded_;  // upright pictures; an empty one: painted
    std::map<std::tuple<int, int, int>, cv::Mat> cache_;
};

// The painted picture of a tile type at rotation 0 (deterministic).
cv::Mat paintTile(const TileType& type, int sizePx);

}  // namespace carc::sim

namespace carc::sim {
// Every tile type of the tileset side by side with its id (art review, the gallery).
cv::Mat tileSheet(TileArt& art, const Tileset& tiles, int columns = 8);
}  // namespace carc::sim
