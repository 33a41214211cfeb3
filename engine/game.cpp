#include "engine/game.hpp"

#include <algorithm>
#include <numeric>

namespace carc {
namespace {
template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;
}  // namespace

const char* decisionName(DecisionKind k) {
    const char* name = "?";
    [&]<size_t... I>(std::index_sequence<I...>) {
        ((k.module == I + 1 ? (void)(name = std::tuple_element_t<I + 1, RegisteredModules>::decisionName(
                                         static_cast<typename std::tuple_element_t<I + 1, RegisteredModules>::Decisions>(k.kind)))
                            : void()),
         ...);
    }(std::make_index_sequence<kRegisteredModules>{});
    return name;
}

Game::Game(GameSetup setup, std::shared_ptr<const Tileset> tiles)
    : setup_(std::move(setup)), tiles_(std::move(tiles)), board_(*tiles_, setup_.rules.playArea) {
    std::uint32_t bit = 1;
    everyModule([&](const auto& x) {
        if (x.inPlay(setup_)) inPlay_ |= bit;
        bit <<= 1;
    });
}

Expected<Game> Game::create(GameSetup setup, std::shared_ptr<const Tileset> tiles) {
    const int n = static_cast<int>(setup.players.size());
    // One player is a solo game (JCloisterZone plays them, and its test saves are solo).
    if (n < 1 || n > kMaxPlayers) return Error{"a game has 1 to 6 players, not " + std::to_string(n)};
    if (setup.followersPerPlayer < 0 || setup.followersPerPlayer > 20)
        return Error{"followers per player must be 0-20, not " + std::to_string(setup.followersPerPlayer)};
    if (setup.rules.tinyCityPoints != 2 && setup.rules.tinyCityPoints != 4)
        return Error{"tiny-city scoring is 2 or 4, not " + std::to_string(setup.rules.tinyCityPoints)};
    for (const std::string& set : setup.sets)
        if (tiles->setSize(set) == 0) return Error{"unknown tile set '" + set + "'"};

    Game g(std::move(setup), tiles);
    if (Status refused = g.firstRefusal([&](const auto& x) { return x.checkSetup(g); }); !refused)
        return Error{refused.error()};
    GameSetup& s = g.setup_;
    g.remaining_.assign(static_cast<size_t>(tiles->size()), 0);
    for (const TileType& t : tiles->types())
        if (std::find(s.sets.begin(), s.sets.end(), t.set) != s.sets.end()) g.remaining_[t.index] = t.count;

    if (!s.startGiven) {
        const char* id = "BA/RCr";
        g.each([&](const auto& x) {
            if (const char* own = x.startTileId(g)) id = own;
        });
        const TileType* t = tiles->find(id);
        if (!t) return Error{std::string("the start tile ") + id + " is not in the tile catalogue"};
        s.start = Placement{t->index, {0, 0}, Rotation{0}};
    }
    if (s.start.type >= tiles->size() || g.remaining_[s.start.type] == 0)
        return Error{"the start tile is not in the tile sets in play"};
    --g.remaining_[s.start.type];
    g.graph_.addTile(g.board_, g.board_.place(s.start));

    g.moves_.reserve(256);  // a game's moves: no reallocation in the simulator's hot loop
    g.events_.reserve(32);  // its score events (random 2-player games: 11 base, 20 all expansions, at most 29)
    g.figures_.assign(static_cast<size_t>(n), {0, 0});
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
    g.everyModule([&](auto& m) { m.start(g); });
    if (s.source != TileSource::Table) g.drawNext();
    return g;
}

int Game::tilesLeft() const {
    if (setup_.source != TileSource::Table) return static_cast<int>(pile_.size());
    return std::accumulate(remaining_.begin(), remaining_.end(), 0);
}

std::vector<TileTypeId> Game::undrawn() const {
    if (setup_.source != TileSource::Table) return {pile_.rbegin(), pile_.rend()};
    // The sets less the start tile and every tile drawn (tiles turned up for an auction
    // and not yet placed included: they are no longer in the bag).
    std::vector<int> left(static_cast<size_t>(tiles_->size()), 0);
    for (const TileType& t : tiles_->types())
        if (std::find(setup_.sets.begin(), setup_.sets.end(), t.set) != setup_.sets.end()) left[t.index] = t.count;
    --left[setup_.start.type];
    for (TileTypeId t : history_) --left[t];
    std::vector<TileTypeId> out;
    for (const TileType& t : tiles_->types())
        for (int i = 0; i < left[t.index]; ++i) out.push_back(t.index);
    return out;
}

std::vector<Placement> Game::legalPlacements(std::optional<TileTypeId> type, std::optional<Pos> at) const {
    std::vector<Placement> out;
    const std::optional<TileTypeId> t = type ? type : drawn_;
    if (t && phase_ == Phase::PlaceTile) placementsOf(*t, out, at);
    return out;
}

std::vector<PlaceTile> Game::extraPlacements(TileTypeId type, std::optional<Pos> at) const {
    std::vector<PlaceTile> out;
    each([&](const auto& x) {
        std::vector<PlaceTile> more = x.extraPlacements(*this, type, at);
        out.insert(out.end(), more.begin(), more.end());
    });
    return out;
}

std::vector<TileTypeId> Game::nextDrawable() const {
    std::vector<TileTypeId> left = undrawn();
    each([&](const auto& x) { x.nextDrawable(*this, left); });
    return left;
}

std::optional<Move> Game::randomAction(Random& rng) const {
    std::optional<Move> out;
    any([&](const auto& x) { return x.randomAction(*this, rng, out); });
    return out;
}

std::optional<Move> Game::randomAnswer(Random& rng) const {
    std::optional<Move> out;
    if (decision_) any([&](const auto& x) { return x.randomAnswer(*this, *decision_, rng, out); });
    return out;
}

bool Game::placementsRestricted(TileTypeId t) const {
    return any([&](const auto& x) { return x.restrictsPlacements(*this, t); });
}

void Game::placementsOf(TileTypeId t, std::vector<Placement>& out, std::optional<Pos> at) const {
    const size_t first = out.size();
    board_.legalPlacements(t, out, at);
    if (!placementsRestricted(t)) return;
    out.erase(std::remove_if(out.begin() + static_cast<long>(first), out.end(),
                             [&](const Placement& p) { return !modulesAccept(PlaceTile{p}); }),
              out.end());
}

std::vector<Spot> Game::followerSpots() const {
    std::vector<Spot> spots;
    if (phase_ != Phase::Follower || supply_[active_] == 0) return spots;
    const PlacedTile& t = board_.tile(lastPlaced_);
    for (int s = 0; s < t.segmentCount(); ++s)
        if (graph_.at(graph_.root({lastPlaced_, s})).followerTotal() == 0)
            spots.push_back({s, t.segment(s).kind, locationName(t.segment(s))});
    return spots;
}

int Game::followerSpotCount() const {
    if (phase_ != Phase::Follower || supply_[active_] == 0) return 0;
    const PlacedTile& t = board_.tile(lastPlaced_);
    int n = 0;
    for (int s = 0; s < t.segmentCount(); ++s) n += graph_.at(graph_.root({lastPlaced_, s})).followerTotal() == 0;
    return n;
}

int Game::nthFollowerSpot(int k) const {
    const PlacedTile& t = board_.tile(lastPlaced_);
    for (int s = 0; s < t.segmentCount(); ++s)
        if (graph_.at(graph_.root({lastPlaced_, s})).followerTotal() == 0 && k-- == 0) return s;
    return -1;
}

// --- checks ---------------------------------------------------------------------

Status Game::checkPlace(const PlaceTile& m) const {
    const Placement& p = m.placement;
    if (phase_ != Phase::PlaceTile) return Error{"a tile was already placed this turn: deploy a follower or pass"};
    if (p.type >= tiles_->size()) return Error{"unknown tile type"};
    const TileType& t = tiles_->type(p.type);
    if (drawn_ && *drawn_ != p.type)
        return Error{"the drawn tile is " + tiles_->type(*drawn_).name() + ", not " + t.name()};
    if (remaining_[p.type] == 0)
        return Error{"no copy of " + t.name() + " is left (all are on the table, set aside, or not in the sets in play)"};
    if (Status st = firstRefusal([&](const auto& x) { return x.checkPlace(*this, m); }); !st) return st;
    const BridgeSpot* bridge = m.bridge ? &*m.bridge : nullptr;
    if (!board_.accepts(p, bridge)) return placeRefused(p, board_.check(p, bridge).error());
    return {};
}

// Built only on a refusal: checks of legal placements are the simulator's hot path.
Error Game::placeRefused(const Placement& p, const std::string& why) const {
    return Error{tiles_->type(p.type).name() + " at " + toString(p.pos) + " rotated " + std::to_string(p.rot.degrees()) + ": " + why};
}

Status Game::checkDeploy(int segment) const {
    if (phase_ != Phase::Follower) return Error{"followers are deployed after placing a tile"};
    if (lastPlaced_ < 0 || segment < 0 || segment >= board_.tile(lastPlaced_).segmentCount())
        return Error{"the tile just placed has no segment " + std::to_string(segment)};
    if (supply_[active_] == 0) return Error{setup_.players[active_] + " has no followers left"};
    const int root = graph_.root({lastPlaced_, segment});
    const FeatureRoot& f = graph_.at(root);
    if (f.followerTotal() > 0) {
        for (const Follower& fl : followers_)
            if (graph_.root(fl.at) == root)
                return Error{std::string("the ") + featureName(f.kind) + " is already occupied by " +
                             setup_.players[fl.owner] + "'s follower at " + toString(board_.tile(fl.at.tile).pos)};
    }
    return {};
}

Status Game::checkSetAside(TileTypeId t) const {
    if (phase_ != Phase::PlaceTile) return Error{"a tile was already placed this turn"};
    if (drawn_ && *drawn_ != t) return Error{"the drawn tile is " + tiles_->type(*drawn_).name()};
    if (!drawn_ && setup_.source != TileSource::Table) return Error{"no tile is drawn"};
    if (t >= tiles_->size() || remaining_[t] == 0) return Error{"no such tile is left to set aside"};
    std::vector<Placement> fits;
    placementsOf(t, fits, std::nullopt);  // the modules' rules included (the board's terrains may fit)
    if (!fits.empty())
        return Error{tiles_->type(t).name() + " fits at " + toString(fits[0].pos) + " rotated " +
                     std::to_string(fits[0].rot.degrees()) + ": it must be placed"};
    return {};
}

Status Game::check(const Move& move) const {
    if (phase_ == Phase::Over) return Error{"the game is over"};
    const bool deciding = phase_ == Phase::Decision;
    return std::visit(
        Overloaded{
            [&](const PlaceTile& m) -> Status {
                if (deciding) return Error{"a decision is pending: " + decision_->question};
                return checkPlace(m);
            },
            [&](const Deploy& m) -> Status {
                if (deciding) return Error{"a decision is pending: " + decision_->question};
                return checkDeploy(m.segment);
            },
            [&](const Pass&) -> Status {
                if (deciding) {  // a module's decision may be declined (a bid)
                    std::optional<Status> own;
                    if (anyModule([&](const auto& x) { return (own = x.checkPass(*this)).has_value(); })) return std::move(*own);
                    return Error{"a decision is pending: " + decision_->question};
                }
                if (phase_ != Phase::Follower) return Error{"nothing to pass: place the tile first"};
                return {};
            },
            [&](const SetAside& m) -> Status {
                if (deciding) return Error{"a decision is pending: " + decision_->question};
                return checkSetAside(m.type);
            },
            [&](const EndGame&) -> Status {
                if (setup_.source != TileSource::Table) return Error{"only table games are ended by the players"};
                if (phase_ != Phase::PlaceTile) return Error{"finish the turn first"};
                return {};
            },
            [&](const Choose& m) -> Status { return checkChoose(m.option); },
            // A module's own move: its module checks it (and refuses it when it is off).
            [&](const auto& m) -> Status { return std::get<kOwner<std::decay_t<decltype(m)>>>(modules_).check(*this, m); },
        },
        move);
}

Status Game::checkChoose(int option) const {
    if (!decision_) return Error{"there is no decision to make"};
    if (decision_->options.empty()) return Error{"this decision is answered with a bazaar move"};
    if (option < 0 || option >= static_cast<int>(decision_->options.size()))
        return Error{"option " + std::to_string(option) + " does not exist (0-" +
                     std::to_string(decision_->options.size() - 1) + ")"};
    return {};
}

// --- applying moves -------------------------------------------------------------

Status Game::apply(const Move& move) {
    if (Status st = check(move); !st) return st;
    moves_.push_back(move);
    std::visit(Overloaded{
                   [&](const PlaceTile& m) { doPlace(m); },
                   [&](const Deploy& m) {
                       doDeploy(m.segment);
                       startRound(true);
                       run();
                   },
                   [&](const Pass&) {
                       if (phase_ == Phase::Decision) {  // a module's decision declined (check found its owner)
                           any([&](auto& x) { return x.pass(*this); });
                           return;
                       }
                       startRound(true);
                       run();
                   },
                   [&](const SetAside& m) {
                       if (setup_.source == TileSource::Table && !drawn_) history_.push_back(m.type);  // not an auctioned tile
                       --remaining_[m.type];
                       drawn_.reset();
                       log_.push_back({GameEvent::Type::SetAside, turn_, m.type, {}, 0});
                       if (any([&](auto& x) { return x.afterSetAside(*this); })) {
                           // the module ended the turn
                       } else if (setup_.source == TileSource::Table) {
                           if (tilesLeft() == 0) finish();
                       } else {
                           drawNext();
                       }
                   },
                   [&](const EndGame&) { finish(); },
                   [&](const Choose& m) {
                       doChoose(m.option);
                       run();
                   },
                   // A module's own move: its module applies it.
                   [&](const auto& m) -> void { std::get<kOwner<std::decay_t<decltype(m)>>>(modules_).apply(*this, m); },
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

void Game::doPlace(const PlaceTile& m) {
    const Placement& p = m.placement;
    if (setup_.source == TileSource::Table && !drawn_) history_.push_back(p.type);  // not an auctioned tile
    --remaining_[p.type];
    drawn_.reset();
    each([&](auto& x) { x.beforePlace(*this, m); });
    lastPlaced_ = board_.place(p);
    graph_.addTile(board_, lastPlaced_);
    each([&](auto& x) { x.afterPlace(*this, m); });
    phase_ = Phase::Follower;
}

void Game::doDeploy(int segment) {
    const SegmentRef ref{lastPlaced_, segment};
    followers_.push_back({active_, ref});
    ++graph_.at(graph_.root(ref)).followers[static_cast<size_t>(active_)];
    --supply_[active_];
}

void Game::doChoose(int option) {
    const Decision d = *decision_;
    decision_.reset();
    any([&](auto& x) { return x.choose(*this, d, option); });
}

void Game::ask(Decision d) {
    decision_ = std::move(d);
    phase_ = Phase::Decision;
}

// --- the turn pipeline ----------------------------------------------------------

void Game::startRound(bool withPlacedTile) {
    round_.reset(++roundCounter_);
    if (!withPlacedTile) {
        each([&](auto& x) { x.roundStart(*this, false); });
        return;
    }
    std::vector<int>& done = round_.completed;
    auto consider = [&](int root) {
        if (graph_.at(root).scored || std::find(done.begin(), done.end(), root) != done.end()) return;
        done.push_back(root);
    };
    const PlacedTile& placed = board_.tile(lastPlaced_);
    for (int s = 0; s < placed.segmentCount(); ++s) {
        const int root = graph_.root({lastPlaced_, s});
        if (graph_.complete(root)) consider(root);
    }
    // A bridge placed this turn on a neighbour can complete a road away from the new tile.
    for (Edge e : kEdges) {
        const int n = board_.at(placed.pos.neighbour(e));
        if (n >= 0 && board_.tile(n).bridgeSeg >= 0) {
            const int root = graph_.root({n, board_.tile(n).bridgeSeg});
            if (graph_.complete(root)) consider(root);
        }
    }
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Pos p{placed.pos.x + dx, placed.pos.y + dy};
            const int t = board_.at(p);
            if (t < 0 || board_.tile(t).o->cloister < 0) continue;
            if (board_.neighbourCount(p) == 8) consider(graph_.root({t, board_.tile(t).o->cloister}));
        }
    each([&](auto& x) { x.roundStart(*this, true); });
}

void Game::run() {
    for (;;) {
        if (decision_ || phase_ == Phase::Over || phase_ == Phase::PlaceTile) return;
        if (any([&](auto& x) { return x.askFirst(*this); })) return;
        if (any([&](auto& x) { return x.beforeFeatures(*this); })) return;
        if (round_.next < round_.completed.size()) {
            const int root = round_.completed[round_.next++];
            if (any([&](auto& x) { return x.featureCompleted(*this, root); })) continue;
            const FeatureKind k = graph_.at(root).kind;
            scoreFeature(root, false, k == FeatureKind::Road ? ScoreKind::Road : k == FeatureKind::City ? ScoreKind::City : ScoreKind::Cloister);
            continue;
        }
        if (any([&](auto& x) { return x.afterFeatures(*this); })) continue;
        if (any([&](auto& x) { return x.roundEnd(*this); })) continue;
        endTurn();
        return;
    }
}

void Game::endTurn() {
    lastPlaced_ = -1;
    phase_ = Phase::PlaceTile;
    if (any([&](auto& x) { return x.turnEnd(*this); })) return;
    startNextTurn();
}

void Game::resetTurn(bool extraTurn) {
    each([&](auto& x) { x.turnStart(*this, extraTurn); });
}

void Game::startNextTurn() {
    each([&](auto& x) { x.beforeNextTurn(*this); });
    active_ = (active_ + 1) % playerCount();
    ++turn_;
    phase_ = Phase::PlaceTile;
    resetTurn(false);
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
        if (fits(t)) {
            drawn_ = t;
            return;
        }
        --remaining_[t];
        log_.push_back({GameEvent::Type::SetAside, turn_, t, {}, 0});
    }
    drawn_.reset();
    finish();
}

bool Game::fits(TileTypeId t) const {
    bool placeable = false;
    if (placementsRestricted(t)) {
        std::vector<Placement> list;
        placementsOf(t, list, std::nullopt);
        placeable = !list.empty();
    } else {
        placeable = board_.fitsAnywhere(t);
    }
    return placeable || any([&](const auto& x) { return x.fitsOtherwise(*this, t); });
}

void Game::finish() {
    finalScoring();
    phase_ = Phase::Over;
    drawn_.reset();
    decision_.reset();
    log_.push_back({GameEvent::Type::Ended, turn_, 0, {}, 0});
}

// --- scoring --------------------------------------------------------------------

void Game::scoreFeature(int root, bool final, ScoreKind kind) {
    const std::vector<int> winners = majority(graph_.at(root), playerCount());
    if (!winners.empty()) {
        const FeatureValue v = featureValue(board_, graph_, root, setup_.rules, final);
        for (int p : winners) awardFeature(p, root, kind, v, final);
    }
    if (!final) {
        graph_.at(root).scored = true;
        returnFollowers(root);
    }
}

void Game::award(int player, ScoreKind kind, const FeatureValue& v, bool final, int message) {
    if (v.points == 0) return;
    events_.push_back({player, kind, v.points, final, v.tiles, v.pennants, v.cities, turn_, 0, message, v.where, {}, {}});
    if (any([&](auto& x) { return x.deferAward(*this, events_.size() - 1); })) return;
    moveFigure(player, 0, v.points);
}

void Game::awardFeature(int player, int root, ScoreKind kind, const FeatureValue& v, bool final) {
    const std::size_t before = events_.size();
    award(player, kind, v, final);
    if (events_.size() == before) return;
    for (const Follower& f : followers_)
        if (f.owner == player && graph_.root(f.at) == root) events_[before].followers.push_back(f.at);
}

void Game::moveFigure(int player, int f, int points) { figures_[player][f] += points; }

void Game::returnFollowers(int root) {
    auto it = std::remove_if(followers_.begin(), followers_.end(), [&](const Follower& f) {
        if (graph_.root(f.at) != root) return false;
        ++supply_[f.owner];
        --graph_.at(root).followers[static_cast<size_t>(f.owner)];
        log_.push_back({GameEvent::Type::Returned, turn_, 0, f, 0});
        return true;
    });
    followers_.erase(it, followers_.end());
}

int Game::farmPoints(const std::vector<int>& cities) const {
    int points = 0;
    for (int city : cities) {
        int value = 3;
        each([&](const auto& x) { value = x.farmCityValue(*this, city, value); });
        points += value;
    }
    return points;
}

void Game::finalScoring() {
    std::vector<int> done;
    done.reserve(followers_.size());
    auto firstTime = [&](int root) {
        if (std::find(done.begin(), done.end(), root) != done.end()) return false;
        done.push_back(root);
        return true;
    };
    // Knights in castles leave without points: their city is marked scored.
    if (!setup_.rules.incompleteScoresNothing) {
        for (const Follower& f : followers_) {
            const int root = graph_.root(f.at);
            const FeatureKind kind = graph_.at(root).kind;
            if (kind == FeatureKind::Field || graph_.at(root).scored || !firstTime(root)) continue;
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
        v.points = farmPoints(cities);
        const std::vector<int> farmTiles = graph_.tilesOf(root);
        v.tiles = static_cast<int>(farmTiles.size());
        for (int c : cities)
            for (int t : graph_.tilesOf(c)) v.where.push_back(board_.tile(t).pos);
        const std::size_t first = events_.size();
        for (int p : winners) awardFeature(p, root, ScoreKind::Field, v, true);
        if (events_.size() == first) continue;
        std::vector<Pos> farm;
        farm.reserve(farmTiles.size());
        for (int t : farmTiles) farm.push_back(board_.tile(t).pos);
        for (std::size_t e = first; e + 1 < events_.size(); ++e) events_[e].farm = farm;
        events_.back().farm = std::move(farm);
    }
}

}  // namespace carc
