#include "vision/camera/piece_colours.hpp"

#include <array>

namespace carc::vision {
namespace {
const std::array<PieceColour, 8> kColours{{
    {"red", {38, 36, 196}},
    {"blue", {178, 92, 28}},
    {"green", {52, 140, 36}},
    {"yellow", {30, 205, 238}},
    {"black", {38, 36, 34}},
    {"grey", {150, 150, 146}},
    {"pink", {180, 128, 240}},
    {"purple", {140, 48, 120}},
}};
}  // namespace

const PieceColour* findColour(const std::string& name) {
    for (const PieceColour& c : kColours)
        if (name == c.name) return &c;
    return nullptr;
}

const PieceColour& defaultColour(int player) { return kColours[static_cast<size_t>(player) % 6]; }

std::string colourNames() {
    std::string out;
    for (const PieceColour& c : kColours) out += (out.empty() ? "" : ", ") + std::string(c.name);
    return out;
}

}  // namespace carc::vision
