#pragma once
// The catalogue of tile types of every supported set, parsed from the data files in
// engine/data/ (embedded at build time) and validated on load.
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.hpp"
#include "engine/tile.hpp"

namespace carc {

struct SetSource {
    std::string fileName;  // named in load errors
    std::string text;
};

class Tileset {
public:
    // Parses and validates the given data files into one catalogue. The error names
    // the file, the line and the tile.
    static Expected<std::shared_ptr<const Tileset>> load(const std::vector<SetSource>& sources);
    // Every set this build knows (base + Bridges-Castles-Bazaars), loaded once.
    static const Tileset& standard();
    static std::shared_ptr<const Tileset> standardShared();

    Tileset(const Tileset&) = delete;
    Tileset& operator=(const Tileset&) = delete;

    int size() const { return static_cast<int>(types_.size()); }
    const TileType& type(TileTypeId t) const { return types_[t]; }
    const std::vector<TileType>& types() const { return types_; }
    // By JCloisterZone id ("BA/RCr") or base-game letter ("D"); nullptr if unknown.
    const TileType* find(std::string_view idOrLetter) const;
    const TileOrientation& orientation(TileTypeId t, Rotation r) const { return orient_[t][r.q]; }
    // Rotations (bit per quarter turn) in which tile t matches the required edge
    // terrains packed 2 bits per edge (0 = no neighbour, no constraint).
    std::uint8_t fittingRotations(TileTypeId t, std::uint8_t requiredKey) const { return fits_[t][requiredKey]; }
    // Total copies of a set ("base", ...).
    int setSize(std::string_view set) const;
    // The id of a mark the data names ("mark <name> <edges...>"; TileType::mark), 0 when
    // no tile carries it; and the name of an id ("" for 0).
    [[nodiscard]] std::uint8_t markId(std::string_view name) const;
    [[nodiscard]] const std::string& markName(std::uint8_t id) const;

private:
    Tileset() = default;
    void precompute();

    std::vector<TileType> types_;
    std::vector<std::array<TileOrientation, 4>> orient_;
    std::vector<std::array<std::uint8_t, 256>> fits_;
    std::vector<std::string> marks_;  // mark names, id - 1
};

}  // namespace carc
