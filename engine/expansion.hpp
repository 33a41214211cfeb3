#pragma once
// An expansion is a rule module: its own state and a fixed set of hooks the base game
// calls at fixed points of a turn, without knowing which expansion is behind them.
// Every module derives from ExpansionModule (whose hooks do nothing) and hides the hooks
// it needs with its own; Game holds one of each registered module (engine/expansions.hpp)
// and calls a hook on each in registration order through a fold expression (static
// dispatch: no virtual calls, hooks a module does not define inline to nothing).
// Each module says from the setup whether it is in play (a static `inPlay(const GameSetup&)`,
// required); Game calls the hooks of the modules in play only, except `start`, `checkSetup`,
// `check`, `checkPass` and `checkPlace`, which every module gets (a module that is off refuses its own
// moves and what needs it, with a reason).
#include <optional>
#include <tuple>
#include <vector>

#include "engine/expected.hpp"
#include "engine/moves.hpp"
#include "engine/random.hpp"
#include "engine/rules.hpp"

namespace carc {

class Game;
struct Decision;
struct DecisionKind;
struct ScoreEvent;

struct ExpansionModule {
    // --- game start ---
    // After the start tile is placed and before the first tile is drawn: tokens, decks,
    // the order of the pile (Shuffled/Scripted sources; `Game::pile_`, next at back).
    void start(Game&) {}
    // A setup the module refuses (a rule of its own broken), or ok.
    [[nodiscard]] Status checkSetup(const Game&) const { return {}; }
    // The start tile's JCloisterZone id when the module has its own (a tile set's own start),
    // else nullptr (the base game's D); a setup that gives its start keeps it.
    [[nodiscard]] const char* startTileId(const Game&) const { return nullptr; }

    // --- its own moves and decisions ---
    // The move types the module owns (moves.hpp's structs, declared in its header); `Move`
    // holds them after the base game's. For each, the module defines
    //   [[nodiscard]] Status check(const Game&, const T&) const;  // also when it is off: it refuses
    //   void apply(Game&, const T&);                               // a move check() accepted
    // and Game routes the move to it by its type (static dispatch).
    using Moves = std::tuple<>;
    // A pass while a decision is pending (a bid declined): a refusal or ok when the pending
    // decision is the module's, nullopt when not.
    [[nodiscard]] std::optional<Status> checkPass(const Game&) const { return std::nullopt; }
    // Applies a pass checkPass() accepted; false: not its decision.
    bool pass(Game&) { return false; }
    // Its decisions: `Decisions`, the module's own enum of decision kinds; `DecisionNames<K>`,
    // a struct template whose `static const K` members name them (DecisionKind derives from
    // every module's, so `DecisionKind::X` names module kind X; each is defined as
    // `K{Decisions::X}`); `decisionName(Decisions)`, a kind's name in logs and the app.
    enum class Decisions : std::uint8_t {};
    template <class K>
    struct DecisionNames {};
    [[nodiscard]] static const char* decisionName(Decisions) { return "?"; }
    // Answers a decision of the module's (Choose{option}); false: not its decision.
    bool choose(Game&, const Decision&, int /*option*/) { return false; }

    // --- placing a tile ---
    // A refusal of a placement the board accepts or is about to check (extra rules).
    [[nodiscard]] Status checkPlace(const Game&, const PlaceTile&) const { return {}; }
    // True when some placements the board lists are refused by checkPlace now: the game
    // then filters its lists through checkPlace (rules the board's terrains do not express).
    [[nodiscard]] bool restrictsPlacements(const Game&, TileTypeId) const { return false; }
    // True when a tile that fits nowhere on the board may still be placed (a bridge).
    [[nodiscard]] bool fitsOtherwise(const Game&, TileTypeId) const { return false; }
    void beforePlace(Game&, const PlaceTile&) {}
    void afterPlace(Game&, const PlaceTile&) {}
    // After a drawn tile was set aside: true when the module ends the turn itself.
    bool afterSetAside(Game&) { return false; }

    // --- the scoring round ---
    // A round starts (withPlacedTile: the features the tile completed are listed).
    void roundStart(Game&, bool /*withPlacedTile*/) {}
    // Questions owed before anything else in the round: true when one was asked.
    bool askFirst(Game&) { return false; }
    // Before the completed features score: true when a question was asked.
    bool beforeFeatures(Game&) { return false; }
    // A completed feature is about to score: true when the module took it over (it is not scored).
    bool featureCompleted(Game&, int /*root*/) { return false; }
    // After the completed features: true when the module did a step (scored or asked).
    bool afterFeatures(Game&) { return false; }
    // The round's last step before the turn ends: true when the module did a step.
    bool roundEnd(Game&) { return false; }

    // --- points ---
    // A score event during the game: true when the module holds it back (its figure is
    // chosen later), false to move figure 0 now.
    bool deferAward(Game&, size_t /*eventIndex*/) { return false; }
    // True while awards are held back (a decision on them is still to come).
    [[nodiscard]] bool awardsPending(const Game&) const { return false; }
    // Every held-back award was settled.
    void awardsSettled(Game&) {}
    // What a completed city bordering a farm gives the farmers (`value`: so far).
    [[nodiscard]] int farmCityValue(const Game&, int /*cityRoot*/, int value) const { return value; }

    // --- turn end ---
    // The turn ended: true when the module decides what comes next (an extra turn, an
    // auction, an auctioned tile's turn); false for the next player's turn.
    bool turnEnd(Game&) { return false; }
    // A new turn starts (extraTurn: the same player again); reset the turn's state.
    void turnStart(Game&, bool /*extraTurn*/) {}
    // The next player's turn is about to start: the module may set who was active before it.
    void beforeNextTurn(Game&) {}

    // --- what may be done (beyond the base game's lists) ---
    // Placements of the tile that are legal only through the module (a bridge).
    [[nodiscard]] std::vector<PlaceTile> extraPlacements(const Game&, TileTypeId, std::optional<Pos> /*at*/) const { return {}; }
    // Table games: narrows the tiles not yet drawn to those that may come next (`left`).
    void nextDrawable(const Game&, std::vector<TileTypeId>& /*left*/) const {}

    // --- random play (RandomPlayer) ---
    // A random move of the module's own in the Follower phase, before the follower, into
    // `out`; false: none.
    bool randomAction(const Game&, Random&, std::optional<Move>& /*out*/) const { return false; }
    // A random answer to the pending decision when the module answers it itself (its
    // decisions without options to Choose from), into `out`; false: not the module's.
    bool randomAnswer(const Game&, const Decision&, Random&, std::optional<Move>& /*out*/) const { return false; }
};

}  // namespace carc
