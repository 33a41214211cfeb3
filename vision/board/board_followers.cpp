#include "vision/board/board_followers.hpp"

#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/camera/piece_colours.hpp"

namespace carc::vision {
namespace {

cv::Vec3f labOf(const cv::Scalar& bgr) {
    cv::Mat px(1, 1, CV_32FC3, cv::Scalar(bgr[0] / 255, bgr[1] / 255, bgr[2] / 255));
    cv::cvtColor(px, px, cv::COLOR_BGR2Lab);
    return px.at<cv::Vec3f>(0, 0);
}

// Whether a pixel (Lab) has a piece's colour: chromatic pieces by hue and chroma (their
// shading and the light change lightness most), black and grey by lightness.
bool looksLike(const cv::Vec3f& p, const cv::Vec3f& ref) {
    const double chroma = std::hypot(p[1], p[2]), refChroma = std::hypot(ref[1], ref[2]);
    constexpr double kNeutralChroma = 15;  // below: black, grey, white
    if (refChroma < kNeutralChroma) {
        constexpr double kLightness = 12;  // L units either side of the piece's own
        return chroma < kNeutralChroma && std::abs(p[0] - ref[0]) < kLightness;
    }
    constexpr double kHueDeg = 18;        // hue either side of the piece's (roofs and grass are further)
    constexpr double kChromaShare = 0.7;  // of the piece's chroma at least: the art's tones are duller
    const double hue = std::abs(std::remainder(std::atan2(p[2], p[1]) - std::atan2(ref[2], ref[1]), 2 * CV_PI)) * 180 / CV_PI;
    return hue < kHueDeg && chroma > kChromaShare * refChroma;
}

}  // namespace

CellFollowers findFollowers(const cv::Mat& square, const std::vector<std::string>& colours) {
    CellFollowers out;
    out.mask = cv::Mat::zeros(square.size(), CV_8U);
    std::vector<const PieceColour*> pieces;
    for (const std::string& c : colours)
        if (const PieceColour* p = findColour(c)) pieces.push_back(p);
    if (colours.empty())
        for (int i = 0; i < 6; ++i) pieces.push_back(&defaultColour(i));
    cv::Mat lab;
    square.convertTo(lab, CV_32FC3, 1.0 / 255);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
    const double side = square.cols;
    // A meeple seen from above covers about (16 mm / 45 mm)^2 / 2 of a tile; a lying one
    // or a token at least a third of that. Roofs, pennants and flowers are smaller and thinner.
    constexpr double kMinArea = 0.02, kMaxArea = 0.15;  // shares of the tile
    constexpr double kThinUnit = 0.035;                  // of the side: opened away (a roof's width)
    const int open = std::max(1, static_cast<int>(std::round(kThinUnit * side)));
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * open + 1, 2 * open + 1});
    for (const PieceColour* piece : pieces) {
        const cv::Vec3f ref = labOf(piece->bgr);
        cv::Mat m(square.size(), CV_8U);
        for (int y = 0; y < lab.rows; ++y)
            for (int x = 0; x < lab.cols; ++x) m.at<uchar>(y, x) = looksLike(lab.at<cv::Vec3f>(y, x), ref) ? 255 : 0;
        cv::morphologyEx(m, m, cv::MORPH_OPEN, kernel);
        cv::Mat labels, stats, centroids;
        const int n = cv::connectedComponentsWithStats(m, labels, stats, centroids, 8, CV_32S);
        for (int i = 1; i < n; ++i) {
            const double area = stats.at<int>(i, cv::CC_STAT_AREA) / (side * side);
            if (area < kMinArea || area > kMaxArea) continue;
            // A figure is lit from one side and shaded on the other, and its outline has
            // notches (arms, legs); a token is a disc of one colour, round; printed patches
            // of the colour (a roof, grass) are flat, convex and angular.
            cv::Mat blob = labels == i;
            cv::Scalar mean, spread;
            cv::meanStdDev(lab, mean, spread, blob);
            std::vector<std::vector<cv::Point>> outline;
            cv::findContours(blob.clone(), outline, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
            std::vector<cv::Point> hull;
            cv::convexHull(outline.front(), hull);
            const double solidity = cv::contourArea(outline.front()) / std::max(1.0, cv::contourArea(hull));
            constexpr double kShadedL = 6.0;     // L spread over a figure (sim and wooden meeples 7-11; print 2-6)
            constexpr double kMostSolid = 0.9;   // a meeple's outline fills at most this share of its hull
            constexpr double kRound = 0.82;      // 4 pi area / perimeter^2: a disc 0.84-0.91 at 96 px, roofs' triangles and trapezoids under 0.75
            const double perimeter = cv::arcLength(outline.front(), true);
            const double circularity = 4 * CV_PI * cv::contourArea(outline.front()) / std::max(1.0, perimeter * perimeter);
            const bool meeple = spread[0] >= kShadedL && solidity <= kMostSolid;
            const bool token = circularity >= kRound && solidity > kMostSolid;
            if (!meeple && !token) continue;
            out.blobs.push_back({piece->name, {centroids.at<double>(i, 0) / side, centroids.at<double>(i, 1) / side}});
            cv::dilate(blob, blob, kernel);  // its shaded rim and shadow too
            out.mask |= blob;
        }
    }
    return out;
}

}  // namespace carc::vision
