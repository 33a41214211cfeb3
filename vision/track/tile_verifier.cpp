#include "vision/track/tile_verifier.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/track/tile_explanation.hpp"

namespace carc::vision {

TileVerdict verifyTile(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                       const TilePrior& prior, const VerifierOptions& options) {
    std::vector<TileGuess> out(ranked.begin(), ranked.begin() + std::min<long>(options.shortList, static_cast<long>(ranked.size())));
    if (out.empty() || cellBgr.empty()) return {out, {}};

    // Each candidate's best explanation of the cell over its art variants, and over the
    // turns the rules cannot tell apart (a cloister or a straight road turned by 180
    // degrees is the same tile, but its picture is not the same picture).
    std::vector<std::vector<cv::Mat>> pictures;
    std::vector<Explanation> explained;
    for (const TileGuess& g : out) {
        std::vector<cv::Mat>& mine = pictures.emplace_back();
        for (std::uint8_t q = 0; q < 4; ++q) {
            if (canonicalRotation(library.tiles(), g.type, Rotation{q}).q != g.rot.q) continue;
            for (cv::Mat& p : library.pictures(g.type, Rotation{q}, cellBgr.cols)) {
                cv::GaussianBlur(p, p, {0, 0}, options.pictureBlur);
                mine.push_back(p);
            }
        }
        explained.push_back(explainCell(cellBgr, mine));
    }
    // One tile lies there, one way, whichever it is: a candidate whose own alignment
    // went astray (a follower's shadow pulled it) is tried again from the pose of the
    // candidate that explained the cell best.
    const auto cheapest = std::min_element(explained.begin(), explained.end(),
                                           [](const Explanation& a, const Explanation& b) { return a.cost < b.cost; });
    const cv::Matx23d pose = cheapest->warp;
    for (size_t i = 0; i < explained.size(); ++i)
        if (Explanation again = explainCell(cellBgr, pictures[i], &pose); again.cost < explained[i].cost)
            explained[i] = std::move(again);
    // Pixels no candidate explains are occluded (a follower, a hand's shadow, glare): they
    // count for none, and neither does a margin around them (see occluderMargin).
    cv::Mat bestResidual = explained[0].residual.clone();
    for (const Explanation& e : explained) bestResidual = cv::min(bestResidual, e.residual);
    cv::Mat occluded = bestResidual > options.occluded;
    const int reach = std::max(1, cvRound(options.occluderMargin * cellBgr.cols));
    cv::dilate(occluded, occluded, cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * reach + 1, 2 * reach + 1}));
    const cv::Mat judged = cellInterior(cellBgr.size()) & ~occluded;

    const int judgedPixels = std::max(1, cv::countNonZero(judged));
    std::vector<double> unexplained;  // per candidate: capped residual summed over the judged pixels
    for (const Explanation& e : explained)
        unexplained.push_back(cv::mean(cv::min(e.residual, options.residualCap), judged)[0] * judgedPixels);
    const double least = *std::min_element(unexplained.begin(), unexplained.end());
    double total = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        TileGuess& g = out[i];
        const double weight = prior.empty() ? 1.0 : prior[g.type][g.rot.q];
        g.score = -unexplained[i] / judgedPixels;
        g.probability = weight * std::exp(-(unexplained[i] - least) / options.evidenceScale);
        total += g.probability;
    }
    for (TileGuess& g : out) g.probability = total > 0 ? g.probability / total : 0;
    const size_t best = static_cast<size_t>(std::min_element(unexplained.begin(), unexplained.end()) - unexplained.begin());
    const cv::Point2d offset = centreOffset(explained[best], cellBgr.size());
    std::stable_sort(out.begin(), out.end(), [](const TileGuess& a, const TileGuess& b) { return a.probability > b.probability; });
    return {out, offset};
}

}  // namespace carc::vision
