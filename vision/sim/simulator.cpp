#include "vision/sim/simulator.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/camera/piece_colours.hpp"
#include "vision/sim/sim_random.hpp"

namespace carc::sim {
namespace {

constexpr std::uint64_t kLieStream = 51, kPlanStream = 52, kPieceStream = 53, kHandStream = 54, kLampStream = 55,
                        kGlareStream = 56;
// The lamp the figures' shadows fall from: this high over the horizon (degrees), from
// any side.
constexpr double kLampLowDeg = 40, kLampHighDeg = 65;
const cv::Scalar kFloor(40, 42, 46);  // beyond the drawn table: the room, dim

double clippedGaussian(SimRandom& rng, double limit) {
    return std::clamp(rng.gaussian(limit / 2.5), -limit, limit);
}

std::array<int, 4> cellBounds(const std::vector<PlacedTile>& tiles) {
    std::array<int, 4> b{0, 0, 0, 0};
    for (const PlacedTile& t : tiles)
        b = {std::min(b[0], t.pos.x), std::min(b[1], t.pos.y), std::max(b[2], t.pos.x), std::max(b[3], t.pos.y)};
    return b;
}

}  // namespace

Expected<std::unique_ptr<Simulator>> Simulator::create(SimGame game, const SimOptions& options) {
    if (auto s = checkSimOptions(options); !s) return Error{s.error()};
    RigOptions rigOptions;
    rigOptions.imageSize = options.imageSize;
    rigOptions.tiltDeg = options.tiltDeg;
    rigOptions.camera = options.camera;
    rigOptions.table = options.table;
    rigOptions.board = options.board;
    rigOptions.cameraRollDeg = options.cameraRollDeg;
    rigOptions.spareCells = options.spareCells;
    Rig rig = makeRig(cellBounds(game.script.tiles), rigOptions, options.seed);
    // Draw the table at about twice the camera's resolution on it (less aliasing when
    // the lens maps resample it), within 2.5..6 px/mm.
    const double distance = cv::norm(rig.pose.position());
    const double pxPerMm = std::clamp(2.2 * rig.camera.fx() / distance, 2.5, 6.0);
    const int artPx = cvRound((rig.table.tileMm - 0.6) * pxPerMm);
    auto art = TileArt::create(Tileset::standard(), artPx, options.artDir, options.mixedArt);
    if (!art) return Error{(options.mixedArt.empty() ? "--art: " : "--art/--mixed-art: ") + art.error()};
    std::unique_ptr<Simulator> sim(new Simulator(std::move(game), options, std::move(*art)));
    sim->rig_ = rig;
    sim->picture_ = std::make_unique<TablePicture>(rig, pxPerMm, options.seed);
    sim->cameraMess_ = std::make_unique<CameraMess>(sim->mess_, options.imageSize, options.seed);
    sim->planFrames();
    return sim;
}

Simulator::Simulator(SimGame game, const SimOptions& options, TileArt art)
    : game_(std::move(game)), options_(options), mess_(messSettings(options.mess)), art_(std::move(art)) {
    mess_.castGain = castGain(options.cast);
    for (size_t i = 0; i < game_.script.tiles.size(); ++i) {
        SimRandom rng(options.seed, kLieStream, i);
        TileLie lie;
        lie.angleDeg = clippedGaussian(rng, mess_.tileAngleDeg);
        lie.offsetMm = {clippedGaussian(rng, mess_.tileOffsetMm), clippedGaussian(rng, mess_.tileOffsetMm)};
        lie.variant = rng.below(art_.variants(game_.script.tiles[i].type));
        lies_.push_back(lie);
    }
}

void Simulator::planFrames() {
    const int n = options_.framesPerMove;
    const int handFrames = mess_.hands ? std::min(3, n - 1) : 0;
    int pose = 0;
    int lastStill = 0;
    auto add = [&](int snapshot, HandPhase hand, bool bump) {
        plan_.push_back({snapshot, lastStill, hand, pose, bump});
        if (hand == HandPhase::None) lastStill = snapshot;
    };
    for (int i = 0; i < n; ++i) add(0, HandPhase::None, false);
    for (int k = 1; k < static_cast<int>(game_.script.snapshots.size()); ++k) {
        SimRandom rng(options_.seed, kPlanStream, static_cast<std::uint64_t>(k));
        const bool bump = rng.chance(mess_.bumpChance);
        if (bump) ++pose;
        // The hand comes in over the old table, puts the tile (and piece) down, leaves.
        static const HandPhase phases[3][3] = {{HandPhase::Place},
                                               {HandPhase::Place, HandPhase::Leave},
                                               {HandPhase::Enter, HandPhase::Place, HandPhase::Leave}};
        for (int h = 0; h < handFrames; ++h) {
            const HandPhase phase = phases[handFrames - 1][h];
            add(phase == HandPhase::Enter ? k - 1 : k, phase, bump && h == 0);
        }
        for (int i = handFrames; i < n; ++i) add(k, HandPhase::None, bump && handFrames == 0 && i == 0);
    }
}

const vision::TileLayout& Simulator::layout(const TableFollower& f) const {
    int bridge = -1;
    const auto isIt = [&](const TableFollower& o) { return o.tile == f.tile && o.segment == f.segment; };
    for (const Snapshot& s : game_.script.snapshots)
        if (std::any_of(s.followers.begin(), s.followers.end(), isIt)) {
            for (const TableBridge& b : s.bridges)
                if (b.tile == f.tile) bridge = static_cast<int>(b.axis);
            break;
        }
    const PlacedTile& t = game_.script.tiles[static_cast<size_t>(f.tile)];
    const auto key = std::make_tuple(static_cast<int>(t.type), static_cast<int>(t.rot.q), bridge);
    auto it = layouts_.find(key);
    if (it == layouts_.end()) {
        std::optional<Axis> axis;
        if (bridge >= 0) axis = static_cast<Axis>(bridge);
        it = layouts_.emplace(key, vision::tileLayout(*t.o->type, t.rot, axis)).first;
    }
    return it->second;
}

cv::Point2d Simulator::followerMm(const TableFollower& f) const {
    const vision::TileLayout& l = layout(f);
    const size_t seg = static_cast<size_t>(f.segment);
    const cv::Point2d unit = seg < l.segments.size() ? l.segments[seg].follower : cv::Point2d(0.5, 0.5);
    const PlacedTile& t = game_.script.tiles[static_cast<size_t>(f.tile)];
    return tilePointMm(t.pos, lies_[static_cast<size_t>(f.tile)], rig_.table.tileMm, unit, rig_.board);
}

std::vector<PiecePlacement> Simulator::piecesOf(const Snapshot& s) const {
    std::vector<PiecePlacement> out;
    const double tileMm = rig_.table.tileMm;
    for (const TableBridge& b : s.bridges) {
        const PlacedTile& t = game_.script.tiles[static_cast<size_t>(b.tile)];
        const TileLie& lie = lies_[static_cast<size_t>(b.tile)];
        out.push_back({PiecePlacement::Kind::Bridge, tilePointMm(t.pos, lie, tileMm, {0.5, 0.5}, rig_.board), {}, false,
                       b.axis == Axis::NS, lie.angleDeg + rig_.board.turnDeg});
    }
    for (const TableCastle& c : s.castles) {
        const cv::Point2d a = rig_.board.toTable({c.tiles[0].x * tileMm, c.tiles[0].y * tileMm});
        const cv::Point2d b = rig_.board.toTable({c.tiles[1].x * tileMm, c.tiles[1].y * tileMm});
        SimRandom rng(options_.seed, kPieceStream, static_cast<std::uint64_t>(c.tiles[0].x * 1000 + c.tiles[0].y));
        out.push_back({PiecePlacement::Kind::Castle, 0.5 * (a + b), vision::findColour(game_.colours[static_cast<size_t>(c.owner)])->bgr,
                       false, c.tiles[0].x == c.tiles[1].x, rng.uniform(-8, 8) + rig_.board.turnDeg});
    }
    for (const TableFollower& f : s.followers) {
        SimRandom rng(options_.seed, kPieceStream, static_cast<std::uint64_t>(f.tile * 16 + f.segment));
        const bool lying = f.kind == FeatureKind::Field;
        const std::string& colour = game_.colours[static_cast<size_t>(f.owner)];
        const std::optional<cv::Scalar> paint = options_.solidFollowers ? figurePaint(colour) : std::nullopt;
        out.push_back({PiecePlacement::Kind::Follower, followerMm(f), paint ? *paint : vision::findColour(colour)->bgr, lying, false,
                       lies_[static_cast<size_t>(f.tile)].angleDeg + rng.uniform(-20, 20) + (lying ? rng.uniform(-60, 60) : 0) +
                           rig_.board.turnDeg});
    }
    return out;
}

std::optional<FigureView> Simulator::figureView() const {
    if (!options_.solidFollowers) return std::nullopt;
    const cv::Point3d camera = rig_.pose.position();
    SimRandom rng(options_.seed, kLampStream);
    const double azimuth = rng.uniform(0, 2 * CV_PI), elevation = rng.uniform(kLampLowDeg, kLampHighDeg) * CV_PI / 180;
    FigureView v;
    v.nadirPx = picture_->toPicture({camera.x, camera.y});
    v.cameraHeightMm = -camera.z;
    // Away from the lamp: 1 / tan(elevation) mm along the table per mm of height.
    v.shadowPerMm = -cv::Point2d(std::cos(azimuth), std::sin(azimuth)) * (picture_->pxPerMm() / std::tan(elevation));
    return v;
}

const vision::PlaneWarp& Simulator::warpFor(int pose) {
    if (!warp_ || warpPose_ != pose) {
        const vision::CameraPose p = pose == 0 ? rig_.pose : bumpedPose(rig_, options_.seed, pose);
        warp_ = std::make_unique<vision::PlaneWarp>(rig_.camera, p, picture_->plane());
        warpPose_ = pose;
    }
    return *warp_;
}

std::optional<HandStroke> Simulator::handFor(int index) const {
    const FramePlan& p = plan(index);
    if (p.hand == HandPhase::None) return std::nullopt;
    // The move this hand belongs to: the newest snapshot involved.
    const int move = p.hand == HandPhase::Enter ? p.snapshot + 1 : p.snapshot;
    const Snapshot& s = game_.script.snapshots[static_cast<size_t>(move)];
    const int tile = std::max(0, s.tiles - 1);
    const PlacedTile& t = game_.script.tiles[static_cast<size_t>(tile)];
    const cv::Point2d target = tilePointMm(t.pos, lies_[static_cast<size_t>(tile)], rig_.table.tileMm, {0.5, 0.5}, rig_.board);
    // The player reaches in from their side of the table.
    SimRandom rng(options_.seed, kHandStream, static_cast<std::uint64_t>(move));
    const cv::Rect2d m = rig_.table.markerBounds();
    const int seat = std::max(0, s.player) % 4;
    const double along = rng.uniform(0.25, 0.75);
    const cv::Point2d entries[4] = {{m.x + along * m.width, m.y + m.height + 300},
                                    {m.x + m.width + 300, m.y + along * m.height},
                                    {m.x + along * m.width, m.y - 300},
                                    {m.x - 300, m.y + along * m.height}};
    const cv::Point2d entry = entries[seat];
    const double share = p.hand == HandPhase::Enter ? rng.uniform(0.35, 0.6) : p.hand == HandPhase::Leave ? rng.uniform(0.45, 0.7) : 1.0;
    const cv::Point2d over = target + cv::Point2d(rng.uniform(-10, 10), rng.uniform(-10, 10));
    const cv::Point2d reachMm = entry + (over - entry) * share;
    const auto img = vision::projectTablePoints(rig_.camera, rig_.pose, {entry, reachMm});
    HandStroke h;
    h.entry = img[0];
    h.reach = img[1];
    h.pxPerMm = rig_.camera.fx() / cv::norm(rig_.pose.position());
    h.seed = options_.seed;
    h.index = s.player;
    h.lifeSize = options_.lifeSizeHands;
    return h;
}

double Simulator::hiddenFraction(const cv::Mat& handMask, const Snapshot& s, int pose) const {
    // The board: every tile's square as the camera sees it.
    const vision::CameraPose p = pose == 0 ? rig_.pose : bumpedPose(rig_, options_.seed, pose);
    cv::Mat board(handMask.size(), CV_8U, cv::Scalar(0));
    for (int i = 0; i < s.tiles; ++i) {
        const PlacedTile& t = game_.script.tiles[static_cast<size_t>(i)];
        std::vector<cv::Point2d> corners;
        for (cv::Point2d u : {cv::Point2d(0, 0), {1, 0}, {1, 1}, {0, 1}})
            corners.push_back(tilePointMm(t.pos, lies_[static_cast<size_t>(i)], rig_.table.tileMm, u, rig_.board));
        std::vector<cv::Point> px;
        for (const cv::Point2d& q : vision::projectTablePoints(rig_.camera, p, corners)) px.emplace_back(cvRound(q.x), cvRound(q.y));
        cv::fillConvexPoly(board, px, cv::Scalar(255));
    }
    const int total = cv::countNonZero(board);
    if (total == 0) return 0;
    cv::Mat hidden;
    cv::bitwise_and(board, handMask, hidden);
    return static_cast<double>(cv::countNonZero(hidden)) / total;
}

std::optional<LampGlare> Simulator::glareFor(int snapshot) const {
    if (!options_.glare) return std::nullopt;
    // The lamp's reflection: somewhere in the middle of the image, a hand's size or so,
    // bright enough to wash the tiles under it out but not to hide them; it moves by up
    // to 2 % of the image's width when the table changes (a lamp nudged, a head moved).
    constexpr double kMoveShare = 0.02;
    const cv::Size size = options_.imageSize;
    SimRandom game(options_.seed, kGlareStream);
    LampGlare g;
    g.centrePx = {game.uniform(0.2, 0.8) * size.width, game.uniform(0.2, 0.8) * size.height};
    const double across = game.uniform(0.06, 0.10) * size.width;
    g.axesPx = {across, across * game.uniform(0.45, 0.8)};
    g.angleDeg = game.uniform(0, 180);
    g.strength = game.uniform(0.55, 0.8);
    SimRandom turn(options_.seed, kGlareStream + 1, static_cast<std::uint64_t>(snapshot));
    g.centrePx += cv::Point2d(turn.uniform(-1, 1), turn.uniform(-1, 1)) * kMoveShare * size.width;
    return g;
}

Frame Simulator::render(int index) {
    const FramePlan& p = plan(index);
    const Snapshot& s = game_.script.snapshots[static_cast<size_t>(p.snapshot)];
    picture_->showTiles(game_.script.tiles, lies_, s.tiles, art_);
    if (piecesSnapshot_ != p.snapshot || piecesPicture_.empty()) {
        piecesPicture_ = picture_->withPieces(piecesOf(s), figureView());
        piecesSnapshot_ = p.snapshot;
    }
    Frame f;
    f.image = warpFor(p.pose).render(piecesPicture_, kFloor);
    if (auto glare = glareFor(p.snapshot)) addGlare(f.image, *glare);
    double hidden = 0;
    if (auto hand = handFor(index)) {
        const cv::Mat mask = drawHand(f.image, *hand);
        hidden = hiddenFraction(mask, s, p.pose);
    }
    cameraMess_->apply(f.image, index, p.hand != HandPhase::None);
    f.truth = truthOf(index, hidden);
    return f;
}

}  // namespace carc::sim
