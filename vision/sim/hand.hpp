#pragma once
// A player's hand and arm reaching over the table, drawn straight into a camera frame
// (it is far above the table plane, so it is not part of the top-down picture): a
// sleeve, a skin-coloured forearm, palm and fingers, shaded, slightly motion-blurred,
// with a soft shadow on the table.
#include <cstdint>

#include <opencv2/core.hpp>

namespace carc::sim {

struct HandStroke {
    cv::Point2d entry;    // where the arm enters the image (on or beyond its border)
    cv::Point2d reach;    // the fingertips
    double pxPerMm = 1;   // image scale at the table (the hand is ~ 85 mm wide)
    std::uint64_t seed = 0;
    int index = 0;        // which hand (skin tone and sleeve stay the same per player)
    // An adult's hand as it measures at the table's scale (190 mm wrist to fingertip, 85 mm
    // across the palm) in six skin tones from light to dark; false: the older hand, drawn
    // 1.25 times a 170 x 85 mm hand, in five tones from light to brown.
    bool lifeSize = false;
};

// Draws the arm; returns its mask (CV_8U, frame size, 255 = hidden by the arm).
cv::Mat drawHand(cv::Mat& frame, const HandStroke& stroke);

}  // namespace carc::sim
