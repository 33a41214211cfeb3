#include "calibration/charuco_board.hpp"

#include <cmath>

namespace carc::calibration {

cv::Ptr<cv::aruco::CharucoBoard> charucoBoard(int squaresX, int squaresY, double squareMm, double markerMm,
                                              int dictionary) {
    return cv::aruco::CharucoBoard::create(squaresX, squaresY, static_cast<float>(squareMm / 1000.0),
                                           static_cast<float>(markerMm / 1000.0),
                                           cv::aruco::getPredefinedDictionary(dictionary));
}

cv::Ptr<cv::aruco::CharucoBoard> calibrationBoard() {
    static const cv::Ptr<cv::aruco::CharucoBoard> board =
        charucoBoard(kBoardSquaresX, kBoardSquaresY, kBoardSquareMm, kBoardMarkerMm, kBoardDictionary);
    return board;
}

cv::Size2d boardSizeMm(const cv::Ptr<cv::aruco::CharucoBoard>& board) {
    const cv::Size squares = board->getChessboardSize();
    const double squareMm = board->getSquareLength() * 1000.0;
    return {squares.width * squareMm, squares.height * squareMm};
}

cv::Mat drawBoard(const cv::Ptr<cv::aruco::CharucoBoard>& board, double pixelsPerMm) {
    const cv::Size2d mm = boardSizeMm(board);
    const cv::Size size(static_cast<int>(std::lround(mm.width * pixelsPerMm)),
                        static_cast<int>(std::lround(mm.height * pixelsPerMm)));
    cv::Mat image;
    board->draw(size, image, 0, 1);
    return image;
}

}  // namespace carc::calibration
