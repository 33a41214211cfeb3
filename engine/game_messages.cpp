// The Messages: two score figures per player; the active player whose figure lands
// on a dark space (a multiple of 5) at the end of a scoring round draws a message,
// and carries it out or takes 2 points instead.
#include <algorithm>
#include <array>
#include <limits>

#include "engine/game.hpp"

namespace carc {
namespace {
const char* messageText(int m) {
    static const char* texts[] = {"",
                                  "score your smallest road",
                                  "score your smallest city",
                                  "score your smallest cloister",
                                  "2 points per pennant in your cities",
                                  "2 points per knight",
                                  "2 points per farmer",
                                  "draw a tile and take an extra turn",
                                  "score one follower's feature and take it back"};
    return m >= 1 && m <= 8 ? texts[m] : "?";
}
// The default policy's answer to a drawn message: carry it out when it gives more than
// the 2 points, or when it is message 7 and a tile is left to draw (else it gives nothing).
int suggestedAction(int message, int value, int tilesLeft) {
    return (message == 7 ? tilesLeft > 0 : value > 2) ? 0 : 1;
}
}  // namespace

void MessagesModule::drawMessage(Game& g) {
    if (g.setup_.expansions.messagesFromTable && tableDraws_.size() < 8) {
        // First time round the table deck: the players say which message came up.
        Decision d{DecisionKind::MessageDrawn, g.active_, g.setup_.players[g.active_] + ": which message was drawn?", {}, 0, 0, 0};
        for (int m = 1; m <= 8; ++m)
            if (std::find(tableDraws_.begin(), tableDraws_.end(), m) == tableDraws_.end())
                d.options.push_back(std::to_string(m) + ": " + messageText(m));
        g.ask(std::move(d));
        return;
    }
    // The drawn message goes face down to the bottom: the deck cycles.
    const int m = deck.front();
    std::rotate(deck.begin(), deck.begin() + 1, deck.end());
    offer(g, m);
}

void MessagesModule::offer(Game& g, int m) {
    pendingMessage_ = m;
    g.log_.push_back({GameEvent::Type::MessageDrawn, g.turn_, 0, {}, m});
    const int value = messageValue(g, m, g.active_);
    g.ask({DecisionKind::MessageAction, g.active_,
           g.setup_.players[g.active_] + " draws message " + std::to_string(m) + " (" + messageText(m) + "): carry it out or take 2 points?",
           {std::string("carry out: ") + messageText(m), "take 2 points"}, suggestedAction(m, value, g.tilesLeft()), value, m});
}

// Points the message would give the player now (message 7: 0, it gives a turn).
int MessagesModule::messageValue(const Game& g, int message, int player) const {
    auto smallest = [&](FeatureKind kind) {
        int best = std::numeric_limits<int>::max();
        std::vector<int> seen;
        for (const Follower& f : g.followers_) {
            const int root = g.graph_.root(f.at);
            if (f.owner != player || g.graph_.at(root).kind != kind || g.graph_.at(root).scored) continue;
            if (std::find(seen.begin(), seen.end(), root) != seen.end()) continue;
            seen.push_back(root);
            best = std::min(best, featureValue(g.board_, g.graph_, root, g.setup_.rules, true).points);
        }
        return best == std::numeric_limits<int>::max() ? 0 : best;
    };
    // A knight in a castle is in no city any more (the page counts 0 points for him under
    // message 8): he is not counted by messages 2, 4 and 5. A follower still on a scored
    // city is such a knight (scoring returns every follower; a castle's city is marked scored).
    auto count = [&](FeatureKind kind) {
        return static_cast<int>(std::count_if(g.followers_.begin(), g.followers_.end(), [&](const Follower& f) {
            const int root = g.graph_.root(f.at);
            return f.owner == player && g.graph_.at(root).kind == kind && !g.graph_.at(root).scored;
        }));
    };
    switch (message) {
        case 1: return smallest(FeatureKind::Road);
        case 2: return smallest(FeatureKind::City);
        case 3: return smallest(FeatureKind::Cloister);
        case 4: {
            std::vector<int> cities;
            int points = 0;
            for (const Follower& f : g.followers_) {
                const int root = g.graph_.root(f.at);
                if (f.owner != player || g.graph_.at(root).kind != FeatureKind::City || g.graph_.at(root).scored) continue;
                if (std::find(cities.begin(), cities.end(), root) != cities.end()) continue;
                cities.push_back(root);
                points += 2 * g.graph_.at(root).pennants;
            }
            return points;
        }
        case 5: return 2 * count(FeatureKind::City);
        case 6: return 2 * count(FeatureKind::Field);
        case 8: {
            int best = 0;
            for (const Follower& f : g.followers_) {
                const int root = g.graph_.root(f.at);
                if (f.owner != player || g.graph_.at(root).scored) continue;
                const std::vector<int> owners = majority(g.graph_.at(root), g.playerCount());
                if (std::find(owners.begin(), owners.end(), player) == owners.end()) continue;
                const int v = g.graph_.at(root).kind == FeatureKind::Field
                                  ? g.farmPoints(root)
                                  : featureValue(g.board_, g.graph_, root, g.setup_.rules, true).points;
                best = std::max(best, v);
            }
            return best;
        }
        default: return 0;
    }
}

void MessagesModule::resolveMessage(Game& g, int message, bool carryOut) {
    g.startRound(false);  // message points are a scoring round of their own
    FeatureValue v;
    if (!carryOut) {
        v.points = 2;
        g.award(g.active_, ScoreKind::Message, v, false, 0);
        return;
    }
    if (message == 7) {
        ++extraTurns_;
        return;
    }
    if (message == 8) {
        Decision d{DecisionKind::MessageFollower, g.active_, g.setup_.players[g.active_] + ": which follower scores and comes back?",
                   {}, 0, 0, 8};
        int bestPoints = -1;
        for (const Follower& f : g.followers_) {
            if (f.owner != g.active_) continue;
            const int root = g.graph_.root(f.at);
            const std::vector<int> owners = majority(g.graph_.at(root), g.playerCount());
            int points = 0;
            if (!g.graph_.at(root).scored && std::find(owners.begin(), owners.end(), g.active_) != owners.end())
                points = g.graph_.at(root).kind == FeatureKind::Field ? g.farmPoints(root)
                                                                    : featureValue(g.board_, g.graph_, root, g.setup_.rules, true).points;
            if (points > bestPoints) {
                bestPoints = points;
                d.suggested = static_cast<int>(d.options.size());
            }
            d.options.push_back(std::string(featureName(g.graph_.at(root).kind)) + " follower at " +
                                toString(g.board_.tile(f.at.tile).pos) + " (" + std::to_string(points) + " points)");
        }
        if (d.options.empty()) return;  // nobody to pick: the message does nothing
        g.ask(std::move(d));
        return;
    }
    v.points = messageValue(g, message, g.active_);
    g.award(g.active_, ScoreKind::Message, v, false, message);
}

void MessagesModule::messageEight(Game& g, int player, size_t option) {
    size_t seen = 0;
    for (size_t i = 0; i < g.followers_.size(); ++i) {
        if (g.followers_[i].owner != player || seen++ != option) continue;
        const Follower f = g.followers_[i];
        const int root = g.graph_.root(f.at);
        const std::vector<int> owners = majority(g.graph_.at(root), g.playerCount());
        if (!g.graph_.at(root).scored && std::find(owners.begin(), owners.end(), player) != owners.end()) {
            FeatureValue v = g.graph_.at(root).kind == FeatureKind::Field
                                 ? FeatureValue{g.farmPoints(root), g.graph_.tileCount(root), 0, 0, {}}
                                 : featureValue(g.board_, g.graph_, root, g.setup_.rules, true);
            g.award(player, ScoreKind::Message, v, false, 8);
        }
        g.followers_.erase(g.followers_.begin() + static_cast<long>(i));  // farmers too come back
        ++g.supply_[player];
        --g.graph_.at(root).followers[static_cast<size_t>(player)];
        g.log_.push_back({GameEvent::Type::Returned, g.turn_, 0, f, 0});
        return;
    }
}

const char* MessagesModule::decisionName(MessagesDecision k) {
    switch (k) {
        case MessagesDecision::Figure: return "figure";
        case MessagesDecision::MessageDrawn: return "message-drawn";
        case MessagesDecision::MessageAction: return "message-action";
        case MessagesDecision::MessageFollower: return "message-follower";
    }
    return "?";
}

bool MessagesModule::choose(Game& g, const Decision& d, int option) {
    const std::optional<MessagesDecision> kind = d.kind.as<MessagesDecision>();
    if (!kind) return false;
    switch (*kind) {
        case MessagesDecision::Figure: {
            ScoreEvent& e = g.events_[figureQueue_.front()];
            figureQueue_.erase(figureQueue_.begin());
            e.figure = option;
            g.moveFigure(e.player, option, e.points);
            if (e.player == g.active_ && e.points > 0) activeMoved_ |= 1 << option;
            if (figureQueue_.empty()) g.awardsSettled();
            return true;
        }
        case MessagesDecision::MessageDrawn: {
            const int m = std::stoi(d.options[static_cast<size_t>(option)]);
            tableDraws_.push_back(m);
            if (tableDraws_.size() == 8) deck = tableDraws_;  // gone round: the order is known
            offer(g, m);
            return true;
        }
        case MessagesDecision::MessageAction:
            resolveMessage(g, pendingMessage_, option == 0);
            return true;
        case MessagesDecision::MessageFollower:
            messageEight(g, d.player, static_cast<size_t>(option));
            return true;
    }
    return false;
}

// --- hooks ----------------------------------------------------------------------

void MessagesModule::start(Game& g) {
    const GameSetup& s = g.setup_;
    if (!s.expansions.messages || s.expansions.messagesFromTable) return;
    deck = s.messageOrder;
    if (deck.empty()) {
        deck = {1, 2, 3, 4, 5, 6, 7, 8};
        Random rng(s.seed ^ 0x4D65737361676573ull);  // its own stream: the tile order stays the same
        rng.shuffle(deck);
    }
}

Status MessagesModule::checkSetup(const Game& g) const {
    if (g.setup_.messageOrder.empty()) return {};
    std::vector<int> sorted = g.setup_.messageOrder;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}) return Error{"the message deck must hold messages 1-8 once each"};
    return {};
}

void MessagesModule::roundStart(Game&, bool) {
    activeMoved_ = 0;
    messageDone_ = false;
}

// Points collected during the game wait for their player to pick the figure, a bazaar
// payment received included (seed page 004: payments received move forward); a payment
// made moves figure 1 back.
bool MessagesModule::deferAward(Game& g, size_t eventIndex) {
    ScoreEvent& e = g.events_[eventIndex];
    if (!g.setup_.expansions.messages || e.final || e.points <= 0) return false;
    e.figure = -1;
    figureQueue_.push_back(eventIndex);
    return true;
}

// Which figure moves comes before anything else in the round.
bool MessagesModule::askFigure(Game& g) {
    const ScoreEvent& e = g.events_[figureQueue_.front()];
    const std::array<int, 2>& at = g.figures_[e.player];
    Decision d{DecisionKind::Figure, e.player, g.setup_.players[e.player] + ": which figure moves " +
               std::to_string(e.points) + " points (" + e.explain() + ")?", {}, 0, e.points, 0};
    for (int f = 0; f < 2; ++f) d.options.push_back("figure " + std::to_string(f + 1) + " (at " + std::to_string(at[f]) + ")");
    // Default policy: land the active player on a dark space when one figure can; a
    // payment received (no scoring round, so no message) moves figure 1.
    d.suggested = (e.kind != ScoreKind::Bazaar && e.player == g.active_ && (at[1] + e.points) % 5 == 0 &&
                   (at[0] + e.points) % 5 != 0) ? 1 : 0;
    g.ask(std::move(d));
    return true;
}

// The active player who moved a figure forward onto a dark space this round draws a message.
bool MessagesModule::roundEnd(Game& g) {
    if (messageDone_) return false;
    messageDone_ = true;
    if (!g.setup_.expansions.messages || !activeMoved_) return false;
    for (int f = 0; f < 2; ++f)
        if ((activeMoved_ >> f & 1) && g.figures_[g.active_][f] % 5 == 0) {
            drawMessage(g);
            return true;
        }
    return false;
}

// Message 7: the same player places another tile, a normal turn with all its phases
// (seed page 004): its tile is drawn (a module that deals tiles otherwise sees turnStart(extraTurn)).
bool MessagesModule::turnEnd(Game& g) {
    if (extraTurns_ == 0) return false;
    --extraTurns_;
    ++g.turn_;
    g.resetTurn(true);
    if (g.setup_.source == TileSource::Table) {
        if (g.tilesLeft() == 0) g.finish();
    } else {
        g.drawNext();
    }
    return true;
}

void MessagesModule::turnStart(Game&, bool) { extraTurns_ = 0; }

}  // namespace carc
