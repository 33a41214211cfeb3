#pragma once
// Stage 3 of the pipeline (docs/vision.md): which tile lies in a changed cell, in which
// turn and pose, with or without a plank, read in the light of what the rules allow
// there. The candidates come from the game passed in (a value: the caller's game, or a
// revised copy of it); the reader holds no game.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/track/dump_sink.hpp"
#include "vision/track/explanation_memo.hpp"
#include "vision/track/follower_colours.hpp"
#include "vision/track/registration.hpp"
#include "vision/track/tile_appearance.hpp"
#include "vision/track/tile_library.hpp"
#include "vision/track/tile_verifier.hpp"

namespace carc::vision {

// What the engine allows at a cell, as weights per tile type and rotation (copies left
// in the bag): the tile as it is, and with a bridge lying across it.
struct CellPriors {
    TilePrior plain;
    BridgePrior bridged;
    TilePrior forRanking;  // the larger of the two, for the thumbnail short list
};
// What `game` allows at `cell` for the tile to come (its drawn tile, if it knows it).
[[nodiscard]] CellPriors cellPriors(const Game& game, Pos cell);

// A changed cell as the reader is given it: the table view it is cut from, the cell as cut
// (`seen`), its thumbnails' appearances as the tile may lie (`views`), and where the
// mover's follower may stand on it (`moversFollower`, left out of the judging).
struct CellView {
    const cv::Mat& top;
    Pos cell;
    int frame = 0;
    const std::vector<TileAppearance>& views;
    const cv::Mat& seen;
    const cv::Mat& moversFollower;
};

// A cell read: the verdict, the thumbnails' short list, whether some tile the rules allow
// looked like it (else the verdict says what it looks like, with no prior) and the priors.
struct CellReading {
    TileVerdict verdict;
    std::vector<TileGuess> thumbnails;  // the short list, as ranked
    bool legal = false;                 // some tile the rules allow there looked like it
    CellPriors priors;                  // what the rules allow there, as read
};

class CellReader {
public:
    // `colours`: the followers' colour per player, in turn order (their printed shades in
    // `palette`), for where the mover's follower may stand; `cellPxPerMm`: the scale of a
    // cell's image (Registration::cellPxPerMm).
    CellReader(const TileLibrary& library, std::vector<std::string> colours, std::vector<FollowerColour> palette,
               double cellPxPerMm, std::shared_ptr<const DumpSink> dump);

    // The cell read as `game` allows: thumbnails ranked under its priors, the short list
    // judged at full resolution, and an unsure verdict on a tile lying off its cell judged
    // again on a cut centred where it lies (`grid`: where the cells lie in the view).
    [[nodiscard]] CellReading read(const Game& game, const Registration& grid, const CellView& view) const;
    // The thumbnails' appearances of `cell` in `top` as a tile may lie on it (5 poses a
    // few degrees and millimetres off its grid place), each as seen and with what may be
    // a follower painted over (CellView::views).
    [[nodiscard]] std::vector<TileAppearance> views(const cv::Mat& top, const Registration& grid, Pos cell) const;
    // Where `game`'s player to move may have put a follower down on `cell` (a cell's image).
    [[nodiscard]] cv::Mat moversFollower(const Game& game, const cv::Mat& cell) const;

    // What the reader worked out on the still frame being read (cells' explanations, their
    // thumbnails' likenesses), shared with whoever judges the same cells again
    // (revisions); forget at the end of each still frame.
    [[nodiscard]] ExplanationMemo* explanations() const { return &explanations_; }
    [[nodiscard]] LikenessMemo* likenesses() const { return &likenesses_; }
    void forgetFrame() { explanations_.clear(), likenesses_.clear(); }

private:
    // An unsure verdict on a tile lying far off its cell, judged again on a cut centred
    // where it lies (what lay outside the first cut decides).
    void lookAgainWhereTheTileLies(const Game& game, const Registration& grid, const CellView& view,
                                   const CellPriors& priors, TileVerdict& verdict) const;

    const TileLibrary* library_;
    std::vector<std::string> colours_;
    std::vector<FollowerColour> palette_;
    double cellPxPerMm_;
    std::shared_ptr<const DumpSink> dump_;
    mutable ExplanationMemo explanations_;
    mutable LikenessMemo likenesses_;
};

}  // namespace carc::vision
