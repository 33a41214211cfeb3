#include "engine/game.hpp"

#include <algorithm>
#include <numeric>

namespace carc {
namespace {
std::string playerName(const GameSetup& s, int p) { return s.players[static_cast<size_t>(p)]; }
}  // namespace

Game::Game(GameSetup setup, std::shared_ptr<const Tileset> tiles)
    : setup_(std::move(setup)), tiles_(std::move(tiles)), board_(*tiles_, setup_.rules.playArea) {}

Expected<Game> Game::create(GameSetup setup, std::shared_ptr<const Tileset> tiles) {
    const int n = static_cast<int>(setup.players.size());
    if (n < 2 || n > kMaxPlayers) return Error{"a game has 2 to 6 players, not " + std::to_string(n)};
    if (setup.followersPerPlayer < 0 || setup.followersPerPlayer > 20)
        return Error{"followers per player must be 0-20, not " + std::to_string(setup.followersPerPlayer)};
    if (setup.rules.tinyCityPoints != 2 && setup.rules.tinyCityPoints != 4)
        return Error{"tiny-city scoring is 2 or 4, not " + std::to_string(setup.rules.tinyCityPoints)};
    for (const std::string& set : setup.sets)
        if (tiles->setSize(set) == 0) return Error{"unknown tile set '" + set + "'"};

    Game g(std::move(setup), tiles);
    GameSetup& s = g.setup_;
    g.remaining_.assign(static_cast<size_t>(tiles->size()), 0);
    for (const TileType& t : tiles->types())
        if (std::find(s.sets.begin(), s.sets.end(), t.set) != s.sets.end()) g.remaining_[t.index] = t.count;

    if (!s.startGiven) s.start = Placement{tiles->find("BA/RCr")->index, {0, 0}, Rotation{0}};
    if (s.start.type >= tiles->size() || g.remaining_[s.start.type] == 0)
        return Error{"the start tile is not in the tile sets in play"};
    --g.remaining_[s.start.type];
    g.graph_.addTile(g.board_, g.board_.place(s.start));

    g.score_.assign(static_cast<size_t>(n), 0);
    g.supply_.assign(static_cast<size_t>(n), s.followersPerPlayer);

    if (s.source == TileSource::Shuffled) {
        for (const TileType& t : tiles->types())
            for (int i = 0; i < g.remaining_[t.index]; ++i) g.pile_.push_back(t.index);
        Random rng(s.seed);
        rng.shuffle(g.pile_);
    } else if (s.source == TileSource::Scripted) {
        std::vector<int> left = g.remaining_;
        for (size_t i = 0; i < s.drawOrder.size(); ++i) {
            const TileTypeId t = s.drawOrder[i];
            if (t >= tiles->size() || left[t] == 0)
                return Error{"draw order entry " + std::to_string(i) + ": " +
                             (t >= tiles->size() ? std::string("unknown tile")
                                                 : "no copy of " + tiles->type(t).name() + " is left in the sets in play")};
            --left[t];
        }
        g.pile_.assign(s.drawOrder.rbegin(), s.drawOrder.rend());
    }
    if (s.source != TileSource::Table) g.drawNext();
    return g;
}

int Game::tilesLeft() const {
    if (setup_.source != TileSource::Table) return static_cast<int>(pile_.size());
    return std::accumulate(remaining_.begin(), remaining_.end(), 0);
}

std::vector<TileTypeId> Game::undrawn() const {
    if (setup_.source != TileSource::Table) return {pile_.rbegin(), pile_.rend()};
    std::vector<TileTypeId> out;
    for (const TileType& t : tiles_->types())
        for (int i = 0; i < remaining_[t.index]; ++i) out.push_back(t.index);
    return out;
}

std::vector<Placement> Game::legalPlacements(std::optional<TileTypeId> type) const {
    std::vector<Placement> out;
    const std::optional<TileTypeId> t = type ? type : drawn_;
    if (t && phase_ == Phase::PlaceTile) board_.legalPlacements(*t, out);
    return out;
}

std::optional<SegmentRef> Game::segmentOfSpot(int segment) const {
    if (lastPlaced_ < 0 || segment < 0 || segment >= board_.tile(lastPlaced_).o->segmentCount) return std::nullopt;
    return SegmentRef{lastPlaced_, segment};
}

std::vector<Spot> Game::followerSpots() const {
    std::vector<Spot> spots;
    if (phase_ != Phase::Follower || supply_[active_] == 0) return spots;
    const TileOrientation& o = *board_.tile(lastPlaced_).o;
    for (int s = 0; s < o.segmentCount; ++s)
        if (graph_.at(graph_.root({lastPlaced_, s})).followerTotal() == 0)
            spots.push_back({s, o.seg[s].kind, locationName(o.seg[s])});
    return spots;
}

Status Game::checkPlace(const Placement& p) const {
    if (phase_ != Phase::PlaceTile) return Error{"a tile was already placed this turn: deploy a follower or pass"};
    if (p.type >= tiles_->size()) return Error{"unknown tile type"};
    const TileType& t = tiles_->type(p.type);
    if (drawn_ && *drawn_ != p.type)
        return Error{"the drawn tile is " + tiles_->type(*drawn_).name() + ", not " + t.name()};
    if (remaining_[p.type] == 0)
        return Error{"no copy of " + t.name() + " is left (all are on the table, set aside, or not in the sets in play)"};
    if (Status st = board_.check(p); !st) return Error{t.name() + " at " + toString(p.pos) + " rotated " +
                                                       std::to_string(p.rot.degrees()) + ": " + st.error()};
    return {};
}

Status Game::checkDeploy(int segment) const {
    if (phase_ != Phase::Follower) return Error{"followers are deployed after placing a tile"};
    const auto ref = segmentOfSpot(segment);
    if (!ref) return Error{"the tile just placed has no segment " + std::to_string(segment)};
    if (supply_[active_] == 0) return Error{playerName(setup_, active_) + " has no followers left"};
    const int root = graph_.root(*ref);
    const FeatureRoot& f = graph_.at(root);
    if (f.followerTotal() > 0) {
        for (const Follower& fl : followers_)
            if (graph_.root(fl.at) == root)
                return Error{std::string("the ") + featureName(f.kind) + " is already occupied by " +
                             playerName(setup_, fl.owner) + "'s follower at " + toString(board_.tile(fl.at.tile).pos)};
    }
    return {};
}

Status Game::checkSetAside(TileTypeId t) const {
    if (setup_.source != TileSource::Table) return Error{"the engine sets tiles aside itself when it draws them"};
    if (phase_ != Phase::PlaceTile) return Error{"a tile was already placed this turn"};
    if (t >= tiles_->size() || remaining_[t] == 0) return Error{"no such tile is left to set aside"};
    std::vector<Placement> fits;
    board_.legalPlacements(t, fits);
    if (!fits.empty())
        return Error{tiles_->type(t).name() + " fits at " + toString(fits[0].pos) + " rotated " +
                     std::to_string(fits[0].rot.degrees()) + ": it must be placed"};
    return {};
}

Status Game::check(const Move& move) const {
    if (phase_ == Phase::Over) return Error{"the game is over"};
    return std::visit(
        [&](const auto& m) -> Status {
            using M = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<M, PlaceTile>) return checkPlace(m.placement);
            else if constexpr (std::is_same_v<M, Deploy>) return checkDeploy(m.segment);
            else if constexpr (std::is_same_v<M, Pass>) {
                if (phase_ != Phase::Follower) return Error{"nothing to pass: place the tile first"};
                return {};
            } else if constexpr (std::is_same_v<M, SetAside>) return checkSetAside(m.type);
            else {
                if (setup_.source != TileSource::Table) return Error{"only table games are ended by the players"};
                if (phase_ != Phase::PlaceTile) return Error{"finish the turn first"};
                return {};
            }
        },
        move);
}

Status Game::apply(const Move& move) {
    if (Status st = check(move); !st) return st;
    moves_.push_back(move);
    std::visit(
        [&](const auto& m) {
            using M = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<M, PlaceTile>) doPlace(m.placement);
            else if constexpr (std::is_same_v<M, Deploy>) {
                doDeploy(m.segment);
                endTurn();
            } else if constexpr (std::is_same_v<M, Pass>) endTurn();
            else if constexpr (std::is_same_v<M, SetAside>) {
                history_.push_back(m.type);
                --remaining_[m.type];
                log_.push_back({GameEvent::Type::SetAside, turn_, m.type, {}});
                if (tilesLeft() == 0) finish();
            } else finish();
        },
        move);
    return {};
}

Status Game::undo() {
    if (moves_.empty()) return Error{"nothing to undo"};
    auto fresh = create(setup_, tiles_);
    if (!fresh) return Error{fresh.error()};
    for (size_t i = 0; i + 1 < moves_.size(); ++i)
        if (Status st = fresh->apply(moves_[i]); !st) return st;
    *this = std::move(*fresh);
    return {};
}

void Game::doPlace(const Placement& p) {
    if (setup_.source == TileSource::Table) history_.push_back(p.type);
    --remaining_[p.type];
    drawn_.reset();
    lastPlaced_ = board_.place(p);
    graph_.addTile(board_, lastPlaced_);
    phase_ = Phase::Follower;
}

void Game::doDeploy(int segment) {
    const SegmentRef ref{lastPlaced_, segment};
    followers_.push_back({active_, ref});
    ++graph_.at(graph_.root(ref)).followers[static_cast<size_t>(active_)];
    --supply_[active_];
}

void Game::endTurn() {
    scoreCompleted();
    lastPlaced_ = -1;
    active_ = (active_ + 1) % playerCount();
    ++turn_;
    phase_ = Phase::PlaceTile;
    if (setup_.source == TileSource::Table) {
        if (tilesLeft() == 0) finish();
    } else {
        drawNext();
    }
}

void Game::drawNext() {
    while (!pile_.empty()) {
        const TileTypeId t = pile_.back();
        pile_.pop_back();
        history_.push_back(t);
        if (board_.fitsAnywhere(t)) {
            drawn_ = t;
            return;
        }
        --remaining_[t];
        log_.push_back({GameEvent::Type::SetAside, turn_, t, {}});
    }
    drawn_.reset();
    finish();
}

void Game::scoreCompleted() {
    const PlacedTile& placed = board_.tile(lastPlaced_);
    const TileOrientation& o = *placed.o;
    for (int s = 0; s < o.segmentCount; ++s) {
        const int root = graph_.root({lastPlaced_, s});
        const FeatureRoot& f = graph_.at(root);
        if (!f.scored && graph_.complete(root))
            scoreFeature(root, false, f.kind == FeatureKind::Road ? ScoreKind::Road : ScoreKind::City);
    }
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Pos p{placed.pos.x + dx, placed.pos.y + dy};
            const int t = board_.at(p);
            if (t < 0 || board_.tile(t).o->cloister < 0) continue;
            const int root = graph_.root({t, board_.tile(t).o->cloister});
            if (!graph_.at(root).scored && board_.neighbourCount(p) == 8) scoreFeature(root, false, ScoreKind::Cloister);
        }
}

void Game::scoreFeature(int root, bool final, ScoreKind kind) {
    const std::vector<int> winners = majority(graph_.at(root), playerCount());
    if (!winners.empty()) {
        const FeatureValue v = featureValue(board_, graph_, root, setup_.rules, final);
        for (int p : winners) award(p, kind, v, final);
    }
    if (!final) {
        graph_.at(root).scored = true;
        returnFollowers(root);
    }
}

void Game::award(int player, ScoreKind kind, const FeatureValue& v, bool final) {
    if (v.points == 0) return;
    score_[player] += v.points;
    events_.push_back({player, kind, v.points, final, v.tiles, v.pennants, v.cities, turn_, v.where});
}

void Game::returnFollowers(int root) {
    auto it = std::remove_if(followers_.begin(), followers_.end(), [&](const Follower& f) {
        if (graph_.root(f.at) != root) return false;
        ++supply_[f.owner];
        --graph_.at(root).followers[static_cast<size_t>(f.owner)];
        log_.push_back({GameEvent::Type::Returned, turn_, 0, f});
        return true;
    });
    followers_.erase(it, followers_.end());
}

void Game::finish() {
    finalScoring();
    phase_ = Phase::Over;
    drawn_.reset();
    log_.push_back({GameEvent::Type::Ended, turn_, 0, {}});
}

void Game::finalScoring() {
    std::vector<int> done;
    auto firstTime = [&](int root) {
        if (std::find(done.begin(), done.end(), root) != done.end()) return false;
        done.push_back(root);
        return true;
    };
    if (!setup_.rules.incompleteScoresNothing) {
        for (const Follower& f : followers_) {
            const int root = graph_.root(f.at);
            const FeatureKind kind = graph_.at(root).kind;
            if (kind == FeatureKind::Field || !firstTime(root)) continue;
            scoreFeature(root, true,
                         kind == FeatureKind::Road ? ScoreKind::Road
                         : kind == FeatureKind::City ? ScoreKind::City
                                                     : ScoreKind::Cloister);
        }
    }
    for (const Follower& f : followers_) {
        const int root = graph_.root(f.at);
        if (graph_.at(root).kind != FeatureKind::Field || !firstTime(root)) continue;
        const std::vector<int> winners = majority(graph_.at(root), playerCount());
        FeatureValue v;
        const std::vector<int> cities = citiesOfFarm(board_, graph_, root);
        v.cities = static_cast<int>(cities.size());
        v.points = 3 * v.cities;
        v.tiles = graph_.tileCount(root);
        for (int c : cities)
            for (int t : graph_.tilesOf(c)) v.where.push_back(board_.tile(t).pos);
        for (int p : winners) award(p, ScoreKind::Field, v, true);
    }
}

}  // namespace carc
