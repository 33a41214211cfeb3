#include "vision/track/turn_interpreter.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "vision/track/bridge_finder.hpp"
#include "vision/track/missed_turns.hpp"
#include "vision/track/players_answers.hpp"
#include "vision/track/tile_explanation.hpp"
#include "vision/track/turn_revisions.hpp"

namespace carc::vision {
namespace {

}  // namespace

class TurnInterpreter::Lending {
public:
    Lending(TurnInterpreter& in, const Lent& lent) : in_(in), before_(in.lent_) { in.lent_ = &lent; }
    ~Lending() { in_.lent_ = before_; }
    Lending(const Lending&) = delete;
    Lending& operator=(const Lending&) = delete;

private:
    TurnInterpreter& in_;
    const Lent* before_;
};

TurnInterpreter::TurnInterpreter(const TileLibrary& library, TrackerOptions options, double cellPxPerMm)
    : library_(&library),
      opt_(std::move(options)),
      palette_(printedColours(opt_.colours)),
      reader_(library, opt_.colours, palette_, cellPxPerMm, opt_.dump),
      followers_(library, opt_.colours, palette_, cellPxPerMm, opt_.dump) {}

bool TurnInterpreter::read(const cv::Mat& top, int frame, const Lent& lent) {
    const Lending lending(*this, lent);
    return processChange(top, frame);
}

void TurnInterpreter::endTurn(const Lent& lent) {
    const Lending lending(*this, lent);
    if (game().phase() == Phase::Follower) (void)game().apply(Pass{});  // always legal in the follower phase
    PlayersAnswers(*this).decisions(-1);
}

void TurnInterpreter::finish(const Lent& lent) {
    const Lending lending(*this, lent);
    if (!game().over())
        if (const Status st = game().apply(EndGame{}); !st) alerts_.push_back({-1, "uncertain", "cannot end the game: " + st.error()});
    PlayersAnswers(*this).decisions(-1);
}

std::vector<Pos> TurnInterpreter::overruled(const Game& game) {
    // Cells a tile was read on that the players' game has not: read them again.
    std::vector<Pos> again;
    for (const TileSighting& s : sightings_)
        if (s.applied && game.board().at(s.placement.pos) < 0) again.push_back(s.placement.pos);
    poses_.clear();
    unexplainedStill_ = 0;
    return again;
}

NeighbourReach TurnInterpreter::reach() const {
    NeighbourReach out{{}, poses_};
    for (const FollowerSeen& f : followersSeen_) out.followers.emplace_back(f.cell, f.unit);
    return out;
}

std::vector<std::pair<double, Pos>> TurnInterpreter::changedCells(const cv::Mat& lit, const cv::Mat& top,
                                                                  std::optional<Pos> besides) const {
    return lent_->changes.changedCells(lit, top, registration(), game().board(), reach(), besides);
}

void TurnInterpreter::refineGrid(Pos cell, cv::Point2d offsetMm) {
    const Grid before = registration().grid();
    const cv::Point2d move = registration().refineGrid(cell, offsetMm);
    // The cells move with the grid; the tiles stay where they lie.
    if (registration().grid().turnDeg != before.turnDeg) {
        for (auto& [at, warp] : poses_) warp = registration().cellToCell(before, at, warp);
        return;
    }
    const double pxPerMm = cellPxPerMm();  // the poses are in cell pixels
    for (auto& [at, warp] : poses_) warp(0, 2) -= move.x * pxPerMm, warp(1, 2) -= move.y * pxPerMm;
}

const cv::Matx23d* TurnInterpreter::poseAt(Pos cell) const {
    for (const auto& [at, warp] : poses_)
        if (at == cell) return &warp;
    return nullptr;
}

std::vector<Move> TurnInterpreter::placementMoves(const Placement& p, std::optional<Axis> seenBridge) const {
    // Legal only with a bridge: the one seen on it, else the one the engine knows of (on
    // a neighbour: the bridge finder confirms it there later, or the players correct).
    if (!game().check(PlaceTile{p})) {
        std::optional<PlaceTile> needed;
        for (const PlaceTile& withBridge : game().module<BcbModule>().bridgePlacements(game(), p.type, p.pos)) {
            if (withBridge.placement.rot != p.rot || !withBridge.bridge) continue;
            const bool asSeen = seenBridge && withBridge.bridge->pos == p.pos && withBridge.bridge->axis == *seenBridge;
            if (!needed || asSeen) needed = withBridge;
        }
        if (needed) return {*needed};
    }
    if (seenBridge) return {PlaceTile{p}, PlaceBridge{BridgeSpot{p.pos, *seenBridge}}};
    return {PlaceTile{p}};
}

TurnInterpreter::Reading TurnInterpreter::reading() const {
    return {game(), mayEmpty_, poses_, registration().grid(), alerts_, sightings_, followersSeen_, notes_};
}

void TurnInterpreter::restore(const Reading& r) {
    game() = r.game;
    mayEmpty_ = r.mayEmpty;
    poses_ = r.poses;
    registration().setGrid(r.grid);
    alerts_ = r.alerts, sightings_ = r.sightings, followersSeen_ = r.followersSeen, notes_ = r.notes;
}

bool TurnInterpreter::processChange(const cv::Mat& top, int frame) {
    const std::optional<Pos> lastPlaced =
        game().lastPlaced() >= 0 ? std::optional<Pos>(game().board().tile(game().lastPlaced()).pos) : std::nullopt;
    Changes seen = lent_->changes.compare(top, registration(), game().board(), lastPlaced, reach());
    std::vector<std::pair<double, Pos>>& changed = seen.changed;
    const cv::Mat& lit = seen.lit;
    const std::vector<Pos>& disturbed = seen.disturbed;
    if (opt_.dump)
        for (const auto& [d, p] : changed) opt_.dump->log("frame %d: changed %s by %.1f", frame, toString(p).c_str(), d);

    // Read the change as moves; they are taken back if the change is not understood yet.
    const Reading before = reading();
    const size_t eventsBefore = game().gameEvents().size();
    std::optional<Pos> bridged;
    const auto lookForPieces = [&] {
        bridged = lookForBridge(top, frame);
        lookForFollower(top, frame);
        noteReturns(eventsBefore);
        // A knight on the city the tile just closed is taken off with the tile's turn, while
        // the engine still waits for the follower: no change to explain, and not a hand (a
        // turn played meanwhile beside the tile went unseen).
        noteReturnsAtTurnEnd();
    };
    if (changed.size() == 1) {
        placeTile(top, changed[0].second, frame);
        lookForPieces();
        // A tile laid beside it in a turn the camera did not see (behind a bump's
        // re-registration) lay off the frontier compared: it is one of several new tiles.
        // (Its follower is known by now: where it reaches over a neighbour is no change.)
        if (std::vector<std::pair<double, Pos>> beyond = changedCells(lit, top, changed[0].second); !beyond.empty()) {
            restore(before);
            changed.insert(changed.end(), beyond.begin(), beyond.end());
            lookForPieces();
        }
    } else {
        lookForPieces();
    }

    std::vector<Pos> unexplained;
    for (const Pos p : disturbed)
        if (std::find(mayEmpty_.begin(), mayEmpty_.end(), p) == mayEmpty_.end() && p != bridged) unexplained.push_back(p);
    if (changed.size() > 1 || !unexplained.empty()) {
        // A hand resting over the board, or a real irregularity: only when it stays for
        // several still frames is it taken as what is on the table.
        if (++unexplainedStill_ < opt_.stillFramesToAccept) {
            restore(before);
            return false;
        }
        for (const Pos p : unexplained)
            alerts_.push_back({frame, "moved", "the tile at " + toString(p) +
                                                   " changed after its turn: moved, covered, or a follower put on or "
                                                   "taken off it"});
        if (changed.size() > 1) {
            lent_->changes.relightBoard(seen, top, registration());  // the frontier grows as they are placed
            MissedTurns(*this).placeSeveral(lit, top, changed, frame);
        }
    }
    unexplainedStill_ = 0;
    for (const Pos p : disturbed) std::erase(mayEmpty_, p);  // seen gone
    return true;
}

void TurnInterpreter::noteReturns(const Game& game, size_t eventsBefore) {
    const std::vector<GameEvent>& events = game.gameEvents();
    for (size_t i = eventsBefore; i < events.size(); ++i)
        if (events[i].type == GameEvent::Type::Returned)
            mayEmpty_.push_back(game.board().tile(events[i].follower.at.tile).pos);
}

void TurnInterpreter::noteReturnsAtTurnEnd() {
    if (game().phase() != Phase::Follower) return;
    // The turn ended here on a copy: the followers on what the tile closes go home
    // whatever is decided (a figure, a message).
    noteReturns(turnEndedOnACopy(game(), false), game().gameEvents().size());
}

std::optional<Pos> TurnInterpreter::lookForBridge(const cv::Mat& top, int frame) {
    if (game().phase() != Phase::Follower) return std::nullopt;
    // The spots the rules allow now (the tile just placed and its neighbours), per tile.
    std::vector<std::pair<Pos, std::vector<Axis>>> tiles;
    for (const BridgeSpot& spot : game().module<BcbModule>().bridgeSpots(game())) {
        auto it = std::find_if(tiles.begin(), tiles.end(), [&](const auto& t) { return t.first == spot.pos; });
        if (it == tiles.end()) tiles.push_back({spot.pos, {spot.axis}});
        else it->second.push_back(spot.axis);
    }
    for (const auto& [pos, axes] : tiles) {
        const PlacedTile& t = game().board().tile(game().board().at(pos));
        const TileCut cut = registration().cutWhereTheTileLies(top, pos, poseAt(pos));
        const cv::Mat& cell = cut.image;
        dumpCell("bridge", frame, pos, cell, cut.pose);
        const auto axis = findBridge(cell, library_->picturesShowing(t.type, t.rot, cell.cols), axes, {},
                                     cut.pose ? &*cut.pose : nullptr, followerMask(cell, cellPxPerMm(), palette_));
        if (!axis) continue;
        const PlaceBridge bridge{{pos, *axis}};
        if (const Status ok = game().apply(bridge); !ok) {
            alerts_.push_back({frame, "illegal", "a bridge on the tile at " + toString(pos) + ": " + ok.error()});
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": a bridge on the tile at " + toString(pos) +
                         (*axis == Axis::NS ? " (north-south)" : " (west-east)"));
        return pos;
    }
    return std::nullopt;
}

void TurnInterpreter::lookForFollower(const cv::Mat& top, int frame) {
    if (game().phase() != Phase::Follower || game().lastPlaced() < 0) return;
    const PlacedTile& t = game().board().tile(game().lastPlaced());
    // Cut where the tile lies: a knight on a city's edge of a tile lying 2.4 mm off its
    // cell stood half outside the cell's cut, and was too small to be a follower.
    const TileCut cut = registration().cutWhereTheTileLies(top, t.pos, poseAt(t.pos));
    dumpCell("follower", frame, t.pos, cut.image, cut.pose);
    const std::optional<FollowerReading> seen = followers_.read(game(), cut, frame);
    if (!seen) return;
    const std::string& mine = opt_.colours[static_cast<size_t>(game().activePlayer())];
    FollowerSeen f{frame, t.pos, seen->colour, seen->segment, seen->confidence, false, seen->unit};
    // The same refused follower is reported once, not on every still frame after.
    const bool reported = !followersSeen_.empty() && followersSeen_.back().cell == f.cell &&
                          followersSeen_.back().segment == f.segment && !followersSeen_.back().applied;
    const std::string where = seen->colour + " follower on the tile at " + toString(t.pos);
    if (seen->colour != mine) {
        if (!reported)
            alerts_.push_back({frame, "illegal", "a " + where + ", placed this turn by " + mine + ": only " + mine +
                                                     " may put a follower there"});
    } else if (const Status ok = game().apply(Deploy{f.segment}); !ok) {
        if (!reported) alerts_.push_back({frame, "illegal", where + ": " + ok.error()});
    } else {
        if (seen->confidence < opt_.minConfidence)
            alerts_.push_back({frame, "uncertain", where + " (colour confidence " + std::to_string(seen->confidence) +
                                                       "): players, please confirm"});
        f.applied = true;
        PlayersAnswers(*this).decisions(frame);
    }
    if (!reported || f.applied) followersSeen_.push_back(f);
}

void TurnInterpreter::placeTile(const cv::Mat& top, Pos cell, int frame) {
    // A follower still owed from the last turn: none was seen, so the player passed.
    if (game().phase() == Phase::Follower) {
        (void)game().apply(Pass{});  // always legal in the follower phase
        PlayersAnswers(*this).decisions(frame);
    }
    const std::vector<TileAppearance> views = reader_.views(top, registration(), cell);
    const double t = registration().rectifier().table().tileMm;
    const cv::Mat seen = registration().cellImage(top, cell);
    dumpCell("tile", frame, cell, seen, std::nullopt);
    const cv::Mat moversFollower = reader_.moversFollower(game(), seen);
    CellReading reading = reader_.read(game(), registration(), {top, cell, frame, views, seen, moversFollower});
    if (reading.verdict.ranked.empty()) return;
    Revisions revise(*this);
    if (reading.legal) {
        revise.earlierMisreading(top, cell, frame, views, seen, moversFollower, reading);
        revise.neighbourOfMisfit(top, cell, frame, views, seen, moversFollower, reading);
    } else {
        revise.neighbourOfRefused(top, cell, frame, views, seen, moversFollower, reading);
    }
    const TileVerdict& verdict = reading.verdict;
    if (opt_.dump) printReading(frame, cell, verdict.ranked, reading.thumbnails);
    const TileGuess& best = verdict.ranked.front();
    const std::optional<TileGuess> told = best.probability < opt_.askTileBelow ? PlayersAnswers(*this).whichTile(frame, cell, verdict) : std::nullopt;
    const TileGuess& g = told ? *told : best;
    TileSighting s = sighting(frame, cell, verdict, g, told.has_value());
    const std::string name = tileLabel(game().tiles().type(g.type));
    const std::vector<Move> moves = placementMoves(s.placement, g.bridge);
    if (const Status ok = game().apply(moves.front()); !ok) {
        alerts_.push_back({frame, "illegal", name + " at " + toString(cell) + ": " + ok.error()});
        sightings_.push_back(s);
        return;
    }
    s.applied = true;
    sightings_.push_back(s);
    poses_.emplace_back(cell, verdict.pose);
    refineGrid(cell, centreOffset(verdict.pose, seen.size()) * (t / seen.cols));
    if (const auto* placed = std::get_if<PlaceTile>(&moves.front()); placed && placed->bridge)
        notes_.push_back("frame " + std::to_string(frame) + ": " + name + " at " + toString(cell) +
                         " fits only with a bridge: bridge placed");
    for (size_t i = 1; i < moves.size(); ++i) {
        if (const Status ok = game().apply(moves[i]); !ok) {
            alerts_.push_back({frame, "illegal", "a bridge on the tile at " + toString(cell) + ": " + ok.error()});
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": a bridge on the tile at " + toString(cell));
    }
}

TileSighting TurnInterpreter::sighting(int frame, Pos cell, const TileVerdict& verdict, const TileGuess& g, bool told) {
    const TileGuess& best = verdict.ranked.front();
    TileSighting s{frame, {g.type, cell, g.rot}, g.probability, false, {}, false};
    // The players' word has no alternatives: no revision takes it back.
    for (const TileGuess& other : verdict.ranked) {
        const auto sameType = [&](const TileSighting::Alternative& a) { return a.placement.type == other.type; };
        if (!told && other.type != g.type && std::none_of(s.alternatives.begin(), s.alternatives.end(), sameType))
            s.alternatives.push_back({{other.type, cell, other.rot}, g.score - other.score});
    }
    const std::string name = tileLabel(game().tiles().type(g.type));
    if (told)
        notes_.push_back("frame " + std::to_string(frame) + ": the players say the tile at " + toString(cell) + " is " +
                         name + " rot " + std::to_string(g.rot.degrees()) + " (read as " +
                         tileLabel(game().tiles().type(best.type)) + " rot " + std::to_string(best.rot.degrees()) +
                         ", confidence " + std::to_string(best.probability) + ")");
    else if (g.probability < opt_.askTileBelow)
        alerts_.push_back({frame, "uncertain",
                           "tile at " + toString(cell) + " looks like " + name + " rot " + std::to_string(g.rot.degrees()) +
                               " with confidence " + std::to_string(g.probability) + ": players, please confirm"});
    return s;
}

void TurnInterpreter::dumpCell(const char* what, int frame, Pos cell, const cv::Mat& image,
                       const std::optional<cv::Matx23d>& pose) const {
    if (opt_.dump) opt_.dump->cell(what, frame, cell, image, pose);
}

void TurnInterpreter::printReading(int frame, Pos cell, const std::vector<TileGuess>& verdict,
                           const std::vector<TileGuess>& thumbnails) const {
    const auto print = [&](const std::vector<TileGuess>& list) {
        std::string out;
        for (size_t i = 0; i < std::min<size_t>(4, list.size()); ++i) {
            char one[96];
            std::snprintf(one, sizeof one, " %s/%d%s %.3f", tileLabel(game().tiles().type(list[i].type)).c_str(),
                          list[i].rot.degrees(), list[i].bridge ? "+bridge" : "", list[i].probability);
            out += one;
        }
        return out;
    };
    opt_.dump->log("frame %d: tile at %s:%s | thumbnails:%s", frame, toString(cell).c_str(), print(verdict).c_str(),
                   print(thumbnails).c_str());
}



}  // namespace carc::vision
