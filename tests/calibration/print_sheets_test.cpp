// The printed sheets: the board and markers on them are detectable, at true scale.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>

#include "calibration/charuco_board.hpp"
#include "calibration/print_sheets.hpp"
#include "calibration/view_check.hpp"
#include "cli_support.hpp"

namespace carc::calibration {
namespace {

namespace fs = std::filesystem;

constexpr double kPxPerMm = 300 / 25.4;

TEST(PrintSheets, BoardAndMarkersAreDetectableAtTrueScale) {
    const auto dir = testing::scratchDir("print");
    auto sheets = writePrintSheets(dir.string());
    if (!sheets && sheets.error().find("no cairo") != std::string::npos) GTEST_SKIP() << sheets.error();
    ASSERT_TRUE(sheets) << sheets.error();
    ASSERT_EQ(sheets->files.size(), 4u);
    for (const std::string& f : sheets->files) EXPECT_GT(fs::file_size(f), 1000u) << f;
    std::ifstream pdf(dir / "board.pdf", std::ios::binary);
    std::string head(4, ' ');
    pdf.read(head.data(), 4);
    EXPECT_EQ(head, "%PDF");

    const cv::Mat board = cv::imread((dir / "board.png").string());
    ASSERT_EQ(board.cols, static_cast<int>(std::lround(297 * kPxPerMm)));
    const ViewVerdict verdict = checkBoardView(board);
    ASSERT_TRUE(verdict.ok) << verdict.reason;
    ASSERT_EQ(verdict.detection.corners.size(), static_cast<size_t>(kBoardCorners));
    // Corner ids run along rows of 6: neighbours 0 and 1 are one square (30 mm) apart.
    const auto& d = verdict.detection;
    const auto at = [&](int id) { return d.corners[std::find(d.cornerIds.begin(), d.cornerIds.end(), id) - d.cornerIds.begin()]; };
    EXPECT_NEAR(cv::norm(at(0) - at(5)), 5 * 30 * kPxPerMm, 2.0);
    EXPECT_NEAR(cv::norm(at(0) - at(18)), 3 * 30 * kPxPerMm, 2.0);

    const cv::Mat markers = cv::imread((dir / "markers.png").string());
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    cv::aruco::detectMarkers(markers, cv::aruco::getPredefinedDictionary(kTableDictionary), corners, ids);
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids, (std::vector<int>{0, 1, 2, 3}));
    for (const auto& c : corners) EXPECT_NEAR(cv::norm(c[0] - c[1]), 40 * kPxPerMm, 2.0);
}

}  // namespace
}  // namespace carc::calibration
