// The cells around the board are compared all at once: it must be exactly what comparing
// each on its own gives, or a change would be seen or missed by the batching alone.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "vision/track/cell_change.hpp"

namespace carc::vision {
namespace {

double largestDifference(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat d;
    cv::absdiff(a, b, d);
    double most = 0;
    cv::minMaxLoc(d.reshape(1), nullptr, &most);
    return most;
}

TEST(CellChange, CellsComparedTogetherAreComparedAsEachAlone) {
    cv::RNG rng(7);
    std::vector<cv::Mat> cells;
    for (int i = 0; i < 12; ++i) {
        cv::Mat cell(64, 64, CV_8UC3);
        rng.fill(cell, cv::RNG::UNIFORM, 0, 256);
        // Edges and flat patches as well as noise, and bright corners (the mirrored border).
        cv::rectangle(cell, {8 * (i % 5), 10}, {40, 30 + i}, cv::Scalar(20 * i, 200, 90), cv::FILLED);
        cv::circle(cell, {0, 63}, 9, cv::Scalar(255, 255, 255), cv::FILLED);
        cells.push_back(cell);
    }
    const std::vector<ComparedCell> together = comparedCells(cells);
    ASSERT_EQ(together.size(), cells.size());
    for (size_t i = 0; i < cells.size(); ++i) {
        const ComparedCell alone = comparedCells({cells[i]}).front();
        ASSERT_EQ(together[i].soft.size(), alone.soft.size());
        ASSERT_EQ(together[i].softInterior.size(), alone.softInterior.size());
        EXPECT_EQ(largestDifference(together[i].soft, alone.soft), 0) << "cell " << i;
        EXPECT_EQ(largestDifference(together[i].softInterior, alone.softInterior), 0) << "cell " << i;
    }
    EXPECT_TRUE(comparedCells({}).empty());
    // ... and blurred as a cell is: a flat cell stays flat to its edges (mirrored there).
    const ComparedCell flat = comparedCell(cv::Mat(64, 64, CV_8UC3, cv::Scalar(90, 140, 200)));
    EXPECT_EQ(largestDifference(flat.soft, cv::Mat(64, 64, CV_8UC3, cv::Scalar(90, 140, 200))), 0);
    EXPECT_EQ(flat.softInterior.size(), cv::Size(52, 52));
}

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
