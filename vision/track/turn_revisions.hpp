#pragma once
// Stage 5, the turn interpreter's revisions: an earlier tile reading that a later tile,
// a refusal or a bazaar reveal shows wrong is changed to its runner-up, the caller's game
// rebuilt from the corrected moves (every move replayed by the engine) and the players
// told (an "uncertain" alert). Made for one call of the interpreter, on its state and
// the game lent to it.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/game.hpp"
#include "vision/track/turn_interpreter.hpp"

namespace carc::vision {

class Revisions {
public:
    explicit Revisions(TurnInterpreter& in);

    // An earlier doubtful reading that took the last copy of the type this cell clearly
    // shows is revised to its runner-up, and the cell read again.
    void earlierMisreading(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                 const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // A new tile the rules refuse where it lies: a neighbour read without much to spare is
    // revised to its runner-up if the tile is then allowed.
    bool neighbourOfRefused(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                  const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // A new tile read as one the rules allow while it looks, judged against that reading,
    // clearly like one they refuse there: handled as a refused tile, its allowed reading
    // kept unless a neighbour's revision lets the tile in as it looks.
    void neighbourOfMisfit(const cv::Mat& top, Pos cell, int frame, const std::vector<TileAppearance>& views,
                                 const cv::Mat& seen, const cv::Mat& moversFollower, CellReading& now);
    // The bazaar shows a tile whose copies all lie on the board: a doubtful reading of
    // it is revised to its runner-up, if the reveal is then allowed.
    bool forReveal(const BazaarReveal& named, int frame);

private:
    // A reading changed from `was` to `now`.
    struct Revision {
        Placement was, now;
    };
    // The caller's game with one placement read as another, every move replayed; none when a move is
    // then illegal. With `top`, a later tile that no longer fits
    // is read again as it lies now (at most two), each listed in `knockOns`.
    std::optional<Game> replayedWith(const Placement& was, const Placement& now, const cv::Mat* top = nullptr,
                                     std::vector<Revision>* knockOns = nullptr) const;
    // An older tile's cell as `top` shows it now, cut where the tile was found lying, and
    // the followers on it; none when that pose is not known.
    struct CellNow {
        TileCut cut;
        cv::Mat followers;
    };
    std::optional<CellNow> cellNow(const cv::Mat& top, Pos cell) const;
    // What a placement laid there leaves unexplained (costAtPose), the followers left out.
    double costNow(const CellNow& cell, const Placement& p) const;
    // What fits at `was`'s cell in `game` (its turn) and explains the cell as `top` shows
    // it best, if it does as well as `was`.
    std::optional<Placement> fitsAsItLooksNow(const Game& game, const cv::Mat& top, const Placement& was) const;
    // How much better `seen` (a new tile's cell) is explained as `now` than as `before`
    // (TileGuess::score), the two judged in one verdict; none if either drops out. Each
    // verdict judges its candidates on the pixels some of them explain: where a revised
    // game rules out the pennant twin the cell was read as, the pennant is explained by no
    // candidate and counts for neither, and the two verdicts' scores do not compare (an F
    // read as its twin G came out 0.06 better as G, which head to head was 1.7 worse).
    // Under the plank `before`'s reading was judged under (TileVerdict::plank), if any.
    std::optional<double> betterAs(const cv::Mat& seen, const cv::Mat& moversFollower, const TileGuess& now,
                                   const TileGuess& before, const cv::Mat& plank) const;
    // Whether the cell's thumbnails rank `type` among their first two as `game` would allow.
    bool ranksAmongFirstAs(const Game& game, Pos cell, const std::vector<TileAppearance>& views, TileTypeId type) const;
    // Applied readings of `type` whose runner-up is still in the bag, the least sure first.
    std::vector<TileSighting*> revisable(TileTypeId type);
    // The same, each with how much better its runner-up explains its cell as `top` shows
    // it now (levels per judged pixel), best first. (Those it explains clearly worse are
    // still tried: a reading forced by an earlier misreading may have no right runner-up,
    // and its revision still lets the new tile be read as it is.)
    std::vector<std::pair<double, TileSighting*>> revisableAsTheyLookNow(TileTypeId type, const cv::Mat& top);
    // Takes `revised` (the game with `doubtful` read as its runner-up) and tells the players why.
    void adoptRevision(Game revised, TileSighting& doubtful, const Placement& now, int frame, const std::string& why,
                       const std::vector<Revision>& knockOns = {});
    // The sighting's best alternative whose type the bag still holds.
    std::optional<TileSighting::Alternative> runnerUp(const TileSighting& s) const;

    Game& game() const { return in_.game(); }
    const Registration& registration() const { return in_.registration(); }

    TurnInterpreter& in_;
    const TileLibrary* library_;
    const TrackerOptions& opt_;
    const CellReader& reader_;
    const FollowerReader& followers_;
    const std::vector<FollowerColour>& palette_;
    std::vector<Alert>& alerts_;
    std::vector<TileSighting>& sightings_;
    const std::vector<FollowerSeen>& followersSeen_;
};

}  // namespace carc::vision
