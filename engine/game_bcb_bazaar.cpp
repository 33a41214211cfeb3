// Bazaars (Bridges, Castles and Bazaars): after a turn that placed a bazaar tile,
// one tile per player is auctioned; then everyone places the tile they got.
#include <algorithm>

#include "engine/game.hpp"

namespace carc {

// A bazaar move answers the pending auction decision; each is refused when another is pending.
Status BcbModule::check(const Game& g, const BazaarReveal& m) const {
    if (!g.decision_) return Error{"no bazaar auction is running"};
    if (g.decision_->kind != DecisionKind::BazaarReveal) return Error{"no tiles are to be revealed now"};
    // None: the players found fewer tiles left than players (a tile set aside, which
    // a table game may not have been told of), so no auction is held.
    if (m.tiles.empty()) return {};
    if (static_cast<int>(m.tiles.size()) != g.playerCount())
        return Error{"a bazaar reveals one tile per player: " + std::to_string(g.playerCount())};
    std::vector<int> left = g.remaining_;
    for (TileTypeId t : m.tiles) {
        if (t >= g.tiles_->size() || left[t] == 0) return Error{"no such tile is left to reveal"};
        --left[t];
    }
    return {};
}

Status BcbModule::check(const Game& g, const BazaarBid& m) const {
    if (!g.decision_) return Error{"no bazaar auction is running"};
    const DecisionKind k = g.decision_->kind;
    const Auction& a = *auction;
    if (k == DecisionKind::BazaarPick) {
        if (m.slot < 0 || m.slot >= static_cast<int>(a.tiles.size()) || a.owner[static_cast<size_t>(m.slot)] >= 0)
            return Error{"bazaar tile " + std::to_string(m.slot) + " is not on offer"};
        if (m.price < 0) return Error{"a bid is 0 or more"};
        if (g.setup_.expansions.bazaarNoBidding && m.price != 0) return Error{"no bidding in this variant: take a tile"};
        return {};
    }
    if (k == DecisionKind::BazaarBid) {
        if (m.slot != a.slot) return Error{"the tile on auction is " + std::to_string(a.slot)};
        if (m.price <= a.price) return Error{"a bid must be higher than " + std::to_string(a.price)};
        return {};
    }
    return Error{"no bid is expected now"};
}

Status BcbModule::check(const Game& g, const BazaarBuyOrSell&) const {
    if (!g.decision_) return Error{"no bazaar auction is running"};
    if (g.decision_->kind != DecisionKind::BazaarBuyOrSell) return Error{"no buy-or-sell decision is pending"};
    return {};
}

// A pass declines a bid.
std::optional<Status> BcbModule::checkPass(const Game& g) const {
    if (!g.decision_ || g.decision_->kind != DecisionKind::BazaarBid) return std::nullopt;
    return Status{};
}

void BcbModule::apply(Game& g, const BazaarReveal& m) {
    g.decision_.reset();
    if (m.tiles.empty()) {  // too few tiles left: the turn ends without an auction
        if (!nextAuctionPlacement(g)) g.startNextTurn();
    } else {
        g.history_.insert(g.history_.end(), m.tiles.begin(), m.tiles.end());
        startAuction(g, m.tiles);
    }
    g.run();
}

void BcbModule::apply(Game& g, const BazaarBid& m) {
    g.decision_.reset();
    Auction& a = *auction;
    if (a.slot < 0) {  // a pick
        a.slot = m.slot;
        a.price = m.price;
        a.highBidder = a.picker;
        if (g.setup_.expansions.bazaarNoBidding) {
            giveTile(g, a.picker, a.slot);
            g.run();
            return;
        }
        a.toBid.clear();
        for (int i = 1; i < g.playerCount(); ++i) {
            const int p = (a.picker + i) % g.playerCount();
            if (!a.hasTile[static_cast<size_t>(p)]) a.toBid.push_back(p);
        }
    } else {  // a raise
        a.price = m.price;
        a.highBidder = a.toBid.front();
        a.toBid.erase(a.toBid.begin());
    }
    bazaarAnswered(g);
}

bool BcbModule::pass(Game& g) {
    if (!g.decision_ || g.decision_->kind != DecisionKind::BazaarBid) return false;
    g.decision_.reset();
    auction->toBid.erase(auction->toBid.begin());
    bazaarAnswered(g);
    return true;
}

void BcbModule::apply(Game& g, const BazaarBuyOrSell& m) {
    g.decision_.reset();
    const Auction& a = *auction;
    FeatureValue pay, receive;
    pay.points = -a.price;
    receive.points = a.price;
    const int buyer = m.buy ? a.picker : a.highBidder;
    const int seller = m.buy ? a.highBidder : a.picker;
    g.award(buyer, ScoreKind::Bazaar, pay, false);
    g.award(seller, ScoreKind::Bazaar, receive, false);
    // Another module may hold the payment back (a figure to choose): the tile goes to its
    // buyer once every award is settled (awardsSettled).
    if (g.awardsPending()) {
        saleAwaitingFigure_ = {buyer, a.slot};
    } else {
        giveTile(g, buyer, a.slot);
    }
    g.run();
}

void BcbModule::bazaarAnswered(Game& g) {
    settleBid(g);
    g.run();
}

void BcbModule::startAuction(Game& g, std::vector<TileTypeId> tiles) {
    Auction a;
    a.tiles = std::move(tiles);
    a.owner.assign(a.tiles.size(), -1);
    a.hasTile.assign(static_cast<size_t>(g.playerCount()), false);
    a.trigger = g.active_;
    a.picker = -1;
    auction = std::move(a);
    nextPick(g);
}

// Asks the next bidder, or settles the tile when everyone has had their chance.
void BcbModule::settleBid(Game& g) {
    Auction& a = *auction;
    if (!a.toBid.empty()) {
        const int p = a.toBid.front();
        g.ask({DecisionKind::BazaarBid, p,
             g.setup_.players[p] + ": bid more than " + std::to_string(a.price) + " for " + g.tiles_->type(a.tiles[static_cast<size_t>(a.slot)]).name() + ", or pass",
             {}, 0, a.price, 0});
        return;
    }
    if (a.highBidder == a.picker) {  // nobody outbid the picker: they pay the bank
        FeatureValue pay;
        pay.points = -a.price;
        g.award(a.picker, ScoreKind::Bazaar, pay, false);
        giveTile(g, a.picker, a.slot);
        return;
    }
    g.ask({DecisionKind::BazaarBuyOrSell, a.picker,
         g.setup_.players[a.picker] + ": buy the tile from " + g.setup_.players[a.highBidder] + " for " + std::to_string(a.price) +
             ", or sell it to them?",
         {}, 0, a.price, 0});
}

void BcbModule::giveTile(Game& g, int player, int slot) {
    Auction& a = *auction;
    a.owner[static_cast<size_t>(slot)] = player;
    a.hasTile[static_cast<size_t>(player)] = true;
    g.log_.push_back({GameEvent::Type::AuctionTile, g.turn_, a.tiles[static_cast<size_t>(slot)], {}, player});
    a.slot = -1;
    a.price = 0;
    a.highBidder = -1;
    if (g.setup_.expansions.bazaarNoBidding) {  // the variant: take and place at once
        auctionPlacements_.push_back({player, a.tiles[static_cast<size_t>(slot)]});
        auctionResume_ = a.trigger;
        nextAuctionPlacement(g);
        return;
    }
    nextPick(g);
}

// The next picker is the next player clockwise after the previous one who has no
// tile yet; the last tile goes free to the last player.
void BcbModule::nextPick(Game& g) {
    Auction& a = *auction;
    std::vector<int> open;
    for (size_t s = 0; s < a.tiles.size(); ++s)
        if (a.owner[s] < 0) open.push_back(static_cast<int>(s));
    if (open.empty()) {
        if (g.setup_.expansions.bazaarNoBidding) {  // every tile was placed as it was taken
            auction.reset();
            g.startNextTurn();
        } else {
            startAuctionPlacements(g);
        }
        return;
    }
    const int from = a.picker < 0 ? a.trigger : a.picker;
    int next = -1;
    for (int i = 1; i <= g.playerCount(); ++i) {
        const int p = (from + i) % g.playerCount();
        if (!a.hasTile[static_cast<size_t>(p)]) {
            next = p;
            break;
        }
    }
    a.picker = next;
    if (open.size() == 1) {
        giveTile(g, next, open.front());
        return;
    }
    g.ask({DecisionKind::BazaarPick, next, g.setup_.players[next] + ": pick a tile and bid", {}, 0, 0, 0});
}

void BcbModule::startAuctionPlacements(Game& g) {
    const Auction& a = *auction;
    auctionPlacements_.clear();
    for (int i = 1; i <= g.playerCount(); ++i) {
        const int p = (a.trigger + i) % g.playerCount();
        for (size_t s = 0; s < a.tiles.size(); ++s)
            if (a.owner[s] == p) auctionPlacements_.push_back({p, a.tiles[s]});
    }
    auctionResume_ = a.trigger;
    auction.reset();
    if (!nextAuctionPlacement(g)) g.startNextTurn();
}

// Starts the next auctioned tile's turn; false when none is left.
bool BcbModule::nextAuctionPlacement(Game& g) {
    while (!auctionPlacements_.empty()) {
        const auto [player, tile] = auctionPlacements_.front();
        auctionPlacements_.erase(auctionPlacements_.begin());
        g.active_ = player;
        ++g.turn_;
        g.resetTurn(false);
        fromAuction_ = true;
        if (g.fits(tile)) {
            g.drawn_ = tile;
            g.phase_ = Phase::PlaceTile;
            return true;
        }
        --g.remaining_[tile];
        g.log_.push_back({GameEvent::Type::SetAside, g.turn_, tile, {}, 0});
        // The player draws a tile instead (as JCloisterZone does); an auctioned turn
        // still, so a bazaar drawn now starts no auction. No tile left: no turn.
        if (g.setup_.source == TileSource::Table) {
            if (g.tilesLeft() == 0) continue;
            g.phase_ = Phase::PlaceTile;
            return true;
        }
        // (When no tile left fits, the pile is left for the end of the round to use up.)
        const bool oneFits = std::any_of(g.pile_.begin(), g.pile_.end(), [&](TileTypeId t) {
            return g.fits(t);
        });
        if (oneFits) {
            g.drawNext();
            g.phase_ = Phase::PlaceTile;
            return true;
        }
    }
    // The variant hands tiles out one at a time: more picks may follow.
    if (auction && g.setup_.expansions.bazaarNoBidding) {
        nextPick(g);
        return true;
    }
    auction.reset();
    return false;
}

}  // namespace carc
