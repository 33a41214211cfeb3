#pragma once
// The table simulator: renders a game (GameScript) as the rig's camera would see it,
// move by move. Frames are planned up front (which table state, hand phase, camera
// pose each shows) and rendered on demand; rendering in order is the fast path (the
// tiles layer grows one tile per move; the pieces layer and the lens maps are cached).
#include <map>
#include <memory>
#include <optional>
#include <tuple>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "vision/camera/plane_warp.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/hand.hpp"
#include "vision/sim/mess.hpp"
#include "vision/sim/rig.hpp"
#include "vision/sim/sim_options.hpp"
#include "vision/sim/table_picture.hpp"
#include "vision/sim/tile_art.hpp"

namespace carc::sim {

enum class HandPhase { None, Enter, Place, Leave };

struct FramePlan {
    int snapshot = 0;      // the table state shown
    int lastStill = 0;     // the table state of the last still frame before this one
    HandPhase hand = HandPhase::None;
    int pose = 0;          // camera pose: 0 = as set up, k = after the k-th bump
    bool bump = false;     // the camera was knocked just before this frame
};

struct Frame {
    cv::Mat image;         // BGR, the camera's size
    nlohmann::json truth;  // what lies on the table (see docs/simulator.md)
};

class Simulator {
public:
    static Expected<std::unique_ptr<Simulator>> create(SimGame game, const SimOptions& options);

    int frameCount() const { return static_cast<int>(plan_.size()); }
    const FramePlan& plan(int frame) const { return plan_[static_cast<size_t>(frame)]; }
    const Rig& rig() const { return rig_; }
    const SimGame& game() const { return game_; }
    const MessSettings& mess() const { return mess_; }
    // Renders frame `index` (any order; in order is fastest).
    Frame render(int index);
    // Setup, rig and final scores: the top of truth.json (without "frames").
    nlohmann::json summary() const;
    // Where a follower of the snapshot stands on the table (mm).
    cv::Point2d followerMm(const TableFollower& f) const;

private:
    Simulator(SimGame game, const SimOptions& options, TileArt art);
    void planFrames();
    std::vector<PiecePlacement> piecesOf(const Snapshot& s) const;
    // The layout of the tile a follower stands on, with the bridge that lay on it when
    // the follower was put down: it stands clear of that plank, and one laid later goes
    // beside it.
    const vision::TileLayout& layout(const TableFollower& f) const;
    const vision::PlaneWarp& warpFor(int pose);
    // How the figures are seen (SimOptions::solidFollowers); none: flat followers.
    std::optional<FigureView> figureView() const;
    std::optional<HandStroke> handFor(int index) const;
    // The lamp's glare over table state `snapshot` (SimOptions::glare); none when off.
    std::optional<LampGlare> glareFor(int snapshot) const;
    double hiddenFraction(const cv::Mat& handMask, const Snapshot& s, int pose) const;
    nlohmann::json truthOf(int index, double hidden) const;
    nlohmann::json layoutJson() const;

    SimGame game_;
    SimOptions options_;
    MessSettings mess_;
    Rig rig_;
    TileArt art_;
    std::vector<TileLie> lies_;  // per placed tile, drawn once
    std::unique_ptr<TablePicture> picture_;
    std::unique_ptr<CameraMess> cameraMess_;
    std::vector<FramePlan> plan_;
    // Caches.
    mutable std::map<std::tuple<int, int, int>, vision::TileLayout> layouts_;
    int piecesSnapshot_ = -1;
    cv::Mat piecesPicture_;
    int warpPose_ = -1;
    std::unique_ptr<vision::PlaneWarp> warp_;
};

}  // namespace carc::sim
