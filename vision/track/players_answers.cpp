#include "vision/track/players_answers.hpp"

#include <algorithm>

#include "vision/track/turn_revisions.hpp"

namespace carc::vision {
namespace {

// Readings offered to the players when they are asked which tile lies there.
constexpr size_t kChoicesShown = 4;

}  // namespace

PlayersAnswers::PlayersAnswers(TurnInterpreter& in)
    : in_(in), opt_(in.opt_), alerts_(in.alerts_), notes_(in.notes_), tileQuestions_(in.tileQuestions_) {}

void PlayersAnswers::decisions(int frame) {
    while (in_.game().phase() == Phase::Decision && in_.game().decision()) {
        const Decision d = *in_.game().decision();  // a copy: a revision replaces the game
        std::optional<Move> answer = opt_.decide ? opt_.decide(in_.game(), d) : std::nullopt;
        if (const auto* reveal = answer ? std::get_if<BazaarReveal>(&*answer) : nullptr; reveal && !in_.game().check(*answer)) {
            if (!Revisions(in_).forReveal(*reveal, frame)) answer = revealWithLookAlikes(*reveal, frame);
        }
        if (answer && in_.game().apply(*answer)) {
            notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> " + describe(*answer, in_.game().tiles()));
            continue;
        }
        notes_.push_back("frame " + std::to_string(frame) + ": " + d.question + " -> default: " +
                         (d.options.empty() ? std::string("pass") : d.options[static_cast<size_t>(d.suggested)]));
        const Status s = d.options.empty() ? in_.game().apply(Pass{}) : in_.game().apply(Choose{d.suggested});
        if (!s) {
            alerts_.push_back({frame, "uncertain", "cannot answer '" + d.question + "': " + s.error()});
            return;
        }
    }
}

std::optional<TileGuess> PlayersAnswers::whichTile(int frame, Pos cell, const TileVerdict& verdict) {
    if (!opt_.confirmTile) return std::nullopt;
    TileQuestion question{frame, cell, {}};
    for (const TileGuess& g : verdict.ranked) {
        // (Turns of a symmetric tile that look the same, and a tile with and without a
        // bridge, are one choice, as likely as all of them.)
        const Placement p{g.type, cell, canonicalRotation(in_.game().tiles(), g.type, g.rot)};
        const auto same = std::find_if(question.choices.begin(), question.choices.end(),
                                       [&](const TileQuestion::Choice& c) { return c.placement == p; });
        if (same != question.choices.end()) same->confidence += g.probability;
        else if (question.choices.size() < kChoicesShown) question.choices.push_back({p, g.probability});
    }
    ++tileQuestions_;
    const std::optional<Placement> answer = opt_.confirmTile(in_.game(), question);
    if (!answer || answer->pos != cell) return std::nullopt;
    // The reading of that tile, for the bridge seen on it; a tile not among the readings
    // takes the pose of the best one (it lies where that was seen).
    const Rotation turn = canonicalRotation(in_.game().tiles(), answer->type, answer->rot);
    const auto read = std::find_if(verdict.ranked.begin(), verdict.ranked.end(), [&](const TileGuess& g) {
        return g.type == answer->type && canonicalRotation(in_.game().tiles(), g.type, g.rot) == turn;
    });
    TileGuess out = read != verdict.ranked.end() ? *read : verdict.ranked.front();
    out.type = answer->type;
    out.rot = answer->rot;
    if (read == verdict.ranked.end()) out.bridge.reset();
    out.probability = 1;
    return out;
}

std::optional<Move> PlayersAnswers::revealWithLookAlikes(const BazaarReveal& named, int frame) {
    std::vector<int> left;
    for (const TileType& t : in_.game().tiles().types()) left.push_back(in_.game().remaining(t.index));
    const auto fromBag = revealFromBag(in_.game().tiles(), std::move(left), named);
    if (!fromBag) return std::nullopt;
    for (const auto& [said, taken] : fromBag->replaced) {
        const std::string a = tileLabel(in_.game().tiles().type(said)), b = tileLabel(in_.game().tiles().type(taken));
        alerts_.push_back({frame, "uncertain", "the bazaar shows " + a + ", but every " + a +
                                                   " is on the board already: one was misread; taken as " + b +
                                                   ", players, please check"});
    }
    return fromBag->reveal;
}

}  // namespace carc::vision
