// Bridges, Castles and Bazaars: where the module plugs into the base game's turn
// (expansion.hpp). Bridges, castles and the bazaar each have their own file.
#include <algorithm>

#include "engine/game.hpp"

namespace carc {

void BcbModule::start(Game& g) {
    const int n = g.playerCount();
    const Expansions& x = g.setup_.expansions;
    bridges.assign(static_cast<size_t>(n), x.bridges ? tokensPerPlayer(n) : 0);
    castleTokens.assign(static_cast<size_t>(n), x.castles ? tokensPerPlayer(n) : 0);
}

// Its moves are refused with a reason when the expansion is not in play.
Status BcbModule::check(const Game& g, const PlaceBridge& m) const {
    if (g.phase_ == Phase::Decision) return Error{"a decision is pending: " + g.decision_->question};
    return checkBridge(g, m.spot);
}

void BcbModule::apply(Game& g, const PlaceBridge& m) { doBridge(g, m.spot); }

std::string describe(const PlaceBridge& m, const Tileset&) { return "place a " + bridgeText(m.spot); }
std::string describe(const BazaarBid& m, const Tileset&) {
    return "bid " + std::to_string(m.price) + " for bazaar tile " + std::to_string(m.slot);
}
std::string describe(const BazaarBuyOrSell& m, const Tileset&) { return m.buy ? "buy" : "sell"; }
std::string describe(const BazaarReveal& m, const Tileset& tiles) {
    if (m.tiles.empty()) return "reveal none: no auction";
    std::string s = "reveal";
    for (TileTypeId t : m.tiles) s += " " + tiles.type(t).id;
    return s;
}

const char* BcbModule::decisionName(BcbDecision k) {
    switch (k) {
        case BcbDecision::CastleOrPoints: return "castle-or-points";
        case BcbDecision::CastleTarget: return "castle-target";
        case BcbDecision::BazaarReveal: return "bazaar-reveal";
        case BcbDecision::BazaarPick: return "bazaar-pick";
        case BcbDecision::BazaarBid: return "bazaar-bid";
        case BcbDecision::BazaarBuyOrSell: return "bazaar-buy-or-sell";
    }
    return "?";
}

bool BcbModule::choose(Game& g, const Decision& d, int option) {
    const std::optional<BcbDecision> kind = d.kind.as<BcbDecision>();
    if (!kind) return false;
    switch (*kind) {
        case BcbDecision::CastleOrPoints:
            // The last option scores the cities (later in the round, with the others).
            if (option < static_cast<int>(castleCities_.size()))
                buildCastle(g, g.round_.completed[castleCities_[static_cast<size_t>(option)]]);
            castleCities_.clear();
            return true;
        case BcbDecision::CastleTarget:
            scoreCastle(g, castleChoosing_, castleOptions_[static_cast<size_t>(option)].second);
            castleChoosing_ = -1;
            castleOptions_.clear();
            return true;
        default:
            return false;
    }
}

// A placement that needs a bridge names it (as JCloisterZone records it).
Status BcbModule::checkBridgedPlace(const Game& g, const PlaceTile& m) const {
    if (!g.setup_.expansions.bridges) return g.placeRefused(m.placement, "bridges are not in play");
    if (bridges[g.active_] == 0) return g.placeRefused(m.placement, g.setup_.players[g.active_] + " has no bridges left");
    if (g.board_.accepts(m.placement))
        return g.placeRefused(m.placement, "the tile fits without a bridge; place the bridge after the tile");
    return {};
}

bool BcbModule::fitsOtherwise(const Game& g, TileTypeId t) const { return !bridgePlacements(g, t, std::nullopt).empty(); }

// A bridge on a neighbour must exist before the tile joins its road to it; one on the
// tile itself is laid once the tile is down.
void BcbModule::beforePlace(Game& g, const PlaceTile& m) {
    if (m.bridge && !(m.bridge->pos == m.placement.pos)) doBridge(g, *m.bridge);
}

void BcbModule::afterPlace(Game& g, const PlaceTile& m) {
    if (m.bridge && m.bridge->pos == m.placement.pos) doBridge(g, *m.bridge);
    bazaarPending_ = bazaarPending_ || (g.tiles_->type(m.placement.type).bazaar && !fromAuction_);
}

// An auctioned tile set aside ends its turn (its buyer drew another one before, if any).
bool BcbModule::afterSetAside(Game& g) {
    if (!fromAuction_) return false;
    g.endTurn();
    return true;
}

void BcbModule::roundStart(Game& g, bool withPlacedTile) {
    values_.clear();
    castleAsked_ = 0;
    castleCities_.clear();
    castlesDone_ = false;
    castlesScored_.clear();
    // Only castles ask for the values (a castle-or-points question, a castle's target).
    if (withPlacedTile && g.setup_.expansions.castles)
        for (int root : g.round_.completed)
            values_.push_back(featureValue(g.board_, g.graph_, root, g.setup_.rules, false).points);
}

bool BcbModule::beforeFeatures(Game& g) {
    return g.setup_.expansions.castles && castleAsked_ < g.playerCount() && askCastle(g);
}

bool BcbModule::featureCompleted(Game&, int root) { return isCastle(root); }

bool BcbModule::afterFeatures(Game& g) {
    if (castlesDone_) return false;
    if (runCastles(g)) return true;
    castlesDone_ = true;
    return false;
}

void BcbModule::awardsSettled(Game& g) {
    if (!saleAwaitingFigure_) return;
    const auto [buyer, slot] = *saleAwaitingFigure_;  // the bazaar tile goes to its buyer now
    saleAwaitingFigure_.reset();
    giveTile(g, buyer, slot);
}

// A castle feeds farms 4 instead of 3.
int BcbModule::farmCityValue(const Game&, int cityRoot, int value) const {
    return std::any_of(castles.begin(), castles.end(), [&](const Castle& c) { return c.city == cityRoot; }) ? 4 : value;
}

// After a turn that placed a normally drawn bazaar tile, an auction; after an auction,
// the auctioned tiles' turns.
bool BcbModule::turnEnd(Game& g) {
    if (bazaarPending_ && g.setup_.expansions.bazaars) {
        bazaarPending_ = false;
        if (g.tilesLeft() >= g.playerCount() && g.playerCount() >= 2) {  // a solo game holds no auction (JCloisterZone)
            if (g.setup_.source == TileSource::Table) {
                g.ask({DecisionKind::BazaarReveal, g.active_, "Which tiles were turned up for the bazaar?", {}, 0, 0, 0});
            } else {
                std::vector<TileTypeId> tiles;
                for (int i = 0; i < g.playerCount(); ++i) {
                    tiles.push_back(g.pile_.back());
                    g.history_.push_back(g.pile_.back());
                    g.pile_.pop_back();
                }
                startAuction(g, std::move(tiles));
            }
            return true;
        }
    }
    return nextAuctionPlacement(g);
}

// An extra turn (message 7) was drawn, not auctioned, so a bazaar placed in it starts an
// auction, unless auctioned tiles still wait (no chain reaction, seed page 003); a bazaar
// placed before it still counts.
void BcbModule::turnStart(Game&, bool extraTurn) {
    bridgePlaced_ = false;
    if (extraTurn) {
        fromAuction_ = !auctionPlacements_.empty();
    } else {
        bazaarPending_ = false;
        fromAuction_ = false;
    }
}

// Normal play resumes after the player who placed the bazaar tile.
void BcbModule::beforeNextTurn(Game& g) {
    if (auctionResume_ < 0) return;
    g.active_ = auctionResume_;
    auctionResume_ = -1;
}


// --- random play ------------------------------------------------------------------

bool BcbModule::randomAction(const Game& g, Random& rng, std::optional<Move>& out) const {
    const std::vector<BridgeSpot> spots = bridgeSpots(g);
    if (spots.empty()) return false;
    out = PlaceBridge{spots[rng.below(static_cast<std::uint32_t>(spots.size()))]};
    return true;
}

bool BcbModule::randomAnswer(const Game& g, const Decision& d, Random& rng, std::optional<Move>& out) const {
    out = answer(g, d, rng);
    return out.has_value();
}

std::optional<Move> BcbModule::answer(const Game& g, const Decision& d, Random& rng) const {
    const bool noBidding = g.setup_.expansions.bazaarNoBidding;
    // Another module's decision while bids are settled (which figure a payment received
    // moves): the suggestion, drawing nothing, so simulated games with a seed stay the games they were.
    if (d.kind.module != DecisionKind(BcbDecision{}).module && auction && !noBidding) return Choose{d.suggested};
    const std::optional<BcbDecision> kind = d.kind.as<BcbDecision>();
    if (!kind) return std::nullopt;
    switch (*kind) {
        case BcbDecision::BazaarReveal: {
            std::vector<TileTypeId> left = g.undrawn();
            rng.shuffle(left);
            left.resize(static_cast<size_t>(g.playerCount()));
            return BazaarReveal{left};
        }
        case BcbDecision::BazaarPick: {
            const Auction& a = *auction;
            std::vector<int> open;
            for (size_t s = 0; s < a.tiles.size(); ++s)
                if (a.owner[s] < 0) open.push_back(static_cast<int>(s));
            const int price = noBidding ? 0 : static_cast<int>(rng.below(4));
            return BazaarBid{open[rng.below(static_cast<std::uint32_t>(open.size()))], price};
        }
        case BcbDecision::BazaarBid:
            if (rng.below(2) == 0) return Pass{};
            return BazaarBid{auction->slot, auction->price + 1 + static_cast<int>(rng.below(3))};
        case BcbDecision::BazaarBuyOrSell: return BazaarBuyOrSell{rng.below(2) == 0};
        default: return std::nullopt;
    }
}

}  // namespace carc
