// The frame's memos (explanation_memo, LikenessMemo): what they give is what the direct
// call gives, the same inputs again are served from the memo whichever Mat holds them,
// and other inputs are worked out afresh.
#include <gtest/gtest.h>

#include "tests/vision/painted_cell.hpp"
#include "vision/track/explanation_memo.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {
namespace {

using namespace test;

void expectSame(const Explanation& a, const Explanation& b) {
    EXPECT_DOUBLE_EQ(a.cost, b.cost);
    for (int i = 0; i < 6; ++i) EXPECT_DOUBLE_EQ(a.warp.val[i], b.warp.val[i]);
    for (int c = 0; c < 3; ++c) EXPECT_DOUBLE_EQ(a.gain[c], b.gain[c]);
    EXPECT_EQ(cv::norm(a.residual, b.residual, cv::NORM_INF), 0.0);
}

TEST(ExplanationMemo, GivesWhatExplainPictureGivesAndServesTheSamePixelsAgain) {
    const cv::Mat face = picture(tile("D"));
    const cv::Mat cell = onTable(face, {2.5, -1.5}, 2.0);
    ExplanationMemo memo;
    const Explanation first = memo.explain(cell, face);
    expectSame(first, explainPicture(cell, face));
    // The same pixels in other Mats: served from the memo (its very residual image).
    const Explanation again = memo.explain(cell.clone(), face.clone());
    expectSame(again, first);
    EXPECT_EQ(again.residual.data, first.residual.data);
    // Laid at a pose, aligned once, or with a pixel changed: other explanations.
    cv::Matx23d aPixelOff = first.warp;
    aPixelOff(0, 2) += 1.0;
    const Explanation atPose = memo.explain(cell, face, &aPixelOff);
    expectSame(atPose, explainPicture(cell, face, &aPixelOff));
    EXPECT_GT(atPose.cost, first.cost);
    const Explanation once = memo.explain(cell, face, nullptr, {}, nullptr, Align::Once);
    expectSame(once, explainPicture(cell, face, nullptr, {}, nullptr, Align::Once));
    expectSame(memo.alignedAgain(cell, face, once), alignedAgain(cell, face, once));
    cv::Mat touched = cell.clone();
    touched.at<cv::Vec3b>(30, 30)[0] ^= 1;
    EXPECT_NE(memo.explain(touched, face).residual.data, first.residual.data);
    memo.clear();
    EXPECT_NE(memo.explain(cell, face).residual.data, first.residual.data);
}

TEST(LikenessMemo, WorksALikenessOutOnce) {
    LikenessMemo memo;
    int worked = 0;
    const auto likeness = [&] {
        ++worked;
        Likeness l;
        l.robust = 0.5;
        return l;
    };
    EXPECT_DOUBLE_EQ(memo.get(7, 3, likeness).robust, 0.5);
    EXPECT_DOUBLE_EQ(memo.get(7, 3, likeness).robust, 0.5);
    EXPECT_EQ(worked, 1);
    memo.get(7, 4, likeness);
    memo.get(8, 3, likeness);
    EXPECT_EQ(worked, 3);
    memo.clear();
    memo.get(7, 3, likeness);
    EXPECT_EQ(worked, 4);
}

}  // namespace
}  // namespace carc::vision
