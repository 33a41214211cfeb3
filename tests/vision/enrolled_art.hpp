#pragma once
// The tile sets the simulated games enrol (simulated_table.cpp's enrolArt), for tests
// that read cells the tracker cut from those games: the painted art, and the C1 scans
// (the base tiles scanned, the expansions' painted).
#include <filesystem>
#include <optional>
#include <string>

#include "engine/tileset.hpp"
#include "vision/sim/tile_art.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision::test {

inline const std::string kC1Scans = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";

// The art in `artDir` ("": the painted art) enrolled; nothing when it cannot be drawn.
inline std::optional<TileLibrary> enrolledAsSimulated(const std::string& artDir) {
    auto art = sim::TileArt::create(Tileset::standard(), 256, artDir);
    if (!art.ok()) return std::nullopt;
    TileLibrary library(Tileset::standard());
    // The tiles the camera reads: River tiles are not recognised yet (their water is not drawn).
    for (const TileType& t : Tileset::standard().types())
        if (t.set != "river") library.add(t.index, art->image(t.index, Rotation{}));
    return library;
}

// The painted art (empty when it cannot be drawn: then nothing is found and the tests
// using it fail).
inline const TileLibrary& paintedLibrary() {
    static const TileLibrary library = enrolledAsSimulated("").value_or(TileLibrary(Tileset::standard()));
    return library;
}

// The C1 scans; null without ../shared (tests using it skip).
inline const TileLibrary* scannedAsSimulated() {
    static const std::optional<TileLibrary> library =
        std::filesystem::is_directory(kC1Scans) ? enrolledAsSimulated(kC1Scans) : std::nullopt;
    return library ? &*library : nullptr;
}

}  // namespace carc::vision::test
