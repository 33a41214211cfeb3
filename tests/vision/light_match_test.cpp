// Light drifting between still frames must not look like a change on the table; a new
// tile must.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "vision/track/light_match.hpp"

namespace carc::vision {
namespace {

const cv::Scalar kWood(90, 140, 200), kField(70, 180, 110);  // BGR

// A table with grain, `cells` x `cells` blocks of `block` pixels.
cv::Mat woodTable(int cells, int block) {
    cv::Mat t(cells * block, cells * block, CV_8UC3, kWood);
    for (int y = 0; y < t.rows; y += 6) cv::line(t, {0, y}, {t.cols, y + 3}, cv::Scalar(70, 120, 180), 2);
    return t;
}

// The image under a light that is dimmer, bluer and falls off to the right.
cv::Mat underDriftedLight(const cv::Mat& img) {
    cv::Mat f;
    img.convertTo(f, CV_32FC3);
    for (int y = 0; y < f.rows; ++y)
        for (int x = 0; x < f.cols; ++x) {
            const float fall = 0.88f - 0.1f * static_cast<float>(x) / static_cast<float>(f.cols);
            auto& p = f.at<cv::Vec3f>(y, x);
            p = cv::Vec3f(p[0] * fall * 1.05f, p[1] * fall, p[2] * fall * 0.96f);
        }
    cv::Mat out;
    f.convertTo(out, CV_8UC3);
    return out;
}

double meanDiff(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat d;
    cv::absdiff(a, b, d);
    const cv::Scalar m = cv::mean(d);
    return (m[0] + m[1] + m[2]) / 3;
}

TEST(MatchLight, TakesOutDriftingLightButKeepsANewTile) {
    const int block = 40;
    const cv::Mat before = woodTable(9, block);
    cv::Mat after = before.clone();
    const cv::Rect tile(4 * block + 7, 4 * block + 9, block, block);  // straddles four blocks
    after(tile).setTo(kField);
    after = underDriftedLight(after);
    ASSERT_GT(meanDiff(after, before), 15);  // plain difference: everything changed

    const cv::Mat lit = matchLight(after, before, block);
    const cv::Rect elsewhere(0, 0, 3 * block, 9 * block);
    EXPECT_LT(meanDiff(lit(elsewhere), before(elsewhere)), 4);
    EXPECT_GT(meanDiff(lit(tile), before(tile)), 30);
}

// A board area cut off by the table's edge is no whole number of blocks: the partial
// row and column of blocks are relit with their neighbours' gains.
TEST(MatchLight, APartialRowAndColumnOfBlocksAreRelitToo) {
    const int block = 40;
    const cv::Mat before = woodTable(9, block)(cv::Rect(0, 0, 9 * block - 17, 9 * block - 29)).clone();
    const cv::Mat after = underDriftedLight(before);
    const cv::Mat lit = matchLight(after, before, block);
    ASSERT_EQ(lit.size(), before.size());
    const cv::Rect lastRow(0, 8 * block, before.cols, before.rows - 8 * block);
    const cv::Rect lastColumn(8 * block, 0, before.cols - 8 * block, before.rows);
    EXPECT_LT(meanDiff(lit(lastRow), before(lastRow)), 4);
    EXPECT_LT(meanDiff(lit(lastColumn), before(lastColumn)), 4);
}

// The tracker relights only around the cells that changed, on the board's block grid:
// three blocks and more inside such a part, the light comes out as the whole board's
// relighting puts it (the 5-block median and the interpolation between block centres
// reach no farther), to a level of rounding.
TEST(MatchLight, APartOnTheBlockGridIsRelitAsTheWholeInside) {
    const int block = 24, blocks = 14;
    const cv::Mat still = woodTable(blocks, block);
    cv::Mat now = underDriftedLight(still);
    cv::rectangle(now, {5 * block + 3, 6 * block + 2}, {6 * block + 20, 7 * block + 21}, kField, cv::FILLED);
    const cv::Mat whole = matchLight(now, still, block);
    const cv::Rect part(2 * block, 3 * block, 8 * block, 7 * block);
    const cv::Mat relitPart = matchLight(now(part), still(part), block);
    const cv::Rect inside(3 * block, 3 * block, part.width - 6 * block, part.height - 6 * block);
    cv::Mat d;
    cv::absdiff(relitPart(inside), whole(part)(inside), d);
    double most = 0;
    cv::minMaxLoc(d.reshape(1), nullptr, &most);
    EXPECT_LE(most, 1.0);
    // Nearer the part's edge the median's neighbours differ: the margin is needed.
    cv::absdiff(relitPart, whole(part), d);
    cv::minMaxLoc(d.reshape(1), nullptr, &most);
    EXPECT_GT(most, 1.0);
}

TEST(LightFreeDifference, DriftingLightIsNoChangeAGreenTileOnWoodIs) {
    const cv::Mat wood = woodTable(2, 36);
    EXPECT_LT(lightFreeDifference(underDriftedLight(wood), wood).mean, 8);
    const cv::Mat field(wood.size(), CV_8UC3, kField);
    EXPECT_GT(lightFreeDifference(field, wood).mean, 18);
    EXPECT_GT(lightFreeDifference(underDriftedLight(field), wood).mean, 18);
}

// A city in the table's own colours (C1 art, painted art on light oak) changes the cell
// little on average, but its roofs change a few per cent of it by a lot.
TEST(LightFreeDifference, ATileInTheTablesColoursShowsAsAChangedShare) {
    const cv::Mat wood = woodTable(2, 36);
    cv::Mat city = wood.clone();
    // Six roofs 8 x 6 px at a 72 px cell, as the painted art draws them.
    for (int i = 0; i < 6; ++i) cv::rectangle(city, cv::Rect(3 + 11 * i, 8 + 18 * (i % 3), 8, 6), cv::Scalar(52, 78, 205), cv::FILLED);
    const CellDifference d = lightFreeDifference(underDriftedLight(city), wood);
    EXPECT_LT(d.mean, 8);
    EXPECT_GT(d.changedShare, 0.04);
    EXPECT_LT(lightFreeDifference(underDriftedLight(wood), wood).changedShare, 0.01);
}

}  // namespace
}  // namespace carc::vision
