#pragma once
// The rig's calibration board (INTERFACES.md): ChArUco, 7 x 5 squares of 30 mm,
// markers 22 mm, DICT_5X5_100 (never clashes with the DICT_4X4_50 table markers),
// exactly as OpenCV 4.6's CharucoBoard::create draws it.
#include <opencv2/aruco/charuco.hpp>
#include <opencv2/core.hpp>

namespace carc::calibration {

inline constexpr int kBoardSquaresX = 7;
inline constexpr int kBoardSquaresY = 5;
inline constexpr double kBoardSquareMm = 30.0;
inline constexpr double kBoardMarkerMm = 22.0;
inline constexpr int kBoardDictionary = cv::aruco::DICT_5X5_100;
inline constexpr int kTableDictionary = cv::aruco::DICT_4X4_50;
// Inner chessboard corners the board has: (7-1) x (5-1).
inline constexpr int kBoardCorners = (kBoardSquaresX - 1) * (kBoardSquaresY - 1);

// The board with its object points in metres (OpenCV's own units for this board).
cv::Ptr<cv::aruco::CharucoBoard> calibrationBoard();
// Any other ChArUco layout, for tests of "wrong board" inputs.
cv::Ptr<cv::aruco::CharucoBoard> charucoBoard(int squaresX, int squaresY, double squareMm, double markerMm,
                                              int dictionary);

// The board drawn top-down, pixelsPerMm pixels per millimetre, no margin: black and
// white, CV_8UC1, (7 * 30 * pixelsPerMm) x (5 * 30 * pixelsPerMm).
cv::Mat drawBoard(const cv::Ptr<cv::aruco::CharucoBoard>& board, double pixelsPerMm);

// Board size in millimetres.
cv::Size2d boardSizeMm(const cv::Ptr<cv::aruco::CharucoBoard>& board);

}  // namespace carc::calibration
