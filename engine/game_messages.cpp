// The Messages: two score figures per player; the active player whose figure lands
// on a dark space (a multiple of 5) at the end of a scoring round draws a message,
// and carries it out or takes 2 points instead.
#include <algorithm>
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

void Game::drawMessage() {
    if (setup_.expansions.messagesFromTable && tableDraws_.size() < 8) {
        // First time round the table deck: the players say which message came up.
        Decision d{DecisionKind::MessageDrawn, active_, setup_.players[active_] + ": which message was drawn?", {}, 0, 0, 0};
        for (int m = 1; m <= 8; ++m)
            if (std::find(tableDraws_.begin(), tableDraws_.end(), m) == tableDraws_.end())
                d.options.push_back(std::to_string(m) + ": " + messageText(m));
        ask(std::move(d));
        return;
    }
    // The drawn message goes face down to the bottom: the deck cycles.
    const int m = deck_.front();
    std::rotate(deck_.begin(), deck_.begin() + 1, deck_.end());
    pendingMessage_ = m;
    log_.push_back({GameEvent::Type::MessageDrawn, turn_, 0, {}, m});
    const int value = messageValue(m, active_);
    ask({DecisionKind::MessageAction, active_,
         setup_.players[active_] + " draws message " + std::to_string(m) + " (" + messageText(m) + "): carry it out or take 2 points?",
         {std::string("carry out: ") + messageText(m), "take 2 points"}, suggestedAction(m, value, tilesLeft()), value, m});
}

// Points the message would give the player now (message 7: 0, it gives a turn).
int Game::messageValue(int message, int player) const {
    auto smallest = [&](FeatureKind kind) {
        int best = std::numeric_limits<int>::max();
        std::vector<int> seen;
        for (const Follower& f : followers_) {
            const int root = graph_.root(f.at);
            if (f.owner != player || graph_.at(root).kind != kind || graph_.at(root).scored) continue;
            if (std::find(seen.begin(), seen.end(), root) != seen.end()) continue;
            seen.push_back(root);
            best = std::min(best, featureValue(board_, graph_, root, setup_.rules, true).points);
        }
        return best == std::numeric_limits<int>::max() ? 0 : best;
    };
    // A knight in a castle is in no city any more (the page counts 0 points for him under
    // message 8): he is not counted by messages 2, 4 and 5. A follower still on a scored
    // city is such a knight (scoring returns every follower; a castle's city is marked scored).
    auto count = [&](FeatureKind kind) {
        return static_cast<int>(std::count_if(followers_.begin(), followers_.end(), [&](const Follower& f) {
            const int root = graph_.root(f.at);
            return f.owner == player && graph_.at(root).kind == kind && !graph_.at(root).scored;
        }));
    };
    switch (message) {
        case 1: return smallest(FeatureKind::Road);
        case 2: return smallest(FeatureKind::City);
        case 3: return smallest(FeatureKind::Cloister);
        case 4: {
            std::vector<int> cities;
            int points = 0;
            for (const Follower& f : followers_) {
                const int root = graph_.root(f.at);
                if (f.owner != player || graph_.at(root).kind != FeatureKind::City || graph_.at(root).scored) continue;
                if (std::find(cities.begin(), cities.end(), root) != cities.end()) continue;
                cities.push_back(root);
                points += 2 * graph_.at(root).pennants;
            }
            return points;
        }
        case 5: return 2 * count(FeatureKind::City);
        case 6: return 2 * count(FeatureKind::Field);
        case 8: {
            int best = 0;
            for (const Follower& f : followers_) {
                const int root = graph_.root(f.at);
                if (f.owner != player || graph_.at(root).scored) continue;
                const std::vector<int> owners = majority(graph_.at(root), playerCount());
                if (std::find(owners.begin(), owners.end(), player) == owners.end()) continue;
                const int v = graph_.at(root).kind == FeatureKind::Field
                                  ? farmPoints(root)
                                  : featureValue(board_, graph_, root, setup_.rules, true).points;
                best = std::max(best, v);
            }
            return best;
        }
        default: return 0;
    }
}

void Game::resolveMessage(int message, bool carryOut) {
    startRound(false);  // message points are a scoring round of their own
    FeatureValue v;
    if (!carryOut) {
        v.points = 2;
        award(active_, ScoreKind::Message, v, false, 0);
        return;
    }
    if (message == 7) {
        ++turnState_.extraTurns;
        return;
    }
    if (message == 8) {
        Decision d{DecisionKind::MessageFollower, active_, setup_.players[active_] + ": which follower scores and comes back?",
                   {}, 0, 0, 8};
        int bestPoints = -1;
        for (const Follower& f : followers_) {
            if (f.owner != active_) continue;
            const int root = graph_.root(f.at);
            const std::vector<int> owners = majority(graph_.at(root), playerCount());
            int points = 0;
            if (!graph_.at(root).scored && std::find(owners.begin(), owners.end(), active_) != owners.end())
                points = graph_.at(root).kind == FeatureKind::Field ? farmPoints(root)
                                                                    : featureValue(board_, graph_, root, setup_.rules, true).points;
            if (points > bestPoints) {
                bestPoints = points;
                d.suggested = static_cast<int>(d.options.size());
            }
            d.options.push_back(std::string(featureName(graph_.at(root).kind)) + " follower at " +
                                toString(board_.tile(f.at.tile).pos) + " (" + std::to_string(points) + " points)");
        }
        if (d.options.empty()) return;  // nobody to pick: the message does nothing
        ask(std::move(d));
        return;
    }
    v.points = messageValue(message, active_);
    award(active_, ScoreKind::Message, v, false, message);
}

void Game::messageEight(int player, size_t option) {
    size_t seen = 0;
    for (size_t i = 0; i < followers_.size(); ++i) {
        if (followers_[i].owner != player || seen++ != option) continue;
        const Follower f = followers_[i];
        const int root = graph_.root(f.at);
        const std::vector<int> owners = majority(graph_.at(root), playerCount());
        if (!graph_.at(root).scored && std::find(owners.begin(), owners.end(), player) != owners.end()) {
            FeatureValue v = graph_.at(root).kind == FeatureKind::Field
                                 ? FeatureValue{farmPoints(root), graph_.tileCount(root), 0, 0, {}}
                                 : featureValue(board_, graph_, root, setup_.rules, true);
            award(player, ScoreKind::Message, v, false, 8);
        }
        followers_.erase(followers_.begin() + static_cast<long>(i));  // farmers too come back
        ++supply_[player];
        --graph_.at(root).followers[static_cast<size_t>(player)];
        log_.push_back({GameEvent::Type::Returned, turn_, 0, f, 0});
        return;
    }
}

void Game::doChoose(int option) {
    const Decision d = *decision_;
    decision_.reset();
    if (any([&](auto& x) { return x.choose(*this, d, option); })) return;
    switch (d.kind) {
        case DecisionKind::Figure: {
            ScoreEvent& e = events_[figureQueue_.front()];
            figureQueue_.erase(figureQueue_.begin());
            e.figure = option;
            moveFigure(e.player, option, e.points);
            if (figureQueue_.empty()) each([&](auto& x) { x.awardsSettled(*this); });
            break;
        }
        case DecisionKind::MessageDrawn: {
            const int m = std::stoi(d.options[static_cast<size_t>(option)]);
            tableDraws_.push_back(m);
            if (tableDraws_.size() == 8) deck_ = tableDraws_;  // gone round: the order is known
            pendingMessage_ = m;
            log_.push_back({GameEvent::Type::MessageDrawn, turn_, 0, {}, m});
            const int value = messageValue(m, active_);
            ask({DecisionKind::MessageAction, active_,
                 setup_.players[active_] + " draws message " + std::to_string(m) + " (" + messageText(m) +
                     "): carry it out or take 2 points?",
                 {std::string("carry out: ") + messageText(m), "take 2 points"}, suggestedAction(m, value, tilesLeft()), value, m});
            break;
        }
        case DecisionKind::MessageAction:
            resolveMessage(pendingMessage_, option == 0);
            break;
        case DecisionKind::MessageFollower:
            messageEight(d.player, static_cast<size_t>(option));
            break;
        default:
            break;  // the modules' decisions are answered above or by their moves
    }
}

}  // namespace carc
