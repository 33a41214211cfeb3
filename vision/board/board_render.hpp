#pragma once
// Test material for the board reader: a whole board photographed without markers.
// A legal random game of the engine (every edge agrees) is laid out on a table of
// paper, wood or cloth, tiles loose (small gaps, turned a few degrees), the followers
// left at the end drawn on, and photographed by a pinhole camera from above or tilted
// up to 45 degrees. The truth comes with it as JSON in read-board's own form.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "engine/expected.hpp"

namespace carc::vision {

enum class TableCloth { Paper, Wood, Cloth };
[[nodiscard]] Expected<TableCloth> parseTableCloth(const std::string& name);  // "paper", "wood", "cloth"
[[nodiscard]] const char* tableClothName(TableCloth c);

struct BoardScene {
    std::uint64_t seed = 1;
    std::vector<std::string> players{"red", "blue"};  // follower colours, turn order
    std::string artDir;   // enrolment directory (c1-scans, c2-digital, ...); empty: painted art
    TableCloth cloth = TableCloth::Wood;
    double tiltDeg = 0;   // camera tilted from straight down, toward the photo's bottom
    double yawDeg = 0;    // the board turned in the table plane (keep small: the photo's top is north)
    int tiles = 0;        // tiles laid (the start tile included); 0: the whole game
    cv::Size photoPx{1600, 1200};
    int jpegQuality = 0;  // 0: no JPEG round trip
    bool tokens = false;  // followers drawn as round wooden tokens of the player's colour, not meeples
};

struct RenderedBoard {
    cv::Mat photo;         // BGR, scene.photoPx
    nlohmann::json truth;  // {"tiles": [{x, y, tile, id, rotation, centre_px}], "followers": [...], "score": {...}}
};

// Fails with the reason when the art directory cannot be read.
[[nodiscard]] Expected<RenderedBoard> renderBoard(const BoardScene& scene);

}  // namespace carc::vision
