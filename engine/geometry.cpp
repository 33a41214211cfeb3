#include "engine/geometry.hpp"

namespace carc {

char edgeName(Edge e) { return "NESW"[index(e)]; }

const char* halfName(int half) {
    static constexpr const char* names[8] = {"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};
    return names[half & 7];
}

std::string toString(Pos p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

}  // namespace carc
