#pragma once
// The Messages as a rule module: two score figures per player (the base game keeps
// them: Game::figure); the active player whose figure lands on a dark space (a multiple
// of 5) at the end of a scoring round draws a message. Its rules: game_messages.cpp.
#include <vector>

#include "engine/expansion.hpp"

namespace carc {

// Its decisions (DecisionKind::Figure, ...).
enum class MessagesDecision : std::uint8_t {
    Figure,           // which score figure moves
    MessageDrawn,     // table deck: which message was drawn
    MessageAction,    // carry out the drawn message or take 2 points
    MessageFollower,  // message 8: which follower
};
template <class K>
struct MessagesDecisionNames {
    static const K Figure, MessageDrawn, MessageAction, MessageFollower;
};
template <class K>
constexpr K MessagesDecisionNames<K>::Figure{MessagesDecision::Figure};
template <class K>
constexpr K MessagesDecisionNames<K>::MessageDrawn{MessagesDecision::MessageDrawn};
template <class K>
constexpr K MessagesDecisionNames<K>::MessageAction{MessagesDecision::MessageAction};
template <class K>
constexpr K MessagesDecisionNames<K>::MessageFollower{MessagesDecision::MessageFollower};

class MessagesModule : public ExpansionModule {
public:
    // Its names (the registration's expansionNames, enableExpansion).
    static constexpr const char* kName = "messages";
    static constexpr const char* kTitle = "The Messages";
    // A table game (tiles named as they appear) draws the physical message deck: the
    // players say which message came. The setup's source is set before enabling.
    static void enable(GameSetup& s) {
        s.expansions.messages = true;
        s.expansions.messagesFromTable = s.source == TileSource::Table;
    }

    // Hooks (expansion.hpp).
    [[nodiscard]] static bool inPlay(const GameSetup& s) { return s.expansions.messages; }
    void start(Game& g);
    [[nodiscard]] Status checkSetup(const Game& g) const;
    using Decisions = MessagesDecision;
    template <class K>
    using DecisionNames = MessagesDecisionNames<K>;
    [[nodiscard]] static const char* decisionName(MessagesDecision k);
    bool choose(Game& g, const Decision& d, int option);
    void roundStart(Game& g, bool withPlacedTile);
    bool askFirst(Game& g) { return !figureQueue_.empty() && askFigure(g); }
    bool roundEnd(Game& g);
    bool deferAward(Game& g, size_t eventIndex);
    [[nodiscard]] bool awardsPending(const Game&) const { return !figureQueue_.empty(); }
    bool turnEnd(Game& g);
    void turnStart(Game& g, bool extraTurn);

    // The message deck, top first (simulated deck, or once a table deck has gone round;
    // game.module<MessagesModule>().deck).
    std::vector<int> deck;

private:
    // Asks which figure moves the first held-back award's points.
    bool askFigure(Game& g);
    void drawMessage(Game& g);
    // Asks the active player to carry out the drawn message or take 2 points.
    void offer(Game& g, int message);
    void resolveMessage(Game& g, int message, bool carryOut);
    // Points the message would give the player now (message 7: 0, it gives a turn).
    [[nodiscard]] int messageValue(const Game& g, int message, int player) const;
    void messageEight(Game& g, int player, size_t followerIndex);

    std::vector<int> tableDraws_;       // table deck: messages seen in the first cycle
    int pendingMessage_ = 0;            // drawn, awaiting MessageAction / MessageFollower
    std::vector<size_t> figureQueue_;   // events whose figure is still to be chosen
    int activeMoved_ = 0;               // this round: bit per figure the active player moved forward
    bool messageDone_ = false;          // this round's message question was settled
    int extraTurns_ = 0;                // message 7, this turn
};

}  // namespace carc
