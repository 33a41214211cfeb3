// A cell changed since the last still frame: a tile laid on it is a change, camera noise
// is none.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "vision/track/cell_change.hpp"

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

}  // namespace
}  // namespace carc::vision
