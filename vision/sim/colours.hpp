#pragma once
// The followers' colours (INTERFACES.md: six standard ones, pink and purple optional).
#include <optional>
#include <string>

#include <opencv2/core.hpp>

namespace carc::sim {

struct PieceColour {
    const char* name;
    cv::Scalar bgr;
};

const PieceColour* findColour(const std::string& name);  // nullptr if unknown
const PieceColour& defaultColour(int player);            // red, blue, green, yellow, black, grey
std::string colourNames();                               // "red, blue, ..." for messages

}  // namespace carc::sim
