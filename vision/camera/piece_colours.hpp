#pragma once
// The followers' colours as printed (INTERFACES.md: six standard ones, pink and purple
// optional): what the simulator paints and what the recogniser expects before colours.yaml
// tells it the colours under the table's own light.
#include <optional>
#include <string>

#include <opencv2/core.hpp>

namespace carc::vision {

struct PieceColour {
    const char* name;
    cv::Scalar bgr;
};

const PieceColour* findColour(const std::string& name);  // nullptr if unknown
const PieceColour& defaultColour(int player);            // red, blue, green, yellow, black, grey
std::string colourNames();                               // "red, blue, ..." for messages

}  // namespace carc::vision
