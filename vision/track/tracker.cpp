#include "vision/track/tracker.hpp"

#include <utility>

#include "vision/track/frame_memory.hpp"

namespace carc::vision {
namespace {

// The options with the followers' colours named: the players' names when none are.
TrackerOptions withColours(TrackerOptions options, const GameSetup& setup) {
    if (options.colours.empty()) options.colours = setup.players;
    return options;
}

}  // namespace

Tracker::Tracker(Rectifier rectifier, const TileLibrary& library, const GameSetup& setup, TrackerOptions options)
    : library_(&library),
      markerTolerancePx_(options.markerTolerancePx),
      gate_(options.stillPixels, options.changePixels),
      registration_(std::move(rectifier), options.dump),
      changes_(options.cellChangeThreshold, options.newTileShare),
      interpreter_(library, withColours(std::move(options), setup), registration_.cellPxPerMm()) {
    keepFrameBuffersInTheHeap();  // whoever tracks a table (the app, `carc`) reads frames
}

void Tracker::observe(const cv::Mat& frameBgr, int index, Game& game) {
    if (frameBgr.empty()) return skipped(index, "empty frame");
    const FrameGate::Look look = gate_.look(frameBgr, index, readAgain_);
    if (look.kind == FrameGate::Look::Kind::Moving) return;  // hands over the board, or the first frame of a new view
    if (const auto& dump = interpreter_.options().dump; dump && look.changedSinceStill >= 0)
        dump->log("frame %d: still, %d pixels changed", index, look.changedSinceStill);
    if (look.kind == FrameGate::Look::Kind::New) readStill(frameBgr, look.small, index, game);
}

void Tracker::readStill(const cv::Mat& frameBgr, const cv::Mat& small, int index, Game& game) {
    using Outcome = Registration::MarkerCheck::Outcome;
    const Registration::MarkerCheck markers = registration_.checkMarkers(frameBgr, markerTolerancePx_);
    if (markers.outcome == Outcome::Unregistered) return interpreter_.alert({index, "frame", markers.reason});
    if (markers.outcome == Outcome::Lost) return interpreter_.alert({index, "bump", "table markers lost: " + markers.reason});
    if (markers.outcome == Outcome::Bumped) {
        interpreter_.alert({index, "bump", "camera or table moved (" + markers.reason + "): re-registered"});
        if (registration_.gridLocked())
            registration_.alignBoardAfterBump(rectifier().rectify(frameBgr, readArea(game)), changes_.stillTop(),
                                              game.board().bounds());
    }
    // Once the grid is locked, only the board and what lies around it is read.
    const cv::Rect table({0, 0}, rectifier().outputSize());
    const cv::Rect read = registration_.gridLocked() ? readArea(game) & table : table;
    cv::Mat top = registration_.topView(frameBgr, read);
    if (!registration_.gridLocked()) {
        if (lockGrid(top, index, game)) changes_.start(top), gate_.accept(small);
        return;
    }
    changes_.hint(readAgain_ || gate_.accepted().empty() ? ChangeHint() : ChangeHint(small, gate_.accepted(), frameBgr.size()));
    // A still frame that is not yet understood (a resting hand) stays unaccepted: the
    // next still frames are compared with the last accepted one again.
    const bool understood = interpreter_.read(top, index, {game, registration_, changes_});
    interpreter_.forgetFrame();  // what was worked out for this frame (memory: a few MB)
    if (understood) {
        // The next still frame is compared with this one around the board as it is now:
        // grown past what was read (tiles laid outward), it is read again, larger.
        const cv::Rect compared = registration_.boardArea(game.board().bounds(), top.size());
        if ((compared & read) != compared) top = registration_.topView(frameBgr, readArea(game) & table);
        changes_.accept(top), gate_.accept(small);
        readAgain_ = false;
    }
}

void Tracker::playersOverruled(const Game& game) {
    for (const Pos p : interpreter_.overruled(game)) changes_.recheck(p);
    readAgain_ = true;
}

bool Tracker::lockGrid(const cv::Mat& top, int frame, const Game& game) {
    const PlacedTile& first = game.board().tile(0);
    if (const Status locked = registration_.lockGrid(top, *library_, first.type, first.rot); !locked) {
        interpreter_.alert({frame, "frame", locked.error()});
        return false;
    }
    const TileGuess g = library_->rank(cellImage(top, {0, 0})).front();
    const Placement start = first.rot == Rotation{} ? Placement{first.type, {0, 0}, {}} : Placement{};
    if (g.type != start.type)
        interpreter_.alert({frame, "uncertain", "the start tile does not look like " +
                                                    tileLabel(game.tiles().type(start.type)) + " (looks like " +
                                                    tileLabel(game.tiles().type(g.type)) + ")"});
    return true;
}

void Tracker::endTurn(Game& game) {
    // The last still frame is read once more, whatever it changed: a tile in the table's
    // colours changes too few pixels of the small frame to be looked at (an all-city C,
    // 9 pixels, laid on the last turn), and no later turn shows
    // it among several new tiles.
    if (const std::optional<FrameGate::Quiet> quiet = registration_.gridLocked() ? gate_.takeQuiet() : std::nullopt) {
        readAgain_ = true;
        readStill(*quiet->frame, FrameGate::shrink(*quiet->frame), quiet->index, game);
    }
    interpreter_.endTurn({game, registration_, changes_});
}

void Tracker::finish(Game& game) {
    if (game.over()) return;
    endTurn(game);
    interpreter_.finish({game, registration_, changes_});
}

std::vector<TileGuess> Tracker::rescan(const cv::Mat& frameBgr, const Game& game) const {
    const cv::Mat top = rectifier().rectify(frameBgr);
    std::vector<TileGuess> out;
    for (const PlacedTile& t : game.board().placed()) out.push_back(library_->rank(cellImage(top, t.pos)).front());
    return out;
}

}  // namespace carc::vision
