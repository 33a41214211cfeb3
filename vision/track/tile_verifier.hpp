#pragma once
// A second look at a new tile. The thumbnail ranking (TileLibrary::rank) is quick and
// survives a follower standing on the tile, but at 12 x 12 a pennant or a road is a
// cell or two, and its robust likeness leaves out exactly the cells where a wrong
// candidate differs. So its best few candidates are judged again on the cell at full
// resolution: each candidate's picture aligned to the cell and put in its light
// (tile_explanation), and the candidates compared only on the pixels that at least one
// of them explains. A follower, a hand's shadow or glare is explained by none and
// counts for none; a pennant, a road or a city cap is explained by the right candidate
// only, and decides.
#include <functional>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/track/explanation_memo.hpp"
#include "vision/track/tile_explanation.hpp"
#include "vision/track/tile_library.hpp"

namespace carc::vision {

struct VerifierOptions {
    int shortList = 8;          // candidates of the thumbnail ranking judged again
    int aligned = 2;            // ... of which the first are aligned to the cell on their own
    // ... and all of them when the best reading has a bridge on it: a plank hides much of
    // what holds a tile in place, and laid at another candidate's pose a straight road
    // or a plain field lies 5 px astray (a U under a plank with a thief was read as A, a
    // field tile under a plank as a cloister whose road and roof the cell does not show).
    // Bridges are laid a few times a game; aligning all costs 2.5 times as much.
    bool alignAllUnderAPlank = true;
    // ... all, that is, whose pictures laid where the gaps beside the tile say it lies
    // (a plank left out) explain the cell within this factor of the best candidate's so
    // laid; the rest, far off there, are laid at the two best poses found (and aligned
    // when they explain the cell nearly as well there). Under a plank a dozen candidates,
    // 20 pictures, were aligned in 60 ms of a 110 ms frame; the tile under the plank was
    // within 1.25 of the best so laid in every plank of a game looked at (most often the
    // best by far).
    double alignAllWithin = 1.5;
    double alsoAlignWithin = 0;
    // ... and when the best reading is surer than this of none: the first two candidates'
    // alignments may both have slid (a J's city edge laid on the table beside a W lying
    // 4 mm off its cell, the W never aligned on its own and read as J at 0.88).
    double alignAllBelow = 0.9;
    // ... and when the best reading lies farther off its cell than a tile does (this share
    // of the cell along an axis: 4 mm, a tile's 3 mm and the grid's 1): its alignment slid
    // to lay its art on something else (a V with a red farmer in its curve: I and E slid
    // 8 px each way to lay a city's red roofs on the farmer, and the V, laid only there,
    // lost to the I at 1.000).
    double alignAllBeyond = 0.09;
    // ... and when the best reading explains the cell poorly (Explanation::cost above
    // this; a right reading's median is 6-7, one in ten is above 13-16): the tile may lie
    // where neither aligned candidate could lay its art (a D lying 5 mm off the start
    // tile's grid, its road not where the thumbnails looked for it, was read as the J
    // that was aligned at 31 while the D, aligned, explained it at 17).
    double alignAllAbove = 20;
    // Where bridges are in play: further candidates of the ranking that may take one. A
    // plank across the cell spoils the thumbnails, and the tile under it (a straight road
    // under a plank across it) may rank far below look-alikes of its visible half.
    int bridgedExtra = 4;
    // Of an aligned candidate's pictures (its turns the rules cannot tell apart, its art
    // variants), only those that, laid where the tile roughly lies, explain the cell
    // within this factor of its best one there are aligned: the others (a cloister's
    // steeple turned the wrong way: 3 times the cost) are laid at the shared pose only.
    // Aligning is the costly part: a C1 cloister's new-tile frame about 78 -> 53 ms.
    double worthAligning = 1.5;
    double occluded = 40;       // residual (BGR distance) no candidate explains: an occluder
    // An occluder is widened by this share of the cell: where a follower happens to look
    // like a candidate's art (blue like a pennant), that candidate explains a piece of
    // the follower; the piece lies at the follower's edge and is swallowed.
    double occluderMargin = 0.05;
    double residualCap = 80;    // one pixel's residual counts at most this much
    double pictureBlur = 1.2;   // px of Gaussian blur on the pictures: the camera's picture is softer
    // Residual summed over the judged pixels worth one nat of evidence: a typical
    // residual (15) times the pixels that blur, demosaicing and JPEG blocks make move
    // together (16), since neighbouring pixels of a camera picture are not independent.
    double evidenceScale = 15.0 * 16.0;
};

struct TileVerdict {
    // The short list re-ranked, best first; each in the turn it lies in among those the
    // rules cannot tell apart (a cloister beside a straight road: which side it is on).
    std::vector<TileGuess> ranked;
    cv::Matx23d pose{1, 0, 0, 0, 1, 0};  // how the best candidate's picture lies on the cell (picture -> cell pixels)
    double cost = 0;                      // ... and what it leaves unexplained there (Explanation::cost)
    cv::Mat plank{};  // judged under a plank: the plank (and its shadow) left out of aligning (CV_8U)
};

// How well `guess` explains the cell laid at `pose` (another reading's: the tile lies one
// way whichever it is), unaligned, in the turn it is guessed in (its first picture):
// Explanation::cost, `leaveOut` counted for none (unless it covers most of the cell, as
// in verifyTile). A quick look before verifyTile. (`memo`: explanations already worked
// out this frame, and where this one is kept.)
double costAtPose(const cv::Mat& cellBgr, const TileLibrary& library, const TileGuess& guess, const cv::Matx23d& pose,
                  const cv::Mat& leaveOut = {}, const VerifierOptions& options = {}, ExplanationMemo* memo = nullptr);

// Which of a candidate's pictures are worth aligning (VerifierOptions::worthAligning):
// laid at `roughly` (where the gaps beside the tile, or its grid place, say it lies),
// each one's Explanation there (`laid`, with its cost) and whether it is worth aligning.
// One picture alone always is.
struct RoughLook {
    std::vector<Explanation> laid;
    std::vector<bool> worthAligning;
};
RoughLook lookRoughly(const cv::Mat& cellBgr, const std::vector<cv::Mat>& pictures, const cv::Matx23d& roughly,
                      const cv::Mat& leaveOut, double within, ExplanationMemo* memo = nullptr);

// The weight of "this candidate with a bridge lying across it along `axis`" (0: the
// rules or the player's supply rule it out). Empty: no bridges in play.
using BridgePrior = std::function<double(TileTypeId, Rotation, Axis)>;

// `ranked`: TileLibrary::rank's answer for this cell (best first, with the prior
// applied); `prior`: the same prior. Returns the short list re-ranked, probabilities
// from the full-resolution evidence times the prior; candidates beyond the short list
// are dropped. cellBgr: the square cell image at its grid place. With `bridged`, each
// candidate the rules let carry a bridge is also judged with one: a wooden plank across
// the tile explains its strip in the plank's own colour, so a straight road under a
// north-south bridge (roads on all four edges, as a crossroads) is read as what it is.
// `followers`: where a follower put down with the tile may stand (followerMask of the
// mover's colour; CV_8U, 255 = may be one), counted for none as well: a red farmer
// where a cloister's red roof would be explains that cloister's roof as well as the
// cloister does, but it is no evidence for it. `memo`: explanations already worked out
// for this frame (the same cell read again with other priors aligns little anew), and
// where the new ones are kept; none: kept for this call only. `plank`: a plank found on
// the cell before (TileVerdict::plank of its reading), left out of aligning as under it,
// in one look: a second judgement of a reading under a plank, such as a revision's head
// to head, aligns the reading's pictures as the reading did (the memo has them).
TileVerdict verifyTile(const cv::Mat& cellBgr, const TileLibrary& library, const std::vector<TileGuess>& ranked,
                       const TilePrior& prior, const BridgePrior& bridged = {}, const VerifierOptions& options = {},
                       const cv::Mat& followers = {}, ExplanationMemo* memo = nullptr, const cv::Mat& plank = {});

}  // namespace carc::vision
