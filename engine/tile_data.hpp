#pragma once
// The tile data files of engine/data/, embedded into the library at build time.
#include <vector>

#include "engine/tileset.hpp"

namespace carc {
std::vector<SetSource> builtinTileData();
}
