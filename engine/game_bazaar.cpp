// Bazaars (Bridges, Castles and Bazaars): after a turn that placed a bazaar tile,
// one tile per player is auctioned; then everyone places the tile they got.
#include <algorithm>

#include "engine/game.hpp"

namespace carc {

Status Game::checkBazaar(const Move& m) const {
    if (!decision_) return Error{"no bazaar auction is running"};
    const DecisionKind k = decision_->kind;
    if (const auto* reveal = std::get_if<BazaarReveal>(&m)) {
        if (k != DecisionKind::BazaarReveal) return Error{"no tiles are to be revealed now"};
        // None: the players found fewer tiles left than players (a tile set aside, which
        // a table game may not have been told of), so no auction is held.
        if (reveal->tiles.empty()) return {};
        if (static_cast<int>(reveal->tiles.size()) != playerCount())
            return Error{"a bazaar reveals one tile per player: " + std::to_string(playerCount())};
        std::vector<int> left = remaining_;
        for (TileTypeId t : reveal->tiles) {
            if (t >= tiles_->size() || left[t] == 0) return Error{"no such tile is left to reveal"};
            --left[t];
        }
        return {};
    }
    if (const auto* bid = std::get_if<BazaarBid>(&m)) {
        const Auction& a = *auction_;
        if (k == DecisionKind::BazaarPick) {
            if (bid->slot < 0 || bid->slot >= static_cast<int>(a.tiles.size()) || a.owner[static_cast<size_t>(bid->slot)] >= 0)
                return Error{"bazaar tile " + std::to_string(bid->slot) + " is not on offer"};
            if (bid->price < 0) return Error{"a bid is 0 or more"};
            if (setup_.expansions.bazaarNoBidding && bid->price != 0) return Error{"no bidding in this variant: take a tile"};
            return {};
        }
        if (k == DecisionKind::BazaarBid) {
            if (bid->slot != a.slot) return Error{"the tile on auction is " + std::to_string(a.slot)};
            if (bid->price <= a.price) return Error{"a bid must be higher than " + std::to_string(a.price)};
            return {};
        }
        return Error{"no bid is expected now"};
    }
    if (std::holds_alternative<Pass>(m)) {
        if (k != DecisionKind::BazaarBid) return Error{"a decision is pending: " + decision_->question};
        return {};
    }
    if (std::holds_alternative<BazaarBuyOrSell>(m)) {
        if (k != DecisionKind::BazaarBuyOrSell) return Error{"no buy-or-sell decision is pending"};
        return {};
    }
    return Error{"not a bazaar move"};
}

void Game::doBazaar(const Move& m) {
    decision_.reset();
    if (const auto* reveal = std::get_if<BazaarReveal>(&m)) {
        if (reveal->tiles.empty()) {  // too few tiles left: the turn ends without an auction
            if (!nextAuctionPlacement()) startNextTurn();
            return;
        }
        history_.insert(history_.end(), reveal->tiles.begin(), reveal->tiles.end());
        startAuction(reveal->tiles);
        return;
    }
    Auction& a = *auction_;
    if (const auto* bid = std::get_if<BazaarBid>(&m)) {
        if (a.slot < 0) {  // a pick
            a.slot = bid->slot;
            a.price = bid->price;
            a.highBidder = a.picker;
            if (setup_.expansions.bazaarNoBidding) {
                giveTile(a.picker, a.slot);
                return;
            }
            a.toBid.clear();
            for (int i = 1; i < playerCount(); ++i) {
                const int p = (a.picker + i) % playerCount();
                if (!a.hasTile[static_cast<size_t>(p)]) a.toBid.push_back(p);
            }
        } else {  // a raise
            a.price = bid->price;
            a.highBidder = a.toBid.front();
            a.toBid.erase(a.toBid.begin());
        }
    } else if (std::holds_alternative<Pass>(m)) {
        a.toBid.erase(a.toBid.begin());
    } else if (const auto* bs = std::get_if<BazaarBuyOrSell>(&m)) {
        FeatureValue pay, receive;
        pay.points = -a.price;
        receive.points = a.price;
        const int buyer = bs->buy ? a.picker : a.highBidder;
        const int seller = bs->buy ? a.highBidder : a.picker;
        award(buyer, ScoreKind::Bazaar, pay, false);
        award(seller, ScoreKind::Bazaar, receive, false);
        // The Messages: the seller first picks the figure the payment moves (Game::run).
        if (!figureQueue_.empty()) {
            saleAwaitingFigure_ = {buyer, a.slot};
            return;
        }
        giveTile(buyer, a.slot);
        return;
    }
    settleBid();
}

void Game::startAuction(std::vector<TileTypeId> tiles) {
    Auction a;
    a.tiles = std::move(tiles);
    a.owner.assign(a.tiles.size(), -1);
    a.hasTile.assign(static_cast<size_t>(playerCount()), false);
    a.trigger = active_;
    a.picker = -1;
    auction_ = std::move(a);
    nextPick();
}

// Asks the next bidder, or settles the tile when everyone has had their chance.
void Game::settleBid() {
    Auction& a = *auction_;
    if (!a.toBid.empty()) {
        const int p = a.toBid.front();
        ask({DecisionKind::BazaarBid, p,
             setup_.players[p] + ": bid more than " + std::to_string(a.price) + " for " + tiles_->type(a.tiles[static_cast<size_t>(a.slot)]).name() + ", or pass",
             {}, 0, a.price, 0});
        return;
    }
    if (a.highBidder == a.picker) {  // nobody outbid the picker: they pay the bank
        FeatureValue pay;
        pay.points = -a.price;
        award(a.picker, ScoreKind::Bazaar, pay, false);
        giveTile(a.picker, a.slot);
        return;
    }
    ask({DecisionKind::BazaarBuyOrSell, a.picker,
         setup_.players[a.picker] + ": buy the tile from " + setup_.players[a.highBidder] + " for " + std::to_string(a.price) +
             ", or sell it to them?",
         {}, 0, a.price, 0});
}

void Game::giveTile(int player, int slot) {
    Auction& a = *auction_;
    a.owner[static_cast<size_t>(slot)] = player;
    a.hasTile[static_cast<size_t>(player)] = true;
    log_.push_back({GameEvent::Type::AuctionTile, turn_, a.tiles[static_cast<size_t>(slot)], {}, player});
    a.slot = -1;
    a.price = 0;
    a.highBidder = -1;
    if (setup_.expansions.bazaarNoBidding) {  // the variant: take and place at once
        auctionPlacements_.push_back({player, a.tiles[static_cast<size_t>(slot)]});
        auctionResume_ = a.trigger;
        nextAuctionPlacement();
        return;
    }
    nextPick();
}

// The next picker is the next player clockwise after the previous one who has no
// tile yet; the last tile goes free to the last player.
void Game::nextPick() {
    Auction& a = *auction_;
    std::vector<int> open;
    for (size_t s = 0; s < a.tiles.size(); ++s)
        if (a.owner[s] < 0) open.push_back(static_cast<int>(s));
    if (open.empty()) {
        if (setup_.expansions.bazaarNoBidding) {  // every tile was placed as it was taken
            auction_.reset();
            startNextTurn();
        } else {
            startAuctionPlacements();
        }
        return;
    }
    const int from = a.picker < 0 ? a.trigger : a.picker;
    int next = -1;
    for (int i = 1; i <= playerCount(); ++i) {
        const int p = (from + i) % playerCount();
        if (!a.hasTile[static_cast<size_t>(p)]) {
            next = p;
            break;
        }
    }
    a.picker = next;
    if (open.size() == 1) {
        giveTile(next, open.front());
        return;
    }
    ask({DecisionKind::BazaarPick, next, setup_.players[next] + ": pick a tile and bid", {}, 0, 0, 0});
}

void Game::startAuctionPlacements() {
    const Auction& a = *auction_;
    auctionPlacements_.clear();
    for (int i = 1; i <= playerCount(); ++i) {
        const int p = (a.trigger + i) % playerCount();
        for (size_t s = 0; s < a.tiles.size(); ++s)
            if (a.owner[s] == p) auctionPlacements_.push_back({p, a.tiles[s]});
    }
    auctionResume_ = a.trigger;
    auction_.reset();
    if (!nextAuctionPlacement()) startNextTurn();
}

// Starts the next auctioned tile's turn; false when none is left.
bool Game::nextAuctionPlacement() {
    while (!auctionPlacements_.empty()) {
        const auto [player, tile] = auctionPlacements_.front();
        auctionPlacements_.erase(auctionPlacements_.begin());
        active_ = player;
        ++turn_;
        turnState_ = TurnState{};
        turnState_.fromAuction = true;
        if (board_.fitsAnywhere(tile) || !bridgePlacements(tile).empty()) {
            drawn_ = tile;
            phase_ = Phase::PlaceTile;
            return true;
        }
        --remaining_[tile];
        log_.push_back({GameEvent::Type::SetAside, turn_, tile, {}, 0});
        // The player draws a tile instead (as JCloisterZone does); an auctioned turn
        // still, so a bazaar drawn now starts no auction. No tile left: no turn.
        if (setup_.source == TileSource::Table) {
            if (tilesLeft() == 0) continue;
            phase_ = Phase::PlaceTile;
            return true;
        }
        // (When no tile left fits, the pile is left for the end of the round to use up.)
        const bool oneFits = std::any_of(pile_.begin(), pile_.end(), [&](TileTypeId t) {
            return board_.fitsAnywhere(t) || !bridgePlacements(t).empty();
        });
        if (oneFits) {
            drawNext();
            phase_ = Phase::PlaceTile;
            return true;
        }
    }
    // The variant hands tiles out one at a time: more picks may follow.
    if (auction_ && setup_.expansions.bazaarNoBidding) {
        nextPick();
        return true;
    }
    auction_.reset();
    return false;
}

}  // namespace carc
