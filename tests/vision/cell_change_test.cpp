// A cell changed since the last still frame: a tile laid on it is a change, camera noise
// is none.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "vision/track/cell_change.hpp"
#include "vision/track/change_hint.hpp"

namespace carc::vision {
namespace {

TEST(CellChange, ATileOnACellIsAChangeAndNoiseIsNot) {
    cv::Mat table(64, 64, CV_8UC3, cv::Scalar(90, 140, 200)), noisy = table.clone(), tile = table.clone();
    cv::Mat noise(table.size(), CV_16SC3);
    cv::randn(noise, 0, 4);
    cv::Mat wider;
    table.convertTo(wider, CV_16SC3);
    cv::Mat(wider + noise).convertTo(noisy, CV_8UC3);
    cv::rectangle(tile, {4, 4}, {59, 59}, cv::Scalar(70, 180, 110), cv::FILLED);
    const ComparedCell then = comparedCell(table);
    EXPECT_LT(meanAbsDiff(comparedCell(noisy), then), 3);
    EXPECT_LT(changedShare(comparedCell(noisy), then, 30), 0.01);
    EXPECT_GT(meanAbsDiff(comparedCell(tile), then), 18);
    EXPECT_GT(changedShare(comparedCell(tile), then, 30), 0.5);
}

// The small frames (320 x 240 of a 1280 x 960 frame) show where a still frame changed:
// a cell there is compared, a cell elsewhere is not; noise changes nothing; without a
// hint every cell is.
TEST(ChangeHint, TouchesTheCellsWhereTheSmallFrameChanged) {
    const cv::Size frame(1280, 960);
    cv::Mat then(240, 320, CV_8UC3, cv::Scalar(90, 140, 200)), now = then.clone();
    cv::Mat noise(then.size(), CV_16SC3), wider;
    cv::RNG(5).fill(noise, cv::RNG::NORMAL, cv::Scalar::all(0), cv::Scalar::all(3));  // sensor noise, as averaged
    then.convertTo(wider, CV_16SC3);
    cv::Mat(wider + noise).convertTo(now, CV_8UC3);
    // A tile of the table's own colours but for its roofs: a few small pixels 25 levels off.
    now(cv::Rect(100, 60, 3, 2)) += cv::Scalar(0, 0, 25);
    const ChangeHint hint(now, then, frame);
    EXPECT_FALSE(hint.everywhere());
    const auto square = [](float x, float y, float side) {  // frame pixels
        return std::vector<cv::Point2f>{{x, y}, {x + side, y}, {x + side, y + side}, {x, y + side}};
    };
    EXPECT_TRUE(hint.touches(square(380, 220, 60)));   // over the changed pixels (small 100, 60)
    EXPECT_TRUE(hint.touches(square(330, 200, 67)));   // ending a small pixel short of them
    EXPECT_FALSE(hint.touches(square(800, 500, 60)));  // nothing changed there but noise
    EXPECT_FALSE(hint.touches(square(250, 220, 60)));
    EXPECT_TRUE(ChangeHint().touches(square(800, 500, 60)));
    const cv::Mat changed = changedMask(now, then, 15);
    EXPECT_EQ(cv::countNonZero(changed(cv::Rect(100, 60, 3, 2))), 6);
    EXPECT_EQ(cv::countNonZero(changed), 6);
}

}  // namespace
}  // namespace carc::vision
