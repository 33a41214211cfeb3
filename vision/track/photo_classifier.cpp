#include "vision/track/photo_classifier.hpp"

namespace carc::vision {

Expected<PhotoClassification> classifyTilePhoto(const TileLibrary& library, const cv::Mat& photoBgr) {
    if (library.empty()) return Error{"the tile library is empty"};
    auto found = findTileInPhoto(photoBgr);
    if (!found) return Error{found.error()};
    PhotoClassification out{*found, library.rank(found->square)};
    const double aspect = static_cast<double>(photoBgr.cols) / photoBgr.rows;
    if (aspect > 0.85 && aspect < 1.18) {
        const float w = static_cast<float>(photoBgr.cols), h = static_cast<float>(photoBgr.rows);
        TileInPhoto whole{{cv::Point2f{0, 0}, {w, 0}, {w, h}, {0, h}}, rectifyQuad(photoBgr, {cv::Point2f{0, 0}, {w, 0}, {w, h}, {0, h}})};
        std::vector<TileGuess> ranked = library.rank(whole.square);
        if (ranked.front().score > out.ranked.front().score) out = {whole, std::move(ranked)};
    }
    return out;
}

}  // namespace carc::vision
